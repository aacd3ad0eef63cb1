import { PageHeader } from '@creator/ui';
import { Stack } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { useUser } from '../../lib/session';
import { AccountsBlock } from './AccountsBlock';
import { CampaignsBlock } from './CampaignsBlock';
import { ContactBlock } from './ContactBlock';
import { PaymentBlock } from './PaymentBlock';
import { useSignContractNotice } from './use-sign-contract-notice';

/** The home dashboard: greeting, campaigns, payment countdown, accounts and contact. Each block loads and fails on its own. */
export function HomePage() {
  const { t } = useT();
  const user = useUser();
  useSignContractNotice();
  return (
    <Stack gap="xl">
      <PageHeader
        title={t('home.greeting', { name: user.fullName })}
        subtitle={t('home.subtitle')}
      />
      {user.hasCampaignsAccess ? <CampaignsBlock /> : null}
      {user.paymentCounterVisible ? <PaymentBlock /> : null}
      <AccountsBlock />
      <ContactBlock />
    </Stack>
  );
}
