import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** Where the dev server sends `/api` (and the mock's `/__mock` login pages): the mock stack by default. */
const apiTarget = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010';

/**
 * `/api` and `/__mock` go to the mock (dev server and `vite preview` alike). changeOrigin stays
 * false so the browser's cookies (mock_persona, a real session) pass through untouched. The
 * mock's login page comes back to the page's own origin, whatever port it is served on.
 */
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/__mock': {
    target: apiTarget,
    changeOrigin: false,
    configure: (server) =>
      server.on('proxyReq', (proxyReq, req) => {
        const url = new URL(proxyReq.path, 'http://mock');
        if (!/^\/__mock\/log(in|out)$/.test(url.pathname) || url.searchParams.has('return')) return;
        const back = url.pathname === '/__mock/login' ? '/creator/' : '/__mock/personas';
        url.searchParams.set('return', `http://${req.headers.host ?? '127.0.0.1'}${back}`);
        proxyReq.path = `${url.pathname}${url.search}`;
      }),
  },
};

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
    proxy,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
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
