import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { storyPicture } from '../../cards/shared/storyImages';
import { CommentThread, type CommentThreadLabels } from './CommentThread';
import type { ThreadComment } from './threadRules';

export default { title: 'Conversation/Comment thread' } satisfies StoryMeta;

const labels: CommentThreadLabels = {
  thread: 'Comments',
  input: 'Write a comment',
  placeholder: 'Write a comment…',
  send: 'Send',
  seen: 'Seen',
  sendError: 'Your comment could not be sent. Please try again.',
  empty: 'No comments yet.',
};

const conversation: ThreadComment[] = [
  {
    id: 1,
    type: 'comment',
    sender: { name: 'Northwind', avatar: null },
    sentByCreator: false,
    seen: true,
    createdAt: '2026-11-02T09:12:00Z',
    content:
      'Hi Maya! Thanks for the draft. Could you mention the discount code NORTH20 in the first line?',
  },
  {
    id: 2,
    type: 'comment',
    sender: { name: 'Northwind', avatar: null },
    sentByCreator: false,
    seen: true,
    createdAt: '2026-11-02T09:13:00Z',
    content: 'Also, please tag @northwind.outdoor.',
  },
  {
    id: 3,
    type: 'comment',
    sender: { name: 'Maya Torres', avatar: null },
    sentByCreator: true,
    seen: true,
    createdAt: '2026-11-02T15:40:00Z',
    content: 'Done! I updated the caption and re-uploaded the video.',
  },
  {
    id: 4,
    type: 'comment',
    sender: { name: 'Maya Torres', avatar: null },
    sentByCreator: true,
    seen: false,
    createdAt: '2026-11-02T15:41:00Z',
    content: 'Let me know if the thumbnail works.',
  },
  {
    id: 5,
    type: 'status_change',
    sender: { name: 'Northwind', avatar: null },
    sentByCreator: false,
    seen: true,
    createdAt: '2026-11-03T08:00:00Z',
    content: 'Content approved',
  },
];

function Live({
  fail = false,
  initial = conversation,
}: {
  fail?: boolean;
  initial?: ThreadComment[];
}) {
  const [comments, setComments] = useState(initial);
  return (
    <CommentThread
      comments={comments}
      companyName="Northwind"
      companyLogoUrl={storyPicture('#1c7ed6', 'N', 64)}
      creatorName="Maya Torres"
      creatorAvatarUrl={null}
      labels={labels}
      onSend={async (text) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        if (fail) throw new Error('offline');
        setComments((list) => [
          ...list,
          {
            id: list.length + 1,
            type: 'comment',
            sender: { name: 'Maya Torres', avatar: null },
            sentByCreator: true,
            seen: false,
            createdAt: new Date().toISOString(),
            content: text,
          },
        ]);
      }}
    />
  );
}

export const Conversation: Story = () => <Live />;
export const Empty: Story = () => <Live initial={[]} />;
export const SendFails: Story = () => <Live fail />;
