// Other clients' SDK generators: each generates from openapi/dist/openapi.json and the result
// typechecks with tsc --strict (scripts/contract/sdk-matrix.mjs). @hey-api/openapi-ts is
// checked by contract.test.mjs (sdkSmoke); orval 8 needs Node >= 22.18 (see openapi/README.md).
import { describe, expect, it } from 'vitest';
import { checkGenerator } from './sdk-matrix.mjs';

describe('SDK generators', () => {
  it.each(['kubb', 'openapi-zod-client'])(
    '%s generates an SDK that typechecks',
    async (name) => {
      const { ms } = await checkGenerator(name);
      expect(ms).toBeGreaterThan(0);
    },
    150000,
  );
});
