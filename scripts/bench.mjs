// `pnpm bench`: builds the dashboard for production and the framework floor (the libraries the
// app loads first, in a minimal app: packages/app/bench-floor/), and prints the gzip size of
// what the first page load needs (the entry chunk and everything it imports statically, from
// Vite's manifest) split into the floor and the app's own code, against the budget (the floor
// plus the app's own allowance), then the lazy chunks; then, on that build served like
// production, the timed benchmarks: the submit overlay (bench-content), scrolling 1,000
// campaigns (bench-campaigns), the analytics year view (bench-analytics), the input-to-next-paint
// of the interactions (bench-interactions), Lighthouse beside the floor (bench-lighthouse) and
// the repeat visits, the code served by the service worker (bench-repeat); the Lighthouse part
// also prints what holds each page's blocking time (bench-long-tasks).
// `--sizes` prints the sizes only. Exit code 1 when over the size budget; the timed figures are
// printed, not judged. About 10 minutes on an idle 2-core machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initialFiles, lazyFiles } from './bundle-files.mjs';

export { initialFiles, lazyFiles };

const root = fileURLToPath(new URL('..', import.meta.url));
const appDir = join(root, 'packages/app');
const distDir = join(appDir, 'dist');
// CSS: the build drops the styles of Mantine components no code renders
// (packages/app/build/unused-mantine-css.ts), which keeps it under the budget.
// JS: the floor (the libraries loaded first, measured in the same run) plus the app's own code;
// the budget is the app's own, with little room: code that only some sessions need (the
// realtime notices) loads when first needed, not with the shell.
export const BUDGET = { ownJs: 48 * 1024, css: 30 * 1024 };

const gzipSize = (file, dir = distDir) =>
  gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Builds the framework floor (packages/app/bench-floor/) into a folder of its own. */
function buildFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'creator-floor-'));
  const build = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '-c', 'bench-floor/vite.config.ts', '--outDir', outDir],
    { cwd: appDir, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  return outDir;
}

/** Gzip size of the initial JS of the Vite build in `dir`. */
function initialJs(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  return initialFiles(manifest).js.reduce((total, file) => total + gzipSize(file, dir), 0);
}

async function main() {
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const floorDir = buildFloor();
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const initial = initialFiles(manifest);
  const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
  const [js, css] = [sum(initial.js), sum(initial.css)];
  const floor = initialJs(floorDir);
  const own = js - floor;
  const jsBudget = floor + BUDGET.ownJs;

  console.log('\nInitial load (gzip):');
  for (const file of [...initial.js, ...initial.css])
    console.log(`  ${kib(gzipSize(file)).padStart(10)}  ${file}`);
  const line = (name, size, budget) =>
    `  ${name.padEnd(4)} ${kib(size).padStart(10)} of ${kib(budget)}  ${size <= budget ? 'ok' : 'OVER BUDGET'}`;
  console.log(line('JS', js, jsBudget));
  console.log(
    `         = floor ${kib(floor)} (React, React Router, TanStack Query, i18next, react-i18next, Mantine: bench-floor/)` +
      ` + the app's own ${kib(own)} (budget: the floor + ${kib(BUDGET.ownJs)})`,
  );
  console.log(line('CSS', css, BUDGET.css));
  console.log('\nLazy chunks (gzip):');
  for (const file of lazyFiles(manifest, initial))
    console.log(`  ${kib(gzipSize(file)).padStart(10)}  ${file}`);
  // The timed benchmarks share one server of this build; `--sizes` stops here.
  if (!process.argv.includes('--sizes')) {
    const started = Date.now();
    const { serveBuild } = await import('./bench-serve.mjs');
    const server = await serveBuild(distDir);
    try {
      // The builds above leave the load average high for a minute or two: the first timed
      // figures wait for it too (Lighthouse waits again, after the interactions' load).
      const { settle } = await import('./bench-lighthouse.mjs');
      const load = await settle(120_000);
      console.log(
        `\nTimed benchmarks from a load average of ${load.toFixed(2)} (${cpus().length} cores)`,
      );
      await (await import('./bench-content.mjs')).benchContent(distDir, server);
      await (await import('./bench-campaigns.mjs')).benchCampaigns(server);
      await (await import('./bench-analytics.mjs')).benchAnalytics(distDir, server);
      await (await import('./bench-interactions.mjs')).benchInteractions(distDir, server);
      // Five runs per page, the median of 5 that the targets are judged on: the whole bench
      // stays near 10 minutes.
      await (
        await import('./bench-lighthouse.mjs')
      ).benchLighthouse(5, { dir: distDir, server, floor: floorDir });
      await (await import('./bench-repeat.mjs')).benchRepeat(server, 3);
    } finally {
      server.stop();
    }
    console.log(`\nTimed benchmarks: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  }
  if (js > jsBudget || css > BUDGET.css) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
