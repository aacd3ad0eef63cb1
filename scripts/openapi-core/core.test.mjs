// The core against the real bundled contract: the operation a request hits, what a request
// breaks (each problem with where, JSON path and field), what an answer breaks.
import { beforeAll, describe, expect, it } from 'vitest';
import { createContract, loadContract } from './index.mjs';

let contract;
beforeAll(async () => {
  contract = await loadContract();
});

const request = (method, url, init = {}) =>
  contract.validateRequest({ method, url, ...init }).problems;
const json = (body) => ({
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const brief = (problems) => problems.map((p) => [p.kind, p.in ?? p.where, p.path, p.keyword]);

describe('finding the operation', () => {
  it('prefers a concrete path over a template and keeps the raw path parameters', () => {
    expect(contract.find('GET', '/api/user/me/campaigns/summary.json').op.operationId).toBe(
      'getCampaignsSummary',
    );
    const found = contract.find('get', '/api/user/me/campaigns/12.json?x=1');
    expect([found.op.operationId, found.params]).toEqual(['getCampaign', { id: '12' }]);
    expect(contract.find('DELETE', '/api/user/me/campaigns/12.json')).toBeNull();
    expect(contract.methodsAt('/api/user/me.json').sort()).toEqual(['GET', 'PUT']);
  });

  it('resolves every $ref of the document (parameters, bodies, responses, schemas)', () => {
    expect(JSON.stringify(contract.resolved)).not.toContain('"$ref"');
    expect(JSON.stringify(contract.doc)).toContain('"$ref"');
  });
});

describe('requests', () => {
  it('accepts what the contract allows', () => {
    expect(request('GET', '/api/user/me/payment_widgets/tipalti.json?force_refresh=true')).toEqual(
      [],
    );
    expect(request('PUT', '/api/user/me/country.json', json({ countryCode: 'JP' }))).toEqual([]);
    expect(
      request('GET', '/api/user/me/accounts/12/analytics?period=month&year=2024&month=3'),
    ).toEqual([]);
  });

  it('reads query values by their schema types and refuses the ones that are not', () => {
    expect(
      brief(request('GET', '/api/user/me/payment_widgets/tipalti.json?force_refresh=maybe')),
    ).toEqual([['wrong', 'query', 'query.force_refresh', 'type']]);
    expect(
      brief(request('GET', '/api/user/me/accounts/12/analytics?period=month&year=1999&month=x')),
    ).toEqual([
      ['wrong', 'query', 'query.year', 'minimum'],
      ['wrong', 'query', 'query.month', 'type'],
    ]);
    expect(
      brief(request('GET', '/api/user/me/earnings/video_revenue_report?channel_id=c1')),
    ).toEqual([['missing', 'query', 'query.month', 'required']]);
  });

  it('calls a broken percent-encoding malformed, in the path and in the query', () => {
    for (const bad of ['%ZZ', '%', '%C3', '%ED%A0%80']) {
      expect(brief(request('GET', `/api/user/me/accounts/${bad}.json`))).toEqual([
        ['malformed', 'path', 'path.uuid', 'malformed'],
      ]);
      expect(brief(request('GET', `/api/user/me/campaigns.json?status=${bad}`))).toEqual([
        ['malformed', 'query', 'query', 'malformed'],
      ]);
    }
    expect(brief(request('GET', '/api/user/me/accounts/abc.json'))).toEqual([
      ['wrong', 'path', 'path.uuid', 'pattern'],
    ]);
  });

  it('checks the body: content type, JSON, schema, extra fields, and a body where none is taken', () => {
    const put = (init) => request('PUT', '/api/user/me/country.json', init);
    expect(
      brief(put({ headers: { 'content-type': 'garbage' }, body: '{"countryCode":"JP"}' })),
    ).toEqual([['malformed', 'header', 'header.content-type', 'malformed']]);
    expect(brief(put({ body: '{"countryCode":"JP"}' }))).toEqual([
      ['content-type', 'body', 'body', 'content-type'],
    ]);
    expect(
      brief(put({ headers: { 'content-type': 'text/plain' }, body: '{"countryCode":"JP"}' })),
    ).toEqual([['content-type', 'body', 'body', 'content-type']]);
    expect(brief(put(json('{"countryCode":')))).toEqual([
      ['malformed', 'body', 'body', 'malformed'],
    ]);
    expect(brief(put(json('')))).toEqual([['missing', 'body', 'body', 'required']]);
    const wrong = put(json({ countryCode: 5, note: 'x' }));
    expect(brief(wrong)).toEqual([
      ['wrong', 'body', 'body.countryCode', 'type'],
      ['extra', 'body', 'body.note', 'additionalProperties'],
    ]);
    expect(wrong.map((p) => [p.field, p.level])).toEqual([
      ['countryCode', 'error'],
      ['note', 'error'],
    ]);
    expect(brief(request('GET', '/api/user/me.json', json({ a: 1 })))).toEqual([
      ['body', 'body', 'body', 'body'],
    ]);
  });

  it('reads a form body by its schema and refuses fields it does not list', () => {
    const form = (body) =>
      request('POST', '/api/realtime/auth', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect(form('socket_id=1.2&channel_name=private-user-1')).toEqual([]);
    expect(brief(form('socket_id=1.2&channel_name=private-user-1&admin=1'))).toEqual([
      ['extra', 'body', 'body.admin', 'additionalProperties'],
    ]);
    expect(brief(form('socket_id=%ZZ'))).toEqual([['malformed', 'body', 'body', 'malformed']]);
  });

  it('reports a request no operation matches', () => {
    const result = contract.validateRequest({ method: 'GET', url: '/api/nope.json' });
    expect(result.found).toBeNull();
    expect(result.problems.map((p) => p.kind)).toEqual(['unknown-operation']);
  });

  it('names nested fields as the contract writes them', () => {
    const problems = request(
      'PUT',
      '/api/user/me/campaigns/1/submitted_contents/2.json',
      json({ post: { mediaFiles: [{ nope: true }] } }),
    );
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p.path).toBe(`body.${p.field}`);
    expect(problems.some((p) => p.field.startsWith('post.mediaFiles[0]'))).toBe(true);
  });
});

describe('responses', () => {
  it('refuses a status the operation does not declare', () => {
    expect(contract.declares('getCurrentUser', 500)).toBe(true);
    expect(contract.declares('getCurrentUser', 422)).toBe(false);
    const [problem] = contract.validateResponse('getCurrentUser', { status: 422, body: '{}' });
    expect(problem.kind).toBe('undocumented-status');
  });

  it('checks a body against its schema: JSON paths, extra fields as warnings unless strict', async () => {
    const body = { code: 'unauthorized', message: 'Sign in.' };
    expect(contract.validateResponse('getCompany', { status: 401, body })).toEqual([]);
    const problems = contract.validateResponse('getCompany', {
      status: 401,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 7, error: 'x' }),
    });
    expect(problems.map((p) => [p.level, p.kind, p.path])).toEqual([
      ['error', 'missing', '$.message'],
      ['error', 'wrong', '$.code'],
      ['warning', 'extra', '$.error'],
    ]);
    const strict = await createContract(contract.doc, { strict: true });
    expect(
      strict.validateResponse('getCompany', { status: 401, body: { ...body, error: 'x' } })[0]
        .level,
    ).toBe('error');
  });

  it('refuses a body where the contract has none, and no body where it has one', () => {
    const op = contract.operation('markCommentsAsRead');
    expect(contract.validateResponse(op, { status: 204 })).toEqual([]);
    expect(contract.validateResponse(op, { status: 204, body: '{}' })[0].kind).toBe('body');
    expect(contract.validateResponse('getCompany', { status: 200, body: '' })[0].kind).toBe(
      'missing',
    );
  });
});

describe('realtime events', () => {
  it('knows the AsyncAPI messages and checks their payloads', async () => {
    const { loadEvents } = await import('./index.mjs');
    const events = await loadEvents();
    expect(events.names).toEqual(['payee_details_updated', 'video_revenue_report_ready']);
    expect(events.check('nope', {})).toBeNull();
    expect(events.check('video_revenue_report_ready', { fileUrl: 'https://x.test/r.csv' })).toEqual(
      [],
    );
    expect(
      events.check('video_revenue_report_ready', { fileUrl: 3 }).map((p) => [p.path, p.keyword]),
    ).toEqual([['$.fileUrl', 'type']]);
  });
});
