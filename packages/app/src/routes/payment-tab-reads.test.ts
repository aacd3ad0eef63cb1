import { createApiClient, mockConfig, parseConfig } from '@creator/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { example } from '../test/examples';
import { createRouteTree } from './tree';

const API = 'http://api.test';
/** The payment tab's own reads (the form's four, the two providers' widgets). */
const PAYMENT_READS = [
  '/api/user/me/payment_details.json',
  '/api/user/me/payment_methods.json',
  '/api/user/company/custom_questions.json',
  '/api/countries.json',
  '/api/user/me/payment_widgets/tipalti.json',
  '/api/user/me/payment_widgets/payment_rails.json',
];

/** The payment tab's reads the loaders start (nothing rendered) for the persona `persona`. */
async function loaderReads(path: string, persona: string): Promise<string[]> {
  const answers: Record<string, unknown> = {
    '/api/user/me.json': example('getCurrentUser', persona),
    '/api/user/company.json': example('getCompany', persona),
  };
  const paths: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(new Request(input, init).url);
    paths.push(pathname);
    return Response.json(answers[pathname] ?? {});
  };
  const services = {
    config: parseConfig({ ...mockConfig, apiBaseUrl: API }),
    client: createApiClient({ baseUrl: API, fetch }),
    impersonation: { active: false, actingAsInfluencer: false },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRouteTree({ services, queryClient }), {
    initialEntries: [path],
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  router.dispose();
  return paths.filter((p) => PAYMENT_READS.includes(p)).sort();
}

const FORM = PAYMENT_READS.slice(0, 4).sort();

describe("the payment tab's loader reads what the company's payment mode shows", () => {
  it.each([
    ['creator', FORM],
    ['other-provider', FORM],
    ['tipalti', ['/api/user/me/payment_widgets/tipalti.json']],
    ['payment-rails', ['/api/user/me/payment_widgets/payment_rails.json']],
  ])('%s', async (persona, reads) => {
    expect(await loaderReads('/settings/payment', persona)).toEqual(reads);
  });

  it('on the missing-data screen too', async () => {
    expect(await loaderReads('/missing_data/payment', 'tipalti')).toEqual([
      '/api/user/me/payment_widgets/tipalti.json',
    ]);
  });
});
