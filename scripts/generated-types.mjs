// The api-client's types are generated from the bundled contract and committed;
// this checks that the committed file is what the generator makes today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const committed = join(root, 'packages/api-client/src/generated/schema.d.ts');

/** Returns null when fresh, else a message saying what to run. */
export function checkGeneratedTypes() {
  const dir = mkdtempSync(join(tmpdir(), 'types-'));
  try {
    const out = join(dir, 'schema.d.ts');
    execFileSync('pnpm', ['exec', 'openapi-typescript', 'openapi/dist/openapi.yaml', '-o', out], {
      cwd: root,
      stdio: 'pipe',
    });
    const fresh = readFileSync(out, 'utf8') === readFileSync(committed, 'utf8');
    return fresh
      ? null
      : 'packages/api-client/src/generated/schema.d.ts is stale: run `pnpm generate`.';
  } catch (error) {
    return `Could not check generated types: ${error.message}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
