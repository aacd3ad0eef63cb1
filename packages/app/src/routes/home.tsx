import { Stack } from '@mantine/core';
import { AccountsBlock } from '../features/accounts/AccountsBlock';
import { CampaignsBlock } from '../features/campaigns/CampaignsBlock';
import { ContactBlock } from '../features/home/ContactBlock';
import { HomeGreeting } from '../features/home/HomeGreeting';
import { PaymentBlock } from '../features/payments/PaymentBlock';
import { useUser } from '../session/session';
import { BelowTheFold } from '../components/BelowTheFold';

/**
 * The home dashboard, a route module composing blocks owned by their features (campaigns,
 * payments, accounts) around the home feature's greeting and contact. Each block loads and
 * fails on its own; the route's loader has started their reads. What a phone shows first (the
 * greeting and the campaigns) renders first, the blocks below it right after.
 */
export function HomeRoute() {
  const user = useUser();
  return (
    <Stack gap="xl">
      <HomeGreeting />
      {user.hasCampaignsAccess ? <CampaignsBlock /> : null}
      <BelowTheFold>
        {user.paymentCounterVisible ? <PaymentBlock /> : null}
        <AccountsBlock />
        <ContactBlock />
      </BelowTheFold>
    </Stack>
  );
}
