import { createApiClient, mockConfig, parseConfig } from '@creator/api-client';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/App';
import { createI18n } from '../lib/i18n';
import { routeTree } from '../routes/tree';
import { example } from './examples';

/** An answer of the fake API: a body (200) or a status with an optional body. */
export type FakeAnswer = unknown | { status: number; body?: unknown };

/** The creator persona's answers for the reads the shell and home make, by path. */
export function creatorApi(): Record<string, FakeAnswer> {
  return {
    '/api/user/me.json': example('getCurrentUser'),
    '/api/user/company.json': example('getCompany'),
    '/api/user/me/network.json': example('getNetwork'),
    '/api/user/me/articles.json': example('listArticles'),
    '/api/translations/en.json': example('getTranslations', 'creator__language-en'),
    '/api/user/me/accounts.json': example('listAccounts'),
    '/api/user/me/campaigns.json': example('listCampaigns', 'creator__status-active'),
    '/api/user/me/campaigns_opportunities.json': example('listOpportunities'),
  };
}

const isStatusAnswer = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === 'object' &&
  answer !== null &&
  'status' in answer &&
  typeof (answer as { status: unknown }).status === 'number';

/**
 * Renders the whole app (providers, router, guard, layout) at `path` against a fake API.
 * Unknown paths answer 404. Returns the fetch spy, the router, the query client and the
 * `leave` spy (called instead of leaving for another site).
 */
export function renderApp(path: string, api: Record<string, FakeAnswer> = creatorApi()) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = api[url.pathname];
    if (answer === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
    return isStatusAnswer(answer)
      ? Response.json(answer.body ?? { message: 'Failed' }, { status: answer.status })
      : Response.json(answer);
  });
  const leave = vi.fn();
  const config = parseConfig({
    ...mockConfig,
    apiBaseUrl: 'http://api.test',
    loginUrl: 'http://login.test/',
    logoutUrl: 'http://login.test/out',
  });
  const client = createApiClient({ baseUrl: config.apiBaseUrl, fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const services = {
    config,
    client,
    impersonation: { active: false, actingAsInfluencer: false },
    leave,
  };
  const view = render(
    <App
      services={services}
      queryClient={queryClient}
      i18n={createI18n()}
      router={router}
      env="test"
    />,
  );
  /** The pathnames (with search) the app requested. */
  const requested = () =>
    fetch.mock.calls.map(([input]) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.pathname + url.search;
    });
  return { ...view, fetch, leave, router, queryClient, requested };
}
