import { SimpleGrid } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { storyPicture } from '../shared/storyImages';
import { SubmittedContentCard, type SubmittedContentCardData } from './SubmittedContentCard';

export default { title: 'Cards/Submitted content card' } satisfies StoryMeta;

const video: SubmittedContentCardData = {
  type: 'video',
  status: 'pending',
  title: 'Trail test: Northwind Ridge 40L backpack after 300 km',
  thumbnailUrl: storyPicture('#2b8a3e', 'Video', 320),
  platform: 'youtube',
  account: { title: 'Maya Outdoors' },
};

export const PendingVideo: Story = () => (
  <SubmittedContentCard
    content={video}
    statusLabel="Pending"
    platformName="YouTube"
    href="#/campaigns/102/submitted_contents/5001"
  />
);
export const RejectedPhoto: Story = () => (
  <SubmittedContentCard
    content={{
      ...video,
      type: 'photo',
      status: 'rejected',
      platform: 'instagram',
      title: null,
      content: 'Morning coffee at the lake with my new Northwind mug ☕ #ad',
      thumbnailUrl: storyPicture('#d9480f', 'Photo', 320),
      account: { title: 'maya.outdoors.official.account' },
    }}
    statusLabel="Revision"
    platformName="Instagram"
  />
);
export const Grid: Story = () => (
  <SimpleGrid cols={{ base: 1, sm: 3 }}>
    <PendingVideo />
    <RejectedPhoto />
    <SubmittedContentCard
      content={{
        ...video,
        type: 'live',
        status: 'approved',
        platform: 'twitch',
        thumbnailUrl: null,
        title: 'Live: packing for a week in the Alps',
      }}
      statusLabel="Approved"
      platformName="Twitch"
    />
  </SimpleGrid>
);
