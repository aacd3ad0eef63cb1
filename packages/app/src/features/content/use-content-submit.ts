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
import { refusalText } from '../../forms/refusal';
import { useT } from '../../i18n/i18n';
import { useServices } from '../../session/services';
import { contentErrorField, isIncomplete, toRequest, type ContentDraft } from './content-rules';

/**
 * Sending the submit-content form: a complete draft (no upload running) is sent; a refusal
 * gives the status block why, in the app's words (why the campaign takes no content now, what
 * to correct, how long to wait) and marks the fields it names; `done` once the content is in.
 */
export function useContentSubmit(form: UseFormReturnType<ContentDraft>, campaignId: string) {
  const { t } = useT();
  const { client } = useServices();
  const submit = useMutation(createSubmittedContentMutation(client));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const refused = (refusal: unknown) => {
    if (isNotAuthorized(refusal)) return;
    const closed = isApiError(refusal) && refusal.status < 500 ? submitRefusal(refusal.body) : null;
    if (closed) return setError(submitBlockText(t, closed, null, String));
    setError(refusalText(t, refusal, t('content.submit_failed'), t('content.server_failed')));
    if (isApiError(refusal) && refusal.status < 500)
      form.setErrors(placeServerErrors(refusal, contentErrorField, t).errors);
  };

  const send = (platform: Platform | null, uploading: boolean) => {
    const draft = form.values;
    if (!platform || isIncomplete(draft, platform) || uploading) return;
    setError(null);
    // The answer comes from the request's promise: mutate's own callbacks are skipped while no
    // rendered component listens to the mutation (before the form's effects ran, after a remount).
    void submit
      .mutateAsync({ campaignId, body: toRequest(draft, platform) })
      .then(() => setDone(true), refused);
  };

  return { send, error, clearError: () => setError(null), done, sending: submit.isPending };
}
