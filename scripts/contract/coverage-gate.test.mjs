// The contract-coverage gate of `pnpm test` on synthetic reports (coverage-gate.mjs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeCoverage, judgeCoverageFile } from './coverage-gate.mjs';

const op = (operationId, seen = { 200: { pass: 2, fail: 0, warn: 0 } }) => {
  const cells = Object.values(seen);
  return {
    operationId,
    method: 'GET',
    path: `/api/${operationId}.json`,
    documented: ['200', '401'],
    seen,
    pass: cells.reduce((n, c) => n + c.pass, 0),
    fail: cells.reduce((n, c) => n + c.fail, 0),
    warn: cells.reduce((n, c) => n + c.warn, 0),
  };
};

/** A report as report.mjs writes it, its totals computed from the operations. */
const report = (operations, problems = []) => {
  const sum = (k) => operations.reduce((n, o) => n + o[k], 0);
  return {
    source: 'mock',
    totals: {
      operations: operations.length,
      exercised: operations.filter((o) => Object.keys(o.seen).length > 0).length,
      exchanges: sum('pass') + sum('fail'),
      passed: sum('pass'),
      failed: sum('fail'),
      warned: sum('warn'),
    },
    operations,
    problems,
  };
};

const breakLine = {
  method: 'GET',
  url: '/api/b.json',
  operationId: 'b',
  status: 200,
  level: 'error',
  where: 'response',
  path: '$.id',
  message: 'expected integer, got string "1"',
};

describe('judgeCoverage', () => {
  it.each([
    {
      case: 'every operation exercised, nothing failing',
      report: report([
        op('a'),
        op('b', { 200: { pass: 1, fail: 0, warn: 0 }, 401: { pass: 1, fail: 0, warn: 0 } }),
      ]),
      ok: true,
      figure: 'Contract coverage (e2e): 2 of 2 operations exercised; 4 exchanges, 0 failed',
      problems: [],
    },
    {
      case: 'warnings only still pass',
      report: report([op('a', { 200: { pass: 1, fail: 0, warn: 1 } })]),
      ok: true,
      figure: 'Contract coverage (e2e): 1 of 1 operations exercised; 1 exchanges, 0 failed',
      problems: [],
    },
    {
      case: 'an operation never exercised',
      report: report([op('a'), op('getPaymentRailsWidget', {})]),
      ok: false,
      figure: 'Contract coverage (e2e): 1 of 2 operations exercised; 2 exchanges, 0 failed',
      problems: ['not exercised: getPaymentRailsWidget (GET /api/getPaymentRailsWidget.json)'],
    },
    {
      case: 'an exchange that breaks the contract',
      report: report([op('a'), op('b', { 200: { pass: 1, fail: 1, warn: 0 } })], [breakLine]),
      ok: false,
      figure: 'Contract coverage (e2e): 2 of 2 operations exercised; 4 exchanges, 1 failed',
      problems: [
        'failing: b, 1 exchange(s) break the contract',
        'FAIL GET /api/b.json b 200 response $.id: expected integer, got string "1"',
      ],
    },
    {
      case: 'nothing recorded',
      report: report([op('a', {})]),
      ok: false,
      figure: 'Contract coverage (e2e): 0 of 1 operations exercised; 0 exchanges, 0 failed',
      problems: ['not exercised: a (GET /api/a.json)', 'no exchange recorded'],
    },
    {
      case: 'not a report',
      report: { hello: 'world' },
      ok: false,
      figure: 'Contract coverage: no usable report',
      problems: [],
    },
  ])('$case', ({ report: r, ok, figure, problems }) => {
    expect(judgeCoverage(r)).toEqual({ ok, figure, problems });
  });

  it('fails on totals that disagree with the operations (a hand-edited or truncated report)', () => {
    const r = report([op('a')]);
    r.totals.failed = 1;
    expect(judgeCoverage(r).ok).toBe(false);
  });
});

describe('judgeCoverageFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coverage-gate-'));
  it('fails without a report, and on a file that is not JSON', () => {
    expect(judgeCoverageFile(join(dir, 'missing.json'))).toMatchObject({
      ok: false,
      figure: 'Contract coverage (e2e): no report',
    });
    writeFileSync(join(dir, 'cut.json'), '{"totals":');
    expect(judgeCoverageFile(join(dir, 'cut.json')).ok).toBe(false);
  });

  it('passes on a written report that covers everything', () => {
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(report([op('a')])));
    expect(judgeCoverageFile(join(dir, 'e2e.json')).ok).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});
