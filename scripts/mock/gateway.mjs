// The mock API's front door on one port: picks the persona, asks Prism for the right
// named example, receives uploads, speaks the Pusher protocol and scripts events.
import http from 'node:http';
import { DEFAULT_PERSONA, matchOperation, personaUserId, pickExample } from './spec-index.mjs';
import { createRealtime, signChannel } from './realtime.mjs';
import { createUploads } from './uploads.mjs';

const DEV_ORIGINS = new Set(['http://127.0.0.1:5173', 'http://localhost:5173']);
export const REPORT_DELAY_MS = 1500;
const SESSION_COOKIE = '_creator_session=mock';

/** Reads a cookie value from a Cookie header. */
export function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The persona of a request: header, else cookie, else the default. */
export function personaOf(req) {
  return (
    req.headers['x-mock-persona'] ||
    readCookie(req.headers.cookie, 'mock_persona') ||
    DEFAULT_PERSONA
  );
}

/** Reads a whole request body. */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Sends a request to Prism and buffers the answer. */
function forward(prismUrl, req, body, extraHeaders) {
  const target = new URL(req.url, prismUrl);
  const headers = { ...req.headers, ...extraHeaders, host: target.host };
  delete headers['content-length'];
  if (body.length) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const out = http.request(target, { method: req.method, headers }, (answer) => {
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

/**
 * Creates the gateway server (not listening yet).
 * @param {{ index: ReturnType<typeof import('./spec-index.mjs').indexSpec>, prismUrl: string, quiet?: boolean }} options
 */
export function createGateway({ index, prismUrl, quiet = false }) {
  const realtime = createRealtime();
  const uploads = createUploads();
  const timers = new Set();
  let baseUrl = '';

  const server = http.createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://mock');
    const origin = req.headers.origin;
    if (origin && DEV_ORIGINS.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'Location, sl-violations');
      res.setHeader('Vary', 'Origin');
    }
    const json = (status, value, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
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
      if (url.pathname.startsWith('/__mock/') || url.pathname.startsWith('/apps/'))
        return await mockRoute(req, res, url, json);
      await apiRoute(req, res, url, json);
    } catch (error) {
      if (!res.headersSent) json(502, { message: `Mock gateway error: ${error.message}` });
      else res.end();
    }
  });

  /** The gateway's own routes. */
  async function mockRoute(req, res, url, json) {
    const path = url.pathname;
    if (path === '/__mock/uploads' && req.method === 'POST')
      return uploads.receive(req, res, baseUrl, json);
    if (path.startsWith('/__mock/uploads/') && req.method === 'GET') {
      const file = uploads.find(path);
      if (!file) return json(404, { message: 'No upload at this location.' });
      res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length });
      return res.end(file.body);
    }
    if (path.startsWith('/__mock/files/video-revenue-report-') && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/csv' });
      return res.end(
        'video_id,title,views,revenue_usd\nvid001,A week in Kyoto,120394,412.55\nvid002,Street food in Osaka,88211,301.20\n',
      );
    }
    if (path === '/__mock/realtime/events' && req.method === 'POST') {
      const body = JSON.parse(String(await readBody(req)) || '{}');
      if (typeof body.channel !== 'string' || typeof body.event !== 'string')
        return json(400, { message: 'Send JSON {channel, event, data}.' });
      return json(202, { delivered: realtime.trigger(body.channel, body.event, body.data) });
    }
    if (path === `/apps/mock/events` && req.method === 'POST') {
      // The official `pusher` server SDK; its signature is not checked (local dev only).
      const body = JSON.parse(String(await readBody(req)) || '{}');
      const names = body.channels ?? (body.channel ? [body.channel] : []);
      for (const channel of names) realtime.trigger(channel, body.name, body.data);
      return json(200, {});
    }
    if (path === '/__mock/personas' && req.method === 'GET')
      return json(200, { personas: index.personas });
    if ((path === '/__mock/login' || path === '/__mock/logout') && req.method === 'GET') {
      const persona =
        path === '/__mock/logout'
          ? 'signed-out'
          : (url.searchParams.get('persona') ?? DEFAULT_PERSONA);
      const back = url.searchParams.get('return') ?? 'http://127.0.0.1:5173/creator/';
      const safe = /^https?:\/\//.test(back) ? back : 'http://127.0.0.1:5173/creator/';
      res.writeHead(302, {
        location: safe,
        'set-cookie': `mock_persona=${encodeURIComponent(persona)}; Path=/; SameSite=Lax`,
      });
      return res.end();
    }
    return json(404, {
      message: `Unknown mock route ${req.method} ${path}.`,
      routes: [
        'POST /__mock/uploads',
        'GET /__mock/uploads/…',
        'POST /__mock/realtime/events',
        'GET /__mock/personas',
        'GET /__mock/login?persona=&return=',
        'GET /__mock/logout',
      ],
    });
  }

  /** A contract operation: forwarded to Prism with the persona's example. */
  async function apiRoute(req, res, url, json) {
    const persona = personaOf(req);
    if (!index.personas.includes(persona))
      return json(400, { message: `Unknown mock persona "${persona}".`, personas: index.personas });
    const body = await readBody(req);
    const hit = matchOperation(index, req.method ?? 'GET', url.pathname);
    const headers = { cookie: [req.headers.cookie, SESSION_COOKIE].filter(Boolean).join('; ') };
    if (hit && !req.headers.prefer) {
      const values = { ...Object.fromEntries(url.searchParams), ...hit.params };
      const example = pickExample(hit.op, persona, values);
      if (example) headers.prefer = `code=${example.status}, example=${example.name}`;
    }
    const answer = await forward(prismUrl, req, body, headers);
    let out = answer.body;
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok && hit?.op.operationId === 'authorizeRealtimeChannel') {
      const form = new URLSearchParams(String(body));
      const channel = form.get('channel_name') ?? '';
      if (channel !== `private-user-${personaUserId(index, persona)}`)
        return json(403, { message: `You may only subscribe to your own channel.` });
      out = Buffer.from(
        JSON.stringify({ auth: signChannel(form.get('socket_id') ?? '', channel) }),
      );
    }
    // Examples name the default port; a stack on another port answers with its own.
    if (baseUrl !== 'http://127.0.0.1:4010' && out.includes('http://127.0.0.1:4010'))
      out = Buffer.from(String(out).replaceAll('http://127.0.0.1:4010', baseUrl));
    if (ok && hit?.op.operationId === 'requestVideoRevenueReport')
      scheduleReport(persona, url.searchParams);
    const headersOut = { ...answer.headers };
    delete headersOut['content-length'];
    delete headersOut['transfer-encoding'];
    delete headersOut.connection;
    for (const h of Object.keys(headersOut))
      if (h.startsWith('access-control-')) delete headersOut[h];
    res.writeHead(answer.status, { ...headersOut, 'content-length': out.length });
    res.end(out);
  }

  /** Sends `video_revenue_report_ready` a moment after a report was requested. */
  function scheduleReport(persona, query) {
    const name = `video-revenue-report-${query.get('channel_id') ?? 'channel'}-${query.get('month') ?? 'month'}.csv`;
    const timer = setTimeout(() => {
      timers.delete(timer);
      realtime.trigger(
        `private-user-${personaUserId(index, persona)}`,
        'video_revenue_report_ready',
        {
          fileUrl: `${baseUrl}/__mock/files/${name.replace(/[^\w.-]/g, '_')}`,
        },
      );
    }, REPORT_DELAY_MS);
    timers.add(timer);
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
          baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
          resolve(baseUrl);
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
