// Prism behind the gateway: started again when it stops, and when it cannot come back the
// caller hears why (the mock stack then exits with that message) instead of a run of errors.
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, vi } from 'vitest';
import { freePort } from '../ports.mjs';
import { startPrism } from './prism.mjs';

const spec = join(dirname(fileURLToPath(import.meta.url)), '../../openapi/dist/openapi.json');

it('reports why when Prism stopped and cannot be started again', async () => {
  const port = await freePort();
  let fatal;
  const reported = new Promise((resolve) => {
    fatal = resolve;
  });
  const prism = await startPrism({ spec, port, onFatal: fatal });
  const blocker = net.createServer();
  try {
    const pid = prism.pid();
    process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), {
      timeout: 10_000,
      interval: 10,
    });
    // Someone else takes the port before Prism is started again.
    await new Promise((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    expect(await reported).toMatch(
      /^Prism \(the example server behind the mock.*\) (stopped \d+ times within a minute|could not be started again)/,
    );
  } finally {
    blocker.close();
    await prism.close();
  }
}, 60_000);
