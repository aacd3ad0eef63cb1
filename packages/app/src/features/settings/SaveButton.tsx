import { Button, Group } from '@mantine/core';
import { useT } from '../../i18n/i18n';

/** The settings forms' submit button ("Save"), busy while the save is on its way. */
export function SaveButton({ loading }: { loading: boolean }) {
  const { t } = useT();
  return (
    <Group>
      <Button type="submit" loading={loading}>
        {t('settings.save')}
      </Button>
    </Group>
  );
}
