// `pnpm mock`: the mock API alone on http://127.0.0.1:4010.
import { assertPortFree } from '../ports.mjs';
import { startMockStack } from './stack.mjs';

export const MOCK_PORT = 4010;
export const PRISM_PORT = 4011;

try {
  await assertPortFree(MOCK_PORT, 'the mock API');
  await assertPortFree(PRISM_PORT, 'Prism (behind the mock API)');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const stack = await startMockStack({
  port: MOCK_PORT,
  prismPort: PRISM_PORT,
  quiet: process.argv.includes('--quiet'),
});
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
