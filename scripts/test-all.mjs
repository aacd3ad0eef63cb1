// Runs every test suite of the project, one after another, and ends with one
// plain line `N passed, N failed` summed over all of them (CI reads that line).
// Exit code: 0 only when nothing failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eReport, judgeCoverageFile } from './contract/coverage-gate.mjs';
import { checkGeneratedTypes } from './generated-types.mjs';
import { node24 } from './node24.mjs';
import { checkUiEnums } from './ui-enums.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'creator-tests-'));
const only = process.argv.slice(2); // optional suite names, for local use
const results = [];

/** Runs a command inheriting the output; returns true when it exits 0. */
function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  return res.status === 0;
}

/** A suite that is one check: passes when the command exits 0. */
function check(name, cmd, args, options) {
  const ok = run(cmd, args, options);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

/**
 * Test files run at once by each vitest suite. Vitest's default is one less than the cores: a
 * single file at a time on this 2-core machine kind, while the files spend much of their time
 * waiting (child processes, sockets, jsdom's set-up). Two at once took the app units from 663 s
 * to 284 s (both beside other work, so noisy); every wait in them ends on a condition.
 */
const VITEST_WORKERS = Math.max(2, availableParallelism());

/** A vitest run counted test by test from its JSON report. */
function vitest(name, dir, extra = [], env = process.env) {
  const out = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      `--maxWorkers=${VITEST_WORKERS}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...extra,
    ],
    { cwd: join(root, dir), env },
  );
  if (!existsSync(out)) return { name, passed: 0, failed: 1, note: 'no report' };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { name, passed: report.numPassedTests, failed };
}

/** A Playwright run counted test by test from its JSON report. */
function playwright(name, dir, env = {}) {
  const out = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run('pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, dir),
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (!existsSync(out)) return { name, passed: 0, failed: 1, note: 'no report' };
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  return { name, passed: stats.expected + stats.flaky, failed };
}

/**
 * Again on Node 24 (scripts/node24.mjs), what runs ON Node: the scripts (mock, contract tools),
 * the api-client (which SDK consumers run on Node), the app's build plugins and its production
 * build (into a scratch folder). Node 24's folder goes first on PATH, so pnpm, vitest, vite and
 * every `node` they start run on it. Left to the Node 20 run: the app's component tests (browser
 * code in jsdom, whatever Node runs them), and the scripts' tests whose subject is data, not
 * Node (the SDK generator matrix, the fuzz, the world's invariants, the docs' rendering and the
 * checks of the repository's own texts and lint rules). Counted as the suites it runs.
 */
const NODE_ONCE = [
  'scripts/contract/sdk-matrix.test.mjs',
  'scripts/contract/fuzz.test.mjs',
  'scripts/mock/world/invariants.test.mjs',
  // The repository's own texts and rules, read by ESLint or rendered in Chromium.
  'scripts/contract/docs.test.mjs',
  'scripts/eslint-boundaries.test.mjs',
  'scripts/eslint-function-length.test.mjs',
  'scripts/references.test.mjs',
];

function onNode24() {
  const bin = node24();
  if (!bin)
    return { name: 'Node 24', passed: 0, failed: 1, note: 'no Node 24 binary (tools/node24)' };
  const env = { ...process.env, PATH: `${dirname(bin)}${delimiter}${process.env.PATH}` };
  const version = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
  if (!version.startsWith('v24.'))
    return { name: 'Node 24', passed: 0, failed: 1, note: `node on PATH is ${version}` };
  const out = mkdtempSync(join(tmpdir(), 'creator-build-node24-'));
  const parts = [
    vitest(
      'scripts on Node 24',
      '.',
      NODE_ONCE.map((f) => `--exclude=${f}`),
      env,
    ),
    vitest('api-client on Node 24', 'packages/api-client', [], env),
    vitest('app build plugins on Node 24', 'packages/app', ['build/'], env),
    check(
      'app production build on Node 24',
      'pnpm',
      ['--filter', '@creator/app', 'build', '--outDir', out, '--emptyOutDir'],
      { env },
    ),
  ];
  rmSync(out, { recursive: true, force: true });
  return {
    name: `${version}: scripts, api-client, app build plugins and production build`,
    passed: parts.reduce((n, r) => n + r.passed, 0),
    failed: parts.reduce((n, r) => n + r.failed, 0),
    note:
      parts
        .filter((r) => r.failed)
        .map((r) => `${r.name} failed`)
        .join(', ') || undefined,
  };
}

/**
 * The contract-coverage gate (scripts/contract/coverage-gate.mjs) on the report of this run's
 * app-e2e suite: every operation exercised, no exchange breaking the contract.
 */
function contractCoverage() {
  const { ok, figure, problems } = judgeCoverageFile();
  console.log(figure);
  for (const p of problems) console.log(`  ${p}`);
  return {
    name: 'contract coverage of the e2e run',
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    figure,
  };
}

/** Whether this run's app-build suite passed (its dist/ is then fresh). */
const appBuilt = () => results.some((r) => r.name === 'app production build' && r.failed === 0);

const suites = [
  ['chromium', () => check('chromium present', 'bash', ['scripts/ensure-chromium.sh'])],
  ['lint', () => check('eslint', 'pnpm', ['exec', 'eslint', '.'])],
  ['format', () => check('prettier', 'pnpm', ['exec', 'prettier', '--check', '.'])],
  [
    'types-fresh',
    () => {
      const problem = checkGeneratedTypes();
      if (problem) console.error(problem);
      return { name: 'generated types fresh', passed: problem ? 0 : 1, failed: problem ? 1 : 0 };
    },
  ],
  [
    'ui-enums-fresh',
    async () => {
      const problem = await checkUiEnums();
      if (problem) console.error(problem);
      return { name: 'ui enums fresh', passed: problem ? 0 : 1, failed: problem ? 1 : 0 };
    },
  ],
  ['typecheck', () => check('typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'typecheck'])],
  ['scripts', () => vitest('scripts (contract, examples, mock, i18n)', '.')],
  ['api-client', () => vitest('api-client', 'packages/api-client')],
  ['ui', () => vitest('ui', 'packages/ui')],
  ['app', () => vitest('app', 'packages/app')],
  ['app-build', () => check('app production build', 'pnpm', ['--filter', '@creator/app', 'build'])],
  [
    'catalogue-build',
    () => check('ui catalogue build', 'pnpm', ['--filter', '@creator/ui', 'catalogue:build']),
  ],
  ['node24', onNode24],
  ['ui-e2e', () => playwright('ui catalogue in Chromium', 'packages/ui')],
  [
    'app-e2e',
    () => {
      // The coverage gate below reads only what this run writes.
      for (const ext of ['json', 'html']) rmSync(e2eReport.replace(/json$/, ext), { force: true });
      return playwright(
        'app end to end in Chromium',
        'packages/app',
        // Served from the build the app-build suite just made, when it made one.
        appBuilt() ? { SERVE_DIR: join(root, 'packages/app/dist') } : {},
      );
    },
  ],
  ['contract-coverage', contractCoverage],
];

for (const [key, suite] of suites) {
  if (only.length > 0 && !only.includes(key)) continue;
  console.log(`\n=== ${key} ===`);
  const started = Date.now();
  const result = { ...(await suite()), seconds: (Date.now() - started) / 1000 };
  results.push(result);
  console.log(
    `--- ${result.name}: ${result.passed} passed, ${result.failed} failed in ${result.seconds.toFixed(1)} s${result.note ? ` (${result.note})` : ''}`,
  );
}
rmSync(reports, { recursive: true, force: true });

console.log('\nSummary by suite:');
for (const r of results)
  console.log(
    `  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(1)} s)`,
  );
const total = results.reduce((s, r) => s + r.seconds, 0);
console.log(`  total time ${(total / 60).toFixed(1)} min`);
for (const r of results) if (r.figure) console.log(r.figure);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
