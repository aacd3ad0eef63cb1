import { Button, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { PAYONEER_NOT_REGISTERED } from './payment-form-rules';

/** The Payoneer registration state: continue to Payoneer, or the status with update and reset. */
export function PayoneerBlock({
  status,
  busy,
  onContinue,
  onUpdate,
  onReset,
}: {
  status: string;
  busy: boolean;
  onContinue: () => void;
  onUpdate: () => void;
  onReset: () => void;
}) {
  const { t } = useT();
  if (status === PAYONEER_NOT_REGISTERED)
    return (
      <Stack gap="xs" align="flex-start">
        <Text>{t('payment_form.payoneer_register_body')}</Text>
        <Button variant="outline" onClick={onContinue} loading={busy}>
          {t('payment_form.payoneer_continue')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="xs" align="flex-start">
      <Text>
        {t('payment_form.payoneer_status')} <strong>{status}</strong>
      </Text>
      <Group gap="sm">
        <Button variant="subtle" onClick={onUpdate} disabled={busy}>
          {t('payment_form.payoneer_update')}
        </Button>
        <Button variant="subtle" color="red" onClick={onReset} disabled={busy}>
          {t('payment_form.payoneer_reset')}
        </Button>
      </Group>
    </Stack>
  );
}
