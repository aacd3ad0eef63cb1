import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { NetworkError, NotAuthorizedError, parseErrorBody } from './errors.ts';
import type { paths } from './generated/schema.js';

/** The typed client of the contract. */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API; '' for the page's own origin. */
  baseUrl: string;
  /** A fetch implementation (tests, SSR); defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every request (e.g. `X-Mock-Persona` in tests). */
  headers?: Record<string, string>;
  /**
   * How long a request may wait for its answer before it fails with `NetworkError`
   * (`timedOut: true`); none by default. A server that never answers then ends like one
   * that is down, instead of leaving a screen loading for ever.
   */
  timeoutMs?: number;
}

/**
 * A fetch that gives up after `ms` with a `NetworkError` saying so (the request is aborted,
 * and an answer that ignores the signal is no longer waited for); a caller's abort stays an abort.
 */
function withTimeout(base: typeof globalThis.fetch, ms: number): typeof globalThis.fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const timer = AbortSignal.timeout(ms);
    const timedOut = new Promise<never>((_, reject) =>
      timer.addEventListener('abort', () =>
        reject(new NetworkError(`No answer within ${ms} ms`, timer.reason, true)),
      ),
    );
    // Whichever comes first wins; the loser's outcome is dropped.
    timedOut.catch(() => {});
    const signal = AbortSignal.any([request.signal, timer]);
    return Promise.race([base(new Request(request, { signal })), timedOut]);
  };
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
    throw parseErrorBody(response.status, body, response.headers.get('Retry-After'));
  },
  onError({ error }) {
    if (error instanceof NetworkError) return error;
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
 * that gets no answer (or none within `timeoutMs`) throws `NetworkError`.
 */
export function createApiClient({
  baseUrl,
  fetch,
  headers,
  timeoutMs,
}: ApiClientOptions): ApiClient {
  const base = fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    headers,
    ...(fetch || timeoutMs ? { fetch: timeoutMs ? withTimeout(base, timeoutMs) : base } : {}),
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
