import {
  isApiError,
  isNotAuthorized,
  updateSubmittedContentMutation,
  type Platform,
} from '@creator/api-client';
import { showFailureNotice, showSuccessNotice } from '@creator/ui';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { placeServerErrors } from '../../forms/field-errors';
import { refusalText } from '../../forms/refusal';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { useShown } from '../../lib/use-shown';
import { useServices } from '../../session/services';
import { contentErrorField, toRequest, type ContentDraft } from './content-rules';
import { dropEditDraft } from './edit-draft';

/**
 * Resubmitting edited content: success drops the kept draft, says so and returns to the
 * campaign; a refusal gives the status block why, in the app's words, and marks the
 * fields it names, or, once the form is gone (the Comments tab shows, the user left), a notice.
 */
export function useContentResubmit(
  form: UseFormReturnType<ContentDraft>,
  {
    campaignId,
    contentId,
    platform,
    draftKey,
    release,
  }: {
    campaignId: string;
    contentId: string;
    platform: Platform;
    draftKey: string;
    /** Lets the return to the campaign through the form's leave guard. */
    release: () => void;
  },
) {
  const { t } = useT();
  const { client } = useServices();
  const navigate = useNavigate();
  const shown = useShown();
  const resubmit = useMutation(updateSubmittedContentMutation(client));
  const [error, setError] = useState<string | null>(null);

  const refused = (refusal: unknown) => {
    if (isNotAuthorized(refusal)) return;
    const reason = refusalText(t, refusal, t('content.submit_failed'), t('content.server_failed'));
    if (!shown())
      return void showFailureNotice({ title: t('content.resubmit_error'), message: reason });
    setError(reason);
    if (isApiError(refusal) && refusal.status < 500)
      form.setErrors(placeServerErrors(refusal, contentErrorField, t).errors);
  };

  const send = () => {
    setError(null);
    // From the request's promise, not mutate's own callbacks, which TanStack Query skips once the
    // form is gone (the Comments tab shows, or the user left): resubmitted content still drops
    // its kept draft and says so; it shows the campaign only from the form still on screen.
    void resubmit
      .mutateAsync({ campaignId, contentId, body: toRequest(form.values, platform) })
      .then(() => {
        dropEditDraft(draftKey);
        release();
        showSuccessNotice({ message: t('content.resubmitted') });
        if (shown()) void navigate(pathTo('campaign', { campaignId }));
      }, refused);
  };

  return { send, error, sending: resubmit.isPending };
}
