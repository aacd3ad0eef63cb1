// Hostile requests against the real mock stack: each gets, at once, a 4xx with the
// contract's error body (valid against the operation's declared answer) and a `code`, and
// the next request is served as usual. Raw node:http requests, so that nothing (fetch's URL
// parser, its header checks) cleans the bytes on the way.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from '../openapi-core/index.mjs';
import { startMockStack } from './stack.mjs';

/** A hostile request gets its answer well under this (the mock used to hang 15 s, then 502). */
const PROMPT_MS = 5000;
const SESSION = 'hostile-test';

let stack;
let contract;
let port;
beforeAll(async () => {
  contract = await loadContract();
  stack = await startMockStack({ port: 0, validateResponses: true });
  port = Number(new URL(stack.url).port);
});
afterAll(() => stack?.close());

/**
 * Sends one request with exactly these bytes of path, method, headers and body; resolves
 * to `{ status, headers, text, body, ms }` (`body` parsed JSON, else undefined).
 */
function send(method, path, { headers = {}, body, timeoutMs = PROMPT_MS } = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text,
            body: parsed,
            ms: Date.now() - started,
          });
        });
      },
    );
    for (const [k, v] of Object.entries({ 'x-mock-session': SESSION, ...headers }))
      req.setHeader(k, v);
    if (body !== undefined) req.setHeader('content-length', Buffer.byteLength(body));
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

const errorSchema = () => contract.resolved.components.schemas.ErrorBody;

/**
 * Asserts the answer: its status and code, its body valid against what the operation
 * declares for that status (or the contract's error schema where no operation is hit), and
 * that the next request is served.
 */
async function expectRefused(answer, status, code, operationId) {
  expect(answer.ms).toBeLessThan(PROMPT_MS);
  expect([answer.status, answer.body?.code], answer.text).toEqual([status, code]);
  if (operationId)
    expect(
      contract.validateResponse(operationId, {
        status,
        headers: answer.headers,
        body: answer.text,
      }),
    ).toEqual([]);
  else expect(contract.checkValue(errorSchema(), answer.body)).toEqual([]);
  const next = await send('GET', '/api/user/me.json');
  expect(next.status).toBe(200);
}

const json = { 'content-type': 'application/json' };

describe('headers', () => {
  it.each([
    ['garbage', 'malformed_request'],
    ['application', 'malformed_request'],
    ['*/*;q=0', 'not_acceptable'],
    ['text/html', 'not_acceptable'],
  ])('Accept: %s', async (accept, code) => {
    await expectRefused(
      await send('GET', '/api/user/me.json', { headers: { accept } }),
      400,
      code,
      'getCurrentUser',
    );
  });

  it('a Content-Type that does not parse or is not taken, and the country stays', async () => {
    const before = (await send('GET', '/api/user/me.json')).body.countryCode;
    const body = JSON.stringify({ countryCode: before === 'DE' ? 'FR' : 'DE' });
    for (const [type, code] of [
      ['garbage', 'malformed_request'],
      ['text/plain', 'unsupported_media_type'],
      ['application/json; charset', 'malformed_request'],
    ])
      await expectRefused(
        await send('PUT', '/api/user/me/country.json', { headers: { 'content-type': type }, body }),
        400,
        code,
        'updateCountry',
      );
    const none = await send('PUT', '/api/user/me/country.json', { body });
    await expectRefused(none, 400, 'unsupported_media_type', 'updateCountry');
    expect((await send('GET', '/api/user/me.json')).body.countryCode).toBe(before);
  });

  it('a persona cookie that is not valid percent-encoding, and other cookies that are not', async () => {
    const bad = await send('GET', '/api/user/me.json', {
      headers: { cookie: 'mock_persona=%E0%A4%A' },
    });
    await expectRefused(bad, 400, 'unknown_persona', 'getCurrentUser');
    const other = await send('GET', '/api/user/me.json', { headers: { cookie: 'theme=%; x=%ZZ' } });
    expect(other.status).toBe(200);
  });

  it('headers and a URL larger than the mock reads: a JSON 400, not an empty 431 or a reset', async () => {
    const big = 'x'.repeat(20_000);
    await expectRefused(
      await send('GET', '/api/user/me.json', { headers: { 'x-big': big } }),
      400,
      'malformed_request',
    );
    await expectRefused(
      await send('GET', `/api/user/me.json?pad=${big}`),
      400,
      'malformed_request',
    );
  });
});

describe('encodings', () => {
  it.each(['%ZZ', '%', '%C3', '%ED%A0%80'])('a path parameter %s', async (bad) => {
    await expectRefused(
      await send('GET', `/api/user/me/accounts/${bad}.json`),
      400,
      'malformed_request',
      'getAccount',
    );
  });

  it.each(['%ZZ', '%', '%C3', '%ED%A0%80'])('a query value %s', async (bad) => {
    await expectRefused(
      await send('GET', `/api/user/me/campaigns.json?status=${bad}`),
      400,
      'malformed_request',
      'listCampaigns',
    );
  });
});

describe('bodies', () => {
  const put = (body, headers = json) => send('PUT', '/api/user/me/country.json', { headers, body });

  it('malformed JSON, an empty body, a body over the limit', async () => {
    await expectRefused(await put('{"countryCode":'), 400, 'malformed_body', 'updateCountry');
    await expectRefused(await put(''), 400, 'malformed_body', 'updateCountry');
    const huge = JSON.stringify({ countryCode: 'DE', pad: 'x'.repeat(10 * 1024 * 1024) });
    await expectRefused(await put(huge), 400, 'malformed_request', 'updateCountry');
  });

  it('wrong types and unknown fields: 422 by field', async () => {
    const answer = await put(JSON.stringify({ countryCode: 5, admin: true }));
    await expectRefused(answer, 422, 'validation_failed', 'updateCountry');
    expect(answer.body.codes).toEqual({ countryCode: ['invalid_type'], admin: ['unknown_field'] });
    const list = await put('[1,2]');
    await expectRefused(list, 422, 'validation_failed', 'updateCountry');
  });

  it('a GET with a body', async () => {
    const answer = await send('GET', '/api/user/me/campaigns.json', {
      headers: json,
      body: '{"a":1}',
    });
    await expectRefused(answer, 400, 'unsupported_media_type', 'listCampaigns');
  });

  it('extra fields in the realtime auth form', async () => {
    const answer = await send('POST', '/api/realtime/auth', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'socket_id=1.2&channel_name=private-user-1&admin=1',
    });
    await expectRefused(answer, 422, 'validation_failed', 'authorizeRealtimeChannel');
    expect(answer.body.codes).toEqual({ admin: ['unknown_field'] });
  });
});

describe('values the contract refuses', () => {
  it.each([
    [
      '/api/user/me/payment_widgets/tipalti.json?force_refresh=maybe',
      'getTipaltiWidget',
      { force_refresh: ['invalid_type'] },
    ],
    [
      '/api/user/me/campaigns/101/submitted_contents/preupload_media.json',
      'preuploadMedia',
      { filename: ['blank'] },
    ],
    [
      '/api/user/me/earnings/video_revenue_report?channel_id=c1',
      'requestVideoRevenueReport',
      { month: ['blank'] },
    ],
    ['/api/user/me/campaigns.json?status=someday', 'listCampaigns', { status: ['not_in_list'] }],
  ])('%s', async (path, operationId, codes) => {
    const answer = await send('GET', path);
    await expectRefused(answer, 422, 'validation_failed', operationId);
    expect(answer.body.codes).toEqual(codes);
  });

  it('limits the contract writes: a 100,000-character signature is refused, not saved', async () => {
    const answer = await send('POST', '/api/user/me/payoneer/registration.json', {
      headers: json,
      body: JSON.stringify({ payoneerPayeeId: 'PY-1', sign: 'x'.repeat(100_000) }),
    });
    await expectRefused(answer, 422, 'validation_failed', 'registerPayoneerPayee');
    expect(answer.body.codes).toEqual({ sign: ['too_long'] });
  });

  it('a campaign that does not exist, where the operation declares no 404', async () => {
    const answer = await send('POST', '/api/user/me/campaigns/999999/submitted_contents.json', {
      headers: json,
      body: JSON.stringify({
        post: { type: 'video', platform: 'youtube', url: 'https://youtu.be/x' },
      }),
    });
    expect(contract.declares('createSubmittedContent', 404)).toBe(false);
    expect(answer.status).toBe(422);
    expect(
      contract.validateResponse('createSubmittedContent', {
        status: 422,
        headers: answer.headers,
        body: answer.text,
      }),
    ).toEqual([]);
  });
});

describe('methods', () => {
  it('a method the path does not have: 405 with Allow', async () => {
    const answer = await send('DELETE', '/api/user/me.json');
    await expectRefused(answer, 405, 'method_not_allowed');
    expect(answer.headers.allow).toBe('GET, PUT');
  });

  it('a method HTTP does not know', async () => {
    await expectRefused(await send('FOO', '/api/user/me.json'), 400, 'malformed_request');
  });

  it('a path that is no operation', async () => {
    await expectRefused(await send('GET', '/api/nothing-here.json'), 404, 'not_found');
  });
});

describe('what runs behind the gateway', () => {
  it('Prism stopping is not a run of 502s: reads go on, and Prism answers again once restarted', async () => {
    const pid = stack.prismPid();
    process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 20_000 });
    const read = await send('GET', '/api/user/me.json');
    expect(read.status).toBe(200);
    // A client's Prefer asks Prism for an example: it waits for the restart, it is not a 502.
    const example = await send('GET', '/api/user/company.json', {
      headers: { prefer: 'code=200' },
      timeoutMs: 30_000,
    });
    expect(example.status).toBe(200);
    expect(stack.prismPid()).not.toBe(pid);
  }, 60_000);
});

describe('the contract', () => {
  it('every refusal and answer built from state holds to the contract', () => {
    expect(stack.violations).toEqual([]);
  });
});
