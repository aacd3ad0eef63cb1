import { createApiClient, mockConfig, parseConfig } from '@creator/api-client';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/App';
import { createQueryClient } from '../app/query-client';
import { createI18n } from '../i18n/i18n';
import { configureUrlGate } from '../security/safe-url';
import { createRouteTree } from '../routes/tree';
import { example } from './examples';
import { createFakeApi, type FakeAnswer, type FakeRoutes } from './fake-api';

export { heldAnswer } from './fake-api';
export type { FakeAnswer, FakeRoutes };

/** The creator persona's answers for the reads the shell and home make. */
export function creatorApi(): FakeRoutes {
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

/** The shell's reads and the profile and payment forms', as the mock's `persona` answers them. */
export function personaApi(persona: string): FakeRoutes {
  return {
    ...creatorApi(),
    '/api/user/me.json': example('getCurrentUser', persona),
    '/api/user/company.json': example('getCompany', persona),
    '/api/user/me/profile.json': example('getProfile', persona),
    '/api/user/me/payment_details.json': example('getPaymentDetails', persona),
    '/api/user/me/payment_methods.json': example('listPaymentMethods'),
    '/api/user/company/custom_questions.json': example('listCustomQuestions'),
    '/api/countries.json': example('listCountries'),
  };
}

/** The creator's reads of one hand-made campaign (101 to 107) and of its submit overlay. */
export function campaignSubmitApi(id: number): FakeRoutes {
  const base = `/api/user/me/campaigns/${id}`;
  const name = `creator__id-${id}`;
  return {
    ...creatorApi(),
    [`${base}.json`]: example('getCampaign', name),
    [`${base}/accounts.json`]: example('listCampaignAccounts', name),
    [`${base}/submitted_contents/available_content_types.json`]: example(
      'listAvailableContentTypes',
      name,
    ),
  };
}

/**
 * Renders the whole app (providers, router with its loaders, guard, layout) at `path`
 * against a fake API (see `createFakeApi`: method, path and query matched; requests
 * recorded). Returns the fetch spy, the recorded requests, the router, the query client and
 * the `leave` spy (called instead of leaving for another site).
 */
export function renderApp(
  path: string,
  api: FakeRoutes = creatorApi(),
  /**
   * `appRetries`: the app's own retry rule instead of none (to count requests as users make
   * them); `strict`: inside React's StrictMode, as main.tsx renders it (development's double
   * mount).
   */
  options: { appRetries?: boolean; strict?: boolean } = {},
) {
  const fake = createFakeApi(api);
  const leave = vi.fn();
  const config = parseConfig({
    ...mockConfig,
    apiBaseUrl: 'http://api.test',
    loginUrl: 'http://login.test/',
    logoutUrl: 'http://login.test/out',
  });
  // As main.tsx does: the mock's config lets its http media through the URL gate.
  configureUrlGate({ allowHttp: config.allowHttpUrls === true });
  const client = createApiClient({ baseUrl: config.apiBaseUrl, fetch: fake.fetch });
  const services = {
    config,
    client,
    impersonation: { active: false, actingAsInfluencer: false },
    leave,
  };
  const queryClient = createQueryClient({
    onSignedOut: () => leave(config.loginUrl),
    ...(options.appRetries ? {} : { queries: { retry: false as const } }),
  });
  const i18n = createI18n();
  const router = createMemoryRouter(createRouteTree({ services, queryClient, i18n }), {
    initialEntries: [path],
  });
  const app = (
    <App services={services} queryClient={queryClient} i18n={i18n} router={router} env="test" />
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return {
    ...view,
    fetch: fake.fetch,
    requests: fake.requests,
    requested: fake.requested,
    leave,
    router,
    queryClient,
  };
}
