import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/*.test.ts'],
    // Whole-app renders on a busy shared 2-core machine (see packages/ui/test/jsdom.ts).
    testTimeout: 60_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
