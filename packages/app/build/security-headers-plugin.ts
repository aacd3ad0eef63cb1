import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
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

/** Requests for the app's own files: `/api` and `/__mock` are the backend's. */
const isAppRequest = (url: string | undefined) => !/^\/(api|__mock)(\/|$)/.test(url ?? '');

/**
 * Sends the headers with the app's own files (the mock's login and consent pages have their
 * own inline bits and are not the app). Under `vite preview`, each response of index.html (any
 * path of the app that is not a file of the build) gets a fresh style nonce, in the policy and
 * in the HTML's nonce attributes, as a production server must do. The build writes `_headers`;
 * the build and `pnpm serve` warn while the deployment's example hosts are in place.
 *
 * The policies are security-headers.ts's: the production one for `vite preview` (`pnpm
 * serve`, what the e2e runs against), a looser one for the dev server (Vite's inline React
 * Refresh preamble, its CSS as inline styles, HMR). Both against the mock's hosts
 * (`apiTarget`); a deployment's CDN sends the `_headers` the build writes (or the README's
 * nginx snippet) with its own hosts.
 */
export function securityHeadersPlugin(base: string, apiTarget: string): Plugin {
  const sources = mockSources(apiTarget);
  const devHeaders = securityHeaders(developmentCsp(sources), { https: false });
  const previewHeaders = (nonce: string) =>
    securityHeaders(productionCsp(sources, nonce), { https: false });
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
