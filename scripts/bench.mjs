// `pnpm bench`: builds the dashboard for production and prints the gzip size of what the
// first page load needs (the entry chunk and everything it imports statically, from Vite's
// manifest) against the budget, then the lazy chunks; then, on that build served like
// production, the timed benchmarks: the submit overlay (bench-content), scrolling 1,000
// campaigns (bench-campaigns), the analytics year view (bench-analytics) and Lighthouse with
// the framework floor (bench-lighthouse). `--sizes` prints the sizes only. Exit code 1 when
// over the size budget; the timed figures are printed, not judged.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initialFiles, lazyFiles } from './bundle-files.mjs';

export { initialFiles, lazyFiles };

const root = fileURLToPath(new URL('..', import.meta.url));
const appDir = join(root, 'packages/app');
const distDir = join(appDir, 'dist');
// CSS: about 23 KiB since the build drops the styles of Mantine components no code renders
// (packages/app/build/unused-mantine-css.ts); 42 KiB without.
// JS: i18next and react-i18next (back with typed keys, issue 25) add about 17.5 KiB: 168 -> 186.
export const BUDGET = { js: 190 * 1024, css: 30 * 1024 };

const gzipSize = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const initial = initialFiles(manifest);
  const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
  const [js, css] = [sum(initial.js), sum(initial.css)];

  console.log('\nInitial load (gzip):');
  for (const file of [...initial.js, ...initial.css])
    console.log(`  ${kib(gzipSize(file)).padStart(10)}  ${file}`);
  const line = (name, size, budget) =>
    `  ${name.padEnd(4)} ${kib(size).padStart(10)} of ${kib(budget)}  ${size <= budget ? 'ok' : 'OVER BUDGET'}`;
  console.log(line('JS', js, BUDGET.js));
  console.log(line('CSS', css, BUDGET.css));
  console.log('\nLazy chunks (gzip):');
  for (const file of lazyFiles(manifest, initial))
    console.log(`  ${kib(gzipSize(file)).padStart(10)}  ${file}`);
  // The timed benchmarks share one server of this build; `--sizes` stops here.
  if (!process.argv.includes('--sizes')) {
    const { serveBuild } = await import('./bench-serve.mjs');
    const server = await serveBuild(distDir);
    try {
      await (await import('./bench-content.mjs')).benchContent(distDir, server);
      await (await import('./bench-campaigns.mjs')).benchCampaigns(server);
      await (await import('./bench-analytics.mjs')).benchAnalytics(distDir, server);
      await (await import('./bench-lighthouse.mjs')).benchLighthouse(5, { dir: distDir, server });
    } finally {
      server.stop();
    }
  }
  if (js > BUDGET.js || css > BUDGET.css) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
