import { vi } from 'vitest';

/**
 * An answer of the fake API: a body (200) or a status with an optional body, or a promise of
 * one (the request stays unanswered until it settles: a slow or hanging read).
 */
export type FakeAnswer = unknown | { status: number; body?: unknown };

/**
 * The fake API's answers. A key is `[METHOD ]PATH[?QUERY]`: without a method it answers GET;
 * with a query it answers only requests carrying those parameters (others may be there too).
 * The most specific key wins: `/api/x.json?status=upcoming` over `/api/x.json`.
 * E.g. `'POST /api/user/me/accounts/{uuid}/reauthorize.json'` is not a pattern: write the path.
 */
export type FakeRoutes = Record<string, FakeAnswer>;

/** A request the app made. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const isStatusAnswer = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === 'object' &&
  answer !== null &&
  'status' in answer &&
  typeof (answer as { status: unknown }).status === 'number';

interface Key {
  method: string;
  path: string;
  query: [string, string][];
}

function parseKey(key: string): Key {
  const [first, second] = key.split(' ');
  const target = second ?? first ?? '';
  const url = new URL(target, 'http://api.test');
  return {
    method: second ? (first ?? 'GET').toUpperCase() : 'GET',
    path: url.pathname,
    query: [...url.searchParams.entries()],
  };
}

/** The answer for a request: the matching key with the most query parameters; undefined when none. */
export function findAnswer(
  routes: FakeRoutes,
  request: Pick<RecordedRequest, 'method' | 'path' | 'query'>,
): FakeAnswer | undefined {
  let best: { answer: FakeAnswer; score: number } | undefined;
  for (const [raw, answer] of Object.entries(routes)) {
    const key = parseKey(raw);
    if (key.method !== request.method || key.path !== request.path) continue;
    if (!key.query.every(([name, value]) => request.query[name] === value)) continue;
    if (!best || key.query.length > best.score) best = { answer, score: key.query.length };
  }
  return best?.answer;
}

/**
 * A `fetch` answering from `routes` (read at request time, so a test may change an answer
 * mid-way) and recording every request. Unmatched requests answer 404.
 */
export function createFakeApi(routes: FakeRoutes) {
  const log: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a form): kept as text.
    }
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    };
    log.push(recorded);
    const answer: unknown = await findAnswer(routes, recorded);
    if (answer === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
    return isStatusAnswer(answer)
      ? Response.json(answer.body ?? { message: 'Failed' }, { status: answer.status })
      : Response.json(answer);
  });
  return {
    fetch,
    /** Every request so far, in order. */
    requests: () => [...log],
    /** Paths with their query string, in order (for quick assertions). */
    requested: () =>
      log.map(({ path, query }) => {
        const search = new URLSearchParams(query).toString();
        return search ? `${path}?${search}` : path;
      }),
  };
}

/**
 * An answer given when the test says so: the request waits (a slow server) until `give` is
 * called with what it answers.
 */
export function heldAnswer(): { answer: Promise<FakeAnswer>; give: (answer: FakeAnswer) => void } {
  let give!: (answer: FakeAnswer) => void;
  const answer = new Promise<FakeAnswer>((resolve) => (give = resolve));
  return { answer, give };
}
