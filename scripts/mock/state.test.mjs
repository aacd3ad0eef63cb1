// The stateful mock as a client sees it: reads from the session's world, writes that the
// next read shows, reset, per-persona ids, real pagination and the calendar of analytics.
// Every answer is validated against the contract (asserted at the end).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './world/views/answers.mjs';
import { startMockStack } from './stack.mjs';
import { client, walk } from './test-client.mjs';

let stack;
beforeAll(async () => {
  stack = await startMockStack({ port: 0, validateResponses: true });
}, 60000);
afterAll(() => stack?.close());

const url = () => stack.url;
const CONTENTS = '/api/user/me/campaigns/102/submitted_contents';
const video = () => `${url()}/__mock/media/sample.mp4`;
const image = () => `${url()}/__mock/media/sample.jpg`;

describe('pagination', () => {
  it.each([
    ['creator', '/api/user/me/campaigns.json?status=active', 'campaigns', 'active'],
    ['busy-creator', '/api/user/me/campaigns.json?status=completed', 'campaigns', 'completed'],
  ])('%s: walks %s to the end, every campaign once', async (persona, path, field, status) => {
    const api = client(url, { persona });
    const { items, pages } = await walk(api, path, field);
    const summary = (await api.get('/api/user/me/campaigns/summary.json')).body;
    const count = summary.find((s) => s.status === status).count;
    expect(items).toHaveLength(count);
    expect(new Set(items.map((c) => c.id)).size).toBe(count);
    expect(items.every((c) => c.status === status)).toBe(true);
    expect(pages).toBe(Math.ceil(count / PAGE_SIZE));
    expect(pages).toBeGreaterThan(1);
  });

  it("walks the busy creator's 300 submitted contents, newest first", async () => {
    const api = client(url, { persona: 'busy-creator' });
    const first = (await api.get('/api/user/me/campaigns.json?status=active')).body.campaigns[0];
    const { items, pages } = await walk(
      api,
      `/api/user/me/campaigns/${first.id}/submitted_contents.json`,
      'submittedContents',
    );
    expect(items).toHaveLength(300);
    expect(pages).toBe(Math.ceil(300 / PAGE_SIZE));
    const times = items.map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("walks a campaign's posts", async () => {
    const { items, pages } = await walk(
      client(url),
      '/api/user/me/campaigns/106/posts.json',
      'posts',
    );
    expect(items.length).toBeGreaterThan(PAGE_SIZE);
    expect(pages).toBe(Math.ceil(items.length / PAGE_SIZE));
  });

  it("refuses another list's token", async () => {
    const api = client(url);
    const page = (await api.get('/api/user/me/campaigns.json?status=active')).body;
    const res = await api.get(`${CONTENTS}.json?next_page_token=${page.nextPageToken}`);
    expect(res.status).toBe(422);
  });
});

describe('writes show in the next read', () => {
  it('submitting content adds it pending, first in the list, counted in the requirements', async () => {
    const api = client(url);
    const before = (await api.get('/api/user/me/campaigns/102/requirements_status.json')).body;
    const res = await api.call(`${CONTENTS}.json`, {
      method: 'POST',
      body: {
        post: {
          accountRemoteId: 'UCmikaTravels',
          type: 'video',
          contentType: 'sponsored_post',
          title: 'Kumo Coffee, take two',
          content: 'A second video.',
          mediaFiles: [video()],
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      isPending: true,
      title: 'Kumo Coffee, take two',
    });
    const list = (await api.get(`${CONTENTS}.json`)).body.submittedContents;
    expect(list[0].id).toBe(res.body.id);
    const after = (await api.get('/api/user/me/campaigns/102/requirements_status.json')).body;
    expect(after.submittedPostsNumber).toBe(before.submittedPostsNumber + 1);
    const one = await api.get(`${CONTENTS}/${res.body.id}.json`);
    expect(one.body.id).toBe(res.body.id);
  });

  it('an uploaded photo submitted as content shows as its media and thumbnail', async () => {
    const api = client(url);
    const pre = (await api.get(`${CONTENTS}/preupload_media.json?filename=latte.png`)).body;
    const form = new FormData();
    for (const [k, v] of Object.entries(pre.fields)) form.append(k, v);
    form.append(
      'file',
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'latte.png',
    );
    const uploaded = await fetch(pre.url, { method: pre.method, body: form });
    const location = uploaded.headers.get('location');
    const res = await api.call(`${CONTENTS}.json`, {
      method: 'POST',
      body: {
        post: {
          accountRemoteId: '17841400001',
          type: 'photo',
          contentType: 'sponsored_post',
          content: 'Latte art, take two.',
          mediaFiles: [location],
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.mediaFiles[0].url).toBe(location);
    expect(res.body.thumbnailUrl).toBe(location);
    const range = await fetch(location, { headers: { range: 'bytes=1-2' } });
    expect(range.status).toBe(206);
  });

  it('resubmitting updates the content and adds a resubmitted event to the thread', async () => {
    const api = client(url);
    const res = await api.call(`${CONTENTS}/9001.json`, {
      method: 'PUT',
      body: {
        post: {
          accountRemoteId: '17841400001',
          type: 'reel',
          contentType: 'sponsored_post',
          content: 'Reshot opening with the packaging. #ad',
          mediaFiles: [video()],
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const again = (await api.get(`${CONTENTS}/9001.json`)).body;
    expect(again).toMatchObject({
      status: 'pending',
      content: 'Reshot opening with the packaging. #ad',
    });
    const thread = (await api.get(`${CONTENTS}/9001/comments.json`)).body;
    expect(thread.at(-1).type).toBe('resubmitted');
  });

  it('a comment appears at the end of the thread', async () => {
    const api = client(url);
    const sent = await api.call(`${CONTENTS}/9001/comments.json`, {
      method: 'POST',
      body: { comment: { content: 'Done, see the new cut.' } },
    });
    expect(sent.status).toBe(201);
    const thread = (await api.get(`${CONTENTS}/9001/comments.json`)).body;
    expect(thread.at(-1)).toMatchObject({ content: 'Done, see the new cut.', sentByCreator: true });
    const content = (await api.get(`${CONTENTS}/9001.json`)).body;
    expect(content.totalMessageCount).toBe(thread.length);
  });

  it('mark-as-read zeroes the unread count', async () => {
    const api = client(url);
    expect((await api.get(`${CONTENTS}/9001.json`)).body.unreadMessageCount).toBeGreaterThan(0);
    const res = await api.call(`${CONTENTS}/9001/comments/mark_as_read.json`, { method: 'PUT' });
    expect(res.status).toBe(204);
    expect((await api.get(`${CONTENTS}/9001.json`)).body.unreadMessageCount).toBe(0);
  });

  it('a profile save changes the user', async () => {
    const api = client(url);
    const form = {
      firstName: 'Mika',
      lastName: 'Sato',
      fullName: 'Mika Sato',
      email: 'mika.sato@example.com',
      birthDate: '1994-03-18',
      language: 'ja',
      countryCode: 'JP',
      state: '13',
      customQuestionAnswers: [{ customQuestionUuid: 'q-content-niche', answer: 'Coffee' }],
    };
    const res = await api.call('/api/user/me.json', { method: 'PUT', body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = (await api.get('/api/user/me.json')).body;
    expect(user).toMatchObject({ fullName: 'Mika Sato', language: 'ja', countryCode: 'JP' });
    const profile = (await api.get('/api/user/me/profile.json')).body;
    expect(profile).toMatchObject({
      lastName: 'Sato',
      email: 'mika.sato@example.com',
      state: '13',
    });
  });

  it('changing the country changes the payment methods', async () => {
    const api = client(url);
    const ids = async () =>
      (await api.get('/api/user/me/payment_methods.json')).body.map((m) => m.id);
    expect(await ids()).toContain('ach');
    const res = await api.call('/api/user/me/country.json', {
      method: 'PUT',
      body: { countryCode: 'JP' },
    });
    expect(res.status).toBe(200);
    expect((await api.get('/api/user/me.json')).body.countryCode).toBe('JP');
    expect(await ids()).toContain('jp_wire_transfer');
    expect(await ids()).not.toContain('ach');
  });

  it('a payment save changes the user and the payment details', async () => {
    const api = client(url);
    const res = await api.call('/api/user/me/payment_details.json', {
      method: 'PUT',
      body: {
        paymentMethod: 'check',
        payeeName: 'Mika Tanaka',
        currencyCode: 'USD',
        vatType: null,
        vatId: null,
        customQuestionAnswers: [{ customQuestionUuid: 'q-tax-residence', answer: 'Japan' }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await api.get('/api/user/me.json')).body).toMatchObject({
      paymentMethod: 'check',
      currencyCode: 'USD',
    });
    const details = await api.get('/api/user/me/payment_details.json');
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ paymentMethod: 'check', payeeName: 'Mika Tanaka' });
  });
});

describe('server-side rules (422 per field)', () => {
  const post = (fields) => ({
    post: { contentType: 'sponsored_post', content: null, mediaFiles: [], ...fields },
  });
  it.each([
    [
      'facebook text without content',
      { accountRemoteId: '104882201', type: 'text' },
      'post.content',
    ],
    ['a photo without media', { accountRemoteId: '17841400001', type: 'photo' }, 'post.mediaFiles'],
    [
      'two files on a photo',
      { accountRemoteId: '17841400001', type: 'photo', mediaFiles: ['IMG', 'IMG'] },
      'post.mediaFiles',
    ],
  ])('refuses %s', async (_, fields, field) => {
    const body = post(fields);
    body.post.mediaFiles = body.post.mediaFiles.map(image);
    const res = await client(url).call('/api/user/me/campaigns/106/submitted_contents.json', {
      method: 'POST',
      body,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses a profile without the fields the company requires', async () => {
    const res = await client(url).call('/api/user/me.json', {
      method: 'PUT',
      body: {
        firstName: 'Mika',
        email: 'mika@example.com',
        birthDate: '1994-03-18',
        lastName: null,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.lastName).toBeTruthy();
    expect(res.body.errors.countryCode).toBeTruthy();
  });

  it("refuses a payment method's missing fields", async () => {
    const res = await client(url).call('/api/user/me/payment_details.json', {
      method: 'PUT',
      body: { paymentMethod: 'wire_transfer', currencyCode: 'USD' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.iban).toBeTruthy();
  });

  it("answers the contract's request validation in the contract's shapes", async () => {
    const api = client(url);
    const body = await api.call('/api/user/me/country.json', {
      method: 'PUT',
      body: { countryCode: 42 },
    });
    expect(body.status).toBe(422);
    expect(body.body).toMatchObject({ code: 'validation_failed' });
    expect(body.body.errors.countryCode).toHaveLength(1);
    const query = await api.get('/api/user/me/accounts/1001/analytics?period=weekly');
    expect(query.status).toBe(422);
    expect(Object.keys(query.body.errors)).toEqual(['period']);
    const path = await api.get('/api/user/me/campaigns/abc.json');
    expect(path.status).toBe(404);
    const broken = await api.call('/api/user/me.json', {
      method: 'PUT',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('malformed_body');
  });
});

describe('sessions', () => {
  it('reset brings the persona back to its seed', async () => {
    const api = client(url);
    await api.call('/api/user/me/country.json', { method: 'PUT', body: { countryCode: 'DE' } });
    expect((await api.get('/api/user/me.json')).body.countryCode).toBe('DE');
    const reset = await api.call('/__mock/reset', { method: 'POST', body: {} });
    expect(reset.status).toBe(200);
    expect((await api.get('/api/user/me.json')).body.countryCode).toBe('US');
  });

  it('keeps sessions apart, and keeps nothing without a session', async () => {
    const a = client(url);
    const b = client(url);
    await a.call('/api/user/me/country.json', { method: 'PUT', body: { countryCode: 'FR' } });
    expect((await b.get('/api/user/me.json')).body.countryCode).toBe('US');
    const put = await fetch(`${url()}/api/user/me/country.json`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ countryCode: 'BR' }),
    });
    expect((await put.json()).countryCode).toBe('BR');
    expect(put.headers.get('set-cookie')).toMatch(/^mock_session=\w+/);
    const me = await (await fetch(`${url()}/api/user/me.json`)).json();
    expect(me.countryCode).toBe('US');
  });

  it('keeps one world per persona within a session', async () => {
    const api = client(url);
    await api.call('/api/user/me/country.json', { method: 'PUT', body: { countryCode: 'GB' } });
    expect((await api.get('/api/user/me.json', { as: 'no-campaigns' })).body.countryCode).toBe(
      'US',
    );
    expect((await api.get('/api/user/me.json')).body.countryCode).toBe('GB');
  });

  it('takes the session from the mock_session cookie', async () => {
    const cookie = { cookie: 'mock_session=cookie-test-1' };
    const put = await fetch(`${url()}/api/user/me/country.json`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...cookie },
      body: JSON.stringify({ countryCode: 'JP' }),
    });
    expect(put.status).toBe(200);
    const me = await (await fetch(`${url()}/api/user/me.json`, { headers: cookie })).json();
    expect(me.countryCode).toBe('JP');
  });
});

describe('personas own their ids', () => {
  it("answers 404 for another persona's campaign, content and account", async () => {
    const busy = client(url, { persona: 'busy-creator' });
    expect((await busy.get('/api/user/me/campaigns/102.json')).status).toBe(404);
    expect((await busy.get(`${CONTENTS}/9001.json`)).status).toBe(404);
    expect((await busy.get('/api/user/me/accounts/1001.json')).status).toBe(404);
    const own = (await busy.get('/api/user/me/campaigns.json')).body.campaigns[0].id;
    expect((await client(url).get(`/api/user/me/campaigns/${own}.json`)).status).toBe(404);
  });

  it('answers 401 on reads and writes for the signed-out persona', async () => {
    const out = client(url, { persona: 'signed-out' });
    expect((await out.get('/api/user/me.json')).status).toBe(401);
    const put = await out.call('/api/user/me/country.json', {
      method: 'PUT',
      body: { countryCode: 'JP' },
    });
    expect(put.status).toBe(401);
  });
});

describe('analytics', () => {
  const month = (m) => `/api/user/me/accounts/1001/analytics?period=month&year=2026&month=${m}`;
  it('gives two months different data that match the calendar', async () => {
    const api = client(url);
    const feb = (await api.get(month(2))).body;
    const mar = (await api.get(month(3))).body;
    expect(feb).toMatchObject({ periodStart: '2026-02-01', periodEnd: '2026-02-28' });
    expect(mar).toMatchObject({ periodStart: '2026-03-01', periodEnd: '2026-03-31' });
    expect(feb.data).toHaveLength(28);
    expect(mar.data).toHaveLength(31);
    expect(feb.data.map((d) => d.day)[27]).toBe('2026-02-28');
    expect(feb.data.map((d) => d.videoViews)).not.toEqual(
      mar.data.slice(0, 28).map((d) => d.videoViews),
    );
  });
});

describe('the contract', () => {
  it('every answer built from state validated against its response schema', () => {
    expect(stack.violations).toEqual([]);
  });
});
