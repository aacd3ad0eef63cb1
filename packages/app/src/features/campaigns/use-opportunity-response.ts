import { opportunityAnswerKeys } from '@creator/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNeedsConnection } from '../../components/needs-connection';
import { useSingleFlight } from '../../lib/single-flight';
import { openExternal } from '../../security/safe-url';

/** The brand's page needs a moment to record the answer before the lists change (docs/product-rules.md#formats-limits-and-constants). */
export const OPPORTUNITY_RELOAD_DELAY_MS = 1000;

/**
 * Accepting or declining happens on the brand's page: open it in a new window that cannot
 * reach back (noopener, noreferrer), then, after a second, reload what the answer changes
 * (`opportunityAnswerKeys`): the opportunities, the three lists, the status counts (a declined
 * campaign goes) and the campaign pages (an accepted opportunity becomes a campaign). Reads
 * not on screen are marked stale and reload when shown. Until they have, another Accept or
 * Decline of the card opens nothing: a double click opens one window (the second would say
 * the opportunity is no longer open). Offline, nothing opens: it says it needs a connection.
 */
export function useOpportunityResponse(): (url: string) => void {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const { whenOnline } = useNeedsConnection();
  return useMemo(
    () =>
      whenOnline((url: string) =>
        flight(() => {
          if (!openExternal(url)) return;
          return new Promise((done) => window.setTimeout(done, OPPORTUNITY_RELOAD_DELAY_MS)).then(
            () =>
              Promise.all(
                opportunityAnswerKeys().map((queryKey) =>
                  queryClient.invalidateQueries({ queryKey }),
                ),
              ),
          );
        }),
      ),
    [flight, queryClient, whenOnline],
  );
}
