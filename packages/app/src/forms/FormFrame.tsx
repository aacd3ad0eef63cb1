import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useT } from '../i18n/i18n';

/**
 * Every form of the app: the browser's own validation off (the app says what is wrong, in its
 * words), a submit that stays on the page and runs `onSubmit`, and its fields stacked.
 */
export function FormFrame({
  onSubmit,
  maw,
  ref,
  children,
}: {
  onSubmit: () => void;
  /** The widest the fields may grow (the settings forms keep to 760 px). */
  maw?: number;
  /** The form element, for focusing its first error. */
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md" maw={maw}>
        {children}
      </Stack>
    </form>
  );
}

/**
 * The footer of a dialog: Cancel (closes it), then its action (`children`), at the end of the
 * line.
 */
export function DialogActions({
  onCancel,
  children,
}: {
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      {children}
    </Group>
  );
}
