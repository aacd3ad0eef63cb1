// The requests of the contract fuzz, generated with fast-check from the bundled contract's
// schemas: for each operation, valid requests (every parameter and body from its schema) and
// invalid ones (a wrong type, a required field missing, a limit passed, an unknown field in a
// closed body, a malformed percent-encoding in the path or the query, a body that is not
// JSON, a 2 MB body, a content type the operation does not take) and odd ones whose answer is not fixed
// by the contract (`Accept: garbage`, a broken cookie, a GET with a body, a 20 KB query).
// Each case says what a server must do with it: `expect` is 'valid', 'invalid' (must be
// refused with a 4xx) or 'any' (anything declared, no 5xx); 'check' asks the runner to let the
// OpenAPI core decide (generation is close to the schemas, the core's validation is exact).
// Schemas are those of the core (scripts/openapi-core), `$ref`s resolved: a schema `resolve`
// is the identity here, kept so the generators also take a document with references.
import fc from 'fast-check';

const MALFORMED_ENCODINGS = ['%ZZ', '%', '%C3', '%ED%A0%80', '%E0%A4%A'];
const GARBAGE_ACCEPT = ['garbage', '*/*;q=0', 'text/html', 'application/json;q=x;;;'];
const GARBAGE_COOKIE = ['%%%; =; ;;', 'mock_session=../../etc; _creator_session=%ZZ', '\u00ff='];
const NOT_JSON = ['{', '{"a":', '[1,', 'nul', '\u0000', '{"a":1}}'];
const BAD_CONTENT_TYPES = [
  'garbage',
  'text/plain',
  'application/xml',
  'application/json; charset=nope;;',
];

/** An `allOf` as one schema (properties and required merged). */
function merged(schema, resolve) {
  if (!Array.isArray(schema?.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const out = { ...rest, properties: { ...rest.properties }, required: [...(rest.required ?? [])] };
  for (const part of allOf) {
    const p = merged(resolve(part), resolve);
    Object.assign(out.properties, p.properties);
    out.required.push(...(p.required ?? []));
    out.type ??= p.type;
    if (p.additionalProperties === false) out.additionalProperties = false;
  }
  return out;
}

/** The schema a node stands for: `$ref`s followed, `allOf` merged. */
const schemaOf = (node, resolve) => merged(resolve(node) ?? {}, resolve);

/** The JSON types a schema allows. */
function typesOf(s) {
  if (s.type) return [s.type].flat();
  if (s.properties || s.additionalProperties) return ['object'];
  if (s.items) return ['array'];
  return [];
}

function stringArbitrary(s) {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? min + 24, min + 24);
  const within = (v) =>
    [...v].length >= min && (s.maxLength === undefined || [...v].length <= s.maxLength);
  const word = fc.stringMatching(/^[a-z]{1,8}$/);
  switch (s.format) {
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return word.map((w) => `${w}@example.com`).filter(within);
    case 'uri':
      return word.map((w) => `https://example.com/${w}`).filter(within);
    case 'uuid':
      return fc.uuid();
    default:
  }
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(within);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'binary', minLength: min, maxLength: max }),
  );
}

/** A fast-check arbitrary of the values a schema allows (bounded in size and depth). */
export function arbitraryOf(node, resolve, depth = 0) {
  const s = schemaOf(node, resolve);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const choices = s.oneOf ?? s.anyOf;
  if (Array.isArray(choices))
    return fc.oneof(...choices.map((c) => arbitraryOf(c, resolve, depth)));
  const types = typesOf(s);
  if (types.length === 0) return fc.constantFrom('x', 1, true, null);
  return fc.oneof(...types.map((type) => typedArbitrary({ ...s, type }, resolve, depth)));
}

function typedArbitrary(s, resolve, depth) {
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc
        .double({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000, noNaN: true })
        .map((x) => (Object.is(x, -0) ? 0 : x));
    case 'string':
      return stringArbitrary(s);
    case 'array': {
      const min = s.minItems ?? 0;
      const max = depth > 3 ? min : Math.min(s.maxItems ?? min + 3, min + 3);
      return fc.array(arbitraryOf(s.items ?? {}, resolve, depth + 1), {
        minLength: min,
        maxLength: max,
      });
    }
    default:
      return objectArbitrary(s, resolve, depth);
  }
}

function objectArbitrary(s, resolve, depth) {
  const required = s.required ?? [];
  const keys = Object.keys(s.properties ?? {}).filter((k) => depth < 4 || required.includes(k));
  if (keys.length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
    const names = s.propertyNames
      ? stringArbitrary(schemaOf(s.propertyNames, resolve))
      : fc.string({ minLength: 1, maxLength: 8 });
    return fc.dictionary(names, arbitraryOf(s.additionalProperties, resolve, depth + 1), {
      maxKeys: 2,
    });
  }
  return fc.record(
    Object.fromEntries(keys.map((k) => [k, arbitraryOf(s.properties[k], resolve, depth + 1)])),
    { requiredKeys: keys.filter((k) => required.includes(k)) },
  );
}

/**
 * What to fuzz of one operation of the OpenAPI core (`contract.operations`, every `$ref`
 * already resolved): its path and query parameters and its body.
 */
export function planOf({ operationId, method, template, operation, parameters }) {
  const resolve = (node) => node;
  const params = parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      schema: schemaOf(p.schema, resolve),
    }));
  const requestBody = operation.requestBody;
  const [type, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  const body = type
    ? {
        type,
        required: Boolean(requestBody.required),
        schema: schemaOf(media.schema ?? {}, resolve),
      }
    : null;
  return { operationId, method, template, params, body, resolve };
}

/** A request as parts: raw (already encoded) path values and query pairs, a body value. */
function render(plan, parts, label, expect) {
  const path = plan.template.replace(/\{(\w+)\}/g, (_, name) => parts.path[name] ?? '');
  const query = parts.query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  const headers = { accept: 'application/json', ...parts.headers };
  let body = parts.rawBody;
  if (body === undefined && parts.body !== undefined && plan.body) {
    body =
      plan.body.type === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(
            Object.entries(parts.body ?? {}).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ).toString()
        : JSON.stringify(parts.body);
  }
  if (body !== undefined && !('content-type' in headers))
    headers['content-type'] = plan.body?.type ?? 'application/json';
  return {
    operationId: plan.operationId,
    method: plan.method,
    template: plan.template,
    url: path + (query ? `?${query}` : ''),
    headers,
    body,
    label,
    expect,
  };
}

/** A parameter's value as it goes in the URL. */
const encodeValue = (v) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));

/**
 * Arbitrary of the valid parts of a request; `known` values (ids that exist, by the literal
 * path segment before the parameter: `campaigns`, `accounts`...) are mixed into path values.
 */
function validParts(plan, known) {
  const segmentOf = (name) =>
    /\/([^/{}]+)\/\{/.exec(plan.template.split(`{${name}}`)[0] + '{')?.[1];
  const path = Object.fromEntries(
    plan.params
      .filter((p) => p.in === 'path')
      .map((p) => {
        const generated = arbitraryOf(p.schema, plan.resolve).map(encodeValue);
        const ids = (known[segmentOf(p.name)] ?? []).map(encodeValue);
        return [p.name, ids.length ? fc.oneof(fc.constantFrom(...ids), generated) : generated];
      }),
  );
  const query = plan.params
    .filter((p) => p.in === 'query')
    .map((p) => {
      const value = arbitraryOf(p.schema, plan.resolve).map((v) => [[p.name, encodeValue(v)]]);
      return p.required ? value : fc.oneof(fc.constant([]), value);
    });
  return fc.record({
    path: fc.record(path),
    query: query.length ? fc.tuple(...query).map((pairs) => pairs.flat()) : fc.constant([]),
    body: plan.body ? arbitraryOf(plan.body.schema, plan.resolve) : fc.constant(undefined),
    headers: fc.constant({}),
  });
}

/** A value of the wrong JSON type for a schema (for a query or path value: a wrong text). */
function wrongValue(s, inUrl) {
  const types = typesOf(s);
  if (inUrl) {
    if (types.includes('integer') || types.includes('number'))
      return fc.constantFrom('abc', '1.5e', '');
    if (types.includes('boolean')) return fc.constantFrom('maybe', 'yes', '2');
    if (s.enum) return fc.constantFrom('not-a-value', `${s.enum[0]}x`);
    if (s.pattern || s.format) return fc.constantFrom('a b', '!!', '12345678901234567890x');
    return null;
  }
  if (types.includes('string')) return fc.constantFrom(12345, true, ['x'], { a: 1 });
  if (types.includes('integer') || types.includes('number'))
    return fc.constantFrom('abc', true, 1.5);
  if (types.includes('boolean')) return fc.constantFrom('yes', 1);
  if (types.includes('array')) return fc.constantFrom('x', { a: 1 });
  if (types.includes('object')) return fc.constantFrom('x', [1]);
  return null;
}

/** A value past a schema's limits, or null when it has none. */
function overLimit(s) {
  const options = [];
  if (s.maxLength !== undefined)
    options.push(
      fc.integer({ min: s.maxLength + 1, max: s.maxLength + 64 }).map((n) => 'a'.repeat(n)),
    );
  if (s.minLength > 0) options.push(fc.constant(''));
  if (s.maximum !== undefined) options.push(fc.constant(s.maximum + 1));
  if (s.minimum !== undefined) options.push(fc.constant(s.minimum - 1));
  if (s.maxItems !== undefined)
    options.push(fc.constant(Array.from({ length: s.maxItems + 1 }, () => 'x')));
  return options.length ? fc.oneof(...options) : null;
}

const set = (parts, change) => ({ ...parts, ...change });

/** The invalid and odd mutations that apply to an operation: `[label, expect, (parts) => arbitrary of parts]`. */
function mutations(plan) {
  const out = [];
  const queryParams = plan.params.filter((p) => p.in === 'query');
  const pathParams = plan.params.filter((p) => p.in === 'path');
  const withQuery = (parts, name, raw) =>
    set(parts, { query: [...parts.query.filter(([k]) => k !== name), [name, raw]] });
  for (const p of [...queryParams, ...pathParams]) {
    const inUrl = (parts, raw) =>
      p.in === 'path'
        ? set(parts, { path: { ...parts.path, [p.name]: raw } })
        : withQuery(parts, p.name, raw);
    const wrong = wrongValue(p.schema, true);
    if (wrong)
      out.push([
        `wrong ${p.in}.${p.name}`,
        'check',
        (parts) => wrong.map((v) => inUrl(parts, encodeURIComponent(v))),
      ]);
    const over = overLimit(p.schema);
    if (over)
      out.push([
        `${p.in}.${p.name} past its limits`,
        'check',
        (parts) => over.map((v) => inUrl(parts, encodeValue(v))),
      ]);
    out.push([
      `malformed percent-encoding in ${p.in}.${p.name}`,
      'invalid',
      (parts) => fc.constantFrom(...MALFORMED_ENCODINGS).map((raw) => inUrl(parts, raw)),
    ]);
    if (p.in === 'query' && p.required)
      out.push([
        `missing query.${p.name}`,
        'check',
        (parts) => fc.constant(set(parts, { query: parts.query.filter(([k]) => k !== p.name) })),
      ]);
  }
  if (queryParams.length === 0 && plan.method === 'GET')
    out.push([
      '20 KB query string',
      'any',
      (parts) => fc.constant(set(parts, { query: [['q', 'a'.repeat(20_000)]] })),
    ]);
  if (plan.body) out.push(...bodyMutations(plan));
  else if (plan.method === 'GET')
    out.push([
      'GET with a body',
      'any',
      (parts) =>
        fc
          .constantFrom('{}', '{"a":')
          .map((rawBody) =>
            set(parts, { rawBody, headers: { 'content-type': 'application/json' } }),
          ),
    ]);
  out.push([
    'odd Accept',
    'any',
    (parts) =>
      fc
        .constantFrom(...GARBAGE_ACCEPT)
        .map((accept) => set(parts, { headers: { ...parts.headers, accept } })),
  ]);
  out.push([
    'broken cookie',
    'any',
    (parts) =>
      fc
        .constantFrom(...GARBAGE_COOKIE)
        .map((cookie) => set(parts, { headers: { ...parts.headers, cookie } })),
  ]);
  return out;
}

function bodyMutations(plan) {
  const out = [];
  const s = plan.body.schema;
  const json = /json/.test(plan.body.type);
  if (plan.body.required)
    out.push([
      'no body',
      'check',
      (parts) => fc.constant(set(parts, { body: undefined, rawBody: undefined })),
    ]);
  out.push([
    'a content type the operation does not take',
    'invalid',
    (parts) =>
      fc
        .constantFrom(...BAD_CONTENT_TYPES)
        .map((ct) => set(parts, { headers: { ...parts.headers, 'content-type': ct } })),
  ]);
  if (json)
    out.push([
      'a 2 MB body',
      'invalid',
      (parts) =>
        fc.constant(set(parts, { rawBody: `{"zzUnknownField":"${'a'.repeat(2 ** 21)}"}` })),
    ]);
  if (json)
    out.push([
      'a body that is not JSON',
      'invalid',
      (parts) => fc.constantFrom(...NOT_JSON).map((rawBody) => set(parts, { rawBody })),
    ]);
  if (json)
    out.push([
      'a body of the wrong type',
      'check',
      (parts) =>
        fc.constantFrom('null', '[]', '"x"', '12').map((rawBody) => set(parts, { rawBody })),
    ]);
  if (s.additionalProperties === false)
    out.push([
      'an unknown body field',
      'invalid',
      (parts) => fc.constant(set(parts, { body: { ...parts.body, zzUnknownField: 'x' } })),
    ]);
  for (const [name, node] of Object.entries(s.properties ?? {})) {
    const field = schemaOf(node, plan.resolve);
    const withField = (parts, v) => set(parts, { body: { ...parts.body, [name]: v } });
    const wrong = wrongValue(field, false);
    if (wrong)
      out.push([`wrong body.${name}`, 'check', (parts) => wrong.map((v) => withField(parts, v))]);
    const over = overLimit(field);
    if (over)
      out.push([
        `body.${name} past its limits`,
        'check',
        (parts) => over.map((v) => withField(parts, v)),
      ]);
    if ((s.required ?? []).includes(name))
      out.push([
        `missing body.${name}`,
        'check',
        (parts) =>
          fc.constant(
            set(parts, {
              body: Object.fromEntries(
                Object.entries(parts.body ?? {}).filter(([k]) => k !== name),
              ),
            }),
          ),
      ]);
  }
  return out;
}

/**
 * The cases of one operation: `valid` valid ones, then each mutation that applies `rounds`
 * times (each time with other valid parts), reproducible from `seed`.
 */
export function casesOf(plan, { seed, valid = 4, rounds = 1, known = {} }) {
  const base = validParts(plan, known);
  const all = mutations(plan);
  const picks = [];
  for (let r = 0; r < rounds; r++) picks.push(...all);
  const validCases = fc
    .sample(base, { seed, numRuns: valid })
    .map((parts) => render(plan, parts, 'valid', 'check'));
  const invalidCases = picks.map(([label, expect, mutate], i) => {
    const [parts] = fc.sample(base.chain(mutate), { seed: seed + i + 1, numRuns: 1 });
    return render(plan, parts, label, expect);
  });
  return [...validCases, ...invalidCases];
}
