// The validating proxy (`pnpm contract:proxy <upstream-url>`): a small Node http proxy that
// forwards every request to the backend untouched, validates the request and the backend's
// answer against the bundled contract (the OpenAPI core, scripts/openapi-core), prints one line per
// problem, and passes the backend's answer (its own 401s included) back to the client as is.
// A request the contract refuses is the client's fault (a CLIENT line; the backend refusing it
// with a 4xx is right) unless `strictRequests`; an upstream that does not answer is a failure.
import http from 'node:http';
import https from 'node:https';
import {
  decodeBody,
  failed,
  judge,
  problemLines,
  validateExchange,
} from '../openapi-core/index.mjs';
import { createRecorder } from '../openapi-core/report.mjs';

const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** Reads a whole stream into a Buffer. */
function readAll(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * Resolves when the upstream answers anything over HTTP; rejects with the reason it cannot be
 * reached (refused, unknown host, TLS, no answer within `timeoutMs`).
 */
export async function probeUpstream(upstream, timeoutMs = 10000) {
  try {
    const res = await fetch(upstream, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
  } catch (error) {
    throw new Error(
      `Cannot reach the upstream ${upstream}: ${error.cause?.message ?? error.message}`,
    );
  }
}

/** The request's headers for the upstream: no hop-by-hop ones, its host, an exact length. */
function upstreamHeaders(requestHeaders, host, length) {
  const headers = withoutHopHeaders(requestHeaders);
  headers.host = host;
  // Ask for an uncompressed answer so it can be validated; still decoded below if not.
  delete headers['accept-encoding'];
  if (length) headers['content-length'] = String(length);
  return headers;
}

function withoutHopHeaders(headers) {
  const out = {};
  for (const [k, v] of Object.entries(headers)) if (!HOP.has(k)) out[k] = v;
  return out;
}

/** Validates one forwarded request and the upstream's answer to it against the contract. */
function validateAnswer(contract, { req, requestBody, upRes, body }) {
  return validateExchange(contract, {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    requestHeaders: req.headers,
    requestBody,
    status: upRes.statusCode ?? 0,
    headers: upRes.headers,
    body: decodeBody(body, upRes.headers['content-encoding']),
  });
}

/** The failed exchange of a request the upstream never answered. */
function networkFailure(contract, req, origin, error) {
  const found = contract.find(req.method ?? 'GET', req.url ?? '/')?.op;
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    operationId: found?.operationId ?? null,
    template: found?.template ?? null,
    status: 0,
    problems: [
      {
        level: 'error',
        kind: 'network',
        where: 'response',
        path: '',
        message: `no answer from the upstream ${origin}: ${error.message}`,
      },
    ],
  };
}

/**
 * @param {{ upstream: string, contract: Awaited<ReturnType<typeof import('../openapi-core/index.mjs').loadContract>>,
 *   log?: (line: string) => void, quiet?: boolean, strictRequests?: boolean,
 *   recorder?: ReturnType<typeof createRecorder> }} options
 *   quiet: print only problem lines (no `ok` line per exchange); strictRequests: a request the
 *   contract refuses fails the exchange too
 */
export function createProxy({
  upstream,
  contract,
  log = console.log,
  quiet = false,
  strictRequests = false,
  recorder,
}) {
  const base = new URL(upstream);
  const rec = recorder ?? createRecorder(contract, { source: `proxy ${base.origin}` });
  const client = base.protocol === 'https:' ? https : http;
  const prefix = base.pathname.replace(/\/$/, '');

  const server = http.createServer(async (req, res) => {
    const started = Date.now();
    const requestBody = await readAll(req);
    const headers = upstreamHeaders(req.headers, base.host, requestBody.length);
    const up = client.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: prefix + req.url,
        headers,
      },
      async (upRes) => {
        const body = await readAll(upRes);
        const out = withoutHopHeaders(upRes.headers);
        out['content-length'] = String(body.length);
        res.writeHead(upRes.statusCode ?? 502, out);
        res.end(body);
        if (req.method === 'OPTIONS') return; // CORS preflights are not contract operations
        const exchange = { req, requestBody, upRes, body };
        report(judge(validateAnswer(contract, exchange), { strictRequests }), started);
      },
    );
    up.on('error', (error) => {
      report(networkFailure(contract, req, base.origin, error), started);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`contract proxy: upstream ${base.origin} failed: ${error.message}`);
    });
    up.end(requestBody);
  });

  /** Records one judged exchange and prints its lines. */
  function report(result, started) {
    rec.record(result);
    for (const line of problemLines(result)) log(line);
    if (!quiet || failed(result))
      log(
        `${failed(result) ? 'fail' : 'ok  '} ${result.method} ${result.url} ${result.operationId ?? '(no operation)'} ${result.status} (${Date.now() - started} ms)`,
      );
  }

  return {
    recorder: rec,
    /** Listens on 127.0.0.1:port (0: any free port) and resolves the proxy's URL. */
    listen(port = 0) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${server.address().port}`),
        );
      });
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      });
    },
  };
}
