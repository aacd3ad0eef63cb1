// Turns ajv errors into the core's problems: one per wrong field, each with its JSON path
// (`$.campaigns[0].id`), the field as the contract writes it (`campaigns[0].id`), the ajv
// keyword and a message written here (never ajv's own wording).

/** A JSON pointer segment. */
export const seg = (s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1');

const unseg = (p) => p.replaceAll('~1', '/').replaceAll('~0', '~');

/** `/campaigns/0/id` (ajv instancePath) -> `$.campaigns[0].id` (or `<prefix>.campaigns[0].id`). */
export function jsonPath(pointer, prefix = '$') {
  if (!pointer) return prefix;
  const parts = pointer.split('/').slice(1).map(unseg);
  return (
    prefix +
    parts
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

/** `/campaigns/0/id` -> `campaigns[0].id` (the field path of 422 answers); '' for the root. */
export const fieldPath = (pointer) => jsonPath(pointer, '').replace(/^\./, '');

/** A short, printable rendering of a value. */
export function show(value) {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export function typeOf(value) {
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
    v = v[unseg(p)];
  }
  return v;
}

/** The message of one ajv error that is not a type, required or additionalProperties one. */
function messageOf(e, value) {
  switch (e.keyword) {
    case 'enum':
      return `${show(value)} is not one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `${show(value)} is not ${JSON.stringify(e.params.allowedValue)}`;
    case 'format':
      return `${show(value)} is not a valid ${e.params.format}`;
    case 'pattern':
      return `${show(value)} does not match ${e.params.pattern}`;
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems':
    case 'maxProperties':
    case 'minProperties':
      return `${e.keyword.startsWith('max') ? 'more' : 'fewer'} than ${e.params.limit} ${e.keyword.endsWith('Length') ? 'characters' : e.keyword.endsWith('Items') ? 'items' : 'properties'} (got ${show(value)})`;
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return `must be ${e.params.comparison} ${e.params.limit} (got ${show(value)})`;
    default:
      return `breaks ${e.keyword} (got ${show(value)})`;
  }
}

/**
 * Problems from ajv errors. `errors` come from the lenient schema (closed objects opened):
 * they are the real breaks; `strictErrors` are read only for their extra fields. A
 * `oneOf`/`anyOf` failure is reported through the errors of its branches: a type refused by
 * every branch is one problem listing the types, and the summary adds nothing.
 * @returns {Array<{ level: 'error', kind: 'missing'|'wrong'|'extra', where: string, path: string,
 *   field: string, keyword: string, message: string }>}
 */
export function toProblems(errors, strictErrors, data, where, prefix) {
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
  const problem = (kind, pointer, keyword, message) => ({
    level: 'error',
    kind,
    where,
    path: jsonPath(pointer, prefix),
    field: fieldPath(pointer),
    keyword,
    message,
  });
  for (const e of rest) {
    const value = at(data, e.instancePath);
    if (e.keyword === 'type') {
      if (dropTypeAt.has(e.instancePath)) continue;
      const prev = typeSeen.get(e.instancePath);
      if (prev && mergeTypeAt.has(e.instancePath)) {
        prev.expected.push(...[e.params.type].flat());
        prev.message = `expected ${[...new Set(prev.expected)].join(' or ')}, got ${typeOf(value)} ${show(value)}`;
        continue;
      }
      const expected = [e.params.type].flat();
      const p = problem(
        'wrong',
        e.instancePath,
        'type',
        `expected ${expected.join(' or ')}, got ${typeOf(value)} ${show(value)}`,
      );
      typeSeen.set(e.instancePath, Object.assign(p, { expected }));
      problems.push(p);
    } else if (e.keyword === 'required') {
      const pointer = `${e.instancePath}/${seg(e.params.missingProperty)}`;
      problems.push(problem('missing', pointer, 'required', 'missing (required by the contract)'));
    } else if (e.keyword === 'additionalProperties') {
      // Only an open `additionalProperties: {schema}` can fail on the lenient side.
      const pointer = `${e.instancePath}/${seg(e.params.additionalProperty)}`;
      problems.push(problem('wrong', pointer, 'additionalProperties', 'not allowed here'));
    } else problems.push(problem('wrong', e.instancePath, e.keyword, messageOf(e, value)));
  }
  for (const e of strictErrors ?? [])
    if (e.keyword === 'additionalProperties' && e.params.additionalProperty !== undefined) {
      const pointer = `${e.instancePath}/${seg(e.params.additionalProperty)}`;
      const path = jsonPath(pointer, prefix);
      if (!problems.some((p) => p.kind === 'extra' && p.path === path))
        problems.push(
          problem('extra', pointer, 'additionalProperties', 'extra field, not in the contract'),
        );
    }
  return problems;
}
