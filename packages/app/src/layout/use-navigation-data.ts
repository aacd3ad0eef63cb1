import { isNotAuthorized, messengerDetailsQuery } from '@creator/api-client';
import { showFailureNotice } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../session/services';
import { useT } from '../i18n/i18n';
import { answerOf, supportLink, type NavigationInput } from '../routing/navigation';
import { useArticlesQuery, useCompanyQuery, useNetworkQuery, useUser } from '../session/session';

/**
 * What the navigation rules need. Company, network and articles load after the user; each
 * is `undefined` while under way (the parts that depend on it show their loading state) and
 * `null` once it failed (those parts fall back: no support link, the company's logo). A
 * failure of the articles other than a 401 (signed out by the query client) says so in a
 * notice (docs/product-rules.md#errors-and-messages), once per failure.
 */
export function useNavigationData(): NavigationInput {
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
  return {
    user,
    company: answerOf(company),
    network: answerOf(network),
    articles: answerOf(articles),
  };
}

/** Support without an external URL is the chat widget: load it with the user's messenger details. */
function useChat(wanted: boolean) {
  const { client } = useServices();
  const { data } = useQuery({ ...messengerDetailsQuery(client), enabled: wanted });
  useEffect(() => {
    // The widget's code loads only for the users whose support it is.
    if (wanted && data) void import('../lib/chat').then((chat) => chat.loadChatWidget(data));
  }, [wanted, data]);
}
