import { Alert, Button, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import type { PaypalState } from './payment-form-rules';

/** The PayPal connection state under the PayPal API integration (docs/product-rules.md#settings-payment). */
export function PaypalBlock({
  state,
  email,
  onConnect,
  connecting,
}: {
  state: PaypalState;
  email: string;
  onConnect: () => void;
  connecting: boolean;
}) {
  const { t } = useT();
  if (state === 'verified')
    return (
      <Alert color="teal" variant="light" title={t('payment_form.paypal_verified')}>
        {t('payment_form.paypal_verified_body', { email })}
      </Alert>
    );
  if (state === 'unverified')
    return (
      <Alert color="yellow" variant="light" title={t('payment_form.paypal_not_verified')}>
        {t('payment_form.paypal_not_verified_body', { email })}
      </Alert>
    );
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{t('payment_form.paypal_connect_body')}</Text>
      <Button variant="outline" onClick={onConnect} loading={connecting}>
        {t('payment_form.paypal_connect')}
      </Button>
    </Stack>
  );
}
