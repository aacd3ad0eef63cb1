// The mock's own routes under /__mock: the developer page (plain HTML forms) and the same
// controls as a JSON API for tests, the login/logout links, realtime triggers and the
// third-party stand-in pages of consent.mjs. A form post answers 303 back to the page;
// a JSON call answers JSON. Every control acts on the caller's session (cookie
// `mock_session` or header `X-Mock-Session`, named in every answer's `X-Mock-Session`); a
// caller without one gets a new one, and a note saying how to use it.
import { consentRoute } from './consent.mjs';
import { devPage } from './dev-page.mjs';
import { parseFault } from './faults.mjs';
import { esc, sendHtml } from './html.mjs';
import { httpUrl, isForm, parseBody, readBody, redirect } from './http-util.mjs';
import { newSessionId, personaOf, sessionCookie, sessionIdOf, PERSONA_COOKIE } from './session.mjs';
import { DEFAULT_PERSONA } from './spec-index.mjs';

export const ROUTES = [
  'GET  /__mock/                      developer page',
  'GET  /__mock/state                 {session, persona, personas, faults}',
  'POST /__mock/persona               {persona}: sets the mock_persona cookie',
  'POST /__mock/reset                 {persona?, scope?: "all"}: back to the seed',
  "GET  /__mock/faults                the session's faults",
  'POST /__mock/faults                {operationId | "*", kind: 500|401|400|404|422|429|slow|hang, delayMs?, times?}: a status the operation declares',
  'DELETE /__mock/faults[?operationId=]  clears faults',
  "POST /__mock/realtime/events       {channel?, event, data}: an event of asyncapi.yaml, its payload valid; channel defaults to the persona's",
  'POST /apps/mock/events             the same for the pusher server SDK',
  'GET  /__mock/personas              persona names',
  "POST /__mock/errors                {kind, url, page}: the app's error report (its errorReportUrl)",
  "GET|DELETE /__mock/errors          the session's error reports, newest last",
  'GET  /__mock/docs/, /__mock/docs/events.html   the API reference',
  'GET  /__mock/login?persona=&return_to=|return=, /__mock/logout?return=',
  'GET  /__mock/media/..., /__mock/files/...   media and downloads',
  'POST /__mock/uploads, GET /__mock/uploads/...',
  'GET|POST /__mock/consent, /__mock/payoneer/register|reset, GET /__mock/payoneer/login, GET /__mock/opportunities/<id>/accept|decline',
];

const int = (v) => (v === undefined || v === '' || v === null ? undefined : Number(v));

/**
 * Why an event may not be sent: not one of the AsyncAPI contract's, or a payload that does
 * not match its schema; null when it may.
 */
function eventRefusal(events, name, data) {
  const problems = events.check(name, data);
  if (problems === null)
    return `Unknown event "${String(name).slice(0, 60)}": openapi/asyncapi.yaml defines ${events.names.join(', ')}.`;
  if (problems.length === 0) return null;
  const list = problems
    .slice(0, 5)
    .map((p) => `${p.path}: ${p.message}`)
    .join('; ');
  return `The ${name} payload does not match openapi/asyncapi.yaml: ${list}.`;
}

/** Answers a control call: back to the page for a form, JSON otherwise. */
const done = ({ req, res, json }, status, value) =>
  isForm(req) ? redirect(res, '/__mock/') : json(status, value);

/** Refuses a control call: a page with the reason for a form, JSON `{message}` otherwise. */
const refuse = ({ req, res, json }, message) =>
  isForm(req)
    ? sendHtml(res, 400, 'Refused', `<p>${esc(message)}</p><p><a href="/__mock/">Back</a></p>`)
    : json(400, { message });

const unknownRoute = ({ req, url, json }) =>
  json(404, { message: `Unknown mock route ${req.method} ${url.pathname}.`, routes: ROUTES });

const personaCookie = (persona) =>
  `${PERSONA_COOKIE}=${encodeURIComponent(persona)}; Path=/; SameSite=Lax`;

/**
 * What every control needs: the operations and their declared statuses, the caller's session,
 * its faults and its persona's realtime channel.
 */
function controlContext({ index, contract, events, state, realtime, base }) {
  /** Answers of calls that started a session: a caller without a cookie jar (curl) is told how to use it. */
  const started = new WeakSet();
  return {
    events,
    state,
    realtime,
    base,
    operationIds: index.operations.map((o) => o.operationId).sort(),
    /** Each operation's declared statuses: a fault may only answer one of them. */
    declared: new Map(
      contract.inventory().map((o) => [o.operationId, o.statuses.filter((s) => /^\d{3}$/.test(s))]),
    ),
    noteFor: (res, id) =>
      started.has(res)
        ? {
            note: `This call started session ${id}: send the header X-Mock-Session: ${id} (or its mock_session cookie) with the API calls it should act on.`,
          }
        : {},
    /** The caller's session id, creating one (with its cookie) when there is none. */
    session(req, res) {
      const existing = sessionIdOf(req);
      if (existing) {
        res.setHeader('x-mock-session', existing);
        return existing;
      }
      const id = newSessionId();
      res.setHeader('set-cookie', sessionCookie(id));
      res.setHeader('x-mock-session', id);
      started.add(res);
      return id;
    },
    faultList: (id) => [...state.sessions.get(id).faults.values()],
    /** The channel of the persona's user in this session. */
    channelOf(id, persona) {
      if (!state.acts(persona)) return null;
      return `private-user-${state.world(id, persona).user.id}`;
    },
  };
}

/** The developer page. */
function devPageRoute(c, { req, res }) {
  const id = c.session(req, res);
  const persona = personaOf(req);
  return sendHtml(
    res,
    200,
    'Creator dashboard mock',
    devPage({
      session: id,
      persona,
      personas: c.state.personas,
      descriptions: c.state.descriptions,
      faults: c.faultList(id),
      reports: c.state.sessions.get(id).reports,
      operationIds: c.operationIds,
      declared: c.declared,
      channel: c.channelOf(id, persona),
      mockUrl: c.base.url,
      stateful: c.state.stateful,
      routes: ROUTES,
    }),
  );
}

function stateRoute(c, { req, res, json }) {
  const id = c.session(req, res);
  return json(200, {
    session: id,
    persona: personaOf(req),
    personas: c.state.personas,
    faults: c.faultList(id),
    channel: c.channelOf(id, personaOf(req)),
  });
}

async function personaRoute(c, call) {
  const { req, res, json } = call;
  const id = c.session(req, res);
  const { persona } = parseBody(req, await readBody(req));
  if (!c.state.personas.includes(persona))
    return json(400, {
      message: `Unknown mock persona "${persona}".`,
      personas: c.state.personas,
    });
  res.appendHeader('set-cookie', personaCookie(persona));
  return done(call, 200, { session: id, persona });
}

async function resetRoute(c, call) {
  const { req, res, json } = call;
  const id = c.session(req, res);
  const body = parseBody(req, await readBody(req));
  if (body.persona && !c.state.personas.includes(body.persona))
    return json(400, { message: `Unknown mock persona "${body.persona}".` });
  if (body.scope === 'all') c.state.sessions.reset(null);
  else c.state.sessions.reset(id, body.persona || undefined);
  return done(call, 200, {
    session: id,
    reset: body.scope === 'all' ? 'all' : body.persona || 'session',
  });
}

/** The session's faults: listed, cleared (one operation's or all), or one set. */
async function faultsRoute(c, call) {
  const { req, res, url, json } = call;
  const id = c.session(req, res);
  const { faults } = c.state.sessions.get(id);
  if (req.method === 'GET') return json(200, { session: id, faults: c.faultList(id) });
  if (req.method === 'DELETE') {
    const which = url.searchParams.get('operationId');
    if (which) faults.delete(which);
    else faults.clear();
    return json(200, { session: id, faults: c.faultList(id) });
  }
  if (req.method !== 'POST') return unknownRoute(call);
  const body = parseBody(req, await readBody(req));
  if (body.clear) {
    faults.clear();
    return done(call, 200, { session: id, faults: [] });
  }
  const parsed = parseFault(
    { ...body, delayMs: int(body.delayMs), times: int(body.times) },
    c.declared,
  );
  if (parsed.error) return refuse(call, parsed.error);
  faults.set(parsed.fault.operationId, parsed.fault);
  return done(call, 201, { session: id, faults: c.faultList(id), ...c.noteFor(res, id) });
}

/** An AsyncAPI event sent to a channel (the persona's by default) of the caller's session. */
async function realtimeEventRoute(c, call) {
  const { req, res } = call;
  const body = parseBody(req, await readBody(req));
  let data = body.data;
  if (typeof data === 'string' && isForm(req)) {
    try {
      data = JSON.parse(data || '{}');
    } catch {
      return refuse(call, 'The event data is not JSON.');
    }
  }
  const id = c.session(req, res);
  const channel = body.channel || c.channelOf(id, personaOf(req));
  if (typeof channel !== 'string' || typeof body.event !== 'string' || !body.event)
    return refuse(call, 'Send JSON {channel?, event, data}.');
  const refused = eventRefusal(c.events, body.event, data);
  if (refused) return refuse(call, refused);
  // To the caller's session's pages only (see realtime.trigger).
  const delivered = c.realtime.trigger(channel, body.event, data, id);
  return done(call, 202, { channel, delivered, ...c.noteFor(res, id) });
}

/** The official `pusher` server SDK's events call; its signature is not checked (local dev only). */
async function pusherEventsRoute(c, { req, json }) {
  const body = parseBody(req, await readBody(req));
  const names = body.channels ?? (body.channel ? [body.channel] : []);
  // The SDK sends `data` as a JSON string.
  let data = body.data;
  try {
    data = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return json(400, { message: 'The event data is not JSON.' });
  }
  const refused = eventRefusal(c.events, body.name, data);
  if (refused) return json(400, { message: refused });
  for (const channel of [names].flat()) c.realtime.trigger(channel, body.name, body.data);
  return json(200, {});
}

/** The error-reporting service's stand-in: the app posts icon load failures here. */
async function errorsRoute(c, call) {
  const { req, res, json } = call;
  const id = c.session(req, res);
  const { reports } = c.state.sessions.get(id);
  if (req.method === 'GET') return json(200, { session: id, reports });
  if (req.method === 'DELETE') {
    reports.length = 0;
    return json(200, { session: id, reports });
  }
  if (req.method !== 'POST') return unknownRoute(call);
  const body = parseBody(req, await readBody(req));
  const field = (value, max) => (typeof value === 'string' ? value.slice(0, max) : '');
  reports.push({
    kind: field(body.kind, 40),
    url: field(body.url, 1000),
    page: field(body.page, 300),
    receivedAt: new Date().toISOString(),
  });
  // The newest 50 are kept.
  if (reports.length > 50) reports.splice(0, reports.length - 50);
  return json(202, { session: id, received: reports.length });
}

function personasRoute(c, { json }) {
  return json(200, { personas: c.state.personas, descriptions: c.state.descriptions });
}

/** Signs in as a persona (or out) and goes back to the page that asked. */
function loginRoute(c, { req, res, url }) {
  const persona =
    url.pathname === '/__mock/logout'
      ? 'signed-out'
      : (url.searchParams.get('persona') ?? DEFAULT_PERSONA);
  // `return_to` (the app's sign-in return) is followed on the page's own origin only (the
  // app reaches the mock through its proxy, so that is the request's host); `return` is
  // the developer page's older parameter.
  const returnTo = httpUrl(url.searchParams.get('return_to'));
  const sameOrigin = returnTo && new URL(returnTo).host === req.headers.host ? returnTo : null;
  const back =
    sameOrigin ?? httpUrl(url.searchParams.get('return')) ?? 'http://127.0.0.1:5173/creator/';
  res.writeHead(302, { location: back, 'set-cookie': personaCookie(persona) });
  return res.end();
}

/** The control routes by `METHOD path`; `*` takes any method (the route answers the others 404). */
const HANDLERS = new Map([
  ['GET /__mock', devPageRoute],
  ['GET /__mock/', devPageRoute],
  ['GET /__mock/state', stateRoute],
  ['POST /__mock/persona', personaRoute],
  ['POST /__mock/reset', resetRoute],
  ['* /__mock/faults', faultsRoute],
  ['POST /__mock/realtime/events', realtimeEventRoute],
  ['POST /apps/mock/events', pusherEventsRoute],
  ['* /__mock/errors', errorsRoute],
  ['GET /__mock/personas', personasRoute],
  ['GET /__mock/login', loginRoute],
  ['GET /__mock/logout', loginRoute],
]);

/**
 * Creates the router of the mock's own routes.
 * @param {{ index: object, contract: object, events: object, state: object, realtime: object,
 *   base: { url: string } }} options `contract` and `events` from openapi-core
 */
export function createControls(options) {
  const c = controlContext(options);
  async function route(req, res, url, json) {
    const consent = await consentRoute(req, res, url, options.state);
    if (consent !== false) return;
    const path = url.pathname;
    const handler = HANDLERS.get(`${req.method} ${path}`) ?? HANDLERS.get(`* ${path}`);
    const call = { req, res, url, json };
    return handler ? handler(c, call) : unknownRoute(call);
  }
  return { route };
}
