// Other clients' SDK generators (scripts/contract/sdk-matrix.mjs): each generates from
// openapi/dist/openapi.json, the result and a caller typecheck with tsc --strict, and the
// caller's one call (campaign 102) answers from the mock. orval runs on Node 24.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockStack } from '../mock/stack.mjs';
import { checkGenerator, generators } from './sdk-matrix.mjs';

let mock;
beforeAll(async () => {
  mock = await startMockStack({ port: 0 });
});
afterAll(() => mock?.close());

describe('SDK generators', () => {
  it('are seven', () => {
    expect(Object.keys(generators)).toEqual([
      'hey-api',
      'kubb',
      'openapi-zod-client',
      'orval',
      'typed-openapi',
      'openapi-typescript-codegen',
      'swagger-typescript-api',
    ]);
  });

  it.each(Object.keys(generators))(
    '%s generates an SDK that typechecks and reads a campaign from the mock',
    async (name) => {
      const { dir } = await checkGenerator(name, { keep: true });
      try {
        const { call } = await import(/* @vite-ignore */ join(dir, 'use.ts'));
        expect(await call(mock.url)).toBe(102);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    150000,
  );
});
