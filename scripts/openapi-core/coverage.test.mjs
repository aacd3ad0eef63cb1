// The mock's coverage hook: a wrapped http handler records each answer against the contract
// and writes the same report as the proxy and the check.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, vi } from 'vitest';
import { createCoverage, withCoverage } from './coverage.mjs';
import { loadContract } from './index.mjs';

const doc = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../openapi/dist/openapi.json', import.meta.url)), 'utf8'),
);
const signedOut = Object.values(
  doc.components.responses.Unauthorized.content['application/json'].examples,
)[0].value;

it('records the answers of a wrapped handler and writes the report', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'coverage-'));
  const coverage = createCoverage({
    contract: await loadContract(),
    file: join(dir, 'mock'),
    delayMs: 10,
  });
  const server = http.createServer(
    withCoverage((req, res) => {
      if (req.url === '/api/user/me.json') {
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(signedOut));
      } else {
        res.setHeader('content-type', 'application/json');
        res.statusCode = 200;
        res.write('[{"code":"US","name":"United States",');
        res.end('"hasStates":"yes"}]');
      }
    }, coverage),
  );
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    await fetch(`${base}/api/user/me.json`).then((r) => r.text());
    await fetch(`${base}/api/countries.json`).then((r) => r.text());
    // Written a moment after the last answer (delayMs): waited for, not slept on.
    const report = await vi.waitFor(
      () => {
        const written = JSON.parse(readFileSync(join(dir, 'mock.json'), 'utf8'));
        const countries = written.operations.find((o) => o.operationId === 'listCountries');
        expect(Object.keys(countries.seen)).toEqual(['200']);
        return written;
      },
      { timeout: 20_000 },
    );
    expect(report.source).toBe('mock');
    expect(report.operations.find((o) => o.operationId === 'getCurrentUser').seen).toEqual({
      401: { pass: 1, fail: 0, warn: 0 },
    });
    expect(report.problems).toEqual([
      expect.objectContaining({
        operationId: 'listCountries',
        status: 200,
        path: '$[0].hasStates',
        message: 'expected boolean, got string "yes"',
      }),
    ]);
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

it('writes what it recorded last when the process exits before the delay', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coverage-exit-'));
  const file = join(dir, 'mock');
  const script = [
    `import { createCoverage } from ${JSON.stringify(new URL('./coverage.mjs', import.meta.url).href)};`,
    `import { loadContract } from ${JSON.stringify(new URL('./index.mjs', import.meta.url).href)};`,
    `const contract = await loadContract();`,
    `const coverage = createCoverage({ contract, file: ${JSON.stringify(file)}, delayMs: 60000 });`,
    "coverage.record({ method: 'GET', url: '/api/user/me.json', status: 401, headers: { 'content-type': 'application/json' }, body: process.argv[1] });",
    'process.exit(0);',
  ].join('\n');
  try {
    execFileSync(process.execPath, [
      '--input-type=module',
      '-e',
      script,
      JSON.stringify(signedOut),
    ]);
    const report = JSON.parse(readFileSync(`${file}.json`, 'utf8'));
    expect(report.totals).toMatchObject({ exchanges: 1, passed: 1, failed: 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
