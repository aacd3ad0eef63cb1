import {
  articlesQuery,
  companyQuery,
  currentUserQuery,
  networkQuery,
  type User,
} from '@creator/api-client';
import { useQuery } from '@tanstack/react-query';
import { useServices } from './services';

/**
 * How long the first page's loaders wait for their reads other than the user's (translations,
 * company, network, articles, the screen's own) before the page paints anyway: short, so a
 * read that hangs costs the first paint no more than this. They usually answer well within
 * it, so the first paint has them; one that does not shows its own loading state in its
 * place (logo, menu items, the screen's blocks) and fills in when it arrives.
 */
export const SHELL_READS_WAIT_MS = 400;

/** How long any API request may go unanswered before it fails like a server that is down. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The current user's query (401 surfaces as `NotAuthorizedError`). The shell's loader has
 * fetched it; a failure is not fetched again on mount (the guard offers a retry instead).
 */
export function useCurrentUserQuery() {
  const { client } = useServices();
  return useQuery({ ...currentUserQuery(client), retryOnMount: false });
}

/**
 * The signed-in user. Only for components under the startup guard, which renders nothing
 * until the user has loaded, so the data is there.
 */
export function useUser(): User {
  const { data } = useCurrentUserQuery();
  if (!data) throw new Error('useUser rendered before the startup guard loaded the user');
  return data;
}

/** The company, loaded after the user. */
export function useCompanyQuery() {
  const { client } = useServices();
  return useQuery(companyQuery(client));
}

/** The network, loaded after the user. */
export function useNetworkQuery() {
  const { client } = useServices();
  return useQuery(networkQuery(client));
}

/** The guides, loaded after the user (the header shows guides only when there are some). */
export function useArticlesQuery() {
  const { client } = useServices();
  return useQuery(articlesQuery(client));
}
