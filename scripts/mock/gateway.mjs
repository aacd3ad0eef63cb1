// The mock API's front door on one port. A contract operation is matched, its request
// validated by Prism, then answered from the session's world (state.mjs): reads through
// the dataset's views, writes through the write handlers. Around it: the developer page
// and its JSON controls, consent pages, media, uploads and the Pusher-protocol server.
import http from 'node:http';
import { withCoverage } from '../openapi-core/coverage.mjs';
import { videoRevenueReportReady } from './world/views/money.mjs';
import { createControls } from './controls.mjs';
import { serveDocs } from './docs.mjs';
import { appOriginOf, forward, readBody } from './http-util.mjs';
import { checkRequest } from './request-check.mjs';
import { sendBytes, serveMedia } from './media.mjs';
import { createRealtime, signChannel } from './realtime.mjs';
import { newSessionId, personaOf, readCookie, sessionCookie, sessionIdOf } from './session.mjs';
import { matchOperation, pickExample } from './spec-index.mjs';
import { createUploads } from './uploads.mjs';

export { personaOf, readCookie };
export const REPORT_DELAY_MS = 1500;
export const DEFAULT_ORIGIN = 'http://127.0.0.1:4010';
/** The security cookie the contract declares; Prism needs it to answer anything but 401. */
const PRISM_AUTH = '_creator_session=mock';

/** Loopback origins (any port) may call the mock with credentials: it is a local dev tool. */
const isDevOrigin = (origin) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin ?? '');

/**
 * Creates the gateway server (not listening yet).
 * @param {{ index: object, prismUrl: string, state: ReturnType<typeof import('./state.mjs').createState>, quiet?: boolean, validator?: { check: Function }, coverage?: object | null }} options
 *   `coverage`: records every answer against the contract (openapi-core/coverage.mjs)
 */
export function createGateway({ index, prismUrl, state, quiet = false, validator, coverage }) {
  const realtime = createRealtime();
  const uploads = createUploads();
  const timers = new Set();
  const base = { url: '' };
  const controls = createControls({ index, state, realtime, base });

  const server = http.createServer(
    withCoverage(async (req, res) => {
      const started = Date.now();
      const url = new URL(req.url ?? '/', 'http://mock');
      const origin = req.headers.origin;
      if (isDevOrigin(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Access-Control-Expose-Headers', 'Location, sl-violations');
        res.setHeader('Vary', 'Origin');
      }
      const json = (status, value, headers = {}) => {
        const text = status === 204 ? '' : rebase(JSON.stringify(value));
        res.writeHead(status, {
          ...(status === 204 ? {} : { 'content-type': 'application/json' }),
          ...headers,
        });
        res.end(text);
      };
      res.on('finish', () => {
        if (!quiet)
          console.log(`${req.method} ${req.url} -> ${res.statusCode} (${Date.now() - started} ms)`);
      });
      try {
        if (req.method === 'OPTIONS') {
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
          res.setHeader(
            'Access-Control-Allow-Headers',
            req.headers['access-control-request-headers'] ?? 'content-type',
          );
          res.setHeader('Access-Control-Max-Age', '600');
          res.writeHead(204);
          return res.end();
        }
        if (await serveDocs(req, res)) return;
        if (url.pathname.startsWith('/__mock/media/') || url.pathname.startsWith('/__mock/files/'))
          if (
            (req.method === 'GET' || req.method === 'HEAD') &&
            serveMedia(req, res, url.pathname, state.mediaName)
          )
            return;
        if (url.pathname === '/__mock/uploads' && req.method === 'POST')
          return uploads.receive(req, res, base.url, json);
        if (url.pathname.startsWith('/__mock/uploads/') && ['GET', 'HEAD'].includes(req.method)) {
          const file = uploads.find(url.pathname);
          if (!file) return json(404, { message: 'No upload at this location.' });
          return sendBytes(req, res, file.type, file.body);
        }
        if (url.pathname.startsWith('/__mock') || url.pathname.startsWith('/apps/'))
          return await controls.route(req, res, url, json);
        await apiRoute(req, res, url, json);
      } catch (error) {
        if (!res.headersSent) json(502, { message: `Mock gateway error: ${error.message}` });
        else res.end();
      }
    }, coverage),
  );

  /** Examples and the dataset name the default port; a stack elsewhere answers with its own. */
  const rebase = (text) =>
    base.url && base.url !== DEFAULT_ORIGIN ? text.replaceAll(DEFAULT_ORIGIN, base.url) : text;

  /** Prism's answer, passed through as it is (a client's own Prefer, unknown routes). */
  async function passThrough(req, res, body, headers) {
    const answer = await forward(prismUrl, req, body, headers);
    const out = Buffer.from(rebase(String(answer.body)));
    const headersOut = { ...answer.headers };
    for (const h of ['content-length', 'transfer-encoding', 'connection']) delete headersOut[h];
    for (const h of Object.keys(headersOut))
      if (h.startsWith('access-control-')) delete headersOut[h];
    res.writeHead(answer.status, { ...headersOut, 'content-length': out.length });
    res.end(out);
  }

  /** Headers asking Prism for the persona's example (unless the client chose with Prefer). */
  function prismHeaders(req, url, hit, persona) {
    const headers = { cookie: [req.headers.cookie, PRISM_AUTH].filter(Boolean).join('; ') };
    if (hit && !req.headers.prefer) {
      const values = { ...Object.fromEntries(url.searchParams), ...hit.params };
      const example = pickExample(hit.op, persona, values);
      if (example) headers.prefer = `code=${example.status}, example=${example.name}`;
    }
    return headers;
  }

  /** A contract operation. */
  async function apiRoute(req, res, url, json) {
    const persona = personaOf(req);
    if (!state.personas.includes(persona))
      return json(400, { message: `Unknown mock persona "${persona}".`, personas: state.personas });
    const body = await readBody(req);
    const hit = matchOperation(index, req.method ?? 'GET', url.pathname);
    if (!hit || req.headers.prefer)
      return passThrough(req, res, body, prismHeaders(req, url, hit, persona));
    const operationId = hit.op.operationId;
    // No session yet: this answer comes from the seed, and the cookie starts one.
    let sessionId = sessionIdOf(req);
    const cookieHeaders = {};
    if (!sessionId) cookieHeaders['set-cookie'] = sessionCookie(newSessionId());
    const send = (status, value, faulted = false) => {
      if (!faulted) validator?.check(operationId, status, value);
      json(status, value, cookieHeaders);
    };

    const fault = state.takeFault(sessionId, operationId);
    if (fault?.kind === 'hang') return; // never answers; the client's timeout or abort ends it
    if (fault?.kind === 'slow') await delay(fault.delayMs);
    else if (fault) {
      const forced = state.faultAnswer(fault, operationId);
      return send(forced.status, forced.body, true);
    }
    if (persona === state.signedOut) return send(401, state.unauthorized);

    const cookie = [req.headers.cookie, PRISM_AUTH].filter(Boolean).join('; ');
    const check = await checkRequest(prismUrl, req, body, cookie);
    if (check.problem) {
      if (check.header) res.setHeader('sl-violations', check.header);
      return send(check.problem.status, check.problem.body);
    }

    const context = {
      operationId,
      path: hit.params,
      query: Object.fromEntries(url.searchParams),
      body: String(body),
      contentType: String(req.headers['content-type'] ?? ''),
      appOrigin: appOriginOf(req),
      referer: req.headers.referer ?? null,
      mockUrl: base.url,
      sessionId,
      persona,
    };
    const answer = state.answer(sessionId, persona, context);
    if (!answer) return passThrough(req, res, body, prismHeaders(req, url, hit, persona));
    if (operationId === 'authorizeRealtimeChannel' && answer.status === 200) {
      const form = new URLSearchParams(String(body));
      const channel = form.get('channel_name') ?? '';
      if (channel !== `private-user-${answer.userId}`)
        return send(403, {
          code: 'forbidden_channel',
          message: 'You may only subscribe to your own channel.',
        });
      return send(200, { auth: signChannel(form.get('socket_id') ?? '', channel) });
    }
    if (operationId === 'requestVideoRevenueReport' && answer.status === 200)
      scheduleReport(answer.userId, url.searchParams, sessionId);
    send(answer.status, answer.body);
  }

  const delay = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  /**
   * Sends `video_revenue_report_ready` (matched to its request by channelId and month) a moment
   * later, to the pages of the session that asked.
   */
  function scheduleReport(userId, query, sessionId) {
    const event = videoRevenueReportReady(query.get('channel_id') ?? '', query.get('month') ?? '');
    delay(REPORT_DELAY_MS).then(() =>
      realtime.trigger(
        `private-user-${userId}`,
        'video_revenue_report_ready',
        JSON.parse(rebase(JSON.stringify(event))),
        sessionId,
      ),
    );
  }

  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').startsWith(`/app/mock`)) realtime.handleUpgrade(req, socket, head);
    else socket.destroy();
  });

  return {
    server,
    /** Starts listening; resolves to the base URL. */
    listen(port) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          const address = server.address();
          base.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
          resolve(base.url);
        });
      });
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
