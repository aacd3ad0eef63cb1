// A tiny client for the mock's tests: one session per `client()`, JSON in and out.
import { randomUUID } from 'node:crypto';

/**
 * A client bound to a stack URL, a session id and a persona.
 * @param {() => string} url the stack's base URL (known once the stack started)
 */
export function client(url, { persona = 'creator', session = `t-${randomUUID()}` } = {}) {
  /** Sends a request; resolves to `{ status, body, headers }` (body parsed when JSON). */
  async function call(path, { method = 'GET', body, headers = {}, as = persona } = {}) {
    const res = await fetch(`${url()}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'X-Mock-Session': session,
        'X-Mock-Persona': as,
        ...(body !== undefined && typeof body !== 'string'
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed, headers: res.headers };
  }
  /** Posts an HTML form (urlencoded), as a browser would. */
  const form = (path, fields, headers = {}) =>
    call(path, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  return { session, call, form, get: (path, o) => call(path, o) };
}

/** Every page of a `next_page_token` list: the items of `field` in order, and the page count. */
export async function walk(api, path, field) {
  const items = [];
  let token = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const page = await api.get(token ? `${path}${sep}next_page_token=${token}` : path);
    if (page.status !== 200)
      throw new Error(`${path}: ${page.status} ${JSON.stringify(page.body)}`);
    items.push(...page.body[field]);
    token = page.body.nextPageToken;
    pages++;
  } while (token);
  return { items, pages };
}
