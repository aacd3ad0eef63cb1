// The mock stack as clients see it: real Prism behind the real gateway on free ports.
// (State, writes and pagination: state.test.mjs; controls, consent and media: controls.test.mjs.)
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { assertPortFree } from '../ports.mjs';
import { signChannel } from './realtime.mjs';
import { startMockStack } from './stack.mjs';

let stack;
beforeAll(async () => {
  stack = await startMockStack({ port: 0, validateResponses: true });
}, 60000);
afterAll(() => stack?.close());

const get = (path, headers = {}) => fetch(`${stack.url}${path}`, { headers });

describe('personas', () => {
  it('serves the default persona without header or cookie', async () => {
    const res = await get('/api/user/me.json');
    expect(res.status).toBe(200);
    expect((await res.json()).fullName).toBe('Mika Tanaka');
  });

  it('picks the persona from the X-Mock-Persona header', async () => {
    const user = await (await get('/api/user/me.json', { 'X-Mock-Persona': 'not-partner' })).json();
    expect(user.partner).toBe(false);
  });

  it('picks the persona from the mock_persona cookie', async () => {
    const user = await (
      await get('/api/user/me.json', { cookie: 'mock_persona=onboarding' })
    ).json();
    expect(user.redirectToOnboarding).toBe(true);
  });

  it('falls back to the creator example where the persona has none', async () => {
    const company = await (
      await get('/api/user/company.json', { 'X-Mock-Persona': 'not-partner' })
    ).json();
    expect(company.name).toBe('Northlight Media');
  });

  it('refuses an unknown persona with the list of known ones', async () => {
    const res = await get('/api/user/me.json', { 'X-Mock-Persona': 'nobody' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('unknown_persona');
    for (const known of ['creator', 'other-provider', 'signed-out'])
      expect(body.message).toContain(known);
  });

  it('answers 401 on every kind of operation for the signed-out persona', async () => {
    for (const path of [
      '/api/user/me.json',
      '/api/user/me/campaigns/102.json',
      '/api/countries.json',
    ]) {
      const res = await get(path, { 'X-Mock-Persona': 'signed-out' });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('answers that depend on the request', () => {
  it('gives each campaign id its own campaign', async () => {
    const a = await (await get('/api/user/me/campaigns/102.json')).json();
    const b = await (await get('/api/user/me/campaigns/104.json')).json();
    expect(a.brand).toBe('Kumo Coffee');
    expect(b.status).toBe('upcoming');
  });

  it('filters the campaign list by status', async () => {
    const page = await (await get('/api/user/me/campaigns.json?status=completed')).json();
    expect(page.campaigns.length).toBeGreaterThan(0);
    expect(page.campaigns.every((c) => c.status === 'completed')).toBe(true);
  });

  it('serves the analytics of the asked account and period', async () => {
    const res = await get('/api/user/me/accounts/1003/analytics?period=year&year=2025');
    const year = await res.json();
    expect(year).toMatchObject({ periodStart: '2025-01-01', periodEnd: '2025-12-31' });
    // Account 1003 was created on 2025-01-20: data from that day on.
    expect(year.data[0].day).toBe('2025-01-20');
    expect(year.data.at(-1).day).toBe('2025-12-31');
  });

  it("passes Prism's request validation through (bad body -> 422)", async () => {
    const res = await fetch(`${stack.url}/api/user/me/country.json`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ countryCode: 42 }),
    });
    expect(res.status).toBe(422);
  });

  it("answers a format the contract refuses with its code and a human message, not Prism's wording", async () => {
    const res = await fetch(`${stack.url}/api/user/me.json`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Mika', email: 'not-an-email', birthDate: '1994-03-18' }),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.codes.email).toEqual(['invalid_email']);
    expect(body.errors.email).toEqual(['Enter a valid email address.']);
    expect(JSON.stringify(body)).not.toMatch(/Request body|must match/);
  });

  it('lets a client force a declared status with Prefer', async () => {
    const res = await get('/api/user/me/campaigns/102.json', { Prefer: 'code=404' });
    expect(res.status).toBe(404);
  });
});

describe('uploads', () => {
  it('takes a multipart upload and serves the bytes back from Location', async () => {
    const pre = await (
      await get('/api/user/me/campaigns/102/submitted_contents/preupload_media.json?filename=a.png')
    ).json();
    expect(pre.url.startsWith(stack.url)).toBe(true);
    const form = new FormData();
    for (const [k, v] of Object.entries(pre.fields)) form.append(k, v);
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'a.png');
    const res = await fetch(pre.url, { method: pre.method, body: form });
    expect(res.status).toBe(201);
    const location = res.headers.get('location');
    const back = await fetch(location);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes);
  });

  it('keeps a Japanese file name whole in Location (the browser sends its UTF-8 bytes)', async () => {
    const pre = await (
      await get(
        '/api/user/me/campaigns/102/submitted_contents/preupload_media.json?filename=%E5%86%99%E7%9C%9F3.jpg',
      )
    ).json();
    const form = new FormData();
    for (const [k, v] of Object.entries(pre.fields)) form.append(k, v);
    form.append(
      'file',
      new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }),
      '写真3.jpg',
    );
    const res = await fetch(pre.url, { method: pre.method, body: form });
    expect(res.status).toBe(201);
    const location = res.headers.get('location');
    expect(decodeURIComponent(new URL(location).pathname.split('/').pop())).toBe('写真3.jpg');
    expect((await fetch(location)).status).toBe(200);
  });

  it('refuses a form without a file', async () => {
    const res = await fetch(`${stack.url}/__mock/uploads`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(res.status).toBe(400);
  });
});

/** Connects pusher-js to the stack, authorising through the contract's operation. */
function connect(persona = 'creator') {
  const { port } = new URL(stack.url);
  return new Pusher('mock', {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: async ({ socketId, channelName }, callback) => {
        const res = await fetch(`${stack.url}/api/realtime/auth`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'X-Mock-Persona': persona,
          },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
        });
        if (res.ok) callback(null, await res.json());
        else callback(new Error(`auth ${res.status}`), null);
      },
    },
  });
}

/**
 * A bare Pusher protocol socket of a mock session (its cookie on the upgrade, as a browser's),
 * subscribed to the creator's channel: the events it gets, and `next(event)` for the first one.
 */
async function rawSocket(session) {
  const { port } = new URL(stack.url);
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/mock?protocol=7`, {
    headers: { cookie: `mock_session=${session}` },
  });
  const events = [];
  const waiting = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    if (message.event.startsWith('pusher')) return waiting.forEach((w) => w(message));
    events.push(message);
    waiting.forEach((w) => w(message));
  });
  const next = (event) =>
    new Promise((resolve) => {
      const check = (message) => message.event === event && resolve(message);
      waiting.push(check);
      events.forEach(check);
    });
  const { data } = await next('pusher:connection_established');
  const channel = 'private-user-4242';
  socket.send(
    JSON.stringify({
      event: 'pusher:subscribe',
      data: { channel, auth: signChannel(JSON.parse(data).socket_id, channel) },
    }),
  );
  await next('pusher_internal:subscription_succeeded');
  const roundTrip = () => {
    const pong = next('pusher:pong');
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    return pong;
  };
  return { events, next, roundTrip, close: () => socket.close() };
}

/** Resolves with the first payload of an event on a channel. */
const next = (channel, event) => new Promise((resolve) => channel.bind(event, resolve));

describe('realtime', () => {
  it('delivers an event triggered through POST /__mock/realtime/events', async () => {
    const widget = {
      displayPaymentWidgetOnDashboard: true,
      tipaltiIframeUrl: null,
      missingTipaltiDetails: false,
      paymentRailsIframeUrl: null,
      missingPaymentRailsDetails: false,
    };
    const pusher = connect();
    try {
      const channel = pusher.subscribe('private-user-4242');
      await next(channel, 'pusher:subscription_succeeded');
      const got = next(channel, 'payee_details_updated');
      const res = await fetch(`${stack.url}/__mock/realtime/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          channel: 'private-user-4242',
          event: 'payee_details_updated',
          data: widget,
        }),
      });
      expect((await res.json()).delivered).toBe(1);
      expect(await got).toEqual(widget);
    } finally {
      pusher.disconnect();
    }
  });

  it('sends video_revenue_report_ready after a report is requested', async () => {
    const pusher = connect();
    try {
      const channel = pusher.subscribe('private-user-4242');
      await next(channel, 'pusher:subscription_succeeded');
      const got = next(channel, 'video_revenue_report_ready');
      const res = await get(
        '/api/user/me/earnings/video_revenue_report?channel_id=UCmikaTravels&month=2026-10-01',
      );
      expect(res.status).toBe(200);
      const { fileUrl, channelId, month } = await got;
      expect({ channelId, month }).toEqual({ channelId: 'UCmikaTravels', month: '2026-10-01' });
      expect(fileUrl).toContain('video-revenue-report-UCmikaTravels-2026-10');
      expect((await fetch(fileUrl)).status).toBe(200);
    } finally {
      pusher.disconnect();
    }
  });

  it('sends a report only to the pages of the session that asked for it', async () => {
    // Two browser contexts of the same user: each a mock session of its own.
    const [asker, other] = await Promise.all([
      rawSocket('report-asker'),
      rawSocket('report-other'),
    ]);
    try {
      const res = await get(
        '/api/user/me/earnings/video_revenue_report?channel_id=UCmikaTravels&month=2026-10-01',
        { cookie: 'mock_session=report-asker; mock_persona=creator' },
      );
      expect(res.status).toBe(200);
      const got = await asker.next('video_revenue_report_ready');
      expect(JSON.parse(got.data).channelId).toBe('UCmikaTravels');
      // The other session's socket was subscribed all along and got nothing (a ping answered
      // after the event was sent: anything sent to it before has arrived).
      await other.roundTrip();
      expect(other.events).toEqual([]);
    } finally {
      asker.close();
      other.close();
    }
  });

  it("refuses another user's channel", async () => {
    const pusher = connect();
    try {
      const channel = pusher.subscribe('private-user-1');
      const error = await next(channel, 'pusher:subscription_error');
      expect(String(error.error ?? error)).toMatch(/403/);
    } finally {
      pusher.disconnect();
    }
  });
});

describe('ports', () => {
  it('fails fast with a clear message when a port is taken', async () => {
    const { port } = new URL(stack.url);
    await expect(assertPortFree(Number(port), 'the mock API')).rejects.toThrow(
      /already in use, so the mock API cannot start/,
    );
  });
});

describe('the contract', () => {
  it('every answer built from state validated against its response schema', () => {
    expect(stack.violations).toEqual([]);
  });
});
