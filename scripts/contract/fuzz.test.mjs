// The contract fuzz against deliberately wrong servers (each fault found), and
// `pnpm contract:fuzz` as backend teams run it.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBackend } from './fake-backend.mjs';
import { runFuzz } from './fuzz.mjs';
import { loadContract } from '../openapi-core/index.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const contract = await loadContract();

/** A server that breaks in the ways the fuzz must notice. */
function startHostileServer() {
  const server = http.createServer((req, res) => {
    if ((req.url ?? '').includes('%')) return req.socket.destroy();
    if (req.headers.accept !== 'application/json') return undefined; // never answers
    if (req.headers.cookie) return res.writeHead(500).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"campaigns":"nope"}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

describe('contract fuzz against wrong servers', () => {
  it('names resets, hangs, 5xx, wrong bodies and accepted invalid input, with the kind of request', async () => {
    const server = await startHostileServer();
    try {
      const run = await runFuzz({
        baseUrl: server.url,
        contract,
        seed: 1,
        timeoutMs: 300,
        concurrency: 4,
        filter: (c) => ['getCampaign', 'listCampaigns'].includes(c.operationId),
        log: () => {},
      });
      const lines = run.lines.join('\n');
      expect(lines).toMatch(
        /^FAIL GET \/api\/user\/me\/campaigns\/%\S*\.json getCampaign 0 response no answer: connection reset \[malformed percent-encoding in path.id\]$/m,
      );
      expect(lines).toMatch(
        /^FAIL GET \S+ listCampaigns 0 response no answer: no answer within 300 ms \[odd Accept\]$/m,
      );
      expect(lines).toMatch(
        /^FAIL GET \S+ getCampaign 500 response 500: a request must never break the server \[broken cookie\]$/m,
      );
      expect(lines).toMatch(
        /^FAIL GET \/api\/user\/me\/campaigns.json\?status=\S+ listCampaigns 200 response 200 to a request the contract refuses \(expected a 4xx\) \[wrong query.status\]$/m,
      );
      expect(lines).toMatch(
        /^FAIL GET \S+ listCampaigns 200 response \$.campaigns: expected array/m,
      );
      expect(run.recorder.ok()).toBe(false);
    } finally {
      await server.close();
    }
  }, 30000);

  it('fails when the server no longer answers after the fuzz', async () => {
    let server;
    server = http.createServer((req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"code":"unauthorized","message":"Sign in."}');
      // Gone after its first answers, as a crashed server would be.
      server.close();
      server.closeAllConnections();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const run = await runFuzz({
      baseUrl: `http://127.0.0.1:${server.address().port}`,
      contract,
      seed: 2,
      timeoutMs: 300,
      filter: (c) => c.operationId === 'getNetwork' && c.label === 'valid',
      valid: 1,
      log: () => {},
    });
    expect(run.lines.at(-1)).toMatch(
      /^FAIL GET \/api\/user\/me.json getCurrentUser 0 response the server no longer answers: .*ECONNREFUSED.* \[after the fuzz\]$/,
    );
  });
});

describe('pnpm contract:fuzz', () => {
  let backend;
  let dir;
  beforeAll(async () => {
    backend = await startFakeBackend(contract.doc);
    dir = mkdtempSync(join(tmpdir(), 'fuzz-cli-'));
  });
  afterAll(async () => {
    await backend?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const cli = async (...args) => {
    const child = spawn(process.execPath, ['scripts/contract/fuzz.mjs', ...args], { cwd: root });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    return { code, out };
  };

  it('reads only by default, within the budget and the rate, prints the problems and the seed, exits 1', async () => {
    const before = backend.requests.length;
    const started = Date.now();
    const { code, out } = await cli(
      backend.url,
      '--cookie',
      '_creator_session=abc',
      '--requests',
      '30',
      '--rate',
      '50/s',
      '--seed',
      '7',
      '--quiet',
      '--report',
      join(dir, 'r'),
    );
    const sent = backend.requests.slice(before);
    expect(out).toContain('seed 7 (--seed 7 or FUZZ_SEED=7 replays it)');
    expect(out).toMatch(/^FAIL GET \S+ getCurrentUser 200 response \$.id: expected integer/m);
    expect(out).toMatch(/response 200 to a request the contract refuses \(expected a 4xx\) \[/);
    expect(out).toContain('30 requests sent; seed 7');
    expect(code).toBe(1);
    expect(sent.every((r) => r.method === 'GET')).toBe(true);
    expect(sent.every((r) => r.headers.cookie !== undefined)).toBe(true);
    // 30 fuzz requests, the few reads that find ids, one check after: at 50 a second.
    expect(sent.length).toBeLessThanOrEqual(30 + 8);
    expect(Date.now() - started).toBeGreaterThan((30 / 50) * 1000);
    const report = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
    expect(report.source).toMatch(/^fuzz http:\/\/127.0.0.1:\d+ \(seed 7\)$/);
    expect(report.totals.failed).toBeGreaterThan(0);
  }, 60000);

  it('sends writes only with --writes', async () => {
    const before = backend.requests.length;
    const { code } = await cli(
      backend.url,
      '--writes',
      '--requests',
      '120',
      '--rate',
      '500/s',
      '--quiet',
      '--report',
      join(dir, 'w'),
    );
    expect(code).toBe(1);
    expect(backend.requests.slice(before).some((r) => r.method !== 'GET')).toBe(true);
  }, 60000);

  it('explains its usage without a URL', async () => {
    const { code, out } = await cli('--rate', 'fast');
    expect(code).toBe(2);
    expect(out).toContain('Usage: pnpm contract:fuzz <base-url>');
  });
});
