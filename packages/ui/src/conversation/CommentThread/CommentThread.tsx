import { Stack, Text } from '@mantine/core';
import { formatWeekdayTime } from '../../format';
import { CommentBubble } from '../CommentBubble';
import { CommentComposer } from './CommentComposer';
import classes from './CommentThread.module.css';
import { lastSeenCreatorIndex, startsNewSender, type ThreadComment } from './threadRules';

/** Every text of the thread, already translated. */
export interface CommentThreadLabels {
  /** Accessible name of the message list, e.g. "Comments". */
  thread: string;
  /** Accessible name of the text field, e.g. "Write a comment". */
  input: string;
  /** Placeholder of the text field. */
  placeholder?: string;
  /** Accessible name of the send button. */
  send: string;
  /** Text of the seen mark. */
  seen: string;
  /** Shown when sending failed (the generic comments error). */
  sendError: string;
  /** Shown when there are no messages yet. */
  empty?: string;
}

/** Props of {@link CommentThread}. */
export interface CommentThreadProps {
  /** Messages, oldest first. */
  comments: readonly ThreadComment[];
  /** Company name, the alternative text of its logo. */
  companyName: string;
  /** Logo beside company messages. */
  companyLogoUrl?: string | null;
  /** Creator name, the alternative text of their avatar. */
  creatorName: string;
  /** Avatar beside creator messages; a default shows without it. */
  creatorAvatarUrl?: string | null;
  /** Sends a message; reject to keep the typed text and show `labels.sendError`. */
  onSend: (text: string) => Promise<unknown>;
  /** Translated texts. */
  labels: CommentThreadLabels;
  /** Locale of the timestamps. @default 'en' */
  locale?: string;
  /** The longest message the composer takes (the API's limit). */
  maxLength?: number;
}

/** A chronological conversation about submitted content, with a composer below it. */
export function CommentThread({
  comments,
  companyName,
  companyLogoUrl,
  creatorName,
  creatorAvatarUrl,
  onSend,
  labels,
  locale = 'en',
  maxLength,
}: CommentThreadProps) {
  const seenIndex = lastSeenCreatorIndex(comments);
  return (
    <div className={classes.thread}>
      <Stack component="ol" gap="sm" className={classes.list} aria-label={labels.thread}>
        {comments.length === 0 && labels.empty ? (
          <Text component="li" c="dimmed" ta="center">
            {labels.empty}
          </Text>
        ) : null}
        {comments.map((comment, index) => (
          <li key={comment.id ?? `${comment.createdAt}-${index}`} className={classes.item}>
            {startsNewSender(comments, index) ? (
              <Text size="xs" c="dimmed" ta="center" className={classes.time}>
                <time dateTime={comment.createdAt}>
                  {formatWeekdayTime(comment.createdAt, locale)}
                </time>
              </Text>
            ) : null}
            <CommentBubble
              content={comment.content}
              type={comment.type}
              sentByCreator={comment.sentByCreator}
              senderName={comment.sentByCreator ? creatorName : comment.sender?.name || companyName}
              avatarUrl={
                comment.sentByCreator
                  ? (creatorAvatarUrl ?? comment.sender?.avatar)
                  : companyLogoUrl
              }
              seenLabel={index === seenIndex ? labels.seen : undefined}
            />
          </li>
        ))}
      </Stack>
      <CommentComposer
        onSend={onSend}
        inputLabel={labels.input}
        placeholder={labels.placeholder}
        sendLabel={labels.send}
        errorText={labels.sendError}
        maxLength={maxLength}
      />
    </div>
  );
}
