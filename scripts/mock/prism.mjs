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
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`Prism did not answer on ${url} within ${timeoutMs} ms`);
}

/** Prism stopping more often than this within RESTART_WINDOW_MS is not coming back. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/**
 * Starts `prism mock <spec>` on 127.0.0.1:port; resolves to `{ url, close() }`. Should Prism
 * stop on its own (a crash, or someone's `pkill`), it is started again on the same port, so
 * a long `pnpm start` session survives it (the gateway never sends it the request again).
 * When it cannot be started again, or stops more than MAX_RESTARTS times a minute,
 * `onFatal(message)` is called with the reason.
 * @param {{ spec: string, port: number, quiet?: boolean, onFatal?: (message: string) => void }} options
 */
export async function startPrism({ spec, port, quiet = true, onFatal = () => {} }) {
  const bin = join(root, 'node_modules/.bin/prism');
  const url = `http://127.0.0.1:${port}`;
  let child;
  let closing = false;
  const stops = [];

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
      const now = Date.now();
      stops.push(now);
      while (stops[0] < now - RESTART_WINDOW_MS) stops.shift();
      const how = signal ?? `exit ${code}`;
      if (stops.length > MAX_RESTARTS) {
        closing = true;
        return onFatal(
          `Prism (the example server behind the mock, ${url}) stopped ${stops.length} times within a minute (last: ${how}); last output:\n${stderr.trim().slice(-2000)}`,
        );
      }
      console.error(`Prism stopped (${how}); starting it again.`);
      setTimeout(() => {
        if (!closing)
          launch().catch((error) =>
            onFatal(
              `Prism (the example server behind the mock) could not be started again: ${error.message}`,
            ),
          );
      }, 200);
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
    /** The process id of the Prism running now (tests stop it to see it restarted). */
    pid: () => child.pid,
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
