import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useServices } from './services';
import { useUser } from './session';
import { RealtimeHub } from './realtime-hub';
import { pusherLink } from './realtime-link';
import type { LinkClick } from './realtime-notice';
import { useRealtimeNews } from './use-realtime-news';

const RealtimeContext = createContext<RealtimeHub | null>(null);

/**
 * The signed-in app's one realtime connection (see {@link RealtimeHub}), with the app-wide
 * notices of what no page shows itself (a report ready, payee details updated: `useRealtimeNews`),
 * whose links' clicks go through `onLinkClick`.
 */
export function RealtimeProvider({
  children,
  onLinkClick,
}: {
  children: ReactNode;
  onLinkClick: LinkClick;
}) {
  const { client, config } = useServices();
  const user = useUser();
  const news = useRealtimeNews(onLinkClick);
  const [hub] = useState(() => {
    const link = pusherLink(client, config.realtime, user.id);
    // The notices' code loads with the connection (news may then come), not with the shell.
    return new RealtimeHub((dispatch) => {
      void import('./realtime-notice');
      return link(dispatch);
    });
  });
  useEffect(() => {
    hub.setNews(news);
  });
  return <RealtimeContext.Provider value={hub}>{children}</RealtimeContext.Provider>;
}

/** The app's realtime hub (inside {@link RealtimeProvider}). */
export function useRealtime(): RealtimeHub {
  const hub = useContext(RealtimeContext);
  if (!hub) throw new Error('useRealtime outside RealtimeProvider');
  return hub;
}
