import type { Story, StoryMeta } from '../../story';
import { storyPicture } from '../shared/storyImages';
import { CampaignCard, type CampaignCardData, type CampaignCardLabels } from './CampaignCard';

export default { title: 'Cards/Campaign card' } satisfies StoryMeta;

const labels: CampaignCardLabels = {
  status: 'Active',
  pendingContract: 'Contract pending',
  newReviews: 'New reviews',
  morePosts: (n) => `${n} more posts`,
  actions: {
    signContract: 'Sign contract',
    editContent: 'Edit submitted content',
    readComments: 'Read comments',
    publishContent: 'Publish content',
  },
};

const base: CampaignCardData = {
  brand: 'Northwind Outdoor Gear',
  status: 'active',
  requiredPostsNumber: 4,
  submittedPostsNumber: 4,
  postCount: 6,
  latestPosts: [
    { id: 1, thumbnailUrl: storyPicture('#2f9e44', 'Trail') },
    { id: 2, thumbnailUrl: storyPicture('#1971c2', 'Lake') },
    { id: 3, thumbnailUrl: storyPicture('#e8590c', 'Camp') },
  ],
};

export const SignContract: Story = () => (
  <CampaignCard
    campaign={{ ...base, contractSignUrl: 'https://sign.example.com/c/102' }}
    labels={labels}
    href="#"
  />
);
export const RejectedContent: Story = () => (
  <CampaignCard
    campaign={{ ...base, newContentRejected: true, newContentReviews: true }}
    labels={labels}
    href="#"
  />
);
export const PublishContent: Story = () => (
  <CampaignCard
    campaign={{
      ...base,
      submittedPostsNumber: 1,
      postCount: 1,
      latestPosts: base.latestPosts?.slice(0, 1),
    }}
    labels={labels}
    href="#"
  />
);
export const NothingToDo: Story = () => (
  <CampaignCard
    campaign={{ ...base, status: 'completed' }}
    labels={{ ...labels, status: 'Completed' }}
    href="#"
  />
);
export const NoPosts: Story = () => (
  <CampaignCard
    campaign={{
      ...base,
      status: 'upcoming',
      postCount: 0,
      latestPosts: [],
      submittedPostsNumber: 0,
    }}
    labels={{ ...labels, status: 'Upcoming' }}
  />
);
