import { SimpleGrid } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { AccountCard } from './AccountCard';
import { accountLabels as labels, channel } from './storyFixtures';

export default { title: 'Cards/Account card' } satisfies StoryMeta;

export const Connected: Story = () => (
  <AccountCard account={channel} labels={labels} href="#/accounts/1001" />
);
export const NeedsReconnect: Story = () => (
  <AccountCard
    account={{ ...channel, authenticationStatus: 'not_authed' }}
    labels={labels}
    onReconnect={() => {}}
  />
);
export const PendingUnpublished: Story = () => (
  <AccountCard
    account={{
      ...channel,
      partnerApplicationState: 'in_review',
      unpublished: true,
      accountLifetimeStat: null,
    }}
    labels={labels}
  />
);
export const Virtual: Story = () => (
  <AccountCard
    account={{
      accountType: 'virtual',
      name: 'Maya Merch Store',
      avatar: null,
      authable: false,
      partnerApplicationState: 'completed',
    }}
    labels={{ ...labels, platform: 'Virtual account' }}
    href="#/accounts/1009"
  />
);
export const Grid: Story = () => (
  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
    <Connected />
    <NeedsReconnect />
    <Virtual />
  </SimpleGrid>
);
