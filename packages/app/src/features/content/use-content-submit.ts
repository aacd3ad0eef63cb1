import {
  campaignKeys,
  createSubmittedContentMutation,
  isApiError,
  isNotAuthorized,
  type Platform,
} from '@creator/api-client';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { submitBlockText, submitRefusal } from '../../domain/campaigns/campaign-submit';
import { placeServerErrors } from '../../forms/field-errors';
import { refusalText } from '../../forms/refusal';
import { useT, type TFunction } from '../../i18n/i18n';
import { useShown } from '../../lib/use-shown';
import { useServices } from '../../session/services';
import { contentErrorField, isIncomplete, toRequest, type ContentDraft } from './content-rules';
import { dropSubmit, keepSubmit, readSubmit } from './kept-submit';
import { showRefusedNotice, showSubmittedNotice } from './submit-notices';

/** A refusal in the app's words: the status block's text and the fields it names. */
function refusalOf(t: TFunction, refusal: unknown): { error: string; errors: FormErrors } {
  const closed = isApiError(refusal) && refusal.status < 500 ? submitRefusal(refusal.body) : null;
  if (closed) return { error: submitBlockText(t, closed, null, String), errors: {} };
  const error = refusalText(t, refusal, t('content.submit_failed'), t('content.server_failed'));
  if (!isApiError(refusal) || refusal.status >= 500) return { error, errors: {} };
  return { error, errors: placeServerErrors(refusal, contentErrorField, t).errors };
}

/**
 * Sending the submit-content form: a complete draft (no upload running) is sent; a refusal
 * gives the status block why, in the app's words (why the campaign takes no content now, what
 * to correct, how long to wait) and marks the fields it names; `done` once the content is in.
 * An answer that comes once the form is gone (closed or left while sending) is told in a
 * notice wherever the user is, the campaign's submitted contents read again; a refused draft is
 * kept for the form's next opening, which the notice links to. `campaign` names the campaign.
 */
export function useContentSubmit(
  form: UseFormReturnType<ContentDraft>,
  campaignId: string,
  campaign: string | null,
) {
  const { t } = useT();
  const { client } = useServices();
  const submit = useMutation(createSubmittedContentMutation(client));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const path = useLocation().pathname;
  const shown = useShown();
  const [error, setError] = useState<string | null>(() => readSubmit(path)?.error ?? null);
  const [done, setDone] = useState(false);

  const submitted = () => {
    if (shown()) return setDone(true);
    dropSubmit(path);
    showSubmittedNotice(t, campaign);
  };
  const refused = (refusal: unknown, draft: ContentDraft) => {
    if (isNotAuthorized(refusal)) return;
    const { error: reason, errors } = refusalOf(t, refusal);
    if (shown()) {
      setError(reason);
      return form.setErrors(errors);
    }
    keepSubmit(path, { draft, error: reason, errors });
    // A request with no answer, or a failed server, may still have taken the content.
    void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) });
    showRefusedNotice(t, { campaign, reason, open: () => void navigate(path) });
  };

  const send = (platform: Platform | null, uploading: boolean) => {
    const draft = form.values;
    if (!platform || isIncomplete(draft, platform) || uploading) return;
    setError(null);
    // The answer comes from the request's promise: mutate's own callbacks are skipped while no
    // rendered component listens to the mutation (before the form's effects ran, after a remount).
    void submit
      .mutateAsync({ campaignId, body: toRequest(draft, platform) })
      .then(submitted, (refusal: unknown) => refused(refusal, draft));
  };

  return { send, error, clearError: () => setError(null), done, sending: submit.isPending };
}
