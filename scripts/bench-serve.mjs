// What every benchmark of `pnpm bench` runs against: a production build served like production
// (`pnpm serve`: precompressed, immutable assets, security headers, the mock behind it) on free
// ports, started once and shared by the benchmarks of one run.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Serves the build in `dir` (an existing build: SERVE_DIR) with the mock; resolves once the
 * dashboard answers, to its URL (`.../creator/`), the mock's URL and a stop function.
 */
export async function serveBuild(dir) {
  const appPort = await freePort();
  const mockPort = await freePort([appPort]);
  const child = spawn(process.execPath, ['scripts/start.mjs', '--prod'], {
    cwd: root,
    env: {
      ...process.env,
      APP_PORT: String(appPort),
      MOCK_PORT: String(mockPort),
      ...(dir ? { SERVE_DIR: dir } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops the mock and vite preview under it.
    detached: true,
  });
  let exited = null;
  child.once('exit', (code) => (exited = code ?? 1));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${appPort}/creator/`;
  for (let tries = 0; tries < 600; tries += 1) {
    if (exited !== null) throw new Error(`pnpm serve exited (${exited}) before answering`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, mock: `http://127.0.0.1:${mockPort}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`${url} never answered`);
}
