import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { NetworkError, NotAuthorizedError, parseErrorBody } from './errors';
import type { paths } from './generated/schema';

/** The typed client of the contract. */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API; '' for the page's own origin. */
  baseUrl: string;
  /** A fetch implementation (tests, SSR); defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every request (e.g. `X-Mock-Persona` in tests). */
  headers?: Record<string, string>;
}

/** Turns every error answer into a thrown, typed error, so callers only see data. */
const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    if (response.status === 401) throw new NotAuthorizedError();
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text as the body.
    }
    throw parseErrorBody(response.status, body);
  },
  onError({ error }) {
    if (error instanceof Error && error.name === 'AbortError') return error;
    return new NetworkError(
      error instanceof Error ? error.message : 'Network request failed',
      error,
    );
  },
};

/**
 * Creates the configured client: cookies are sent (`credentials: 'include'`), a 401
 * throws `NotAuthorizedError`, any other error answer throws `ApiError`, and a request
 * that gets no answer throws `NetworkError`.
 */
export function createApiClient({ baseUrl, fetch, headers }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    headers,
    ...(fetch ? { fetch } : {}),
  });
  client.use(errorMiddleware);
  return client;
}

/**
 * The data of a successful call. The middleware has already thrown on every error
 * answer, so reaching here means a 2xx.
 */
export function unwrap<T>(result: { data?: T }): T {
  return result.data as T;
}
