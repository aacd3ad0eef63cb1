// Bundles the split contract (openapi/openapi.yaml and the files it references) into
// the single files consumers download, openapi/dist/openapi.{yaml,json}, and injects
// the generated examples (openapi/examples/, see docs/contract-conventions.md).
// Same input, byte-identical output, so a test can check the committed files are fresh.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const distDir = join(root, 'openapi/dist');
const examplesDir = join(root, 'openapi/examples');

/** Lists the sub-folders (or files) of a folder, sorted, or [] when it is missing. */
function list(dir) {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** Example names in serving order: `creator` first (Prism's default), then by name. */
function byPersona(a, b) {
  if (a === b) return 0;
  if (a === 'creator') return -1;
  if (b === 'creator') return 1;
  return a < b ? -1 : 1;
}

/** Reads `<dir>/<name>.json` Example Objects into an ordered `{name: example}` map. */
function readExamples(dir) {
  const names = list(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort(byPersona);
  return Object.fromEntries(
    names.map((n) => [n, JSON.parse(readFileSync(join(dir, `${n}.json`), 'utf8'))]),
  );
}

/** Every operation of the document by operationId. */
function operations(doc) {
  const ops = new Map();
  for (const item of Object.values(doc.paths ?? {}))
    for (const [method, op] of Object.entries(item))
      if (op && typeof op === 'object' && op.operationId) ops.set(op.operationId, { method, op });
  return ops;
}

/** Puts examples on the JSON media type of a response, copying a shared response first. */
function addResponseExamples(doc, op, status, examples) {
  let response = op.responses?.[status];
  if (!response) throw new Error(`${op.operationId} declares no ${status} response`);
  if (response.$ref) {
    const name = response.$ref.split('/').pop();
    response = structuredClone(doc.components.responses[name]);
    op.responses[status] = response;
  }
  const media = response.content?.['application/json'];
  if (!media) throw new Error(`${op.operationId} ${status} has no application/json content`);
  media.examples = examples;
}

/** Bundles with Redocly and returns the document (no files written). */
export function buildBundle() {
  const tmp = mkdtempSync(join(tmpdir(), 'bundle-'));
  try {
    const out = join(tmp, 'openapi.json');
    execFileSync('pnpm', ['exec', 'redocly', 'bundle', 'openapi/openapi.yaml', '-o', out], {
      cwd: root,
      stdio: 'pipe',
    });
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    injectExamples(doc);
    return doc;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Injects openapi/examples into the document, in place. */
export function injectExamples(doc) {
  const ops = operations(doc);
  for (const operationId of list(examplesDir)) {
    if (operationId.startsWith('_')) continue;
    const found = ops.get(operationId);
    if (!found) throw new Error(`openapi/examples/${operationId}: no such operationId`);
    for (const status of list(join(examplesDir, operationId))) {
      const examples = readExamples(join(examplesDir, operationId, status));
      if (status === 'request') {
        const media = found.op.requestBody?.content;
        const type = media && Object.keys(media)[0];
        if (!type) throw new Error(`${operationId} has no request body for its request examples`);
        media[type].examples = examples;
      } else addResponseExamples(doc, found.op, status, examples);
    }
  }
  // Examples shared by every operation using a response component (e.g. the signed-out 401).
  const shared = join(examplesDir, '_responses');
  for (const name of list(shared)) {
    const media = doc.components?.responses?.[name]?.content?.['application/json'];
    if (!media) throw new Error(`openapi/examples/_responses/${name}: no such response component`);
    media.examples = readExamples(join(shared, name));
  }
  dropUnusedResponses(doc);
}

/** Removes response components no operation refers to any more (after copies). */
function dropUnusedResponses(doc) {
  const text = JSON.stringify(doc.paths);
  for (const name of Object.keys(doc.components?.responses ?? {}))
    if (!text.includes(`"#/components/responses/${name}"`)) delete doc.components.responses[name];
}

/** The two committed files' contents for a document. */
export function render(doc) {
  return {
    'openapi.yaml': YAML.stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false }),
    'openapi.json': `${JSON.stringify(doc, null, 2)}\n`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = render(buildBundle());
  mkdirSync(distDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(distDir, name), text);
  console.log(`Wrote openapi/dist/openapi.yaml and openapi/dist/openapi.json`);
}
