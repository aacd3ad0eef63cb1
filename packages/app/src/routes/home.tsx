import { Stack } from '@mantine/core';
import { AccountsBlock } from '../features/accounts/AccountsBlock';
import { CampaignsBlock } from '../features/campaigns/CampaignsBlock';
import { ContactBlock } from '../features/home/ContactBlock';
import { HomeGreeting } from '../features/home/HomeGreeting';
import { PaymentBlock } from '../features/payments/PaymentBlock';
import { useUser } from '../session/session';

/**
 * The home dashboard, a route module composing blocks owned by their features (campaigns,
 * payments, accounts) around the home feature's greeting and contact. Each block loads and
 * fails on its own; the route's loader has started their reads.
 */
export function HomeRoute() {
  const user = useUser();
  return (
    <Stack gap="xl">
      <HomeGreeting />
      {user.hasCampaignsAccess ? <CampaignsBlock /> : null}
      {user.paymentCounterVisible ? <PaymentBlock /> : null}
      <AccountsBlock />
      <ContactBlock />
    </Stack>
  );
}
