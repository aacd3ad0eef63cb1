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

/**
 * Creates the router of the mock's own routes.
 * @param {{ index: object, contract: object, events: object, state: object, realtime: object,
 *   base: { url: string } }} options `contract` and `events` from openapi-core
 */
export function createControls({ index, contract, events, state, realtime, base }) {
  const operationIds = index.operations.map((o) => o.operationId).sort();
  /** Each operation's declared statuses: a fault may only answer one of them. */
  const declared = new Map(
    contract.inventory().map((o) => [o.operationId, o.statuses.filter((s) => /^\d{3}$/.test(s))]),
  );

  /** Answers of calls that started a session: a caller without a cookie jar (curl) is told how to use it. */
  const started = new WeakSet();
  const noteFor = (res, id) =>
    started.has(res)
      ? {
          note: `This call started session ${id}: send the header X-Mock-Session: ${id} (or its mock_session cookie) with the API calls it should act on.`,
        }
      : {};
  /** The caller's session id, creating one (with its cookie) when there is none. */
  function session(req, res) {
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
  }

  const faultList = (id) => [...state.sessions.get(id).faults.values()];

  /** The channel of the persona's user in this session. */
  function channelOf(id, persona) {
    if (!state.acts(persona)) return null;
    return `private-user-${state.world(id, persona).user.id}`;
  }

  /** Answers a control call: back to the page for a form, JSON otherwise. */
  const done = (req, res, json, status, value) =>
    isForm(req) ? redirect(res, '/__mock/') : json(status, value);
  /** Refuses a control call: a page with the reason for a form, JSON `{message}` otherwise. */
  const refuse = (req, res, json, message) =>
    isForm(req)
      ? sendHtml(res, 400, 'Refused', `<p>${esc(message)}</p><p><a href="/__mock/">Back</a></p>`)
      : json(400, { message });

  async function route(req, res, url, json) {
    const path = url.pathname;
    const method = req.method;
    const consent = await consentRoute(req, res, url, state);
    if (consent !== false) return;

    if ((path === '/__mock' || path === '/__mock/') && method === 'GET') {
      const id = session(req, res);
      const persona = personaOf(req);
      return sendHtml(
        res,
        200,
        'Creator dashboard mock',
        devPage({
          session: id,
          persona,
          personas: state.personas,
          descriptions: state.descriptions,
          faults: faultList(id),
          reports: state.sessions.get(id).reports,
          operationIds,
          declared,
          channel: channelOf(id, persona),
          mockUrl: base.url,
          stateful: state.stateful,
          routes: ROUTES,
        }),
      );
    }
    if (path === '/__mock/state' && method === 'GET') {
      const id = session(req, res);
      return json(200, {
        session: id,
        persona: personaOf(req),
        personas: state.personas,
        faults: faultList(id),
        channel: channelOf(id, personaOf(req)),
      });
    }
    if (path === '/__mock/persona' && method === 'POST') {
      const id = session(req, res);
      const { persona } = parseBody(req, await readBody(req));
      if (!state.personas.includes(persona))
        return json(400, {
          message: `Unknown mock persona "${persona}".`,
          personas: state.personas,
        });
      res.appendHeader(
        'set-cookie',
        `${PERSONA_COOKIE}=${encodeURIComponent(persona)}; Path=/; SameSite=Lax`,
      );
      return done(req, res, json, 200, { session: id, persona });
    }
    if (path === '/__mock/reset' && method === 'POST') {
      const id = session(req, res);
      const body = parseBody(req, await readBody(req));
      if (body.persona && !state.personas.includes(body.persona))
        return json(400, { message: `Unknown mock persona "${body.persona}".` });
      if (body.scope === 'all') state.sessions.reset(null);
      else state.sessions.reset(id, body.persona || undefined);
      return done(req, res, json, 200, {
        session: id,
        reset: body.scope === 'all' ? 'all' : body.persona || 'session',
      });
    }
    if (path === '/__mock/faults') {
      const id = session(req, res);
      const { faults } = state.sessions.get(id);
      if (method === 'GET') return json(200, { session: id, faults: faultList(id) });
      if (method === 'DELETE') {
        const which = url.searchParams.get('operationId');
        if (which) faults.delete(which);
        else faults.clear();
        return json(200, { session: id, faults: faultList(id) });
      }
      if (method === 'POST') {
        const body = parseBody(req, await readBody(req));
        if (body.clear) {
          faults.clear();
          return done(req, res, json, 200, { session: id, faults: [] });
        }
        const parsed = parseFault(
          { ...body, delayMs: int(body.delayMs), times: int(body.times) },
          declared,
        );
        if (parsed.error) return refuse(req, res, json, parsed.error);
        faults.set(parsed.fault.operationId, parsed.fault);
        return done(req, res, json, 201, {
          session: id,
          faults: faultList(id),
          ...noteFor(res, id),
        });
      }
    }
    if (path === '/__mock/realtime/events' && method === 'POST') {
      const body = parseBody(req, await readBody(req));
      let data = body.data;
      if (typeof data === 'string' && isForm(req)) {
        try {
          data = JSON.parse(data || '{}');
        } catch {
          return refuse(req, res, json, 'The event data is not JSON.');
        }
      }
      const id = session(req, res);
      const channel = body.channel || channelOf(id, personaOf(req));
      if (typeof channel !== 'string' || typeof body.event !== 'string' || !body.event)
        return refuse(req, res, json, 'Send JSON {channel?, event, data}.');
      const refused = eventRefusal(events, body.event, data);
      if (refused) return refuse(req, res, json, refused);
      // To the caller's session's pages only (see realtime.trigger).
      const delivered = realtime.trigger(channel, body.event, data, id);
      return done(req, res, json, 202, { channel, delivered, ...noteFor(res, id) });
    }
    if (path === '/apps/mock/events' && method === 'POST') {
      // The official `pusher` server SDK; its signature is not checked (local dev only).
      const body = parseBody(req, await readBody(req));
      const names = body.channels ?? (body.channel ? [body.channel] : []);
      // The SDK sends `data` as a JSON string.
      let data = body.data;
      try {
        data = typeof data === 'string' ? JSON.parse(data) : data;
      } catch {
        return json(400, { message: 'The event data is not JSON.' });
      }
      const refused = eventRefusal(events, body.name, data);
      if (refused) return json(400, { message: refused });
      for (const channel of [names].flat()) realtime.trigger(channel, body.name, body.data);
      return json(200, {});
    }
    if (path === '/__mock/errors') {
      // The error-reporting service's stand-in: the app posts icon load failures here.
      const id = session(req, res);
      const { reports } = state.sessions.get(id);
      if (method === 'GET') return json(200, { session: id, reports });
      if (method === 'DELETE') {
        reports.length = 0;
        return json(200, { session: id, reports });
      }
      if (method === 'POST') {
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
    }
    if (path === '/__mock/personas' && method === 'GET')
      return json(200, { personas: state.personas, descriptions: state.descriptions });
    if ((path === '/__mock/login' || path === '/__mock/logout') && method === 'GET') {
      const persona =
        path === '/__mock/logout'
          ? 'signed-out'
          : (url.searchParams.get('persona') ?? DEFAULT_PERSONA);
      // `return_to` (the app's sign-in return) is followed on the page's own origin only (the
      // app reaches the mock through its proxy, so that is the request's host); `return` is
      // the developer page's older parameter.
      const returnTo = httpUrl(url.searchParams.get('return_to'));
      const sameOrigin = returnTo && new URL(returnTo).host === req.headers.host ? returnTo : null;
      const back =
        sameOrigin ?? httpUrl(url.searchParams.get('return')) ?? 'http://127.0.0.1:5173/creator/';
      res.writeHead(302, {
        location: back,
        'set-cookie': `${PERSONA_COOKIE}=${encodeURIComponent(persona)}; Path=/; SameSite=Lax`,
      });
      return res.end();
    }
    return json(404, { message: `Unknown mock route ${method} ${path}.`, routes: ROUTES });
  }

  return { route };
}
