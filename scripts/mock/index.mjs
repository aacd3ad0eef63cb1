// `pnpm mock`: the mock API alone on http://127.0.0.1:4010, or on $MOCK_PORT (0 = any free
// port); Prism, behind it, on the next port (a free one with MOCK_PORT=0).
import { assertPortFree, freePort, portFrom } from '../ports.mjs';
import { startMockStack } from './stack.mjs';

export const DEFAULT_MOCK_PORT = 4010;

let port;
let prismPort;
try {
  port = await portFrom('MOCK_PORT', DEFAULT_MOCK_PORT);
  prismPort = process.env.MOCK_PORT === '0' ? await freePort([port]) : port + 1;
  await assertPortFree(port, 'the mock API (set MOCK_PORT, 0 = any free port)');
  await assertPortFree(prismPort, 'Prism, behind the mock API (it takes MOCK_PORT + 1)');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const stack = await startMockStack({ port, prismPort, quiet: process.argv.includes('--quiet') });
console.log(`Mock API: ${stack.url} (developer page: ${stack.url}/__mock/)`);
console.log(
  `Personas (header X-Mock-Persona or cookie mock_persona): ${stack.personas.join(', ')}`,
);
const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
