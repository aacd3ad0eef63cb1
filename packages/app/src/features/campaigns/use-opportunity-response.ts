import {
  campaignsInfiniteQuery,
  campaignsSummaryQuery,
  opportunitiesQuery,
} from '@creator/api-client';
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
 * lists after a second (`withCounts`: the status counts too). Lists not on screen are marked
 * stale and reload when shown.
 */
export function useOpportunityResponse(withCounts = false): (url: string) => void {
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
        // The campaigns page's counts change with the lists (a declined campaign goes).
        if (withCounts)
          void queryClient.invalidateQueries({ queryKey: campaignsSummaryQuery(client).queryKey });
      }, OPPORTUNITY_RELOAD_DELAY_MS);
    },
    [client, queryClient, withCounts],
  );
}
