import { isNotAuthorized } from '@creator/api-client';
import { useEffect } from 'react';
import { useServices } from '../app/services';
import type { NavigationInput } from '../lib/navigation';
import { useArticlesQuery, useCompanyQuery, useNetworkQuery, useUser } from '../lib/session';

/**
 * What the navigation rules need. Company, network and articles load after the user; until
 * they arrive (or if they fail) the items that depend on them stay hidden. A 401 on the
 * articles means the session ended: off to login (spec section 8).
 */
export function useNavigationData(): NavigationInput {
  const { config, leave } = useServices();
  const user = useUser();
  const company = useCompanyQuery();
  const network = useNetworkQuery();
  const articles = useArticlesQuery();
  const articlesSignedOut = isNotAuthorized(articles.error);
  useEffect(() => {
    if (articlesSignedOut) leave(config.loginUrl);
  }, [articlesSignedOut, config.loginUrl, leave]);
  return { user, company: company.data, network: network.data, articles: articles.data };
}
