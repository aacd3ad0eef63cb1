// `pnpm contract:diff [base-ref] [--head FILE] [--all]`: breaking changes between the bundled
// contract on a git ref (default `main`, or `HEAD` when on main) and the working tree's
// contract, bundled here from openapi/openapi.yaml and the files it references (so an edit
// counts whether `pnpm contract:bundle` ran or not). `--head` names another bundled .json, or
// another split contract's root .yaml. A change is breaking when a client written against the
// base can fail against the head:
//   - an operation removed (or its operationId renamed: generated SDKs lose the method); a
//     schema of components.schemas renamed or removed (generated SDKs name types after them);
//   - requests: a new required parameter, body or body field; a parameter, body field or
//     media type the server no longer accepts; a type or enum narrowed; a constraint
//     tightened (minLength, maxLength, minimum, maximum, pattern, format);
//   - answers: a status removed (a 200 that became 201 is one removed and one added), a
//     field removed or no longer required, a type widened (e.g. may now be null), an enum
//     value added, a media type removed.
// Breaks are reported whatever info.version says (a major version bump is printed, but does
// not silence them). Prints a readable list; exits 1 on a break, 0 otherwise.
// `base-ref` may also be a path to a bundled .json file (the tests diff two files).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereference } from '../openapi-core/index.mjs';
import { buildBundle } from './bundle.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/**
 * Schemas here come dereferenced by the OpenAPI core (every `$ref` replaced by the object it
 * names, one object per named schema), so a schema met twice on one path is a cycle: that
 * object is its own identity. `{ node, ref }` keeps the shape the comparisons read.
 */
const same = (node) => ({ node, ref: node && typeof node === 'object' ? node : null });

/** Splits `oneOf/anyOf: [X, {type: 'null'}]` into X plus nullability. */
function unwrapNullable(schema, resolve) {
  const variants = schema?.oneOf ?? schema?.anyOf;
  if (Array.isArray(variants) && variants.length === 2) {
    const isNull = (s) => resolve(s).node?.type === 'null';
    const other = variants.find((s) => !isNull(s));
    if (other && variants.some(isNull)) return { schema: other, nullable: true };
  }
  return { schema, nullable: false };
}

/** An `allOf` of object schemas as one object schema (properties and required merged). */
function mergeAllOf(schema, resolve) {
  if (!Array.isArray(schema?.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const merged = {
    ...rest,
    properties: { ...(rest.properties ?? {}) },
    required: [...(rest.required ?? [])],
  };
  for (const part of allOf) {
    const p = mergeAllOf(resolve(part).node ?? {}, resolve);
    Object.assign(merged.properties, p.properties ?? {});
    merged.required.push(...(p.required ?? []));
    if (p.type && !merged.type) merged.type = p.type;
    if (p.additionalProperties === false) merged.additionalProperties = false;
  }
  return merged;
}

function typesOf(schema, nullable) {
  const t = new Set([schema?.type ?? []].flat());
  if (schema?.enum?.includes(null)) t.add('null');
  if (nullable) t.add('null');
  if (t.size === 0 && schema?.properties) t.add('object');
  return t;
}

const fmt = (set) => [...set].sort().join(' | ') || 'any';

/**
 * Compares two schemas. `direction` is 'request' (the client sends it) or 'response'.
 * Pushes `{ breaking, where, message }` into `out`.
 */
function compareSchemas(ctx, baseRaw, headRaw, direction, where, out, seen = []) {
  const b0 = ctx.base(baseRaw);
  const h0 = ctx.head(headRaw);
  if (b0.ref && h0.ref) {
    if (seen.some(([b, h, d]) => b === b0.ref && h === h0.ref && d === direction)) return;
    seen = [...seen, [b0.ref, h0.ref, direction]];
  }
  const bu = unwrapNullable(b0.node, ctx.base);
  const hu = unwrapNullable(h0.node, ctx.head);
  const b = mergeAllOf(ctx.base(bu.schema).node ?? {}, ctx.base);
  const h = mergeAllOf(ctx.head(hu.schema).node ?? {}, ctx.head);
  const add = (breaking, message) => out.push({ breaking, where, message });

  // A single shape that became a choice of shapes (or the reverse): one change, no field noise.
  const choice = (s) => (s.oneOf ?? s.anyOf)?.length ?? 0;
  if (choice(b) > 1 !== choice(h) > 1) {
    const kind = (s) =>
      choice(s) > 1
        ? `one of ${choice(s)} shapes (${s.oneOf ? 'oneOf' : 'anyOf'})`
        : fmt(typesOf(s, false));
    add(true, `changed from ${kind(b)} to ${kind(h)}`);
    return;
  }

  compareTypes(typesOf(b, bu.nullable), typesOf(h, hu.nullable), direction, add);
  compareEnums(b, h, direction, add);
  compareConstraints(b, h, direction, add);
  compareObjects(ctx, { b, h, direction, where, out, seen });
  if (b.items && h.items) compareSchemas(ctx, b.items, h.items, direction, `${where}[]`, out, seen);
  compareVariants(
    ctx,
    { b, h, direction, where, out, seen },
    bu.schema === b0.node,
    hu.schema === h0.node,
  );
}

/** Types: a request may not narrow, an answer may not widen (null included). */
function compareTypes(bt, ht, direction, add) {
  if (bt.size && ht.size) {
    const added = [...ht].filter((t) => !bt.has(t) && !(t === 'integer' && bt.has('number')));
    const removed = [...bt].filter((t) => !ht.has(t) && !(t === 'integer' && ht.has('number')));
    if (direction === 'request' && removed.length)
      add(true, `type narrowed from ${fmt(bt)} to ${fmt(ht)}`);
    else if (direction === 'response' && added.length)
      add(
        true,
        added.length === 1 && added[0] === 'null'
          ? `may now be null (was ${fmt(bt)})`
          : `type widened from ${fmt(bt)} to ${fmt(ht)}`,
      );
    else if (added.length || removed.length)
      add(false, `type changed from ${fmt(bt)} to ${fmt(ht)}`);
  } else if (bt.size && !ht.size && direction === 'response')
    add(true, `type widened from ${fmt(bt)} to any`);
  else if (!bt.size && ht.size && direction === 'request')
    add(true, `type narrowed from any to ${fmt(ht)}`);
}

/** Enums: a request may not lose values, an answer may not gain any. */
function compareEnums(b, h, direction, add) {
  const be = b.enum?.filter((v) => v !== null);
  const he = h.enum?.filter((v) => v !== null);
  if (be && he) {
    const removed = be.filter((v) => !he.includes(v));
    const added = he.filter((v) => !be.includes(v));
    if (removed.length)
      add(
        direction === 'request',
        `enum value${removed.length > 1 ? 's' : ''} ${removed.map((v) => JSON.stringify(v)).join(', ')} removed`,
      );
    if (added.length)
      add(
        direction === 'response',
        `enum value${added.length > 1 ? 's' : ''} ${added.map((v) => JSON.stringify(v)).join(', ')} added`,
      );
  } else if (!be && he)
    add(
      direction === 'request',
      `now restricted to ${he.map((v) => JSON.stringify(v)).join(', ')}`,
    );
  else if (be && !he)
    add(
      direction === 'response',
      `no longer restricted to ${be.map((v) => JSON.stringify(v)).join(', ')}`,
    );
}

/** Constraints: a request the server used to accept must still be accepted. */
function compareConstraints(b, h, direction, add) {
  if (direction === 'request') {
    const tighter = [
      ['minLength', (x, y) => (y ?? 0) > (x ?? 0)],
      ['minItems', (x, y) => (y ?? 0) > (x ?? 0)],
      ['maxLength', (x, y) => y !== undefined && (x === undefined || y < x)],
      ['maxItems', (x, y) => y !== undefined && (x === undefined || y < x)],
      ['minimum', (x, y) => y !== undefined && (x === undefined || y > x)],
      ['maximum', (x, y) => y !== undefined && (x === undefined || y < x)],
      ['pattern', (x, y) => y !== undefined && y !== x],
      ['format', (x, y) => y !== undefined && y !== x],
    ];
    for (const [k, test] of tighter)
      if (test(b[k], h[k])) add(true, `${k} tightened from ${b[k] ?? 'none'} to ${h[k]}`);
  } else if (b.format !== h.format && b.format !== undefined)
    add(true, `format changed from ${b.format} to ${h.format ?? 'none'}`);
}

/** Objects: fields removed, added, made required or optional, then each field's schema. */
function compareObjects(ctx, { b, h, direction, where, out, seen }) {
  const add = (breaking, message) => out.push({ breaking, where, message });
  const bp = b.properties ?? {};
  const hp = h.properties ?? {};
  const breq = new Set(b.required ?? []);
  const hreq = new Set(h.required ?? []);
  const field = (name) => `${where}.${name}`;
  for (const name of Object.keys(bp)) {
    if (!(name in hp)) {
      if (direction === 'response')
        out.push({ breaking: true, where: field(name), message: 'field removed' });
      else
        out.push({
          breaking: h.additionalProperties === false,
          where: field(name),
          message:
            h.additionalProperties === false
              ? 'field removed (the server now rejects it)'
              : 'field removed',
        });
    }
  }
  for (const name of Object.keys(hp))
    if (!(name in bp))
      out.push({
        breaking: direction === 'request' && hreq.has(name),
        where: field(name),
        message:
          direction === 'request' && hreq.has(name)
            ? 'new required field'
            : `field added (optional${direction === 'response' ? ' for clients to read' : ''})`,
      });
  for (const name of hreq)
    if (name in bp && !breq.has(name) && direction === 'request')
      out.push({ breaking: true, where: field(name), message: 'now required' });
  for (const name of breq)
    if (name in hp && !hreq.has(name) && direction === 'response')
      out.push({
        breaking: true,
        where: field(name),
        message: 'no longer required (may be missing)',
      });
  for (const name of Object.keys(bp))
    if (name in hp) compareSchemas(ctx, bp[name], hp[name], direction, field(name), out, seen);
  if (
    direction === 'request' &&
    b.additionalProperties !== false &&
    h.additionalProperties === false &&
    Object.keys(bp).length
  )
    add(true, 'no longer accepts other fields (additionalProperties: false)');
  if (typeof b.additionalProperties === 'object' && typeof h.additionalProperties === 'object')
    compareSchemas(
      ctx,
      b.additionalProperties,
      h.additionalProperties,
      direction,
      `${where}.*`,
      out,
      seen,
    );
}

/** Each side's own oneOf/anyOf (not a nullable wrapper's), variant by variant by position. */
function compareVariants(ctx, { b, h, direction, where, out, seen }, baseOwn, headOwn) {
  for (const k of ['oneOf', 'anyOf']) {
    const bv = baseOwn ? b[k] : undefined;
    const hv = headOwn ? h[k] : undefined;
    if (Array.isArray(bv) && Array.isArray(hv)) {
      if (bv.length !== hv.length)
        out.push({
          breaking: true,
          where,
          message: `${k} changed from ${bv.length} to ${hv.length} variants`,
        });
      bv.forEach(
        (s, i) =>
          hv[i] && compareSchemas(ctx, s, hv[i], direction, `${where}<${k} ${i}>`, out, seen),
      );
    }
  }
}

function operationsOf(doc) {
  const ops = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of METHODS)
      if (item[method])
        ops.set(`${method.toUpperCase()} ${path}`, { path, method, item, op: item[method] });
  return ops;
}

function paramsOf(o, resolve) {
  const map = new Map();
  for (const p of [...(o.item.parameters ?? []), ...(o.op.parameters ?? [])]) {
    const r = resolve(p).node;
    if (r) map.set(`${r.in}.${r.name}`, r);
  }
  return map;
}

/** A schema's shape for telling a rename: no prose, `$ref`s by the name they point at. */
function shapeOf(schema) {
  return JSON.stringify(schema, (key, value) =>
    ['description', 'examples', 'example', 'title'].includes(key) ? undefined : value,
  ).replace(/"#\/components\/schemas\/[^"]*"/g, '"ref"');
}

/**
 * Schemas of `components.schemas` renamed or removed: the wire format may be the same, but
 * generated SDKs name their types after them, so code naming the old type stops compiling
 * (breaking, like a renamed operationId). A removed schema with the same shape as an added one
 * is a rename; added schemas are listed as non-breaking.
 */
function schemaNameChanges(base, head) {
  const before = base.components?.schemas ?? {};
  const after = head.components?.schemas ?? {};
  const added = Object.keys(after).filter((n) => !(n in before));
  const out = [];
  for (const name of Object.keys(before)) {
    if (name in after) continue;
    const to = added.find((n) => shapeOf(after[n]) === shapeOf(before[name]));
    out.push({
      breaking: true,
      operation: `components.schemas.${name}`,
      where: '',
      message: to
        ? `schema renamed to ${to} (generated SDK types change name; the JSON is the same)`
        : 'schema removed (generated SDK types lose it)',
    });
    if (to) added.splice(added.indexOf(to), 1);
  }
  for (const name of added)
    out.push({
      breaking: false,
      operation: `components.schemas.${name}`,
      where: '',
      message: 'schema added',
    });
  return out;
}

/** Parameters: added, now required or removed, and each one's schema as a request. */
function compareParameters(ctx, b, h, push) {
  const bpar = paramsOf(b, ctx.base);
  const hpar = paramsOf(h, ctx.head);
  for (const [k, p] of hpar) {
    const old = bpar.get(k);
    if (!old)
      push(
        p.required === true,
        k,
        p.required ? 'new required parameter' : 'parameter added (optional)',
      );
    else {
      if (p.required && !old.required) push(true, k, 'parameter now required');
      const out = [];
      compareSchemas(ctx, old.schema, p.schema, 'request', k, out);
      for (const c of out) push(c.breaking, c.where, c.message);
    }
  }
  for (const k of bpar.keys())
    if (!hpar.has(k)) push(false, k, 'parameter removed (the server ignores it now)');
}

/** The request body: now required, removed, a media type dropped, each schema as a request. */
function compareRequestBodies(ctx, b, h, push) {
  const bb = ctx.base(b.op.requestBody).node;
  const hb = ctx.head(h.op.requestBody).node;
  if (hb && !bb)
    push(
      hb.required === true,
      'request body',
      hb.required ? 'new required request body' : 'request body added (optional)',
    );
  else if (bb && !hb) push(true, 'request body', 'request body removed');
  else if (bb && hb) {
    if (hb.required && !bb.required) push(true, 'request body', 'request body now required');
    for (const [type, media] of Object.entries(bb.content ?? {})) {
      const hm = hb.content?.[type];
      if (!hm) push(true, 'request body', `media type ${type} no longer accepted`);
      else {
        const out = [];
        compareSchemas(ctx, media.schema, hm.schema, 'request', 'request body $', out);
        for (const c of out) push(c.breaking, c.where, c.message);
      }
    }
  }
}

/** Responses: statuses removed or added, media types dropped, each schema as an answer. */
function compareResponses(ctx, b, h, push) {
  const bres = b.op.responses ?? {};
  const hres = h.op.responses ?? {};
  const explicit = (r) => Object.keys(r).filter((s) => s !== 'default');
  for (const status of Object.keys(bres)) {
    if (!hres[status]) {
      const now = explicit(hres).filter((s) => !bres[s]);
      push(
        true,
        `${status} response`,
        `status ${status} removed${now.length ? ` (added: ${now.join(', ')})` : ''}`,
      );
      continue;
    }
    const br = ctx.base(bres[status]).node ?? {};
    const hr = ctx.head(hres[status]).node ?? {};
    for (const [type, media] of Object.entries(br.content ?? {})) {
      const hm = hr.content?.[type];
      if (!hm) push(true, `${status} response`, `media type ${type} removed`);
      else {
        const out = [];
        compareSchemas(ctx, media.schema, hm.schema, 'response', `${status} response $`, out);
        for (const c of out) push(c.breaking, c.where, c.message);
      }
    }
    if (!Object.keys(br.content ?? {}).length && Object.keys(hr.content ?? {}).length)
      push(false, `${status} response`, 'now has a body');
  }
  for (const status of Object.keys(hres))
    if (!bres[status])
      push(false, `${status} response`, `status ${status} added (clients may not handle it)`);
}

/**
 * Differences between two bundled documents (their `$ref`s resolved by the OpenAPI core).
 * @returns {{ changes: Array<{ breaking: boolean, operation: string, where: string, message: string }>,
 *   versions: { base?: string, head?: string, major: boolean } }}
 */
export async function diffSpecs(base, head) {
  const ctx = { base: same, head: same };
  const changes = [];
  const [resolvedBase, resolvedHead] = await Promise.all([dereference(base), dereference(head)]);
  const bops = operationsOf(resolvedBase);
  const hops = operationsOf(resolvedHead);
  for (const [key, b] of bops) {
    const name = `${key} (${b.op.operationId ?? 'no operationId'})`;
    const push = (breaking, where, message) =>
      changes.push({ breaking, operation: name, where, message });
    const h = hops.get(key);
    if (!h) {
      push(true, '', 'operation removed');
      continue;
    }
    if (b.op.operationId !== h.op.operationId)
      push(
        true,
        '',
        `operationId renamed to ${h.op.operationId} (generated SDK methods change name)`,
      );
    compareParameters(ctx, b, h, push);
    compareRequestBodies(ctx, b, h, push);
    compareResponses(ctx, b, h, push);
  }
  for (const [key, h] of hops)
    if (!bops.has(key))
      changes.push({
        breaking: false,
        operation: `${key} (${h.op.operationId})`,
        where: '',
        message: 'operation added',
      });
  changes.push(...schemaNameChanges(base, head));
  return { changes: distinct(changes), versions: versionsOf(base, head) };
}

/** One line per distinct change. */
function distinct(changes) {
  const seenLines = new Set();
  return changes.filter((c) => {
    const k = `${c.operation}|${c.where}|${c.message}`;
    if (seenLines.has(k)) return false;
    seenLines.add(k);
    return true;
  });
}

/** Both documents' info.version, and whether the major number changed. */
function versionsOf(base, head) {
  const bv = base.info?.version;
  const hv = head.info?.version;
  const major = (v) => String(v ?? '').split('.')[0];
  return {
    base: bv,
    head: hv,
    major: bv !== undefined && hv !== undefined && major(bv) !== major(hv),
  };
}

/** Readable lines of a diff. `all` lists the non-breaking changes too. */
export function formatDiff(
  { changes, versions },
  { baseName = 'base', headName = 'head', all = false } = {},
) {
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  const line = (c, mark) => `  ${mark} ${c.operation}${c.where ? ` ${c.where}` : ''}: ${c.message}`;
  const out = [];
  if (versions.major)
    out.push(
      `info.version: ${versions.base} -> ${versions.head} (major bump; breaking changes are still listed and still fail)`,
    );
  if (breaking.length) {
    out.push(
      `${breaking.length} breaking change${breaking.length > 1 ? 's' : ''} from ${baseName} to ${headName}:`,
    );
    out.push(...breaking.map((c) => line(c, '✖')));
  } else out.push(`No breaking change from ${baseName} to ${headName}.`);
  if (other.length) {
    if (all) {
      out.push(`${other.length} non-breaking change${other.length > 1 ? 's' : ''}:`);
      out.push(...other.map((c) => line(c, '·')));
    } else
      out.push(
        `${other.length} non-breaking change${other.length > 1 ? 's' : ''} (--all lists them).`,
      );
  }
  return out.join('\n');
}

/** The default base ref: `main` unless it is the current branch (then HEAD). */
export function defaultBaseRef() {
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  let branch = '';
  try {
    branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  } catch {
    return 'HEAD';
  }
  try {
    git('rev-parse', '--verify', '--quiet', 'main');
  } catch {
    return 'HEAD';
  }
  return branch === 'main' ? 'HEAD' : 'main';
}

/** The head contract: a bundled .json as it is, a split contract's .yaml root bundled now. */
export function loadHead(file = join(root, 'openapi/openapi.yaml')) {
  if (/\.ya?ml$/.test(file)) return buildBundle(file);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The bundled contract at a git ref, or from a file path. */
export function loadBase(ref) {
  if (existsSync(ref)) return JSON.parse(readFileSync(ref, 'utf8'));
  const text = execFileSync('git', ['show', `${ref}:openapi/dist/openapi.json`], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(text);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const headAt = args.indexOf('--head');
  const headFile = headAt >= 0 ? args[headAt + 1] : undefined;
  const ref =
    args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--head') ?? defaultBaseRef();
  let base;
  try {
    base = loadBase(ref);
  } catch (error) {
    console.error(
      `Cannot read openapi/dist/openapi.json at ${ref}: ${error.message.split('\n')[0]}`,
    );
    process.exit(2);
  }
  let head;
  try {
    head = loadHead(headFile);
  } catch (error) {
    const reason = String(error.stderr ?? '').trim() || error.message.split('\n')[0];
    console.error(`Cannot bundle or read ${headFile ?? 'openapi/openapi.yaml'}: ${reason}`);
    process.exit(2);
  }
  let result;
  try {
    result = await diffSpecs(base, head);
  } catch (error) {
    console.error(`Cannot resolve the contract's references: ${error.message.split('\n')[0]}`);
    process.exit(2);
  }
  const headName = headFile ?? 'the working tree (openapi/openapi.yaml)';
  console.log(
    formatDiff(result, {
      baseName: existsSync(ref) ? ref : `${ref}`,
      headName,
      all: args.includes('--all'),
    }),
  );
  process.exit(result.changes.some((c) => c.breaking) ? 1 : 0);
}
