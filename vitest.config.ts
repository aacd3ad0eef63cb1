import { defineConfig } from 'vitest/config';

// Tests of the scripts/ folder: mock gateway, realtime server, generators, contract checks.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['scripts/**/*.test.{js,mjs,ts}'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
