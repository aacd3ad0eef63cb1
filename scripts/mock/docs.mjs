// The API reference on the mock: GET /__mock/docs/ (the OpenAPI reference) and
// /__mock/docs/events.html (the realtime events), built on first request with `pnpm reference`'s
// code (scripts/contract/docs.mjs) into openapi/dist/docs/ and rebuilt when the bundle changes.
// The gateway calls it before its other routes:
//   if (await serveDocs(req, res)) return;
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PREFIX = '/__mock/docs';
const sources = ['openapi/dist/openapi.json', 'openapi/dist/asyncapi.yaml'].map((f) =>
  join(root, f),
);

let building = null;

/** Builds the docs unless they are newer than the bundle; resolves the folder. */
async function ensureDocs(outDir) {
  const index = join(outDir, 'index.html');
  const newest = Math.max(...sources.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
  if (
    existsSync(index) &&
    existsSync(join(outDir, 'events.html')) &&
    statSync(index).mtimeMs >= newest
  )
    return outDir;
  building ??= import('../contract/docs.mjs')
    .then(({ buildDocs }) => buildDocs({ outDir }))
    .finally(() => {
      building = null;
    });
  await building;
  return outDir;
}

/**
 * Answers GET /__mock/docs[/...]; returns false for any other request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ outDir?: string }} [options]
 */
export async function serveDocs(req, res, { outDir = join(root, 'openapi/dist/docs') } = {}) {
  const { pathname } = new URL(req.url ?? '/', 'http://mock');
  if (pathname !== PREFIX && !pathname.startsWith(`${PREFIX}/`)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return true;
  }
  if (pathname === PREFIX) {
    res.writeHead(302, { location: `${PREFIX}/` }).end();
    return true;
  }
  const name = pathname.slice(PREFIX.length + 1) || 'index.html';
  if (name !== 'index.html' && name !== 'events.html') {
    res
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Not found: the reference is /__mock/docs/ and /__mock/docs/events.html');
    return true;
  }
  try {
    await ensureDocs(outDir);
    const body = readFileSync(join(outDir, name));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'cache-control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    res
      .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      .end(`Could not build the API reference: ${error.message}`);
  }
  return true;
}
