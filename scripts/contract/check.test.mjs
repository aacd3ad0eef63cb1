// `pnpm contract:check` against a fake backend with planted faults (every fault named with
// method, URL, operationId, status and JSON path) and against the mock stack (clean).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, runCheck } from './check.mjs';
import { startFakeBackend } from './fake-backend.mjs';
import { loadContract } from '../openapi-core/index.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const contract = await loadContract();

describe('contract check against a fake backend with planted faults', () => {
  let backend;
  const lines = [];
  let recorder;
  beforeAll(async () => {
    backend = await startFakeBackend(contract.doc);
    recorder = await runCheck({
      baseUrl: backend.url,
      contract,
      headers: parseArgs(['--cookie', '_creator_session=abc']).headers,
      writes: true,
      log: (l) => lines.push(l),
    });
  });
  afterAll(() => backend?.close());
  const problems = () => lines.filter((l) => /^(FAIL|WARN) /.test(l));

  it('names each planted fault on one line', () => {
    expect(problems()).toEqual(
      expect.arrayContaining([
        'FAIL GET /api/user/me.json getCurrentUser 200 response $.id: expected integer, got string "4242"',
        'FAIL GET /api/user/me/campaigns.json listCampaigns 200 response $.campaigns[0].brand: missing (required by the contract)',
        'WARN GET /api/user/me/campaigns/101.json getCampaign 200 response $.internalNote: extra field, not in the contract',
        expect.stringMatching(
          /^FAIL PUT \/api\/user\/me\/campaigns\/\d+\/submitted_contents\/\d+\/comments\/mark_as_read.json markCommentsAsRead 200 response 200 is not documented for markCommentsAsRead \(documented: 204, [^)]*\); body: \{"ok":true\}$/,
        ),
      ]),
    );
    // Nothing but the planted faults.
    expect(
      problems().filter(
        (l) =>
          !/getCurrentUser 200|listCampaigns 200|getCampaign 200|markCommentsAsRead 200|getNetwork 200|getCompany 401/.test(
            l,
          ),
      ),
    ).toEqual([]);
  });

  it('sends each secured read once without credentials and fails an open one', () => {
    expect(problems()).toContain(
      'FAIL GET /api/user/me/network.json getNetwork 200 response 200 without credentials: the contract secures getNetwork (expected 401)',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^fail GET \/api\/user\/me\/network.json getNetwork 200 \(no credentials\)/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ok +GET \/api\/user\/me.json getCurrentUser 401 \(no credentials\)/),
    );
    // The backend's own 401 body is checked too.
    expect(problems()).toContain(
      'FAIL GET /api/user/company.json getCompany 401 response $.message: missing (required by the contract)',
    );
    const anonymous = backend.requests.filter((r) => r.headers.cookie === undefined);
    const reads = contract.inventory().filter((o) => o.method === 'GET');
    expect(new Set(anonymous.map((r) => r.url.split('?')[0])).size).toBe(reads.length);
    expect(anonymous.every((r) => r.method === 'GET')).toBe(true);
  });

  it('walks every read with ids from the lists, and the safe writes with --writes', () => {
    const report = recorder.summary();
    const notExercised = report.operations
      .filter((o) => Object.keys(o.seen).length === 0)
      .map((o) => o.operationId);
    // The writes that are not safe to repeat are left out.
    expect(notExercised.sort()).toEqual(
      [
        'connectAccount',
        'connectTiktokAccount',
        'createComment',
        'createSubmittedContent',
        'reauthorizeAccount',
        'registerPayoneerPayee',
        'revokeAccountAuthorization',
        'updatePaymentDetails',
        'updateProfile',
        'updateSubmittedContent',
        'upgradeAccountToBusiness',
      ].sort(),
    );
    const urls = backend.requests.map((r) => r.url);
    expect(urls).toContain('/api/user/me/campaigns/101/submitted_contents/9001.json');
    expect(
      urls.some((u) =>
        /^\/api\/user\/me\/accounts\/\d+\/analytics\?period=month&year=\d{4}&month=\d+$/.test(u),
      ),
    ).toBe(true);
    expect(
      urls.some((u) => u.startsWith('/api/user/me/earnings/video_revenue_report?channel_id=')),
    ).toBe(true);
    expect(recorder.ok()).toBe(false);
  });
});

describe('pnpm contract:check', () => {
  it('prints the problems and the coverage table, writes the report and exits 1 on a failure', async () => {
    const backend = await startFakeBackend(contract.doc);
    const dir = mkdtempSync(join(tmpdir(), 'check-cli-'));
    try {
      // spawnSync would block the fake backend's event loop: run it asynchronously.
      const { spawn } = await import('node:child_process');
      const child = spawn(
        process.execPath,
        [
          'scripts/contract/check.mjs',
          backend.url,
          '--cookie',
          '_creator_session=abc',
          '--quiet',
          '--report',
          join(dir, 'r'),
        ],
        { cwd: root },
      );
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.stderr.on('data', (c) => (out += c));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(out).toContain(
        'FAIL GET /api/user/me.json getCurrentUser 200 response $.id: expected integer, got string "4242"',
      );
      expect(out).not.toMatch(/^ok +GET/m);
      expect(out).toMatch(
        /Contract coverage \(check http:\/\/127.0.0.1:\d+\): \d+ of \d+ operations exercised/,
      );
      expect(code).toBe(1);
      const report = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
      expect(report.totals.failed).toBeGreaterThan(0);
      expect(report.problems).toContainEqual(
        expect.objectContaining({ operationId: 'getNetwork', kind: 'open', status: 200 }),
      );
      // Without --writes: every read and no write.
      expect(
        report.operations
          .filter((o) => (o.method === 'GET') !== Object.keys(o.seen).length > 0)
          .map((o) => o.operationId),
      ).toEqual([]);
    } finally {
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90000);

  it('explains its usage without a URL', () => {
    const res = spawnSync(process.execPath, ['scripts/contract/check.mjs'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('Usage: pnpm contract:check <base-url>');
  });
});

describe('contract check against the mock stack', () => {
  let stack;
  beforeAll(async () => {
    // Imported here so that the other suites run while the mock is being reworked.
    const { startMockStack } = await import('../mock/stack.mjs');
    stack = await startMockStack({ port: 0 });
  }, 60000);
  afterAll(() => stack?.close());

  it('finds no failure and exercises every read', async () => {
    const lines = [];
    const recorder = await runCheck({
      baseUrl: stack.url,
      contract,
      headers: { 'x-mock-persona': 'creator' },
      // The mock's way of being signed out: without it, it answers as the default persona.
      anonymousHeaders: { 'x-mock-persona': 'signed-out' },
      writes: true,
      log: (l) => lines.push(l),
    });
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    const report = recorder.summary();
    const reads = report.operations.filter((o) => o.method === 'GET');
    expect(reads.filter((o) => Object.keys(o.seen).length === 0).map((o) => o.operationId)).toEqual(
      [],
    );
    expect(report.totals.failed).toBe(0);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ok +GET \/api\/user\/me\/network.json getNetwork 401 \(no credentials\)/,
      ),
    );
  }, 60000);

  it('fails the mock answering as a persona without credentials (an open API)', async () => {
    const lines = [];
    const recorder = await runCheck({
      baseUrl: stack.url,
      contract,
      headers: { 'x-mock-persona': 'creator' },
      quiet: true,
      log: (l) => lines.push(l),
    });
    expect(lines).toContain(
      'FAIL GET /api/user/me.json getCurrentUser 200 response 200 without credentials: the contract secures getCurrentUser (expected 401)',
    );
    expect(recorder.ok()).toBe(false);
  }, 60000);
});
