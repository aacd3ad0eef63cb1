// Starts Prism in mock mode (request validation on) as a child process and waits
// until it answers.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path string, not `new URL`: under jsdom (api-client upload tests) URL is jsdom's.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Waits until `url` answers any HTTP status, or fails after `timeoutMs`. */
async function waitForHttp(url, child, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited early (code ${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`Prism did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Starts `prism mock <spec>` on 127.0.0.1:port; resolves to `{ url, close() }`. Should Prism
 * stop on its own (a crash, or someone's `pkill`), it is started again on the same port, so
 * a long `pnpm start` session survives it.
 */
export async function startPrism({ spec, port, quiet = true }) {
  const bin = join(root, 'node_modules/.bin/prism');
  const url = `http://127.0.0.1:${port}`;
  let child;
  let closing = false;

  async function launch() {
    child = spawn(bin, ['mock', spec, '-h', '127.0.0.1', '-p', String(port), '--cors=false'], {
      cwd: root,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr = (stderr + d).slice(-8000);
      if (!quiet) process.stderr.write(d);
    });
    child.once('exit', (code, signal) => {
      if (closing) return;
      console.error(`Prism stopped (${signal ?? `exit ${code}`}); starting it again.`);
      setTimeout(() => launch().catch((error) => console.error(error.message)), 200);
    });
    try {
      await waitForHttp(url, child);
    } catch (error) {
      closing = true;
      child.kill('SIGKILL');
      throw new Error(`${error.message}\n${stderr}`);
    }
  }

  await launch();
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        closing = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
