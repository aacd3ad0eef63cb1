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

/** Starts `prism mock <spec>` on 127.0.0.1:port; resolves to `{ url, close() }`. */
export async function startPrism({ spec, port, quiet = true }) {
  const bin = join(root, 'node_modules/.bin/prism');
  const child = spawn(bin, ['mock', spec, '-h', '127.0.0.1', '-p', String(port), '--cors=false'], {
    cwd: root,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
    if (!quiet) process.stderr.write(d);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`);
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
