import { showFailureNotice } from '@creator/ui';
import { onlineManager } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isOfflineFailure } from '../forms/rate-limit';
import { useT } from '../i18n/i18n';

/** What {@link useNeedsConnection} gives. */
export interface NeedsConnection {
  /** `action` as it runs while online; offline it runs nothing and says it needs a connection. */
  whenOnline: <A extends unknown[]>(action: (...args: A) => unknown) => (...args: A) => void;
  /** The click of a link to a file or another site: stopped offline, with the same words. */
  onLinkClick: (event: { preventDefault: () => void }) => void;
  /** Says it for a failure that came from being offline and answers true; false for any other. */
  failedOffline: (error: unknown) => boolean;
  /** Says it (a notice) for an action that waits for the network by itself. */
  tell: () => void;
  /** The words, for a place that shows them itself (beside an upload). */
  message: string;
}

/**
 * The one way every action that needs the server or leaves the app (connecting or
 * reconnecting an account, the Instagram upgrade, Payoneer, a report or a file) behaves
 * offline: it sends nothing, opens nothing, and a notice says it needs a connection, in one
 * message for all of them. Nothing on the page changes, so what was typed stays, and the same
 * click works once online. Forms that save say it their own way (`offline.write_failed`).
 */
export function useNeedsConnection(): NeedsConnection {
  const { t } = useT();
  return useMemo(() => {
    const message = t('offline.needs_connection');
    const say = () => void showFailureNotice({ message });
    return {
      message,
      tell: say,
      whenOnline:
        <A extends unknown[]>(action: (...args: A) => unknown) =>
        (...args: A) => {
          if (onlineManager.isOnline()) void action(...args);
          else say();
        },
      onLinkClick: (event) => {
        if (onlineManager.isOnline()) return;
        event.preventDefault();
        say();
      },
      failedOffline: (error) => {
        if (!isOfflineFailure(error)) return false;
        say();
        return true;
      },
    };
  }, [t]);
}
