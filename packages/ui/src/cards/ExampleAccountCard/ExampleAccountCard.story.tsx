import { SimpleGrid } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { ExampleAccountCard } from './ExampleAccountCard';

export default { title: 'Cards/Example account card' } satisfies StoryMeta;

export const Twitch: Story = () => (
  <ExampleAccountCard
    platform="twitch"
    platformName="Twitch"
    title="Connect your Twitch account"
    connectLabel="Connect"
    onConnect={() => {}}
  />
);
export const WithoutButton: Story = () => (
  <ExampleAccountCard
    platform="instagram"
    platformName="Instagram"
    title="Connect your Instagram account"
  />
);
export const MissingProviders: Story = () => (
  <SimpleGrid cols={{ base: 1, sm: 3 }}>
    <ExampleAccountCard
      platform="facebook"
      platformName="Facebook"
      title="Connect your Facebook page"
      connectLabel="Connect"
      onConnect={() => {}}
    />
    <ExampleAccountCard
      platform="twitter"
      platformName="X"
      title="Connect your X account"
      connectLabel="Connect"
      onConnect={() => {}}
    />
    <ExampleAccountCard
      platform="tiktok_creator"
      platformName="TikTok"
      title="Connect your TikTok account"
      connectLabel="Connect"
      onConnect={() => {}}
    />
  </SimpleGrid>
);
