import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server sends `/api` (and the mock's `/__mock` login pages): the mock stack by default. */
const apiTarget = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010';

/** Chart libraries are heavy (~115 KiB gzip) and only analytics needs them: keep them out of the entry. */
const chartPackages =
  /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|victory-vendor)[\\/]/;

export default defineConfig({
  base: '/creator/',
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      // changeOrigin stays false so the browser's cookies (mock_persona, a real session) pass through untouched.
      '/api': { target: apiTarget, changeOrigin: false },
      '/__mock': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // bench.mjs reads the manifest to size the initial load.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the chart packages themselves: pulling their dependencies in too would drag
          // React (shared with the entry) into the lazy chunk and make it load up front.
          groups: [
            {
              name: 'charts',
              test: chartPackages,
              priority: 10,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
