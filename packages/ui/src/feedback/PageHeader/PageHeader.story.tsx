import { Button } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { UserAvatar } from '../UserAvatar';
import { PageHeader } from './PageHeader';

export default { title: 'Feedback/Page header' } satisfies StoryMeta;

/** Just a title. */
export const TitleOnly: Story = () => <PageHeader title="Documents" />;

/** Greeting with a subtitle and actions. */
export const WithActions: Story = () => (
  <PageHeader
    title="Welcome back, Maya Chen"
    subtitle="Here is what is happening with your channels this week."
    actions={
      <>
        <Button variant="default">Contact support</Button>
        <Button>Add account</Button>
      </>
    }
  />
);

/** Account detail header with the avatar in front. */
export const WithLeading: Story = () => (
  <PageHeader
    leading={<UserAvatar name="Cooking with Lou" size="lg" />}
    title="Cooking with Lou"
    subtitle="@cookingwithlou"
  />
);
