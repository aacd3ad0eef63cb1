import { isNotAuthorized } from '@creator/api-client';
import { showFailureNotice } from '@creator/ui';
import { useNeedsConnection } from '../../components/needs-connection';
import { useT } from '../../i18n/i18n';
import { safeHttpUrl } from '../../security/safe-url';
import { useServices } from '../../session/services';
import { startAuthing, type ConnectIntent } from './connect-marker';
import { actionRefusalText } from '../../forms/refusal';

/**
 * The hand-off to a provider's authorization page shared by connect, reconnect and the
 * Instagram upgrade. `goTo` sends the browser there (only an http(s) URL; the authing
 * marker is set first with the intent, one connection at a time) and says whether it did. `failed` shows
 * a failed notice titled `failedTitle` (what failed: connecting, reconnecting, upgrading;
 * docs/product-rules.md#errors-and-messages) with the server's message for a 4xx, else "Something went wrong"; a 401 is the
 * query client's to handle (sign-out, once for the app). Offline, `whenOnline` starts nothing and
 * says a connection is needed, as does `failed` for a request cut by going offline.
 */
export function useProviderHandoff(failedTitle: string) {
  const { leave } = useServices();
  const { t } = useT();
  const notice = (message: string) => showFailureNotice({ title: failedTitle, message });
  const needs = useNeedsConnection();
  return {
    whenOnline: needs.whenOnline,
    goTo(authorizationUrl: string, intent: ConnectIntent | null): boolean {
      const url = safeHttpUrl(authorizationUrl);
      if (!url) {
        notice(t('common.action_failed'));
        return false;
      }
      startAuthing(intent);
      leave(url);
      return true;
    },
    failed(error: unknown) {
      if (isNotAuthorized(error) || needs.failedOffline(error)) return;
      notice(actionRefusalText(t, error, t('common.action_failed')));
    },
  };
}
