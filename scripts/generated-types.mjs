// The api-client's types are generated from the bundled contract and committed. The one place
// openapi-typescript's arguments are written: `node scripts/generated-types.mjs --write` (the
// api-client's `generate` script) writes the file, `checkGeneratedTypes` checks that the
// committed file is what the generator makes today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const committed = join(root, 'packages/api-client/src/generated/schema.d.ts');

/**
 * `--root-types --root-types-no-schema-prefix`: every schema also as a type of its own name
 * (`User`, `Campaign`), so the client needs no hand-written aliases.
 */
export const TYPES_FLAGS = ['--root-types', '--root-types-no-schema-prefix'];

/** Runs openapi-typescript on the bundled contract, writing `out`. */
function generateTypes(out) {
  execFileSync(
    'pnpm',
    ['exec', 'openapi-typescript', 'openapi/dist/openapi.yaml', '-o', out, ...TYPES_FLAGS],
    { cwd: root, stdio: 'pipe' },
  );
}

/** Returns null when fresh, else a message saying what to run. */
export function checkGeneratedTypes() {
  const dir = mkdtempSync(join(tmpdir(), 'types-'));
  try {
    const out = join(dir, 'schema.d.ts');
    generateTypes(out);
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

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write'))
  generateTypes(committed);
