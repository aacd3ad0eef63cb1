// Small HTTP helpers shared by the gateway's modules.
import http from 'node:http';

/** Reads a whole request body. */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Parses a JSON or form body into an object (`{}` when empty or unreadable). */
export function parseBody(req, raw) {
  const text = String(raw);
  if (!text) return {};
  if (String(req.headers['content-type']).includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
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

const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * Sends a request to `base` (Prism) and buffers the answer. While Prism is down (it is
 * restarted when it stops, see prism.mjs) the request is retried for up to `waitMs`.
 */
export async function forward(base, req, body, extraHeaders, waitMs = 15000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await forwardOnce(base, req, body, extraHeaders);
    } catch (error) {
      if (!RETRYABLE.has(error?.code) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** One attempt of `forward`. */
function forwardOnce(base, req, body, extraHeaders) {
  const target = new URL(req.url, base);
  const headers = { ...req.headers, ...extraHeaders, host: target.host };
  delete headers['content-length'];
  delete headers.connection;
  if (body.length) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const out = http.request(target, { method: req.method, headers, agent }, (answer) => {
      const chunks = [];
      answer.on('data', (c) => chunks.push(c));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 502,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    out.on('error', reject);
    out.end(body);
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
