import { SimpleGrid } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { MissingPostSlot } from './MissingPostSlot';

export default { title: 'Cards/Missing post slot' } satisfies StoryMeta;

const publishByLabel = (date: string) => `Publish by ${date}`;

export const WithDeadline: Story = () => (
  <MissingPostSlot
    platform="instagram"
    platformName="Instagram"
    typeLabel="Reel"
    publishBy="2026-12-05"
    publishByLabel={publishByLabel}
    submitLabel="Submit content"
    onSubmit={() => {}}
  />
);
export const NoDeadline: Story = () => (
  <MissingPostSlot
    platform="youtube"
    platformName="YouTube"
    typeLabel="Video"
    publishByLabel={publishByLabel}
    submitLabel="Submit content"
    onSubmit={() => {}}
  />
);
export const Row: Story = () => (
  <SimpleGrid cols={{ base: 1, sm: 3 }}>
    <WithDeadline />
    <NoDeadline />
    <MissingPostSlot
      platform="tiktok"
      platformName="TikTok"
      typeLabel="Video"
      publishBy="2026-12-12"
      publishByLabel={publishByLabel}
      submitLabel="Submit content"
      onSubmit={() => {}}
    />
  </SimpleGrid>
);
