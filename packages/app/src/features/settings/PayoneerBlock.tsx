import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n';
import { safeUrl } from '../../security/safe-url';
import { useReads } from '../../routing/screen-reads';
import { apiLabel } from '../../i18n/api-labels';
import { PAYONEER_STATUS_KEYS } from '../../i18n/translation-keys';
import { PAYONEER_NOT_REGISTERED } from './payment-form-rules';
import { payoneerReads } from './reads';

/**
 * The Payoneer registration state: continue to Payoneer, or the status with the Payoneer
 * login (the API's link, through the URL gate, in a new tab), update and reset.
 */
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
  const reads = useReads(payoneerReads);
  const registered = status !== PAYONEER_NOT_REGISTERED;
  const login = useQuery({ ...reads.login, enabled: registered });
  const loginUrl = safeUrl(login.data?.url);
  if (!registered)
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
        {t('payment_form.payoneer_status')}{' '}
        <strong>{apiLabel(t, PAYONEER_STATUS_KEYS, status, status)}</strong>
      </Text>
      {loginUrl ? (
        <Anchor href={loginUrl} target="_blank" rel="noopener noreferrer">
          {t('payment_form.payoneer_login')}
        </Anchor>
      ) : null}
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
