import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the data kept on the device is versioned by: the contract's shapes and the code reading them. */
const SOURCES = ['openapi/dist/openapi.json', 'packages/api-client/src', 'packages/app/src'];

function filesUnder(path: string): string[] {
  try {
    return readdirSync(path, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [path];
  }
}

/**
 * The version of the data the app keeps on the device (TanStack Query's `buster`): the
 * contract's version and a build id, a digest of the bundled contract and of the client's and
 * app's sources. Any change to them drops what an older build kept, so a new contract never
 * feeds old shapes into new code; the same sources build the same version.
 */
export function dataVersion(root: string): string {
  const contract = JSON.parse(readFileSync(join(root, SOURCES[0]!), 'utf8')) as {
    info: { version: string };
  };
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => filesUnder(join(root, source))).sort()) {
    hash.update(relative(root, file)).update(readFileSync(file));
  }
  return `${contract.info.version}+${hash.digest('hex').slice(0, 12)}`;
}
