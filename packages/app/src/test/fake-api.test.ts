import { describe, expect, it } from 'vitest';
import { createFakeApi, findAnswer, type FakeRoutes } from './fake-api';

const routes: FakeRoutes = {
  '/api/user/me/campaigns.json': 'any status',
  '/api/user/me/campaigns.json?status=upcoming': 'upcoming',
  'POST /api/user/me/accounts.json': 'created',
  '/api/user/me/accounts.json': 'list',
};

describe('findAnswer', () => {
  it.each<
    [string, { method: string; path: string; query?: Record<string, string>; want: unknown }]
  >([
    ['path only', { method: 'GET', path: '/api/user/me/accounts.json', want: 'list' }],
    [
      'method tells a POST apart',
      { method: 'POST', path: '/api/user/me/accounts.json', want: 'created' },
    ],
    [
      'query tells a status tab apart',
      {
        method: 'GET',
        path: '/api/user/me/campaigns.json',
        query: { status: 'upcoming', page: '1' },
        want: 'upcoming',
      },
    ],
    [
      'other queries fall back to the path',
      {
        method: 'GET',
        path: '/api/user/me/campaigns.json',
        query: { status: 'active' },
        want: 'any status',
      },
    ],
    [
      'no key for a DELETE',
      { method: 'DELETE', path: '/api/user/me/accounts.json', want: undefined },
    ],
  ])('%s', (_name, { method, path, query = {}, want }) =>
    expect(findAnswer(routes, { method, path, query })).toBe(want),
  );
});

describe('createFakeApi', () => {
  it('answers 404 for unknown requests and records method, path, query and body', async () => {
    const api = createFakeApi({ 'POST /api/x': { status: 201, body: { ok: true } } });
    const created = await api.fetch(
      new Request('http://api.test/api/x?a=1', { method: 'POST', body: JSON.stringify({ n: 1 }) }),
    );
    expect(created.status).toBe(201);
    expect((await api.fetch(new Request('http://api.test/api/y'))).status).toBe(404);
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/api/x', query: { a: '1' }, body: { n: 1 } },
      { method: 'GET', path: '/api/y', query: {}, body: undefined },
    ]);
    expect(api.requested()).toEqual(['/api/x?a=1', '/api/y']);
  });
});
