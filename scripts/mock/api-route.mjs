// The gateway's answer to a contract operation: the request is checked against the contract
// first (refusals.mjs: nothing the contract refuses reaches Prism or the world), then the
// session's forced fault, the signed-out persona, and the answer from the session's world
// (state.mjs); Prism's examples only where the client chose one with `Prefer` or the world
// has no answer.
import { videoRevenueReportReady } from './world/views/money.mjs';
import { appOriginOf, BODY_LIMIT, forward, readBody } from './http-util.mjs';
import { signChannel } from './realtime.mjs';
import { refusalOf } from './refusals.mjs';
import { newSessionId, personaOf, sessionCookie, sessionIdOf } from './session.mjs';
import { pickExample } from './spec-index.mjs';

export const REPORT_DELAY_MS = 1500;
/** The security cookie the contract declares; Prism needs it to answer anything but 401. */
const PRISM_AUTH = '_creator_session=mock';

/** The headers Prism gets: the client's `Prefer`, else the example the persona would see. */
function prismHeaders(index, req, found, persona) {
  // Only what Prism needs: a client's own headers (a malformed Accept or Cookie) never reach it.
  const headers = { accept: 'application/json', cookie: PRISM_AUTH };
  if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
  if (req.headers.prefer) headers.prefer = req.headers.prefer;
  else {
    const url = new URL(req.url ?? '/', 'http://mock');
    const values = { ...Object.fromEntries(url.searchParams), ...found.params };
    const example = pickExample(index.byId.get(found.op.operationId), persona, values);
    if (example) headers.prefer = `code=${example.status}, example=${example.name}`;
  }
  return headers;
}

/** Prism's answer to a request already checked, passed through as it is. */
async function passThrough({ index, prismUrl, rebase }, req, res, body, found, persona) {
  const answer = await forward(
    prismUrl,
    { method: found.op.method, url: req.url },
    body,
    prismHeaders(index, req, found, persona),
  );
  const out = Buffer.from(rebase(String(answer.body)));
  const headersOut = { ...answer.headers };
  for (const h of ['content-length', 'transfer-encoding', 'connection']) delete headersOut[h];
  for (const h of Object.keys(headersOut))
    if (h.startsWith('access-control-')) delete headersOut[h];
  res.writeHead(answer.status, { ...headersOut, 'content-length': out.length });
  res.end(out);
}

/** Sends `video_revenue_report_ready` for the request a moment later, to the session's pages. */
function scheduleReport({ realtime, rebase, delay }, userId, query, sessionId) {
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

/** The world's answer, with the two operations the gateway finishes itself. */
function worldAnswer(options, answer, context, body, url) {
  if (context.operationId === 'authorizeRealtimeChannel' && answer.status === 200) {
    const form = new URLSearchParams(String(body));
    const channel = form.get('channel_name') ?? '';
    if (channel !== `private-user-${answer.userId}`)
      return {
        status: 403,
        body: {
          code: 'forbidden_channel',
          message: 'You may only subscribe to your own channel.',
        },
      };
    return { status: 200, body: { auth: signChannel(form.get('socket_id') ?? '', channel) } };
  }
  if (context.operationId === 'requestVideoRevenueReport' && answer.status === 200)
    scheduleReport(options, answer.userId, url.searchParams, context.sessionId);
  return answer;
}

/** No operation at the path for the method: 405 with the methods it has, else 404. */
function noOperation(contract, method, req, url, json) {
  const allow = contract.methodsAt(req.url ?? '/');
  if (allow.length)
    return json(
      405,
      {
        code: 'method_not_allowed',
        message: `${method} is not an operation of ${url.pathname} (${allow.join(', ')} are).`,
      },
      { allow: allow.join(', ') },
    );
  return json(404, {
    code: 'not_found',
    message: `No operation at ${method} ${url.pathname}.`,
  });
}

/** What the world needs to answer an operation: its parameters, body and the caller. */
function worldContext({ operationId, found, url, body, req, mockUrl, sessionId, persona }) {
  return {
    operationId,
    path: Object.fromEntries(
      Object.entries(found.params).map(([k, v]) => [k, decodeURIComponent(v)]),
    ),
    query: Object.fromEntries(url.searchParams),
    body: String(body),
    contentType: String(req.headers['content-type'] ?? ''),
    appOrigin: appOriginOf(req),
    referer: req.headers.referer ?? null,
    mockUrl,
    sessionId,
    persona,
  };
}

/**
 * @param {{ contract: object, index: object, prismUrl: string, state: object, realtime: object,
 *   base: { url: string }, rebase: (text: string) => string, delay: (ms: number) => Promise<void>,
 *   validator?: { check: Function } }} options
 * @returns {(req, res, url, json) => Promise<void>}
 */
export function createApiRoute(options) {
  const { contract, state, base, delay, validator } = options;
  return async function apiRoute(req, res, url, json) {
    // HEAD is GET without the body (Node leaves the body out).
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const found = contract.find(method, req.url ?? '/');
    if (!found) return noOperation(contract, method, req, url, json);
    const operationId = found.op.operationId;
    const body = await readBody(req);
    if (body === null)
      return json(400, {
        code: 'malformed_request',
        message: `The request body is larger than the mock reads (${BODY_LIMIT / 1024} KiB).`,
      });
    const persona = personaOf(req);
    if (!state.personas.includes(persona))
      return json(400, {
        code: 'unknown_persona',
        message: `Unknown mock persona "${persona.slice(0, 60)}" (known: ${state.personas.join(', ')}).`,
      });
    const request = { method, url: req.url ?? '/', headers: req.headers, body };
    if (req.headers.prefer) {
      const refused = refusalOf(contract, request, found);
      if (refused) return json(refused.status, refused.body);
      return passThrough(options, req, res, body, found, persona);
    }
    // No session yet: this answer comes from the seed, and the cookie starts one.
    const sessionId = sessionIdOf(req);
    const cookieHeaders = sessionId ? {} : { 'set-cookie': sessionCookie(newSessionId()) };
    const send = (status, value, headers = {}) => {
      validator?.check(operationId, status, value);
      json(status, value, { ...cookieHeaders, ...headers });
    };

    const fault = state.takeFault(sessionId, operationId);
    if (fault?.kind === 'hang') return; // never answers; the client's timeout or abort ends it
    if (fault?.kind === 'slow') await delay(fault.delayMs);
    else if (fault) {
      const forced = state.faultAnswer(fault, operationId);
      return send(forced.status, forced.body, forced.headers);
    }
    if (persona === state.signedOut) return send(401, state.unauthorized);
    const refused = refusalOf(contract, request, found);
    if (refused) return send(refused.status, refused.body);

    const mockUrl = base.url;
    const context = worldContext({
      operationId,
      found,
      url,
      body,
      req,
      mockUrl,
      sessionId,
      persona,
    });
    const answer = state.answer(sessionId, persona, context);
    if (!answer) return passThrough(options, req, res, body, found, persona);
    const final = worldAnswer(options, answer, context, body, url);
    send(final.status, final.body);
  };
}
