import {
  createSubmittedContentMutation,
  isApiError,
  isNotAuthorized,
  type Platform,
} from '@creator/api-client';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { submitBlockText, submitRefusal } from '../../domain/campaigns/campaign-submit';
import { placeServerErrors } from '../../forms/field-errors';
import { retryLaterText } from '../../forms/rate-limit';
import { useT } from '../../i18n/i18n';
import { useServices } from '../../session/services';
import { contentErrorField, isIncomplete, toRequest, type ContentDraft } from './content-rules';

/**
 * Sending the submit-content form: a complete draft (no upload running) is sent; a refusal
 * gives the status block the server's text (or why the campaign takes no content, or a failure
 * of ours) and marks the fields it names; `done` once the content is in.
 */
export function useContentSubmit(form: UseFormReturnType<ContentDraft>, campaignId: string) {
  const { t } = useT();
  const { client } = useServices();
  const submit = useMutation(createSubmittedContentMutation(client));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const refused = (refusal: unknown) => {
    if (isNotAuthorized(refusal)) return;
    const later = retryLaterText(t, refusal);
    if (later) return setError(later);
    if (!isApiError(refusal)) return setError(t('content.submit_failed'));
    // A failure on the server's side is said in the app's words, never its raw text.
    if (refusal.status >= 500) return setError(t('content.server_failed'));
    const closed = submitRefusal(refusal.body);
    if (closed) return setError(submitBlockText(t, closed, null, String));
    setError(refusal.message);
    form.setErrors(placeServerErrors(refusal, contentErrorField, t).errors);
  };

  const send = (platform: Platform | null, uploading: boolean) => {
    const draft = form.values;
    if (!platform || isIncomplete(draft, platform) || uploading) return;
    setError(null);
    submit.mutate(
      { campaignId, body: toRequest(draft, platform) },
      { onSuccess: () => setDone(true), onError: refused },
    );
  };

  return { send, error, clearError: () => setError(null), done, sending: submit.isPending };
}
