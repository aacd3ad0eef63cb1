// Small HTTP helpers shared by the gateway's modules.
import http from 'node:http';

/** The largest request body the mock reads (a real form's body is a few KiB). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Reads a whole request body; `null` when it is over `limit` bytes (the rest is read and
 * dropped, so the client still gets the answer rather than a reset).
 */
export function readBody(req, limit = BODY_LIMIT) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size <= limit) chunks.push(c);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Parses a JSON or form body into an object (`{}` when empty or unreadable). */
export function parseBody(req, raw) {
  const text = raw ? String(raw) : '';
  if (!text) return {};
  if (String(req.headers['content-type']).includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** Whether a request was sent by an HTML form (answer with a redirect, not JSON). */
export const isForm = (req) =>
  String(req.headers['content-type']).includes('application/x-www-form-urlencoded');

/**
 * No keep-alive towards Prism: a reused socket that Prism is closing at that moment fails
 * the request (ECONNRESET, seen as a sporadic 502); a fresh local connection costs nothing.
 */
const agent = new http.Agent({ keepAlive: false });

/**
 * Sends a request to `base` (Prism) with exactly `headers` and buffers the answer. While
 * Prism is not listening (it is restarted when it stops, see prism.mjs) the request is sent
 * again for up to `waitMs`: a refused connection never reached it. A connection Prism
 * dropped while answering is not retried: that request may be what stopped it.
 * @param {{ method: string, url: string }} request
 */
export async function forward(base, request, body, headers, waitMs = 15000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await forwardOnce(base, request, body, headers);
    } catch (error) {
      if (error?.code !== 'ECONNREFUSED' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** One attempt of `forward`. */
function forwardOnce(base, request, body, headers) {
  const target = new URL(request.url, base);
  const out = { ...headers, host: target.host };
  if (body.length) out['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const sent = http.request(target, { method: request.method, headers: out, agent }, (answer) => {
      const chunks = [];
      answer.on('data', (c) => chunks.push(c));
      answer.on('error', reject);
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 500,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Sends a 303 to `location`. */
export function redirect(res, location, headers = {}) {
  res.writeHead(303, { location, ...headers });
  res.end();
}

/** The origin of the app that sent an API request (Origin, else Referer), or null. */
export function appOriginOf(req) {
  for (const value of [req.headers.origin, req.headers.referer]) {
    try {
      const url = new URL(String(value));
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return null;
}

/** An http(s) URL, or null: return URLs taken from requests go through this. */
export function httpUrl(value) {
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
