// The contract-coverage gate of `pnpm test` (scripts/test-all.mjs, after app-e2e): the e2e
// run's report (contract-report/e2e.json, written by coverage.mjs around the mock) must show
// every operation of the contract exercised and no exchange breaking it, so that a new
// operation cannot land without an end-to-end test that calls it.
// `node scripts/contract/coverage-gate.mjs [report.json]`: prints the figure; exit 1 on failure.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { problemLines } from '../openapi-core/index.mjs';

export const e2eReport = fileURLToPath(new URL('../../contract-report/e2e.json', import.meta.url));

/**
 * Judges a report (the JSON of scripts/openapi-core/report.mjs): `{ ok, figure, problems }`, `figure` the line to
 * print, `problems` one line per operation never exercised, failing exchanges' first lines.
 */
export function judgeCoverage(report) {
  const t = report?.totals;
  if (!t || !Array.isArray(report.operations))
    return { ok: false, figure: 'Contract coverage: no usable report', problems: [] };
  const figure = `Contract coverage (e2e): ${t.exercised} of ${t.operations} operations exercised; ${t.exchanges} exchanges, ${t.failed} failed`;
  const problems = [
    ...report.operations
      .filter((o) => Object.keys(o.seen ?? {}).length === 0)
      .map((o) => `not exercised: ${o.operationId} (${o.method} ${o.path})`),
    ...report.operations
      .filter((o) => o.fail > 0)
      .map((o) => `failing: ${o.operationId}, ${o.fail} exchange(s) break the contract`),
  ];
  if (t.failed > 0)
    problems.push(
      ...(report.problems ?? [])
        .filter((p) => p.level === 'error')
        .slice(0, 10)
        .flatMap(({ method, url, operationId, status, ...p }) =>
          problemLines({ method, url, operationId, status, problems: [p] }),
        ),
    );
  if (t.exchanges === 0) problems.push('no exchange recorded');
  const ok = t.exercised === t.operations && t.failed === 0 && problems.length === 0;
  if (!ok && problems.length === 0)
    problems.push('the totals say an operation is missing or failing');
  return { ok, figure, problems };
}

/** Reads and judges a report file; a missing or unreadable file fails. */
export function judgeCoverageFile(file = e2eReport) {
  if (!existsSync(file))
    return {
      ok: false,
      figure: 'Contract coverage (e2e): no report',
      problems: [`${file} is missing (the app-e2e suite writes it)`],
    };
  try {
    return judgeCoverage(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    return {
      ok: false,
      figure: 'Contract coverage (e2e): no usable report',
      problems: [error.message],
    };
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, figure, problems } = judgeCoverageFile(process.argv[2]);
  console.log(figure);
  for (const p of problems) console.log(`  ${p}`);
  process.exit(ok ? 0 : 1);
}
