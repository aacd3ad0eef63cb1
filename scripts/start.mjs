// `pnpm start`: the mock API on http://127.0.0.1:4010 and the dashboard's dev server on
// http://127.0.0.1:5173/creator/ (which reaches the API through its /api proxy).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startMockStack } from './mock/stack.mjs';
import { assertPortFree } from './ports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  await assertPortFree(4010, 'the mock API');
  await assertPortFree(4011, 'Prism (behind the mock API)');
  await assertPortFree(5173, "the dashboard's dev server");
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const stack = await startMockStack({
  port: 4010,
  prismPort: 4011,
  quiet: !process.argv.includes('--verbose'),
});
const app = spawn(
  'pnpm',
  [
    '--filter',
    '@creator/app',
    'exec',
    'vite',
    '--host',
    '127.0.0.1',
    '--port',
    '5173',
    '--strictPort',
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
console.log(`Mock API:  ${stack.url}  (personas: ${stack.personas.join(', ')})`);
console.log('Dashboard: http://127.0.0.1:5173/creator/');
console.log(
  'Switch persona: http://127.0.0.1:4010/__mock/login?persona=new-creator (or the mock_persona cookie)',
);

let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  await stack.close();
  process.exit(code);
};
app.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
