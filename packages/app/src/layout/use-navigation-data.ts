import { isNotAuthorized, messengerDetailsQuery } from '@creator/api-client';
import { showFailureNotice } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../session/services';
import { useT } from '../i18n/i18n';
import { loadChatWidget } from '../lib/chat';
import { supportLink, type NavigationInput } from '../routing/navigation';
import {
  SHELL_READS_WAIT_MS,
  useArticlesQuery,
  useCompanyQuery,
  useNetworkQuery,
  useUser,
} from '../session/session';

/** What the navigation rules need, and whether the data they depend on has settled. */
export interface NavigationData {
  input: NavigationInput;
  /**
   * Company, network and articles have loaded or failed, or have been waited for long enough:
   * the header shows its items only then, all at once, so it does not reflow as they arrive,
   * and a read that hangs does not keep them hidden.
   */
  settled: boolean;
}

/**
 * What the navigation rules need. Company, network and articles load after the user; until
 * they arrive (or if they fail) the items that depend on them stay hidden. A failure of the
 * articles other than a 401 (signed out by the query client) says so in a notice (spec
 * section 8), once per failure.
 */
export function useNavigationData(): NavigationData {
  const { t } = useT();
  const user = useUser();
  const company = useCompanyQuery();
  const network = useNetworkQuery();
  const articles = useArticlesQuery();
  // A 401 signs out in the query client's cache; other failures say so here.
  const articlesFailed = articles.isError && !isNotAuthorized(articles.error);
  useEffect(() => {
    if (articlesFailed)
      showFailureNotice({ title: t('common.error_title'), message: t('nav.guides_error') });
  }, [articlesFailed, t]);
  useChat(supportLink(network.data).kind === 'chat');
  const answered = !company.isPending && !network.isPending && !articles.isPending;
  return {
    input: { user, company: company.data, network: network.data, articles: articles.data },
    settled: useWaitedOut(answered),
  };
}

/** True once `done`, or SHELL_READS_WAIT_MS after mounting without it. */
function useWaitedOut(done: boolean): boolean {
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setWaitedOut(true), SHELL_READS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [done]);
  return done || waitedOut;
}

/** Support without an external URL is the chat widget: load it with the user's messenger details. */
function useChat(wanted: boolean) {
  const { client } = useServices();
  const details = useQuery({ ...messengerDetailsQuery(client), enabled: wanted });
  useEffect(() => {
    if (wanted && details.data) loadChatWidget(details.data);
  }, [wanted, details.data]);
}
