// `pnpm bench`: builds the dashboard for production and prints the gzip size of what the
// first page load needs (the entry chunk and everything it imports statically, from Vite's
// manifest) against the budget, then the lazy chunks. Exit code 1 when over budget.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const appDir = join(root, 'packages/app');
const distDir = join(appDir, 'dist');
export const BUDGET = { js: 170 * 1024, css: 50 * 1024 };

/**
 * Files of the initial load: from the manifest's entry, follow `imports` (static) but not
 * `dynamicImports` (lazy). Returns the JS and CSS files, deduplicated.
 */
export function initialFiles(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key] of entries) visit(key);
  return { js: [...js], css: [...css] };
}

/** Every JS chunk not in the initial load, with the CSS it brings. */
export function lazyFiles(manifest, initial) {
  const taken = new Set([...initial.js, ...initial.css]);
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    if (!taken.has(chunk.file) && /\.(js|css)$/.test(chunk.file)) files.add(chunk.file);
    for (const file of chunk.css ?? []) if (!taken.has(file)) files.add(file);
  }
  return [...files].sort();
}

const gzipSize = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function main() {
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
  if (js > BUDGET.js || css > BUDGET.css) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
