// Request validation: parameters (path, query, header) read as OpenAPI encodes them, then
// the body by its content type. Every problem names where it is (`in`), its JSON path and
// the field as the contract writes it.
import contentType from 'content-type';

/** Strict percent-decoding: throws URIError on `%ZZ`, `%`, `%C3`, `%ED%A0%80`. */
const decode = (text, plus = false) => decodeURIComponent(plus ? text.replaceAll('+', ' ') : text);

/** A `malformed` problem: the request cannot be read at all (the client's bytes are broken). */
const malformed = (where, field, message) => ({
  level: 'error',
  kind: 'malformed',
  where: 'request',
  in: where,
  path: where === 'body' ? 'body' : field ? `${where}.${field}` : where,
  field,
  keyword: 'malformed',
  message,
});

/**
 * `a=1&b=x&a=2` -> Map { a: ['1','2'], b: ['x'] }, strictly decoded (form encoding: `+` is a
 * space); throws URIError on a malformed escape.
 */
export function parseForm(text) {
  const out = new Map();
  for (const pair of String(text).split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decode(at < 0 ? pair : pair.slice(0, at), true);
    const value = at < 0 ? '' : decode(pair.slice(at + 1), true);
    out.set(key, [...(out.get(key) ?? []), value]);
  }
  return out;
}

const typesOf = (schema) => [schema?.type ?? []].flat();

/** A string read from a URL or form, as the value its schema types it (else left a string). */
export function coerce(value, schema) {
  const types = typesOf(schema);
  if (
    (types.includes('integer') || types.includes('number')) &&
    /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)
  )
    return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (types.includes('null') && value === 'null') return null;
  return value;
}

/** The values of a form-style (query or form body) field, as its schema reads them. */
function formValue(values, schema) {
  if (typesOf(schema).includes('array')) return values.map((v) => coerce(v, schema.items));
  return values.length === 1 ? coerce(values[0], schema) : values;
}

/** Path, query and header values of a request, or the malformed problems. */
function readParameters(found, url, headers) {
  const problems = [];
  const values = { path: {}, query: {}, header: {} };
  let query = new Map();
  try {
    query = parseForm(String(url).split('#')[0].split('?').slice(1).join('?'));
  } catch {
    problems.push(malformed('query', '', 'the query string has a malformed percent-encoding'));
  }
  for (const p of found.op.parameters) {
    const schema = p.schema ?? {};
    if (p.in === 'path' && found.params[p.name] !== undefined) {
      try {
        values.path[p.name] = coerce(decode(found.params[p.name]), schema);
      } catch {
        problems.push(
          malformed('path', p.name, `path parameter ${p.name} has a malformed percent-encoding`),
        );
      }
    } else if (p.in === 'query' && query.has(p.name))
      values.query[p.name] = formValue(query.get(p.name), schema);
    else if (p.in === 'header' && headers[p.name.toLowerCase()] !== undefined)
      values.header[p.name] = coerce(String(headers[p.name.toLowerCase()]), schema);
  }
  return { values, problems };
}

/** Problems of the parameters' values against their schemas. */
function parameterProblems(found, values, checker) {
  const problems = [];
  for (const p of found.op.parameters) {
    if (!(p.in in values)) continue; // cookie parameters are the security scheme's business
    const value = values[p.in][p.name];
    if (value === undefined) {
      if (p.required)
        problems.push({
          level: 'error',
          kind: 'missing',
          where: 'request',
          in: p.in,
          path: `${p.in}.${p.name}`,
          field: p.name,
          keyword: 'required',
          message: `missing required ${p.in} parameter`,
        });
      continue;
    }
    for (const pr of checker.check(p.schema, value, 'request', `${p.in}.${p.name}`))
      problems.push({ ...pr, in: p.in, field: pr.field ? `${p.name}.${pr.field}` : p.name });
  }
  return problems;
}

const isJson = (type) => /^application\/(.+\+)?json$/.test(type);

/** The media type of a content map a request's Content-Type picks (exact or a range), or null. */
function pickRequestMedia(content, type) {
  if (content[type]) return { type, media: content[type] };
  for (const [range, media] of Object.entries(content)) {
    const [major] = range.split('/');
    if (range === '*/*' || (range.endsWith('/*') && type.startsWith(`${major}/`)))
      return { type: range, media };
  }
  return null;
}

/** The body's value by its media type: `{ value }`, `{ problem }`, or `{}` when not read. */
function parseBody(type, text, schema) {
  if (isJson(type)) {
    try {
      return { value: JSON.parse(text) };
    } catch {
      return { problem: malformed('body', '', 'the request body is not valid JSON') };
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    try {
      const form = parseForm(text);
      const props = schema?.properties ?? {};
      return {
        value: Object.fromEntries([...form].map(([k, v]) => [k, formValue(v, props[k] ?? {})])),
      };
    } catch {
      return { problem: malformed('body', '', 'the form body has a malformed percent-encoding') };
    }
  }
  return {}; // multipart and binary bodies are not checked field by field
}

/** Problems of the request body: presence, content type, readability, schema. */
function bodyProblems(found, headers, body, checker) {
  const requestBody = found.op.operation.requestBody;
  const bytes = body === undefined || body === null ? Buffer.alloc(0) : Buffer.from(body);
  const problem = (kind, message, keyword = kind) => ({
    level: 'error',
    kind,
    where: 'request',
    in: 'body',
    path: 'body',
    field: 'body',
    keyword,
    message,
  });
  if (!requestBody)
    return bytes.length ? [problem('body', `${found.op.operationId} takes no request body`)] : [];
  if (bytes.length === 0)
    return requestBody.required
      ? [problem('missing', 'missing required request body', 'required')]
      : [];
  const header = headers['content-type'];
  const declared = Object.keys(requestBody.content ?? {});
  let type;
  try {
    type = contentType.parse(String(header ?? '')).type;
  } catch {
    if (header === undefined)
      return [
        problem('content-type', `a body without a content type (takes ${declared.join(', ')})`),
      ];
    return [
      malformed(
        'header',
        'content-type',
        `the Content-Type ${JSON.stringify(String(header).slice(0, 100))} does not parse`,
      ),
    ];
  }
  const picked = pickRequestMedia(requestBody.content ?? {}, type);
  if (!picked)
    return [problem('content-type', `a body of type ${type} (takes ${declared.join(', ')})`)];
  const parsed = parseBody(picked.type, bytes.toString('utf8'), picked.media.schema);
  if (parsed.problem) return [parsed.problem];
  if (!('value' in parsed) || !picked.media.schema) return [];
  return checker
    .check(picked.media.schema, parsed.value, 'request', 'body')
    .map((p) => ({ ...p, in: 'body' }));
}

/**
 * Validates one request against its operation (`found` from findOperation).
 * @returns {{ values: { path, query, header }, problems: object[] }}
 */
export function requestProblems(found, { url, headers = {}, body }, checker) {
  const read = readParameters(found, url, headers);
  const problems = [...read.problems];
  if (problems.length === 0) problems.push(...parameterProblems(found, read.values, checker));
  problems.push(...bodyProblems(found, headers, body, checker));
  return { values: read.values, problems };
}
