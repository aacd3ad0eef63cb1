import { campaignsInfiniteQuery, opportunitiesQuery } from '@creator/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useServices } from '../../lib/services';
import { CAMPAIGN_STATUSES } from '../../lib/route-params';
import { openExternal } from '../../lib/safe-url';

/** The brand's page needs a moment to record the answer before the lists change (spec section 9). */
export const OPPORTUNITY_RELOAD_DELAY_MS = 1000;

/**
 * Accepting or declining happens on the brand's page: open it in a new window that cannot
 * reach back (noopener, noreferrer), then reload the opportunities and the three campaign
 * lists after a second.
 */
export function useOpportunityResponse(): (url: string) => void {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return useCallback(
    (url: string) => {
      if (!openExternal(url)) return;
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: opportunitiesQuery(client).queryKey });
        for (const status of CAMPAIGN_STATUSES)
          void queryClient.invalidateQueries({
            queryKey: campaignsInfiniteQuery(client, status).queryKey,
          });
      }, OPPORTUNITY_RELOAD_DELAY_MS);
    },
    [client, queryClient],
  );
}
