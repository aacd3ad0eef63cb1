// Plain Prism on the bundled contract, without the mock's gateway (openapi/README.md, "Plain
// Prism"): every operation requires the session cookie, so Prism answers 401 until
// `_creator_session` is sent, whatever its value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '../mock/prism.mjs';
import { freePort } from '../ports.mjs';

let prism;
beforeAll(async () => {
  prism = await startPrism({ spec: 'openapi/dist/openapi.yaml', port: await freePort() });
});
afterAll(() => prism?.close());

describe('prism mock openapi/dist/openapi.yaml', () => {
  it('answers 401 without the session cookie', async () => {
    const res = await fetch(`${prism.url}/api/user/me.json`);
    expect(res.status).toBe(401);
  });

  it('answers the example with any _creator_session cookie', async () => {
    const res = await fetch(`${prism.url}/api/user/me.json`, {
      headers: { Cookie: '_creator_session=dev' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: expect.any(Number) });
  });
});
