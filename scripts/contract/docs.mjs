// `pnpm reference [--out DIR]`: the offline API reference, generated on demand (not committed):
//   DIR/index.html   the OpenAPI document of openapi/dist (Redocly build-docs --inlineBundle:
//                    Redoc's scripts inside the page, no CDN), linking to
//   DIR/events.html  the realtime events of openapi/dist/asyncapi.yaml (same renderer).
// Default DIR: openapi/dist/docs/ (gitignored). The mock serves it at /__mock/docs/
// (scripts/mock/docs.mjs).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { addTagDisplayNames } from './bundle.mjs';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultDocsDir = join(root, 'openapi/dist/docs');

/** Runs `redocly build-docs` on one file. */
async function buildDocsFile(input, output, title) {
  const args = ['build-docs', input, '--inlineBundle', '--title', title, '-o', output];
  await run(join(root, 'node_modules/.bin/redocly'), args, {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  // The "API docs by Redocly" badge loads its logo from cdn.redoc.ly: inline a blank one so
  // the page makes no request beyond its own server.
  let html = readFileSync(output, 'utf8').replaceAll(
    /https:\/\/cdn\.redoc\.ly\/[\w./-]*?\.svg/g,
    BLANK_SVG,
  );
  // Redoc 3 posts usage traces to otel.cloud.redocly.com unless its disableTelemetry option is
  // on, and build-docs 2.77 writes it false whatever the CLI flags or redocly.yaml say.
  const options = /const __redoc_options = (\{.*?\});/.exec(html);
  if (!options)
    throw new Error(
      `${output}: no __redoc_options to turn telemetry off in (Redocly changed its template?)`,
    );
  const patched = { ...JSON.parse(options[1]), disableTelemetry: true };
  html = html.replace(options[0], () => `const __redoc_options = ${JSON.stringify(patched)};`);
  writeFileSync(output, html);
}

// Fully percent-encoded (no quote of any kind): it lands inside JS strings and attributes.
const BLANK_SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

/**
 * Builds the reference into `outDir`; returns the two files' paths.
 * @param {{ outDir?: string, spec?: string, asyncapi?: string }} [options]
 */
export async function buildDocs({
  outDir = defaultDocsDir,
  spec = join(root, 'openapi/dist/openapi.json'),
  asyncapi = join(root, 'openapi/dist/asyncapi.yaml'),
} = {}) {
  const out = resolve(outDir);
  mkdirSync(out, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'docs-'));
  try {
    const doc = addTagDisplayNames(JSON.parse(readFileSync(spec, 'utf8')));
    doc.info.description = `${doc.info.description ?? ''}\n\nRealtime events (Pusher protocol, AsyncAPI): [events.html](events.html).`;
    const events = YAML.parse(readFileSync(asyncapi, 'utf8'));
    events.info.description = `${events.info.description ?? ''}\n\nThe HTTP API: [index.html](index.html).`;
    writeFileSync(join(tmp, 'openapi.json'), JSON.stringify(doc));
    writeFileSync(join(tmp, 'asyncapi.yaml'), YAML.stringify(events));
    const files = [join(out, 'index.html'), join(out, 'events.html')];
    await buildDocsFile(join(tmp, 'openapi.json'), files[0], `${doc.info.title} – API reference`);
    await buildDocsFile(join(tmp, 'asyncapi.yaml'), files[1], `${events.info.title}`);
    return files;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const files = await buildDocs(at >= 0 ? { outDir: args[at + 1] } : {});
  console.log(`Wrote ${files.join(' and ')} (open index.html; works offline).`);
}
