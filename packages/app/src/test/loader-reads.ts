import { createApiClient, mockConfig, parseConfig } from '@creator/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { BASENAME } from '../routing/routes';
import { createRouteTree } from '../routes/tree';

/** The API base of {@link loaderReads}. */
export const LOADER_API = 'http://api.test';

/**
 * The URLs the route loaders request (nothing rendered) when the app opens at `path` (under
 * `/creator/`), the API answering each request with `answer(url)`.
 */
export async function loaderReads(path: string, answer: (url: URL) => unknown): Promise<string[]> {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    urls.push(request.url);
    return Response.json(answer(new URL(request.url)) ?? {});
  };
  const services = {
    config: parseConfig({ ...mockConfig, apiBaseUrl: LOADER_API }),
    client: createApiClient({ baseUrl: LOADER_API, fetch }),
    impersonation: { active: false, actingAsInfluencer: false },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRouteTree({ services, queryClient }), {
    initialEntries: [path],
    basename: BASENAME,
  });
  // Initialised once the route modules have loaded: the first test imports the whole app, which
  // takes seconds on a busy machine (a time limit here made a first case flaky under load).
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  router.dispose();
  return urls;
}
