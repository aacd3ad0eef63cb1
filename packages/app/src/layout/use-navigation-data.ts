import { isNotAuthorized, messengerDetailsQuery } from '@creator/api-client';
import { showFailureNotice } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../app/services';
import { useT } from '../lib/i18n';
import { loadChatWidget } from '../lib/chat';
import { supportLink, type NavigationInput } from '../lib/navigation';
import { useArticlesQuery, useCompanyQuery, useNetworkQuery, useUser } from '../lib/session';

/**
 * What the navigation rules need. Company, network and articles load after the user; until
 * they arrive (or if they fail) the items that depend on them stay hidden. A 401 on the
 * articles means the session ended: off to login; any other failure says so in a notice
 * (spec section 8), once per failure.
 */
export function useNavigationData(): NavigationInput {
  const { config, leave } = useServices();
  const { t } = useT();
  const user = useUser();
  const company = useCompanyQuery();
  const network = useNetworkQuery();
  const articles = useArticlesQuery();
  const articlesSignedOut = isNotAuthorized(articles.error);
  const articlesFailed = articles.isError && !articlesSignedOut;
  useEffect(() => {
    if (articlesSignedOut) leave(config.loginUrl);
  }, [articlesSignedOut, config.loginUrl, leave]);
  useEffect(() => {
    if (articlesFailed)
      showFailureNotice({ title: t('common.error_title'), message: t('nav.guides_error') });
  }, [articlesFailed, t]);
  useChat(supportLink(network.data).kind === 'chat');
  return { user, company: company.data, network: network.data, articles: articles.data };
}

/** Support without an external URL is the chat widget: load it with the user's messenger details. */
function useChat(wanted: boolean) {
  const { client } = useServices();
  const details = useQuery({ ...messengerDetailsQuery(client), enabled: wanted });
  useEffect(() => {
    if (wanted && details.data) loadChatWidget(details.data);
  }, [wanted, details.data]);
}
