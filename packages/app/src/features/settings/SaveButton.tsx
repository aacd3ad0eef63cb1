import { Button, Group } from '@mantine/core';
import { usePrevious } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n';

/**
 * The settings forms' submit button ("Save"), busy while the save is on its way. Busy, it is
 * disabled and the focus falls to the page body: once the save is done, the focus comes back
 * to it unless something took it meanwhile (a failure focuses its first marked field, a
 * success may move to another page) (docs/product-rules.md#focus-and-announcements).
 */
export function SaveButton({ loading }: { loading: boolean }) {
  const { t } = useT();
  const button = useRef<HTMLButtonElement>(null);
  const wasLoading = usePrevious(loading);
  useEffect(() => {
    if (wasLoading && !loading && document.activeElement === document.body) button.current?.focus();
  }, [loading, wasLoading]);
  return (
    <Group>
      <Button ref={button} type="submit" loading={loading}>
        {t('settings.save')}
      </Button>
    </Group>
  );
}
