// The validating proxy against a fake backend with planted faults: every problem is one
// line naming method, URL, operationId, status and the JSON path of the field.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../ports.mjs';
import { startFakeBackend } from './fake-backend.mjs';
import { createProxy } from './proxy.mjs';
import {
  createContract,
  loadContract,
  problemLines,
  validateExchange,
} from '../openapi-core/index.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const contract = await loadContract();
const cookie = '_creator_session=abc';
const profile = { firstName: 'Mika', email: 'mika@example.com', birthDate: '1995-04-02' };

describe('contract proxy', () => {
  let backend;
  let proxy;
  let url;
  const lines = [];
  beforeAll(async () => {
    backend = await startFakeBackend(contract.doc);
    proxy = createProxy({ upstream: backend.url, contract, log: (l) => lines.push(l) });
    url = await proxy.listen(0);
  });
  afterAll(async () => {
    await proxy?.close();
    await backend?.close();
  });
  const call = (path, init = {}) =>
    fetch(url + path, { ...init, headers: { cookie, ...init.headers } }).then(async (r) => ({
      status: r.status,
      body: await r.text(),
    }));
  const linesFor = (needle) => lines.filter((l) => l.includes(needle));

  it('names the wrong type, missing field and extra field with their JSON paths', async () => {
    expect((await call('/api/user/me.json')).status).toBe(200);
    await call('/api/user/me/campaigns.json?status=active');
    const res = await call('/api/user/me/campaigns/102.json');
    // The backend's answer reaches the client untouched.
    expect(JSON.parse(res.body).internalNote).toBe('reviewed by ops');
    expect(linesFor('$.id:')).toEqual([
      'FAIL GET /api/user/me.json getCurrentUser 200 response $.id: expected integer, got string "4242"',
    ]);
    expect(linesFor('$.campaigns[0].brand')).toEqual([
      'FAIL GET /api/user/me/campaigns.json?status=active listCampaigns 200 response $.campaigns[0].brand: missing (required by the contract)',
    ]);
    expect(linesFor('internalNote')).toEqual([
      'WARN GET /api/user/me/campaigns/102.json getCampaign 200 response $.internalNote: extra field, not in the contract',
    ]);
    // A warning alone does not fail the exchange.
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ok +GET \/api\/user\/me\/campaigns\/102.json getCampaign 200 \(\d+ ms\)$/,
      ),
    );
  });

  it('names undocumented statuses as such, without noise against the default schema', async () => {
    await call('/api/user/me.json', {
      method: 'PUT',
      body: JSON.stringify(profile),
      headers: { 'content-type': 'application/json' },
    });
    await call('/api/user/me/campaigns/102/submitted_contents/9001/comments/mark_as_read.json', {
      method: 'PUT',
    });
    expect(linesFor('updateProfile 201')).toEqual([
      expect.stringMatching(
        /^FAIL PUT \/api\/user\/me.json updateProfile 201 response 201 is not documented for updateProfile \(documented: 200, 400, 401, 422[^)]*\); body: \{"id":4242,/,
      ),
      expect.stringMatching(/^fail PUT \/api\/user\/me.json updateProfile 201/),
    ]);
    expect(linesFor('markCommentsAsRead 200 response')).toEqual([
      expect.stringMatching(
        /^FAIL PUT \/api\/user\/me\/campaigns\/102\/submitted_contents\/9001\/comments\/mark_as_read.json markCommentsAsRead 200 response 200 is not documented for markCommentsAsRead \(documented: 204, [^)]*\); body: \{"ok":true\}$/,
      ),
    ]);
  });

  it("passes the backend's own 401 through and checks it", async () => {
    const ok = await fetch(`${url}/api/user/me.json`);
    expect(ok.status).toBe(401);
    expect((await ok.json()).message).toBe('You need to sign in or sign up before continuing.');
    expect(linesFor('getCurrentUser 401')).toEqual([
      expect.stringMatching(/^ok +GET \/api\/user\/me.json getCurrentUser 401/),
    ]);
    const bad = await fetch(`${url}/api/user/company.json`);
    expect(bad.status).toBe(401);
    expect(linesFor('getCompany 401 response')).toEqual(
      expect.arrayContaining([
        'FAIL GET /api/user/company.json getCompany 401 response $.message: missing (required by the contract)',
        'WARN GET /api/user/company.json getCompany 401 response $.error: extra field, not in the contract',
      ]),
    );
  });

  it("reports a request the contract refuses as the client's, and a backend that accepts it", async () => {
    const res = await call('/api/user/me/accounts/1001/analytics?period=weekly');
    expect(res.status).toBe(200);
    expect(linesFor('analytics?period=weekly')).toEqual([
      'CLIENT GET /api/user/me/accounts/1001/analytics?period=weekly getAccountAnalytics 200 request query.period: "weekly" is not one of "last_28_days", "last_90_days", "month", "year"',
      'FAIL GET /api/user/me/accounts/1001/analytics?period=weekly getAccountAnalytics 200 response 200 to a request the contract refuses (expected a 4xx)',
      expect.stringMatching(/^fail GET \/api\/user\/me\/accounts\/1001\/analytics\?period=weekly /),
    ]);
  });

  it('does not fail a backend that rightly refuses a bad request', async () => {
    const res = await call('/api/user/me/country.json', {
      method: 'PUT',
      body: JSON.stringify({ countryCode: 81 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect(linesFor('country.json')).toEqual([
      'CLIENT PUT /api/user/me/country.json updateCountry 422 request body.countryCode: expected string, got integer 81',
      expect.stringMatching(/^ok +PUT \/api\/user\/me\/country.json updateCountry 422 \(\d+ ms\)$/),
    ]);
  });

  it('counts operations × statuses seen', () => {
    const report = proxy.recorder.summary();
    const row = (id) => report.operations.find((o) => o.operationId === id);
    expect(row('getCurrentUser').seen).toEqual({
      200: { pass: 0, fail: 1, warn: 0 },
      401: { pass: 1, fail: 0, warn: 0 },
    });
    expect(row('getCampaign').seen).toEqual({ 200: { pass: 1, fail: 0, warn: 1 } });
    expect(row('updateCountry').seen).toEqual({ 422: { pass: 1, fail: 0, warn: 0 } });
    expect(row('listApps').seen).toEqual({});
    expect(report.totals).toMatchObject({
      operations: contract.inventory().length,
      exercised: 8,
      failed: 6,
      clientErrors: 2,
    });
    expect(proxy.recorder.table()).toMatch(
      /; 2 requests the contract refuses \(the client's fault\)\n/,
    );
    expect(proxy.recorder.table()).toMatch(/FAIL +getCurrentUser +GET +200 ✓0 ✗1, 401 ✓1/);
  });
});

describe('contract proxy with --strict-requests', () => {
  it('fails an exchange whose request the contract refuses, even when the backend refused it', async () => {
    const backend = await startFakeBackend(contract.doc);
    const lines = [];
    const proxy = createProxy({
      upstream: backend.url,
      contract,
      strictRequests: true,
      log: (l) => lines.push(l),
    });
    try {
      const url = await proxy.listen(0);
      const res = await fetch(`${url}/api/user/me/country.json`, {
        method: 'PUT',
        body: '{}',
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(res.status).toBe(422);
      expect(lines).toContain(
        'FAIL PUT /api/user/me/country.json updateCountry 422 request body.countryCode: missing (required by the contract)',
      );
      expect(proxy.recorder.summary().totals.failed).toBe(1);
    } finally {
      await proxy.close();
      await backend.close();
    }
  });
});

describe('contract proxy without an upstream', () => {
  it('fails each request the upstream does not answer', async () => {
    const lines = [];
    const proxy = createProxy({
      upstream: `http://127.0.0.1:${await freePort()}`,
      contract,
      log: (l) => lines.push(l),
    });
    try {
      const url = await proxy.listen(0);
      const res = await fetch(`${url}/api/user/me.json`, { headers: { cookie } });
      expect(res.status).toBe(502);
      expect(lines[0]).toMatch(
        /^FAIL GET \/api\/user\/me.json getCurrentUser 0 response no answer from the upstream http:\/\/127.0.0.1:\d+: .*ECONNREFUSED/,
      );
      expect(proxy.recorder.summary().totals).toMatchObject({ exchanges: 1, failed: 1 });
      expect(proxy.recorder.ok()).toBe(false);
    } finally {
      await proxy.close();
    }
  });

  it('pnpm contract:proxy says it cannot reach the upstream and exits 1', async () => {
    const upstream = `http://127.0.0.1:${await freePort()}`;
    const child = spawn(process.execPath, ['scripts/contract-proxy.mjs', upstream, '--port', '0'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(out).toContain(`Cannot reach the upstream ${upstream}`);
    expect(out).not.toContain('Contract proxy on');
    expect(code).toBe(1);
  }, 30000);
});

describe('contract options', () => {
  it('--strict makes an extra field a failure', async () => {
    const strict = await createContract(contract.doc, { strict: true });
    const body = JSON.stringify({ message: 'x', code: 'x', extra: 1 });
    const exchange = {
      method: 'GET',
      url: '/api/user/me.json',
      status: 401,
      headers: { 'content-type': 'application/json' },
      body,
    };
    expect(problemLines(validateExchange(strict, exchange))).toContainEqual(
      'FAIL GET /api/user/me.json getCurrentUser 401 response $.extra: extra field, not in the contract',
    );
    expect(problemLines(validateExchange(contract, exchange))).toContainEqual(
      'WARN GET /api/user/me.json getCurrentUser 401 response $.extra: extra field, not in the contract',
    );
  });
});

describe('pnpm contract:proxy', () => {
  it('prints the problem lines, and on Ctrl-C the coverage table, writes the report and exits 1', async () => {
    const backend = await startFakeBackend(contract.doc);
    const dir = mkdtempSync(join(tmpdir(), 'proxy-cli-'));
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        'scripts/contract-proxy.mjs',
        backend.url,
        '--port',
        String(port),
        '--report',
        join(dir, 'r'),
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    try {
      await new Promise((resolve, reject) => {
        const t = setInterval(
          () => out.includes('Contract proxy on') && (clearInterval(t), resolve()),
          50,
        );
        child.on('exit', () => reject(new Error(out)));
      });
      await fetch(`http://127.0.0.1:${port}/api/user/me.json`, { headers: { cookie } });
      const code = await new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGINT');
      });
      expect(out).toContain(
        'FAIL GET /api/user/me.json getCurrentUser 200 response $.id: expected integer',
      );
      expect(out).toMatch(
        /Contract coverage \(proxy http:\/\/127.0.0.1:\d+\): 1 of \d+ operations exercised/,
      );
      expect(code).toBe(1);
      const report = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
      expect(report.totals.failed).toBe(1);
      expect(readFileSync(join(dir, 'r.html'), 'utf8')).toContain('getCurrentUser');
    } finally {
      child.kill();
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90000);
});
