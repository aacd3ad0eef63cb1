// The mock API's front door on one port. A contract operation is checked against the
// contract, then answered from the session's world (api-route.mjs). Around it: the developer
// page and its JSON controls, consent pages, media, uploads and the Pusher-protocol server.
// No request can stop it: what Node's HTTP parser refuses (a URL or headers over
// MAX_HEADER_BYTES, an unknown method, broken syntax) gets a JSON 400 too, and an error
// while answering is a 500 with the contract's error body.
import http from 'node:http';
import { withCoverage } from '../openapi-core/coverage.mjs';
import { createApiRoute, REPORT_DELAY_MS } from './api-route.mjs';
import { createControls } from './controls.mjs';
import { serveDocs } from './docs.mjs';
import { sendBytes, serveMedia } from './media.mjs';
import { createRealtime } from './realtime.mjs';
import { personaOf, readCookie } from './session.mjs';
import { createUploads } from './uploads.mjs';

export { personaOf, readCookie, REPORT_DELAY_MS };
export const DEFAULT_ORIGIN = 'http://127.0.0.1:4010';
/** The largest request line and headers read (Node's default); larger ones get a JSON 400. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Loopback origins (any port) may call the mock with credentials: it is a local dev tool. */
const isDevOrigin = (origin) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin ?? '');

/** CORS for the app's dev servers; the preflight's answer. */
function allowDevOrigin(req, res) {
  const origin = req.headers.origin;
  if (isDevOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'Location, Retry-After');
    res.setHeader('Vary', 'Origin');
  }
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    String(req.headers['access-control-request-headers'] ?? 'content-type').slice(0, 1000),
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.writeHead(204);
  res.end();
  return true;
}

/**
 * The raw answer to a request Node's HTTP parser refused (no `req`/`res` exists for it):
 * a 400 with the contract's error body instead of an empty 431 or a reset.
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const message =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? `The URL or headers are larger than the mock reads (${MAX_HEADER_BYTES / 1024} KiB).`
      : 'The request could not be read as HTTP.';
  const body = JSON.stringify({ code: 'malformed_request', message });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** A promise resolved after `ms`, its timer kept in `timers` so closing can clear it. */
function timedDelay(timers, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });
}

/** Answers `res` with a JSON value (none for 204), its URLs rebased on the gateway's origin. */
function jsonSender(res, rebase) {
  return (status, value, headers = {}) => {
    const text = status === 204 ? '' : rebase(JSON.stringify(value));
    res.writeHead(status, {
      ...(status === 204 ? {} : { 'content-type': 'application/json' }),
      ...headers,
    });
    res.end(text);
  };
}

/** Media, downloads and uploads under /__mock; true when answered. */
function serveFiles({ state, uploads, base }, req, res, url, json) {
  const path = url.pathname;
  const read = req.method === 'GET' || req.method === 'HEAD';
  if ((path.startsWith('/__mock/media/') || path.startsWith('/__mock/files/')) && read)
    if (serveMedia(req, res, path, state.mediaName)) return true;
  if (path === '/__mock/uploads' && req.method === 'POST') {
    uploads.receive(req, res, base.url, json);
    return true;
  }
  if (path.startsWith('/__mock/uploads/') && read) {
    const file = uploads.find(path);
    if (!file) json(404, { message: 'No upload at this location.' });
    else sendBytes(req, res, file.type, file.body);
    return true;
  }
  return false;
}

/** An error while answering: a 500 with the contract's error body, if nothing was sent yet. */
function answerError(error, { req, res, json, quiet }) {
  if (!quiet)
    console.error(`Mock gateway error on ${req.method} ${req.url}: ${error.stack ?? error}`);
  if (res.headersSent) return res.end();
  json(500, {
    code: 'internal_error',
    message:
      error?.code === 'ECONNRESET' || error?.code === 'ECONNREFUSED'
        ? 'The example server behind the mock stopped while answering; it is being restarted.'
        : `Mock gateway error: ${error?.message ?? error}`,
  });
}

/** Listens on 127.0.0.1:port and resolves the base URL, which `base` keeps for the answers. */
function listenOn(server, port, base) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      base.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      resolve(base.url);
    });
  });
}

/**
 * Creates the gateway server (not listening yet).
 * @param {{ contract: object, events: object, index: object, prismUrl: string, state: ReturnType<typeof import('./state.mjs').createState>, quiet?: boolean, validator?: { check: Function }, coverage?: object | null }} options
 *   `contract` and `events` (the AsyncAPI messages) from openapi-core; `index` from spec-index.mjs; `coverage` records every answer
 *   against the contract (openapi-core/coverage.mjs)
 */
export function createGateway({
  contract,
  events,
  index,
  prismUrl,
  state,
  quiet = false,
  validator,
  coverage,
}) {
  const realtime = createRealtime();
  const uploads = createUploads();
  const timers = new Set();
  const base = { url: '' };
  const controls = createControls({ index, contract, events, state, realtime, base });
  /** Examples and the dataset name the default port; a stack elsewhere answers with its own. */
  const rebase = (text) =>
    base.url && base.url !== DEFAULT_ORIGIN ? text.replaceAll(DEFAULT_ORIGIN, base.url) : text;
  const delay = (ms) => timedDelay(timers, ms);
  const apiRoute = createApiRoute({
    contract,
    index,
    prismUrl,
    state,
    realtime,
    base,
    rebase,
    delay,
    validator,
  });

  async function handle(req, res) {
    const started = Date.now();
    const json = jsonSender(res, rebase);
    res.on('finish', () => {
      if (!quiet)
        console.log(`${req.method} ${req.url} -> ${res.statusCode} (${Date.now() - started} ms)`);
    });
    try {
      const url = new URL(req.url ?? '/', 'http://mock');
      if (allowDevOrigin(req, res)) return;
      if (await serveDocs(req, res)) return;
      if (serveFiles({ state, uploads, base }, req, res, url, json)) return;
      if (url.pathname.startsWith('/__mock') || url.pathname.startsWith('/apps/'))
        return await controls.route(req, res, url, json);
      await apiRoute(req, res, url, json);
    } catch (error) {
      answerError(error, { req, res, json, quiet });
    }
  }

  const server = http.createServer(
    { maxHeaderSize: MAX_HEADER_BYTES },
    withCoverage(handle, coverage),
  );
  server.on('clientError', answerClientError);
  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').startsWith(`/app/mock`)) realtime.handleUpgrade(req, socket, head);
    else socket.destroy();
  });

  return {
    server,
    /** Starts listening; resolves to the base URL. */
    listen: (port) => listenOn(server, port, base),
    async close() {
      for (const t of timers) clearTimeout(t);
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
