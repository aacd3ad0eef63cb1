import { settingsKeys } from '@creator/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../i18n/i18n';
import type { NewsHandler } from './realtime-hub';
import type { LinkClick } from './realtime-notice';

/**
 * The app-wide notice of a realtime event no page showed itself (news shown where the
 * user is), and the caches it makes stale (payee details updated: the widgets read again
 * when next shown). The notice's code (`realtime-notice.tsx`, with the notices' store) loads
 * with the first news, not with every page: most sessions get none. A click on a notice's link
 * goes through `onLinkClick` (components/needs-connection.ts: offline it opens nothing).
 */
export function useRealtimeNews(onLinkClick: LinkClick): NewsHandler {
  const { t, i18n } = useT();
  const queryClient = useQueryClient();
  return (event, payload, expected) => {
    if (event === 'payee_details_updated')
      void queryClient.invalidateQueries({ queryKey: settingsKeys.widgets() });
    void import('./realtime-notice').then(({ showRealtimeNotice }) =>
      showRealtimeNotice({ event, payload, expected }, t, i18n.language, onLinkClick),
    );
  };
}
