import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** openapi/examples, found upward from the working directory (tests run from the package or the root). */
function findExamplesDir(): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, 'openapi', 'examples');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('openapi/examples not found above the working directory');
    dir = parent;
  }
}

const examplesDir = findExamplesDir();

/**
 * The value of a contract example (`openapi/examples/<operationId>/<status>/<name>.json`),
 * so screens are tested against the same data the mock API serves.
 */
export function example<T = unknown>(operationId: string, name = 'creator', status = 200): T {
  const file = join(examplesDir, operationId, String(status), `${name}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { value: T }).value;
}
