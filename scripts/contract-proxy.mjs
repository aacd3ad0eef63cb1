// `pnpm contract:proxy <upstream-url> [--port 4012]`: for backend teams. Prism proxies
// every request to the real API and checks requests and responses against the contract.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortFree } from './ports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const upstream = args.find((a) => /^https?:\/\//.test(a));
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 4012;

if (!upstream) {
  console.error('Usage: pnpm contract:proxy <upstream-url> [--port 4012]');
  console.error('Example: pnpm contract:proxy https://staging.example.com');
  console.error(
    'Send your requests to http://127.0.0.1:<port>; see scripts/mock/README.md for what the output means.',
  );
  process.exit(2);
}
try {
  await assertPortFree(port, 'the validating proxy');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const prism = spawn(
  join(root, 'node_modules/.bin/prism'),
  [
    'proxy',
    join(root, 'openapi/dist/openapi.yaml'),
    upstream,
    '--errors',
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
  ],
  { stdio: 'inherit' },
);
prism.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal));
