// Pages that stand in for third parties the dashboard sends the browser to:
// - the provider's consent page (`authorizationUrl` of connect, reauthorize, upgrade):
//   "Allow" changes the session's world and returns to the app's accounts list,
//   "Deny" returns with `?error=access_denied&error_description=...&provider=...`;
// - an opportunity's acceptUrl / rejectUrl (`/__mock/opportunities/<id>/accept|decline`);
// - Payoneer's registration and reset pages, returning with `payoneer_payee_id` and `sign`,
//   and its login page (opened in a new tab: it shows the payee's status, nothing to return to).
// The session and persona come in the URL (consent, Payoneer) or from the cookies
// (opportunities, which are static dataset URLs).
import { esc, hidden, sendHtml } from './html.mjs';
import { httpUrl, parseBody, readBody, redirect } from './http-util.mjs';
import { personaOf, sessionIdOf } from './session.mjs';
import {
  answerOpportunity,
  CONSENT_EFFECTS,
  payoneerReturn,
  providerLabel,
  resetPayoneer,
} from './writes.mjs';

const ACTIONS = {
  connect: (provider) => `Connect your ${provider} account to the creator dashboard?`,
  reauthorize: (provider) => `Renew the creator dashboard's access to your ${provider} account?`,
  upgrade: () => 'Let the creator dashboard use your Instagram account as a business account?',
};

/** Adds query parameters to a URL. */
function withQuery(url, params) {
  const out = new URL(url);
  for (const [k, v] of Object.entries(params)) out.searchParams.set(k, v);
  return out.href;
}

/** Routes of this module; returns false when the path is not one of them. */
export async function consentRoute(req, res, url, state) {
  const path = url.pathname;
  if (path === '/__mock/consent') return consent(req, res, url, state);
  const opportunity = /^\/__mock\/opportunities\/(\d+)\/(accept|decline)$/.exec(path);
  if (opportunity && req.method === 'GET') return decide(req, res, state, ...opportunity.slice(1));
  if (path === '/__mock/payoneer/login' && req.method === 'GET')
    return payoneerLogin(res, url, state);
  const payoneer = /^\/__mock\/payoneer\/(register|reset)$/.exec(path);
  if (payoneer) return payoneerPage(req, res, url, state, payoneer[1]);
  return false;
}

/** GET: the consent page. POST (its form): apply or refuse, then back to the app. */
async function consent(req, res, url, state) {
  if (req.method === 'GET') {
    const q = Object.fromEntries(url.searchParams);
    const what = Object.hasOwn(ACTIONS, q.action) ? ACTIONS[q.action] : null;
    if (!what || !httpUrl(q.return))
      return sendHtml(res, 400, 'Bad consent link', '<p>This consent link is incomplete.</p>');
    const provider = providerLabel(q.provider ?? '');
    const form = (decision, label, cls) =>
      `<form method="post" action="/__mock/consent" style="display:inline">${hidden({ ...q, decision })}<button class="${cls}" type="submit">${esc(label)}</button></form>`;
    return sendHtml(
      res,
      200,
      `${provider}: allow access?`,
      `<div class="card"><h1>${esc(provider)} (mock)</h1>
<p>${esc(what(provider))}${q.uuid ? ` (account ${esc(q.uuid)})` : ''}</p>
<p>Persona <code>${esc(q.persona)}</code>${q.session ? '' : ' (no session: nothing will be saved)'}.</p>
${form('allow', 'Allow', 'primary')} ${form('deny', 'Deny', '')}</div>`,
    );
  }
  if (req.method !== 'POST') return false;
  const q = parseBody(req, await readBody(req));
  const back = httpUrl(q.return);
  if (!back || !Object.hasOwn(ACTIONS, q.action))
    return sendHtml(res, 400, 'Bad consent form', '<p>This consent form is incomplete.</p>');
  if (q.decision !== 'allow')
    return redirect(
      res,
      withQuery(back, {
        error: 'access_denied',
        error_description: `You denied ${providerLabel(q.provider ?? '')} access.`,
        provider: q.provider ?? '',
      }),
    );
  if (
    q.session &&
    state.acts(q.persona) &&
    !CONSENT_EFFECTS[q.action](state.world(q.session, q.persona), q)
  )
    return redirect(
      res,
      withQuery(back, {
        error: 'server_error',
        error_description: 'The account could not be connected.',
      }),
    );
  return redirect(res, back);
}

/** An opportunity's accept or decline URL, for the session of the browser's cookies. */
function decide(req, res, state, id, choice) {
  const sessionId = sessionIdOf(req);
  const persona = personaOf(req);
  if (!sessionId || !state.acts(persona))
    return sendHtml(
      res,
      409,
      'No session',
      '<p>Open the dashboard first: this page acts on its mock session.</p>',
    );
  const answer = answerOpportunity(state.world(sessionId, persona), id, choice);
  if (answer.status !== 200)
    return sendHtml(
      res,
      404,
      'Opportunity not found',
      `<p>Opportunity ${esc(id)} is not open.</p>`,
    );
  const done = answer.body.status;
  return sendHtml(
    res,
    200,
    `Opportunity ${done}`,
    `<div class="card"><h1>Opportunity ${esc(done)}</h1><p>Opportunity ${esc(id)} is ${esc(done)}. You can close this window.</p></div>`,
  );
}

/** Payoneer's mock login page: the session's payee status (the app opens it in a new tab). */
function payoneerLogin(res, url, state) {
  const q = Object.fromEntries(url.searchParams);
  const status =
    q.session && state.acts(q.persona)
      ? state.world(q.session, q.persona).user.payoneerPayeeStatus
      : null;
  return sendHtml(
    res,
    200,
    'Payoneer (mock): your account',
    `<div class="card"><h1>Payoneer (mock)</h1><p>Signed in to Payoneer as persona <code>${esc(q.persona)}</code>.</p>
<p>Payee status: <strong>${esc(status ?? 'unknown (no session)')}</strong>.</p></div>`,
  );
}

/** Payoneer's mock pages: GET shows the form; POST registers (or resets) and returns. */
async function payoneerPage(req, res, url, state, action) {
  if (req.method === 'GET') {
    const q = Object.fromEntries(url.searchParams);
    if (!httpUrl(q.return))
      return sendHtml(res, 400, 'Bad Payoneer link', '<p>This link is incomplete.</p>');
    const label =
      action === 'register' ? 'Register with Payoneer' : 'Reset my Payoneer registration';
    return sendHtml(
      res,
      200,
      `Payoneer (mock): ${label}`,
      `<div class="card"><h1>Payoneer (mock)</h1><p>${esc(label)} for persona <code>${esc(q.persona)}</code>.</p>
<form method="post">${hidden(q)}<button class="primary" type="submit">${esc(label)}</button></form>
<p><a href="${esc(q.return)}">Cancel and go back</a></p></div>`,
    );
  }
  if (req.method !== 'POST') return false;
  const q = parseBody(req, await readBody(req));
  const back = httpUrl(q.return);
  if (!back) return sendHtml(res, 400, 'Bad Payoneer form', '<p>This form is incomplete.</p>');
  if (action === 'reset') {
    if (q.session && state.acts(q.persona)) resetPayoneer(state.world(q.session, q.persona));
    return redirect(res, back);
  }
  return redirect(res, withQuery(back, payoneerReturn()));
}
