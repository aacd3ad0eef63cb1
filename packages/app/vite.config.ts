import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from 'vite';
import { bootPreload } from './boot-preload.ts';
import { bootTextsPlugin } from './boot-texts.ts';
import { bootReads } from './boot-reads.ts';
import { firstPaint } from './first-paint.ts';
import { serveLikeProduction } from './serve-like-production.ts';
import { unusedMantineCss } from './unused-mantine-css.ts';
import {
  CSP_NONCE_PLACEHOLDER,
  developmentCsp,
  exampleHostsWarning,
  headersFile,
  mockSources,
  newNonce,
  productionCsp,
  securityHeaders,
} from './security-headers.ts';

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

/**
 * Security headers (security-headers.ts): the production policy for `vite preview` (`pnpm
 * serve`, what the e2e runs against), a looser one for the dev server (Vite's inline
 * React Refresh preamble, its CSS as inline styles, HMR). Both against the mock's hosts; a
 * deployment's CDN sends the `_headers` the build writes (or the README's nginx snippet) with
 * its own hosts.
 */
const sources = mockSources(apiTarget);
const devHeaders = securityHeaders(developmentCsp(sources), { https: false });
const previewHeaders = (nonce: string) =>
  securityHeaders(productionCsp(sources, nonce), { https: false });

/** Requests for the app's own files: `/api` and `/__mock` are the backend's. */
const isAppRequest = (url: string | undefined) => !/^\/(api|__mock)(\/|$)/.test(url ?? '');

/**
 * Sends the headers with the app's own files (the mock's login and consent pages have their
 * own inline bits and are not the app). Under `vite preview`, each response of index.html (any
 * path of the app that is not a file of the build) gets a fresh style nonce, in the policy and
 * in the HTML's nonce attributes, as a production server must do. The build writes `_headers`;
 * the build and `pnpm serve` warn while the deployment's example hosts are in place.
 */
function securityHeadersPlugin(base: string): Plugin {
  let outDir = '';
  let building = false;
  const development: Connect.NextHandleFunction = (req, res, next) => {
    if (isAppRequest(req.url))
      for (const [name, value] of Object.entries(devHeaders)) res.setHeader(name, value);
    next();
  };
  const preview: Connect.NextHandleFunction = (req, res, next) => {
    if (!isAppRequest(req.url)) return next();
    const nonce = newNonce();
    for (const [name, value] of Object.entries(previewHeaders(nonce))) res.setHeader(name, value);
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    if (!path.startsWith(base) || !['GET', 'HEAD'].includes(req.method ?? '')) return next();
    const file = join(outDir, path.slice(base.length));
    if (!path.endsWith('/index.html') && existsSync(file) && statSync(file).isFile()) return next();
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(req.method === 'HEAD' ? undefined : html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
  const warn = () => {
    const warning = exampleHostsWarning();
    if (warning) console.warn(warning);
  };
  return {
    name: 'creator-security-headers',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    configureServer: (server) => void server.middlewares.use(development),
    configurePreviewServer: (server) => {
      warn();
      server.middlewares.use(preview);
    },
    closeBundle() {
      if (!building) return;
      writeFileSync(join(outDir, '_headers'), headersFile());
      warn();
    },
  };
}

export default defineConfig({
  base: '/creator/',
  // Every nonce attribute of index.html, and `<meta property="csp-nonce">` for the styles the
  // app and Vite write at run time; the server replaces the placeholder per response.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  plugins: [
    react(),
    bootReads(),
    bootPreload(),
    bootTextsPlugin(),
    unusedMantineCss(),
    firstPaint(),
    serveLikeProduction('/creator/'),
    // After serveLikeProduction, which sets each response's caching before this serves index.html.
    securityHeadersPlugin('/creator/'),
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
    // No manual chunk for the chart libraries: recharts and @mantine/charts are reached only
    // through the lazy '@creator/ui/charts' import, so they land in its chunk, outside the
    // entry. A manual 'charts' group split them from their own dependencies into two chunks
    // that imported each other, and recharts then failed at load ("x is not a function").
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
