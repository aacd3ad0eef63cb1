import { Stack } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { storyPicture } from '../../cards/shared/storyImages';
import { CommentBubble } from './CommentBubble';

export default { title: 'Conversation/Comment bubble' } satisfies StoryMeta;

const logo = storyPicture('#1c7ed6', 'N', 64);

export const FromCompany: Story = () => (
  <CommentBubble
    content="Thanks! Could you move the discount code to the first line of the caption?"
    sentByCreator={false}
    avatarUrl={logo}
    senderName="Northwind"
  />
);
export const FromCreator: Story = () => (
  <CommentBubble
    content={'Sure, updated.\nLet me know if the thumbnail works too.'}
    sentByCreator
    avatarUrl={null}
    senderName="Maya Torres"
    seenLabel="Seen"
  />
);
export const StatusNote: Story = () => (
  <CommentBubble
    content="Content approved"
    type="status_change"
    sentByCreator={false}
    senderName="Northwind"
  />
);
export const Mixed: Story = () => (
  <Stack>
    <FromCompany />
    <FromCreator />
    <StatusNote />
  </Stack>
);
