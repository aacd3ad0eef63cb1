// Superseded by the OpenAPI core (scripts/openapi-core/README.md), which the mock and the
// coverage report use; kept, with the same answers, for the tools not yet moved to it.
// The contract validator shared by `pnpm contract:proxy`, `pnpm contract:check` and the
// mock's coverage recording: given one HTTP exchange (method, URL, request body, status,
// response headers and body), it finds the operation in the bundled contract and returns
// one problem per wrong field, each with the JSON path of the field:
// - `missing` (a required field is absent) and `wrong` (type, enum, format, pattern...)
//   are failures;
// - `extra` (a field the contract does not list, where it says additionalProperties: false)
//   is a warning, or a failure with `strict`;
// - `undocumented-status`: a status the operation does not list (a status that only the
//   `default` response matches counts as undocumented when the operation lists explicit
//   ones), with no field-level noise against the generic error schema;
// - `body`, `content-type`, `request`: a body where none is documented (or none where one
//   is), an unexpected media type, a request that breaks the contract.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import { findOperation, listOperations } from '../openapi-core/routes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultSpec = join(root, 'openapi/dist/openapi.json');

const STRICT_ID = 'https://contract.local/openapi';
const LENIENT_ID = 'https://contract.local/lenient';

/** A JSON pointer segment. */
const seg = (s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1');

/** `/campaigns/0/id` (ajv instancePath) -> `$.campaigns[0].id`. */
export function jsonPath(pointer, prefix = '$') {
  if (!pointer) return prefix;
  return (
    prefix +
    pointer
      .split('/')
      .slice(1)
      .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
      .map((p) =>
        /^\d+$/.test(p)
          ? `[${p}]`
          : /^[A-Za-z_$][\w$]*$/.test(p)
            ? `.${p}`
            : `[${JSON.stringify(p)}]`,
      )
      .join('')
  );
}

/** A short, printable rendering of a value. */
function show(value) {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** `; body: <start of the body>` for a line about an undocumented status, or ''. */
function preview(body) {
  if (body === undefined || body === null) return '';
  const text = Buffer.isBuffer(body)
    ? body.toString('utf8')
    : typeof body === 'string'
      ? body
      : JSON.stringify(body);
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat ? `; body: ${flat.length > 80 ? `${flat.slice(0, 77)}...` : flat}` : '';
}

function typeOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The value at an ajv instancePath. */
function at(data, pointer) {
  let v = data;
  for (const p of pointer.split('/').slice(1)) {
    if (v == null) return undefined;
    v = v[p.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return v;
}

/** Deep copy of the document without `additionalProperties: false` (the lenient twin). */
function withoutClosedObjects(node) {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node))
    if (!(k === 'additionalProperties' && v === false)) out[k] = withoutClosedObjects(v);
  return out;
}

/**
 * Turns ajv errors into problems. `strictErrors` are used only for their
 * additionalProperties findings; `errors` (from the lenient schema) are the real breaks.
 */
function toProblems(errors, strictErrors, data, where, prefix) {
  const problems = [];
  const composite = (errors ?? []).filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const rest = (errors ?? []).filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf');
  const dropTypeAt = new Set();
  const mergeTypeAt = new Set();
  for (const c of composite) {
    const p = c.instancePath;
    const explained = rest.some(
      (e) => e.instancePath.startsWith(`${p}/`) || (e.instancePath === p && e.keyword !== 'type'),
    );
    (explained ? dropTypeAt : mergeTypeAt).add(p);
  }
  const typeSeen = new Map();
  for (const e of rest) {
    const path = jsonPath(e.instancePath, prefix);
    const value = at(data, e.instancePath);
    if (e.keyword === 'type') {
      if (dropTypeAt.has(e.instancePath)) continue;
      if (mergeTypeAt.has(e.instancePath) || typeSeen.has(e.instancePath)) {
        const prev = typeSeen.get(e.instancePath);
        if (prev) {
          prev.expected.push(...[e.params.type].flat());
          prev.message = `expected ${[...new Set(prev.expected)].join(' or ')}, got ${typeOf(value)} ${show(value)}`;
          continue;
        }
      }
      const expected = [e.params.type].flat();
      const problem = {
        level: 'error',
        kind: 'wrong',
        where,
        path,
        message: `expected ${expected.join(' or ')}, got ${typeOf(value)} ${show(value)}`,
        expected,
      };
      typeSeen.set(e.instancePath, problem);
      problems.push(problem);
    } else if (e.keyword === 'required') {
      problems.push({
        level: 'error',
        kind: 'missing',
        where,
        path: jsonPath(`${e.instancePath}/${seg(e.params.missingProperty)}`, prefix),
        message: 'missing (required by the contract)',
      });
    } else if (e.keyword === 'enum') {
      problems.push({
        level: 'error',
        kind: 'wrong',
        where,
        path,
        message: `${show(value)} is not one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
      });
    } else if (e.keyword === 'format') {
      problems.push({
        level: 'error',
        kind: 'wrong',
        where,
        path,
        message: `${show(value)} is not a valid ${e.params.format}`,
      });
    } else if (e.keyword === 'additionalProperties') {
      // Only an open `additionalProperties: {schema}` can fail on the lenient side.
      problems.push({
        level: 'error',
        kind: 'wrong',
        where,
        path: jsonPath(`${e.instancePath}/${seg(e.params.additionalProperty)}`, prefix),
        message: e.message,
      });
    } else {
      problems.push({
        level: 'error',
        kind: 'wrong',
        where,
        path,
        message: `${e.message} (got ${show(value)})`,
      });
    }
  }
  for (const e of strictErrors ?? [])
    if (e.keyword === 'additionalProperties' && e.params.additionalProperty !== undefined) {
      const path = jsonPath(`${e.instancePath}/${seg(e.params.additionalProperty)}`, prefix);
      if (!problems.some((p) => p.kind === 'extra' && p.path === path))
        problems.push({
          level: 'warning',
          kind: 'extra',
          where,
          path,
          message: 'extra field, not in the contract',
        });
    }
  return problems;
}

/** Decodes a response body buffer per its content-encoding (for validation only). */
export function decodeBody(buffer, encoding) {
  if (!buffer || buffer.length === 0) return buffer;
  const enc = String(encoding ?? '').toLowerCase();
  try {
    if (enc === 'gzip' || enc === 'x-gzip') return gunzipSync(buffer);
    if (enc === 'deflate') return inflateSync(buffer);
    if (enc === 'br') return brotliDecompressSync(buffer);
  } catch {
    return buffer;
  }
  return buffer;
}

/** The media type entry of a content map for a content type header, or null. */
function pickMedia(content, contentType) {
  const base = String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (content[base]) return { type: base, media: content[base] };
  const json = base === 'application/json' || base.endsWith('+json');
  for (const [type, media] of Object.entries(content)) {
    if (json && (type === 'application/json' || type.endsWith('+json'))) return { type, media };
    const [major] = type.split('/');
    if (type === '*/*' || (type.endsWith('/*') && base.startsWith(`${major}/`)))
      return { type, media };
  }
  return null;
}

const isJsonType = (t) => /^application\/(.+\+)?json$/.test(t);

/**
 * Builds a validator over a bundled OpenAPI document (the parsed dist/openapi.json).
 * @param {object} doc
 * @param {{ strict?: boolean }} [options] strict: extra response fields are failures
 */
export function createValidator(doc, { strict = false } = {}) {
  const index = { operations: listOperations(doc) };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: STRICT_ID });
  ajv.addSchema({ ...withoutClosedObjects(doc), $id: LENIENT_ID });
  const cache = new Map();
  const compiled = (id, pointer) => {
    const key = `${id}#${pointer}`;
    if (!cache.has(key)) cache.set(key, ajv.compile({ $ref: `${id}#${pointer}` }));
    return cache.get(key);
  };
  /** Validates data at a schema pointer; returns problems (extras and breaks). */
  const check = (pointer, data, where, prefix) => {
    const strictFn = compiled(STRICT_ID, pointer);
    if (strictFn(data)) return [];
    const strictErrors = strictFn.errors;
    const lenientFn = compiled(LENIENT_ID, pointer);
    lenientFn(data);
    const problems = toProblems(lenientFn.errors, strictErrors, data, where, prefix);
    if (strict) for (const p of problems) if (p.kind === 'extra') p.level = 'error';
    return problems;
  };
  const resolve = (obj) => {
    let o = obj;
    for (let i = 0; o?.$ref && i < 10; i++)
      o = o.$ref
        .slice(2)
        .split('/')
        .reduce((v, p) => v?.[p.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
    return o;
  };
  const opPointer = (template, method) => `/paths/${seg(template)}/${method.toLowerCase()}`;

  /** The contract's operation for a request, or null. */
  function match(method, url) {
    const pathname = new URL(url, 'http://x').pathname;
    const found = findOperation(index.operations, method.toUpperCase(), pathname);
    if (!found) return null;
    const operation = doc.paths[found.op.template][method.toLowerCase()];
    return { ...found, operation, operationId: found.op.operationId, template: found.op.template };
  }

  /** Problems of the request side: parameters and body. */
  function requestProblems(m, method, url, headers = {}, body) {
    const problems = [];
    const u = new URL(url, 'http://x');
    const base = opPointer(m.template, method);
    const params = [
      ...(doc.paths[m.template].parameters ?? []).map((p, i) => [
        p,
        `/paths/${seg(m.template)}/parameters/${i}`,
      ]),
      ...(m.operation.parameters ?? []).map((p, i) => [p, `${base}/parameters/${i}`]),
    ];
    for (const [raw, pointer] of params) {
      const p = resolve(raw);
      const schemaPointer = raw.$ref ? `${raw.$ref.slice(1)}/schema` : `${pointer}/schema`;
      let value;
      if (p.in === 'path')
        value = m.params[p.name] === undefined ? undefined : decodeURIComponent(m.params[p.name]);
      else if (p.in === 'query')
        value = u.searchParams.has(p.name) ? u.searchParams.get(p.name) : undefined;
      else if (p.in === 'header') value = headers[p.name.toLowerCase()];
      else continue;
      const where = `${p.in} parameter`;
      if (value === undefined) {
        if (p.required)
          problems.push({
            level: 'error',
            kind: 'missing',
            where: 'request',
            path: `${p.in}.${p.name}`,
            message: `missing required ${where}`,
          });
        continue;
      }
      const schema = resolve(p.schema) ?? {};
      const types = [schema.type].flat();
      let coerced = value;
      if (types.includes('integer') || types.includes('number'))
        coerced = value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
      else if (types.includes('boolean'))
        coerced = value === 'true' ? true : value === 'false' ? false : value;
      for (const pr of check(schemaPointer, coerced, 'request', `${p.in}.${p.name}`))
        problems.push({ ...pr, path: pr.path.replace(/^\$/, '') });
    }
    const requestBody = resolve(m.operation.requestBody);
    const hasBody = body && body.length > 0;
    if (requestBody) {
      if (!hasBody) {
        if (requestBody.required)
          problems.push({
            level: 'error',
            kind: 'missing',
            where: 'request',
            path: 'body',
            message: 'missing required request body',
          });
      } else {
        const ct = headers['content-type'];
        const picked = pickMedia(requestBody.content ?? {}, ct);
        if (!picked)
          problems.push({
            level: 'error',
            kind: 'content-type',
            where: 'request',
            path: 'body',
            message: `content type ${ct ?? '(none)'} is not one of ${Object.keys(requestBody.content ?? {}).join(', ')}`,
          });
        else if (picked.media.schema) {
          let data;
          const text = body.toString('utf8');
          let parsed = true;
          if (isJsonType(picked.type)) {
            try {
              data = JSON.parse(text);
            } catch {
              parsed = false;
              problems.push({
                level: 'error',
                kind: 'wrong',
                where: 'request',
                path: 'body',
                message: 'request body is not valid JSON',
              });
            }
          } else if (picked.type === 'application/x-www-form-urlencoded')
            data = Object.fromEntries(new URLSearchParams(text));
          else parsed = false; // multipart and binary bodies: not checked field by field
          const reqPointer = m.operation.requestBody.$ref
            ? `${m.operation.requestBody.$ref.slice(1)}/content/${seg(picked.type)}/schema`
            : `${base}/requestBody/content/${seg(picked.type)}/schema`;
          if (parsed)
            problems.push(
              ...check(reqPointer, data, 'request', 'body$').map((p) => ({
                ...p,
                path: p.path.replace(/^body\$/, 'body'),
              })),
            );
        }
      }
    }
    return problems;
  }

  /**
   * Validates one exchange.
   * @param {{ method: string, url: string, requestHeaders?: object, requestBody?: Buffer|string,
   *   status: number, headers?: object, body?: Buffer|string|object, checkRequest?: boolean }} x
   *   `headers` are lower-cased response headers; `body` the decoded response body;
   *   `checkRequest: false` checks the answer only.
   * @returns {{ method, url, operationId: string|null, template: string|null, status: number,
   *   problems: Array<{level, kind, where, path, message}> }}
   */
  function validateExchange(x) {
    const method = x.method.toUpperCase();
    const result = {
      method,
      url: x.url,
      operationId: null,
      template: null,
      status: x.status,
      problems: [],
    };
    const m = match(method, x.url);
    if (!m) {
      result.problems.push({
        level: 'warning',
        kind: 'unknown-operation',
        where: 'request',
        path: '',
        message: `${method} ${new URL(x.url, 'http://x').pathname} is not an operation of the contract`,
      });
      return result;
    }
    result.operationId = m.operationId;
    result.template = m.template;
    const reqBody = typeof x.requestBody === 'string' ? Buffer.from(x.requestBody) : x.requestBody;
    if (x.checkRequest !== false)
      result.problems.push(...requestProblems(m, method, x.url, x.requestHeaders ?? {}, reqBody));

    const responses = m.operation.responses ?? {};
    const explicit = Object.keys(responses).filter((s) => s !== 'default');
    const key = responses[String(x.status)]
      ? String(x.status)
      : responses[`${String(x.status)[0]}XX`]
        ? `${String(x.status)[0]}XX`
        : null;
    if (!key && (explicit.length > 0 || !responses.default)) {
      result.problems.push({
        level: 'error',
        kind: 'undocumented-status',
        where: 'response',
        path: '',
        message: `${x.status} is not documented for ${m.operationId} (documented: ${explicit.join(', ')})${preview(x.body)}`,
      });
      return result;
    }
    const statusKey = key ?? 'default';
    const response = resolve(responses[statusKey]);
    const headers = x.headers ?? {};
    let raw = x.body;
    const isObject =
      raw !== undefined && raw !== null && typeof raw === 'object' && !Buffer.isBuffer(raw);
    const text = isObject
      ? null
      : raw === undefined || raw === null
        ? ''
        : Buffer.isBuffer(raw)
          ? raw.toString('utf8')
          : String(raw);
    const empty = !isObject && text.length === 0;
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      if (!empty)
        result.problems.push({
          level: 'error',
          kind: 'body',
          where: 'response',
          path: '$',
          message: `${x.status} of ${m.operationId} has no body in the contract, got ${show(isObject ? raw : text)}`,
        });
      return result;
    }
    if (empty) {
      result.problems.push({
        level: 'error',
        kind: 'missing',
        where: 'response',
        path: '$',
        message: 'empty body, the contract documents one',
      });
      return result;
    }
    const ct = headers['content-type'] ?? (isObject ? 'application/json' : undefined);
    const picked = pickMedia(content, ct);
    if (!picked) {
      result.problems.push({
        level: 'error',
        kind: 'content-type',
        where: 'response',
        path: '$',
        message: `content type ${ct ?? '(none)'} is not one of ${Object.keys(content).join(', ')}`,
      });
      return result;
    }
    if (!picked.media.schema || !isJsonType(picked.type)) return result;
    let data = raw;
    if (!isObject) {
      try {
        data = JSON.parse(text);
      } catch {
        result.problems.push({
          level: 'error',
          kind: 'wrong',
          where: 'response',
          path: '$',
          message: `body is not valid JSON: ${show(text)}`,
        });
        return result;
      }
    }
    const pointer = responses[statusKey].$ref
      ? `${responses[statusKey].$ref.slice(1)}/content/${seg(picked.type)}/schema`
      : `${opPointer(m.template, method)}/responses/${seg(statusKey)}/content/${seg(picked.type)}/schema`;
    result.problems.push(...check(pointer, data, 'response', '$'));
    return result;
  }

  /** Every operation of the contract: {operationId, method, template, statuses}. */
  function operations() {
    return index.operations
      .map((o) => ({
        operationId: o.operationId,
        method: o.method,
        template: o.template,
        statuses: Object.keys(doc.paths[o.template][o.method.toLowerCase()].responses ?? {}),
      }))
      .sort((a, b) =>
        a.template === b.template
          ? a.method.localeCompare(b.method)
          : a.template.localeCompare(b.template),
      );
  }

  return { doc, index, match, validateExchange, operations, inventory: operations };
}

/** Loads the bundled contract (JSON) and builds a validator. */
export function loadValidator(file = defaultSpec, options) {
  return createValidator(JSON.parse(readFileSync(file, 'utf8')), options);
}

/** One printable line per problem: `FAIL GET /url operationId 200 response $.path: message`. */
export function problemLines(result) {
  return result.problems.map((p) =>
    [
      p.level === 'error' ? 'FAIL' : 'WARN',
      result.method,
      result.url,
      result.operationId ?? '(no operation)',
      result.status ?? '-',
      p.where,
      p.path ? `${p.path}:` : '',
      p.message,
    ]
      .filter((s) => s !== '')
      .join(' '),
  );
}

/** True when the exchange has a failure (not only warnings). */
export const failed = (result) => result.problems.some((p) => p.level === 'error');
