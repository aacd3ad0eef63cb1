import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useServices } from './services';
import { useUser } from './session';
import type { ApiClient, RealtimeConfig } from '@creator/api-client';
import { RealtimeHub, type OpenLink } from './realtime-hub';
import type { LinkClick } from './realtime-notice';
import { useRealtimeNews } from './use-realtime-news';

const RealtimeContext = createContext<RealtimeHub | null>(null);

/**
 * The connection (realtime-link.ts, and pusher-js behind it), its code loaded when the hub
 * first connects, not with the shell.
 */
function laterLink(client: ApiClient, config: RealtimeConfig, userId: number): OpenLink {
  return (dispatch) => {
    let closed = false;
    let close = () => {};
    const ready = import('./realtime-link').then(({ pusherLink }) => {
      if (closed) return;
      const link = pusherLink(client, config, userId)(dispatch);
      close = link.close;
      return link.ready;
    });
    // A failed connection surfaces where someone waits on `ready` (a report request).
    ready.catch(() => undefined);
    return {
      ready,
      close: () => {
        closed = true;
        close();
      },
    };
  };
}

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
    const link = laterLink(client, config.realtime, user.id);
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
