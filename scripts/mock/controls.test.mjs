// The mock's controls and stand-in pages: forced faults, the developer page, persona and
// reset, the consent round trip (connect, reauthorize, upgrade, deny), TikTok and revoke,
// opportunity accept/decline, the Payoneer return flow, and media that loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockStack } from './stack.mjs';
import { client } from './test-client.mjs';

let stack;
beforeAll(async () => {
  stack = await startMockStack({ port: 0, validateResponses: true });
}, 60000);
afterAll(() => stack?.close());

const url = () => stack.url;
const APP = 'http://127.0.0.1:5999';
/** A payee_details_updated payload as the contract has it. */
const WIDGET = {
  displayPaymentWidgetOnDashboard: true,
  tipaltiIframeUrl: 'https://widget.example.com/payee',
  missingTipaltiDetails: false,
  paymentRailsIframeUrl: null,
  missingPaymentRailsDetails: false,
};
const fault = (api, body) => api.call('/__mock/faults', { method: 'POST', body });

describe('faults', () => {
  it.each([
    ['500', 'getCurrentUser', 'GET', '/api/user/me.json'],
    ['401', 'getCurrentUser', 'GET', '/api/user/me.json'],
    ['400', 'getCurrentUser', 'GET', '/api/user/me.json'],
    ['404', 'getCampaign', 'GET', '/api/user/me/campaigns/102.json'],
    ['422', 'updateCountry', 'PUT', '/api/user/me/country.json'],
    ['429', 'updateCountry', 'PUT', '/api/user/me/country.json'],
  ])(
    'kind %s makes %s answer it until cleared, in this session only',
    async (kind, operationId, method, path) => {
      const api = client(url);
      const status = Number(kind);
      const body = method === 'PUT' ? { countryCode: 'DE' } : undefined;
      expect((await fault(api, { operationId, kind })).status).toBe(201);
      const answer = await api.call(path, { method, body });
      expect(answer.status).toBe(status);
      if (status === 429) expect(answer.headers.get('retry-after')).toBe('30');
      expect(answer.body.code).toMatch(/^[a-z_]+$/);
      expect((await client(url).call(path, { method, body })).status).toBeLessThan(300);
      expect((await api.call('/__mock/faults', { method: 'DELETE' })).status).toBe(200);
      expect((await api.call(path, { method, body })).status).toBeLessThan(300);
    },
  );

  it('refuses a status the operation does not declare, saying which it does', async () => {
    const api = client(url);
    const refused = await fault(api, { operationId: 'getCurrentUser', kind: '422' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('getCurrentUser does not declare 422');
    expect(refused.body.message).toContain('200, 400, 401, 500');
    expect((await fault(api, { operationId: 'getCompany', kind: '404' })).status).toBe(400);
    const every = await fault(api, { operationId: '*', kind: '404' });
    expect(every.status).toBe(400);
    expect(every.body.message).toMatch(/Not every operation declares 404/);
    expect((await api.get('/__mock/faults')).body.faults).toEqual([]);
    // From the page's form: a page with the reason, not a redirect as if it had worked.
    const form = await api.form('/__mock/faults', { operationId: 'getCompany', kind: '404' });
    expect(form.status).toBe(400);
    expect(form.body).toContain('getCompany does not declare 404');
    expect((await api.get('/api/user/company.json')).status).toBe(200);
  });

  it('acts on a session named by X-Mock-Session, as curl sends it, and says so to a caller without one', async () => {
    const headers = { 'content-type': 'application/json', 'x-mock-session': 'curl-named' };
    const set = await fetch(`${url()}/__mock/faults`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ operationId: 'getNetwork', kind: '500', times: 1 }),
    });
    expect(set.status).toBe(201);
    expect(set.headers.get('x-mock-session')).toBe('curl-named');
    const hit = await fetch(`${url()}/api/user/me/network.json`, { headers });
    expect(hit.status).toBe(500);
    expect((await fetch(`${url()}/api/user/me/network.json`, { headers })).status).toBe(200);
    const anonymous = await fetch(`${url()}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'getNetwork', kind: '500' }),
    });
    const { session, note } = await anonymous.json();
    expect(note).toContain(`X-Mock-Session: ${session}`);
    expect(anonymous.headers.get('x-mock-session')).toBe(session);
  });

  it('counts down `times` and applies `*` to every operation', async () => {
    const api = client(url);
    await fault(api, { operationId: '*', kind: '500', times: 2 });
    expect((await api.get('/api/user/me/network.json')).status).toBe(500);
    expect((await api.get('/api/user/me.json')).status).toBe(500);
    expect((await api.get('/api/user/me.json')).status).toBe(200);
  });

  it('slow delays the answer, hang never answers', async () => {
    const api = client(url);
    await fault(api, { operationId: 'getNetwork', kind: 'slow', delayMs: 400 });
    const started = Date.now();
    expect((await api.get('/api/user/me/network.json')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    await fault(api, { operationId: 'getCompany', kind: 'hang' });
    const hung = fetch(`${url()}/api/user/company.json`, {
      headers: { 'X-Mock-Session': api.session },
      signal: AbortSignal.timeout(500),
    });
    await expect(hung).rejects.toThrow();
  });

  it('refuses an unknown operation or kind', async () => {
    const api = client(url);
    expect((await fault(api, { operationId: 'nope', kind: '500' })).status).toBe(400);
    expect((await fault(api, { operationId: 'getCurrentUser', kind: 'boom' })).status).toBe(400);
  });
});

describe('developer page and controls', () => {
  it('renders the personas, the session and the forms, escaping what it shows', async () => {
    const api = client(url);
    await fault(api, { operationId: 'listCampaigns', kind: 'slow', delayMs: 10 });
    const page = await api.get('/__mock/', { as: '<script>alert(1)</script>' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Creator dashboard mock');
    expect(page.body).toContain('busy-creator');
    expect(page.body).toContain(api.session);
    expect(page.body).toContain('listCampaigns');
    // A realtime event reaches this session's pages only: the page says so, naming it.
    expect(page.body).toContain(`pages of this session only (session <code>${api.session}</code>)`);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;');
  });

  it('lists every persona on the developer page, other-provider with what it is', async () => {
    const page = (await client(url).get('/__mock/')).body;
    expect(page).toContain('other-provider');
    expect(page).toContain('neither tipalti-type nor payment-rails-type');
  });

  it("prefills the widget event with the persona's own user, not the creator's", async () => {
    const page = await client(url).get('/__mock/', { as: 'tipalti' });
    expect(page.body).toContain('payeedashboard/home?idap=4252');
    expect(page.body).not.toContain('idap=4242');
  });

  it('switches persona with a cookie, and a form post returns to the page', async () => {
    const api = client(url);
    const json = await api.call('/__mock/persona', {
      method: 'POST',
      body: { persona: 'new-creator' },
    });
    expect(json.status).toBe(200);
    expect(json.headers.get('set-cookie')).toContain('mock_persona=new-creator');
    const form = await api.form('/__mock/persona', { persona: 'tipalti' });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/__mock/');
    expect(
      (await api.call('/__mock/persona', { method: 'POST', body: { persona: 'x' } })).status,
    ).toBe(400);
  });

  it('states the session and sends a realtime event to the persona channel', async () => {
    const api = client(url);
    const state = (await api.get('/__mock/state')).body;
    expect(state).toMatchObject({
      session: api.session,
      persona: 'creator',
      channel: 'private-user-4242',
    });
    const sent = await api.call('/__mock/realtime/events', {
      method: 'POST',
      body: { event: 'payee_details_updated', data: WIDGET },
    });
    expect(sent.status).toBe(202);
    expect(sent.body.channel).toBe('private-user-4242');
  });

  it('refuses an event asyncapi.yaml does not define, or a payload that does not match it', async () => {
    const api = client(url);
    const send = (body) => api.call('/__mock/realtime/events', { method: 'POST', body });
    const unknown = await send({ event: 'nope', data: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(
      'defines payee_details_updated, video_revenue_report_ready',
    );
    const partial = await send({
      event: 'payee_details_updated',
      data: { missingTipaltiDetails: 'no' },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toContain('$.missingTipaltiDetails: expected boolean');
    expect(partial.body.message).toContain('$.tipaltiIframeUrl: missing');
    const sdk = await api.call('/apps/mock/events', {
      method: 'POST',
      body: { name: 'nope', channels: ['private-user-4242'], data: '{}' },
    });
    expect(sdk.status).toBe(400);
    const report = await send({
      event: 'video_revenue_report_ready',
      data: { fileUrl: `${url()}/__mock/files/r.csv` },
    });
    expect(report.status).toBe(202);
  });

  it('gives a caller without a session a new one', async () => {
    const res = await fetch(`${url()}/__mock/state`);
    const body = await res.json();
    expect(res.headers.get('set-cookie')).toContain(`mock_session=${body.session}`);
  });
});

describe('consent pages', () => {
  const accounts = async (api) => (await api.get('/api/user/me/accounts.json')).body;

  /** Asks for an authorization URL, opens it, and presses a button of its form. */
  async function consent(api, path, decision, body) {
    const asked = await api.call(path, { method: 'POST', body, headers: { origin: APP } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const link = new URL(asked.body.authorizationUrl);
    expect(link.origin).toBe(url());
    const page = await fetch(link);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toMatch(/Allow/);
    expect(html).toMatch(/Deny/);
    const fields = Object.fromEntries(link.searchParams);
    return api.form('/__mock/consent', { ...fields, decision });
  }

  it('connect: Allow adds the account and returns to the app accounts list', async () => {
    const api = client(url);
    const before = (await accounts(api)).length;
    const done = await consent(api, '/api/user/me/accounts.json', 'allow', { provider: 'twitch' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${APP}/creator/accounts`);
    const after = await accounts(api);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ accountType: 'twitch', authenticationStatus: 'authed' });
  });

  it('connect: Deny returns with an error and adds nothing', async () => {
    const api = client(url);
    const before = (await accounts(api)).length;
    const done = await consent(api, '/api/user/me/accounts.json', 'deny', { provider: 'youtube' });
    const back = new URL(done.headers.get('location'));
    expect(back.origin + back.pathname).toBe(`${APP}/creator/accounts`);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('provider')).toBe('youtube');
    expect(await accounts(api)).toHaveLength(before);
  });

  it('reauthorize and the Instagram upgrade go through the same page', async () => {
    const api = client(url);
    const x = (await accounts(api)).find((a) => a.uuid === '1004');
    expect(x.authenticationStatus).toBe('not_authed');
    await consent(api, '/api/user/me/accounts/1004/reauthorize.json', 'allow');
    expect((await api.get('/api/user/me/accounts/1004.json')).body.authenticationStatus).toBe(
      'authed',
    );
    const up = await consent(api, '/api/user/me/accounts/1003/upgrade_to_business.json', 'allow');
    expect(up.headers.get('location')).toBe(`${APP}/creator/accounts`);
    const refused = await api.call('/api/user/me/accounts/1001/upgrade_to_business.json', {
      method: 'POST',
    });
    expect(refused.status).toBe(422);
  });

  it('the TikTok URL adds an account; revoke leaves it not authed', async () => {
    const api = client(url);
    const added = await api.call('/api/user/me/accounts/tiktok.json', {
      method: 'POST',
      body: { url: 'https://www.tiktok.com/@mika.cooks' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await accounts(api)).some((a) => a.username === 'mika.cooks')).toBe(true);
    const revoked = await api.call('/api/user/me/accounts/1002/revoke_authorization.json', {
      method: 'POST',
    });
    expect(revoked.status).toBe(200);
    expect((await api.get('/api/user/me/accounts/1002.json')).body.authenticationStatus).toBe(
      'not_authed',
    );
  });
});

describe('opportunities', () => {
  it('accept moves the opportunity into campaigns; decline removes it', async () => {
    const api = client(url);
    const cookie = { cookie: `mock_session=${api.session}; mock_persona=creator` };
    const open = (await api.get('/api/user/me/campaigns_opportunities.json')).body;
    expect(open.map((o) => o.id)).toEqual([501, 502]);
    expect(open[0].acceptUrl).toBe(`${url()}/__mock/opportunities/501/accept`);
    const accepted = await fetch(open[0].acceptUrl, { headers: cookie });
    expect(accepted.status).toBe(200);
    const declined = await fetch(open[1].rejectUrl, { headers: cookie });
    expect(declined.status).toBe(200);
    expect((await api.get('/api/user/me/campaigns_opportunities.json')).body).toEqual([]);
    expect((await api.get('/api/user/me/campaigns/103.json')).body.opportunityId).toBeNull();
    expect((await api.get('/api/user/me/campaigns/107.json')).status).toBe(404);
    const again = await fetch(`${url()}/__mock/opportunities/501/accept`, { headers: cookie });
    expect(again.status).toBe(404);
  });
});

describe('Payoneer', () => {
  it('registration link -> mock page -> back with payee id and sign -> registered', async () => {
    const api = client(url);
    const referer = `${APP}/creator/settings/payment`;
    const link = await api.get('/api/user/me/payoneer/registration_link.json', {
      headers: { referer },
    });
    const page = new URL(link.body.url);
    expect((await fetch(page)).status).toBe(200);
    const back = await api.form(page.pathname, Object.fromEntries(page.searchParams));
    const returned = new URL(back.headers.get('location'));
    expect(returned.origin + returned.pathname).toBe(referer);
    const body = {
      payoneerPayeeId: returned.searchParams.get('payoneer_payee_id'),
      sign: returned.searchParams.get('sign'),
    };
    const registered = await api.call('/api/user/me/payoneer/registration.json', {
      method: 'POST',
      body,
    });
    expect(registered.status).toBe(200);
    expect((await api.get('/api/user/me.json')).body.payoneerPayeeStatus).not.toBe('N/A');
    const reset = new URL((await api.get('/api/user/me/payoneer/reset_link.json')).body.url);
    await api.form(reset.pathname, Object.fromEntries(reset.searchParams));
    expect((await api.get('/api/user/me.json')).body.payoneerPayeeStatus).toBe('N/A');
  });

  it("login link -> the mock's Payoneer account page, showing the session's payee status", async () => {
    const api = client(url);
    const link = new URL((await api.get('/api/user/me/payoneer/login_link.json')).body.url);
    expect(link.pathname).toBe('/__mock/payoneer/login');
    const before = await fetch(link);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('Payee status: <strong>N/A</strong>');
    const register = new URL(
      (await api.get('/api/user/me/payoneer/registration_link.json')).body.url,
    );
    const back = await api.form(register.pathname, Object.fromEntries(register.searchParams));
    const returned = new URL(back.headers.get('location'));
    await api.call('/api/user/me/payoneer/registration.json', {
      method: 'POST',
      body: {
        payoneerPayeeId: returned.searchParams.get('payoneer_payee_id'),
        sign: returned.searchParams.get('sign'),
      },
    });
    expect(await (await fetch(link)).text()).toContain(
      'Payee status: <strong>Pending approval</strong>',
    );
  });
});

describe('media', () => {
  it('serves a generated picture with the entity initials for every svg', async () => {
    const res = await fetch(`${url()}/__mock/media/avatar/user-4242.svg`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('>MT</text>');
    const logo = await fetch(`${url()}/__mock/media/logo/company-northlight.svg`);
    expect(await logo.text()).toContain('>NM</text>');
  });

  it('serves the sample video with ranges, the photo, the PDF and downloads', async () => {
    const whole = await fetch(`${url()}/__mock/media/sample.mp4`);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(`${url()}/__mock/media/sample.mp4`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await fetch(`${url()}/__mock/media/sample.jpg`)).headers.get('content-type')).toBe(
      'image/jpeg',
    );
    const pdf = await fetch(`${url()}/__mock/files/document-401.pdf`);
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    const csv = await fetch(`${url()}/__mock/files/combined-video-report-7002.csv`);
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    expect((await fetch(`${url()}/__mock/media/nothing.exe`)).status).toBe(404);
  });

  it('every media URL in the dataset answers 200', async () => {
    const api = client(url);
    const bodies = await Promise.all(
      [
        '/api/user/me.json',
        '/api/user/me/accounts.json',
        '/api/user/company.json',
        '/api/user/me/network.json',
        '/api/user/company/apps.json',
        '/api/user/me/articles.json',
        '/api/user/me/documents.json',
        '/api/user/me/campaigns/102/posts.json',
        '/api/user/me/campaigns/102/submitted_contents.json',
        '/api/user/me/accounts/1001/active_contract.json',
      ].map(async (p) => JSON.stringify((await api.get(p)).body)),
    );
    const urls = new Set(
      bodies.join(' ').match(/http:\/\/127\.0\.0\.1:\d+\/__mock\/(media|files)\/[\w./-]+/g),
    );
    expect(urls.size).toBeGreaterThan(10);
    for (const u of urls) expect((await fetch(u)).status, u).toBe(200);
  });
});

describe('the contract', () => {
  it('every answer built from state validated against its response schema', () => {
    expect(stack.violations).toEqual([]);
  });
});

describe('login', () => {
  const login = (query) =>
    fetch(`${url()}/__mock/login?${new URLSearchParams(query)}`, { redirect: 'manual' });

  it('returns to return_to on the page\u2019s own origin (the request\u2019s host), signed in', async () => {
    const here = `${url()}/creator/earnings/payments/2026-05-01`;
    const r = await login({ persona: 'creator', return_to: here });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(here);
    expect(r.headers.get('set-cookie')).toMatch(/^mock_persona=creator;/);
  });

  it('does not follow a return_to of another origin: the fallback instead', async () => {
    const r = await login({
      persona: 'creator',
      return_to: 'https://evil.example.com/creator/',
      return: `${APP}/creator/`,
    });
    expect(r.headers.get('location')).toBe(`${APP}/creator/`);
  });
});

describe('error reports', () => {
  it('records what the app reports, per session, and shows it on the developer page', async () => {
    const api = client(url);
    const report = {
      kind: 'icon_load_failed',
      url: 'https://cdn.example.com/icons/app-9.svg',
      page: '/creator/apps',
    };
    expect((await api.call('/__mock/errors', { method: 'POST', body: report })).status).toBe(202);
    const { reports } = (await api.get('/__mock/errors')).body;
    expect(reports).toEqual([{ ...report, receivedAt: expect.any(String) }]);
    expect((await client(url).get('/__mock/errors')).body.reports).toEqual([]);
    const page = (await api.get('/__mock/')).body;
    expect(page).toContain('Error reports');
    expect(page).toContain('https://cdn.example.com/icons/app-9.svg');
    expect(page).toContain('/creator/apps');
  });
});
