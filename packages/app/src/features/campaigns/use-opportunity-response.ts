import { opportunityAnswerKeys } from '@creator/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { openExternal } from '../../security/safe-url';

/** The brand's page needs a moment to record the answer before the lists change (spec section 9). */
export const OPPORTUNITY_RELOAD_DELAY_MS = 1000;

/**
 * Accepting or declining happens on the brand's page: open it in a new window that cannot
 * reach back (noopener, noreferrer), then, after a second, reload what the answer changes
 * (`opportunityAnswerKeys`): the opportunities, the three lists, the status counts (a declined
 * campaign goes) and the campaign pages (an accepted opportunity becomes a campaign). Reads
 * not on screen are marked stale and reload when shown.
 */
export function useOpportunityResponse(): (url: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (url: string) => {
      if (!openExternal(url)) return;
      window.setTimeout(() => {
        for (const queryKey of opportunityAnswerKeys())
          void queryClient.invalidateQueries({ queryKey });
      }, OPPORTUNITY_RELOAD_DELAY_MS);
    },
    [queryClient],
  );
}
