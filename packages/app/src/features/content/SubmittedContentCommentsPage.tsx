import {
  MAX_LENGTH,
  createCommentMutation,
  isNotAuthorized,
  markCommentsAsReadMutation,
} from '@creator/api-client';
import { CommentThread, ErrorState, LoadingSkeleton, showFailureNotice } from '@creator/ui';
import { Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { retryLaterText } from '../../forms/rate-limit';
import { useT } from '../../i18n/i18n';
import { safeHttpUrl } from '../../security/safe-url';
import { THREAD_EVENT_KEYS } from '../../i18n/translation-keys';
import { useShown } from '../../lib/use-shown';
import { useServices } from '../../session/services';
import { useCompanyQuery, useUser } from '../../session/session';
import { useReads } from '../../routing/screen-reads';
import { commentsReads } from './reads';

/**
 * Sending a comment. Refused once the tab is gone, the comment box that keeps the text and
 * says why is gone too: a notice says it, with what was written, so it is not lost unseen.
 */
function useCommentSend(campaignId: string, contentId: string) {
  const { t } = useT();
  const { client } = useServices();
  const mutation = useMutation(createCommentMutation(client));
  const shown = useShown();
  const send = (text: string) =>
    mutation
      .mutateAsync({ campaignId, contentId, body: { comment: { content: text } } })
      .catch((failure: unknown) => {
        if (!shown() && !isNotAuthorized(failure))
          showFailureNotice({
            title: retryLaterText(t, failure) ?? t('content.comments_error'),
            message: t('content.comment_not_sent', { text }),
            stay: true,
          });
        throw failure;
      });
  return { send, error: mutation.error };
}

/**
 * The `submitted_content_comments` tab: the chronological thread (company logo, the creator's
 * avatar or a default, status events apart, seen mark), a composer that keeps the typed text
 * when sending fails. Opening it marks the thread read, which refreshes the content (badge).
 */
export function SubmittedContentCommentsPage() {
  const { t, i18n } = useT();
  const { client } = useServices();
  const params = useParams();
  const campaignId = String(params.campaignId);
  const contentId = String(params.id);
  const user = useUser();
  const company = useCompanyQuery();
  const comments = useQuery(useReads(commentsReads).comments);
  const send = useCommentSend(campaignId, contentId);
  const markRead = useMutation(markCommentsAsReadMutation(client));
  const { mutate: markAsRead } = markRead;

  useEffect(() => {
    markAsRead({ campaignId, contentId });
  }, [markAsRead, campaignId, contentId]);

  // Every URL of the thread passes the gate (the kit falls back to the sender's avatar); a
  // status event the app knows reads in the UI's language, not the API's words.
  const thread = useMemo(
    () =>
      (comments.data ?? []).map((comment) => {
        const event = comment.type === 'comment' ? undefined : THREAD_EVENT_KEYS[comment.type];
        return {
          ...comment,
          content: event ? t(event) : comment.content,
          sender: { name: comment.sender.name, avatar: safeHttpUrl(comment.sender.avatar) },
        };
      }),
    [comments.data, t],
  );

  return (
    <DataBlock
      query={comments}
      loading={<LoadingSkeleton variant="list" label={t('content.comments_loading')} count={3} />}
      error={t('content.comments_load_error')}
    >
      {() => (
        <Stack gap="sm">
          {/* A failed company read: its messages say 'Your network', and this says why. */}
          {company.isError ? (
            <ErrorState
              message={t('content.company_error')}
              retryLabel={t('common.retry')}
              onRetry={() => void company.refetch()}
            />
          ) : null}
          <CommentThread
            comments={thread}
            companyName={company.data?.name ?? t('content.company_fallback')}
            companyLogoUrl={safeHttpUrl(company.data?.dashboardLogoUrl)}
            creatorName={user.fullName}
            creatorAvatarUrl={safeHttpUrl(user.avatar)}
            locale={i18n.language}
            maxLength={MAX_LENGTH.CommentRequest['comment.content']}
            // The mutation refreshes the content too: the tab's count follows the sent comment.
            onSend={send.send}
            labels={{
              thread: t('content.comments_thread'),
              input: t('content.comment_input'),
              placeholder: t('content.comment_placeholder'),
              send: t('content.comment_send'),
              seen: t('content.comment_seen'),
              sendError: retryLaterText(t, send.error) ?? t('content.comments_error'),
              empty: t('content.comments_empty'),
            }}
          />
        </Stack>
      )}
    </DataBlock>
  );
}
