import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

/** Files worth compressing (text); images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this size compression saves nothing worth a header. */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, as a CDN or
 * `nginx` with `brotli_static`/`gzip_static` would serve them. Returns the count written.
 */
export function precompress(outDir: string): number {
  let written = 0;
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 2;
  }
  return written;
}

/** The encoding to send for an Accept-Encoding header: brotli first, then gzip. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/** Hashed build assets never change under their name: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, config.js) is revalidated on every load. */
export const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

/**
 * `vite preview` as production serves the build: precompressed files written at build time
 * (`closeBundle`), sent with `Content-Encoding` when the browser accepts them, immutable
 * caching for `assets/` (hashed names) and revalidation for the rest.
 */
export function serveLikeProduction(base: string): Plugin {
  let outDir = '';
  let building = false;
  const assets = `${base}assets/`;
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith(base)) return next();
    res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    const file = join(outDir, path.slice(base.length));
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const type = CONTENT_TYPES[extname(file)];
    const suffix = encoding === 'br' ? '.br' : '.gz';
    if (!encoding || !type || !path.startsWith(assets) || !existsSync(file + suffix)) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(readFileSync(file + suffix));
  };
  return {
    name: 'creator-serve-like-production',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    closeBundle() {
      if (building) precompress(outDir);
    },
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}
