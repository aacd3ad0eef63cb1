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
import { dirname, join, resolve } from 'node:path';
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

/**
 * Bundles with Redocly and returns the document (no files written). `entry`: the split
 * contract's root file (default the repository's); its examples are beside it.
 */
export function buildBundle(entry = join(root, 'openapi/openapi.yaml')) {
  const tmp = mkdtempSync(join(tmpdir(), 'bundle-'));
  try {
    const out = join(tmp, 'openapi.json');
    execFileSync('pnpm', ['exec', 'redocly', 'bundle', resolve(entry), '-o', out], {
      cwd: root,
      stdio: 'pipe',
    });
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    injectExamples(doc, join(dirname(resolve(entry)), 'examples'));
    addTagDisplayNames(doc);
    return doc;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Gives every tag without one an `x-displayName` (Redoc, Scalar and others show it instead of
 * the slug): `submitted-contents` -> `Submitted contents`. In place.
 */
export function addTagDisplayNames(doc) {
  for (const tag of doc.tags ?? [])
    if (!tag['x-displayName']) {
      const words = tag.name.replace(/[-_]+/g, ' ').trim();
      tag['x-displayName'] = words.charAt(0).toUpperCase() + words.slice(1);
    }
  return doc;
}

/** Injects openapi/examples (or another folder of examples) into the document, in place. */
export function injectExamples(doc, dir = examplesDir) {
  const ops = operations(doc);
  for (const operationId of list(dir)) {
    if (operationId.startsWith('_')) continue;
    const found = ops.get(operationId);
    if (!found) throw new Error(`openapi/examples/${operationId}: no such operationId`);
    for (const status of list(join(dir, operationId))) {
      const examples = readExamples(join(dir, operationId, status));
      if (status === 'request') {
        const media = found.op.requestBody?.content;
        const type = media && Object.keys(media)[0];
        if (!type) throw new Error(`${operationId} has no request body for its request examples`);
        media[type].examples = examples;
      } else addResponseExamples(doc, found.op, status, examples);
    }
  }
  // Examples shared by every operation using a response component (e.g. the signed-out 401).
  const shared = join(dir, '_responses');
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

/**
 * The realtime contract (openapi/asyncapi.yaml) made self-contained: every reference to a
 * file of openapi/components/ (and what those schemas reference in turn) becomes a schema
 * under the document's own components.schemas, so dist/asyncapi.yaml works on its own.
 */
export function buildAsyncApi(file = join(root, 'openapi/asyncapi.yaml')) {
  const doc = YAML.parse(readFileSync(file, 'utf8'));
  const files = new Map();
  const load = (f) => {
    if (!files.has(f)) files.set(f, YAML.parse(readFileSync(f, 'utf8')));
    return files.get(f);
  };
  const schemas = {};
  const origin = {};
  const walk = (node, from, inRoot) => {
    if (Array.isArray(node)) return node.map((n) => walk(n, from, inRoot));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string' && !(inRoot && node.$ref.startsWith('#'))) {
      const [path, fragment = ''] = node.$ref.split('#');
      const target = path ? resolve(dirname(from), path) : from;
      const parts = fragment.split('/').filter(Boolean);
      if (parts.length !== 1)
        throw new Error(`${from}: cannot inline $ref ${node.$ref} (expected file#/Name)`);
      const name = parts[0];
      if (origin[name] && origin[name] !== target)
        throw new Error(`asyncapi bundle: two schemas named ${name} (${origin[name]}, ${target})`);
      if (!origin[name]) {
        origin[name] = target;
        const schema = load(target)[name];
        if (!schema) throw new Error(`${from}: $ref ${node.$ref}: no ${name} in ${target}`);
        schemas[name] = walk(structuredClone(schema), target, false);
      }
      const { $ref: _ref, ...rest } = node;
      return { $ref: `#/components/schemas/${name}`, ...walk(rest, from, inRoot) };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, from, inRoot)]));
  };
  const out = walk(doc, file, true);
  out.components = out.components ?? {};
  const own = out.components.schemas ?? {};
  const merged = { ...own };
  for (const name of Object.keys(schemas).sort()) {
    if (own[name]) throw new Error(`asyncapi bundle: components.schemas.${name} already exists`);
    merged[name] = schemas[name];
  }
  out.components.schemas = merged;
  return out;
}

/** The committed dist/asyncapi.yaml text for a document. */
export function renderAsyncApi(doc) {
  return YAML.stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = render(buildBundle());
  mkdirSync(distDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(distDir, name), text);
  writeFileSync(join(distDir, 'asyncapi.yaml'), renderAsyncApi(buildAsyncApi()));
  console.log(
    `Wrote openapi/dist/openapi.yaml, openapi/dist/openapi.json and openapi/dist/asyncapi.yaml`,
  );
}
