// `pnpm start`: the mock API and the dashboard's dev server (http://127.0.0.1:5173/creator/).
// `pnpm serve` (= `pnpm start --prod`): the production build, as users get it, served by
// `vite preview` (http://127.0.0.1:4173/creator/) with /api and /__mock proxied to the mock.
// Ports come from MOCK_PORT and APP_PORT (0 = any free one), so several people (or several
// end-to-end runs) can serve at once; Prism always takes a free port. SERVE_DIR serves an
// existing build instead of building.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockStack } from './mock/stack.mjs';
import { assertPortFree, holdPort, portFrom } from './ports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const appDir = join(root, 'packages/app');
const prod = process.argv.includes('--prod');

/** Newest modification time under the given paths (files or folders), skipping node_modules. */
function newestChange(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist' && !entry.startsWith('.'))
          visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/**
 * A production build no older than its sources: the newest one under packages/app/.serve/
 * when still fresh, else a new one. Each build gets its own folder, so a build started by
 * someone else never empties the folder another run is serving.
 */
function freshBuild() {
  const builds = join(appDir, '.serve');
  mkdirSync(builds, { recursive: true });
  const sources = newestChange([
    join(appDir, 'src'),
    join(appDir, 'public'),
    join(appDir, 'index.html'),
    // The build's own config and plugins (vite.config.ts, build/first-paint.ts, build/boot-preload.ts...).
    ...readdirSync(appDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(appDir, name)),
    join(root, 'locales'),
    join(root, 'packages/ui/src'),
    join(root, 'packages/api-client/src'),
  ]);
  const existing = readdirSync(builds)
    .filter((name) => existsSync(join(builds, name, 'index.html')))
    .sort()
    .reverse();
  const latest = existing[0];
  if (latest && statSync(join(builds, latest, 'index.html')).mtimeMs > sources) {
    console.log(`Production build is fresh: packages/app/.serve/${latest}`);
    return join(builds, latest);
  }
  // Builds of earlier runs older than an hour are no longer served by anyone.
  for (const name of existing)
    if (Date.now() - statSync(join(builds, name)).mtimeMs > 3_600_000)
      rmSync(join(builds, name), { recursive: true, force: true });
  const outDir = join(builds, `${Date.now()}-${process.pid}`);
  console.log(`Building the dashboard into ${outDir} ...`);
  const build = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: appDir,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('The production build failed.');
  return outDir;
}

let mockPort;
let appPort;
let releaseAppPort;
try {
  mockPort = await portFrom('MOCK_PORT', 4010);
  appPort = await portFrom('APP_PORT', prod ? 4173 : 5173, [mockPort]);
  await assertPortFree(mockPort, 'the mock API (set MOCK_PORT, 0 = any free port)');
  // Held until vite starts: Prism, started first on a free port, must not take it.
  releaseAppPort = await holdPort(appPort, 'the dashboard (set APP_PORT, 0 = any free port)');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

let outDir;
try {
  // SERVE_DIR serves a build made elsewhere (the test runner's own production build).
  outDir = prod ? (process.env.SERVE_DIR ?? freshBuild()) : null;
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const stack = await startMockStack({
  port: mockPort,
  quiet: !process.argv.includes('--verbose'),
  // Prism cannot come back: say why and stop the dashboard too, rather than serve errors.
  onFatal: (message) => {
    console.error(`The mock API stops: ${message}`);
    stop(1);
  },
});
await releaseAppPort();
const viteArgs = prod ? ['exec', 'vite', 'preview', '--outDir', outDir] : ['exec', 'vite'];
const app = spawn(
  'pnpm',
  [...viteArgs, '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'],
  {
    cwd: appDir,
    stdio: 'inherit',
    // vite.config.ts proxies /api and /__mock there.
    env: { ...process.env, MOCK_API_URL: stack.url },
  },
);
console.log(`Mock API:  ${stack.url}  (personas: ${stack.personas.join(', ')})`);
console.log(`Dashboard: http://127.0.0.1:${appPort}/creator/${prod ? '  (production build)' : ''}`);
console.log(
  `Switch persona: http://127.0.0.1:${appPort}/__mock/login?persona=new-creator (or the mock_persona cookie)`,
);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  await stack.close();
  process.exit(code);
}
app.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
