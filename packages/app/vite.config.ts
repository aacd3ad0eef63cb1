import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { bootPreload } from './build/boot-preload.ts';
import { bootScript } from './build/boot-script.ts';
import { bootTextsPlugin } from './build/boot-texts.ts';
import { colorSchemeBoot } from './build/color-scheme-boot.ts';
import { bootReads } from './build/boot-reads.ts';
import { firstPaint } from './build/first-paint.ts';
import { serveLikeProduction } from './build/serve-like-production.ts';
import { unusedMantineCss } from './build/unused-mantine-css.ts';
import { pwaPlugin } from './build/pwa.ts';
import { CSP_NONCE_PLACEHOLDER } from './build/security-headers.ts';
import { securityHeadersPlugin } from './build/security-headers-plugin.ts';
import { dataVersion } from './build/data-version.ts';

/** Where the dev server sends `/api` (and the mock's `/__mock` login pages): the mock stack by default. */
const apiTarget = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010';

/**
 * `/api` and `/__mock` go to the mock (dev server and `vite preview` alike). changeOrigin stays
 * false so the browser's cookies (mock_persona, a real session) pass through untouched. The
 * mock's login page comes back to the page's own origin, whatever port it is served on.
 */
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: false },
  // The mock's realtime (Pusher protocol) socket, so the app connects to its own origin.
  '/app/mock': { target: apiTarget, changeOrigin: false, ws: true },
  '/__mock': {
    target: apiTarget,
    changeOrigin: false,
    configure: (server) =>
      server.on('proxyReq', (proxyReq, req) => {
        const url = new URL(proxyReq.path, 'http://mock');
        // The fallback when no same-origin return_to is given (the mock checks that one).
        if (!/^\/__mock\/log(in|out)$/.test(url.pathname) || url.searchParams.has('return')) return;
        const back = url.pathname === '/__mock/login' ? '/creator/' : '/__mock/personas';
        url.searchParams.set('return', `http://${req.headers.host ?? '127.0.0.1'}${back}`);
        proxyReq.path = `${url.pathname}${url.search}`;
      }),
  },
};

export default defineConfig({
  base: '/creator/',
  // Every nonce attribute of index.html, and `<meta property="csp-nonce">` for the styles the
  // app and Vite write at run time; the server replaces the placeholder per response.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // The version of the reads kept on the device (src/session/device-data.ts).
  define: {
    __DATA_VERSION__: JSON.stringify(dataVersion(new URL('../..', import.meta.url).pathname)),
  },
  plugins: [
    react(),
    colorSchemeBoot(),
    bootReads(),
    bootPreload(),
    bootTextsPlugin(),
    unusedMantineCss(),
    firstPaint(),
    serveLikeProduction('/creator/'),
    // After serveLikeProduction, which sets each response's caching before this serves index.html.
    securityHeadersPlugin('/creator/', apiTarget),
    // The web app manifest and the service worker that precaches the build (build/pwa.ts).
    pwaPlugin('/creator/'),
    // Last: it names the boot script's built file where the others found `/boot.js`.
    bootScript(),
  ],
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
    // Chromium, Firefox and Safari 17 preload modules themselves; older ones just load them.
    modulePreload: { polyfill: false },
    // No manual chunk for the charts: their code (with d3's curves) is reached only through the
    // lazy '@creator/ui/charts' import, so it lands in that chunk, outside the entry.
    rolldownOptions: {
      // Lets the bundler drop the entry's unused exports (an app's entry has no importers).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // By default the bundler makes one small chunk per set of screens sharing a module:
          // 40 files for the dashboard's screen, each a round trip on a slow network. Chunks
          // under 16 KB of source are copied into the chunks that use them instead (one module
          // state kept by the bundler's runtime): 12 files. Style modules stay files, as Vite
          // emits a chunk's CSS from every chunk listing its modules.
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
});
