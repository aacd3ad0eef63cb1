import { Button } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { PlatformIcon } from '../PlatformIcon';
import { EmptyState } from './EmptyState';

export default { title: 'Feedback/Empty state' } satisfies StoryMeta;

/** Only a title. */
export const TitleOnly: Story = () => <EmptyState title="No earnings for this month" />;

/** Analytics with no connected account: explanation and a call to action. */
export const WithAction: Story = () => (
  <EmptyState
    icon={<PlatformIcon platform="youtube" size={40} />}
    title="No accounts connected"
    description="Connect your YouTube channel to see views, watch time and revenue here."
    action={<Button>Add account</Button>}
  />
);
