import { describe, expect, it } from 'vitest';
import { assertPortFree, freePort, holdPort } from './ports.mjs';

describe('ports', () => {
  it('holdPort keeps a port taken until released, then frees it', async () => {
    const port = await freePort();
    const release = await holdPort(port, 'the dashboard');
    await expect(assertPortFree(port, 'the mock API')).rejects.toThrow(
      `Port ${port} is already in use, so the mock API cannot start`,
    );
    await expect(holdPort(port, 'the dashboard')).rejects.toThrow(/already in use/);
    // A client waiting for the server meanwhile is turned away, and does not hold up the release.
    const answer = await fetch(`http://127.0.0.1:${port}/`).catch((error) => error);
    expect(answer).toBeInstanceOf(TypeError);
    await release();
    await expect(assertPortFree(port, 'the mock API')).resolves.toBeUndefined();
  });
});
