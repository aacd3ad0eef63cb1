import { Text } from '@mantine/core';
import { SeenIcon } from '../../cards/shared';
import { UserAvatar } from '../../feedback/UserAvatar';
import classes from './CommentBubble.module.css';

/** Props of {@link CommentBubble}. */
export interface CommentBubbleProps {
  /** The message text (plain text; line breaks are kept). */
  content: string;
  /** True for the creator's own messages (shown on the right). */
  sentByCreator: boolean;
  /** Message type; anything other than 'comment' (status changes, system notes) is styled as a note. @default 'comment' */
  type?: string;
  /** Picture beside the message: the company logo or the creator's avatar; without it the sender's initials show. */
  avatarUrl?: string | null;
  /** Who wrote it, used as the avatar's text alternative. */
  senderName: string;
  /** Text of the seen mark (e.g. "Seen"); the mark shows only when given. */
  seenLabel?: string;
}

/** One message of a comment thread. */
export function CommentBubble({
  content,
  sentByCreator,
  type = 'comment',
  avatarUrl,
  senderName,
  seenLabel,
}: CommentBubbleProps) {
  if (type !== 'comment') {
    return (
      <Text size="sm" c="dimmed" className={classes.note} data-type={type}>
        {content}
      </Text>
    );
  }
  return (
    <div className={classes.row} data-own={sentByCreator || undefined}>
      <div className={classes.avatar}>
        <UserAvatar src={avatarUrl} name={senderName} />
      </div>
      <div className={classes.body}>
        <div className={classes.bubble}>{content}</div>
        {seenLabel ? (
          <Text size="xs" c="dimmed" className={classes.seen}>
            <SeenIcon size={14} /> {seenLabel}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
