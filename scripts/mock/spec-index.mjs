// Reads the bundled contract once and answers: which operation does a request hit,
// and which named example (persona and request selectors) should Prism serve for it.
// Rules: docs/contract-conventions.md, "Examples that depend on the request".
import { readFileSync } from 'node:fs';

export const DEFAULT_PERSONA = 'creator';

/** Parses an example name `<persona>__<param>-<value>...` into persona and selectors. */
export function parseExampleName(name) {
  const [persona, ...parts] = name.split('__');
  const selectors = parts.map((p) => {
    const at = p.indexOf('-');
    return at < 0 ? [p, ''] : [p.slice(0, at), p.slice(at + 1)];
  });
  return { persona, selectors };
}

/** Turns `/api/x/{id}.json` into a regex with named groups. */
function pathRegex(template) {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part.startsWith('{')
        ? `(?<${part.slice(1, -1)}>[^/]+?)`
        : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** Builds the index from a bundled OpenAPI document (JSON). */
export function indexSpec(doc) {
  const operations = [];
  const personas = new Set([DEFAULT_PERSONA]);
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId) continue;
      const examples = [];
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        const response = raw.$ref ? doc.components.responses[raw.$ref.split('/').pop()] : raw;
        const named = response?.content?.['application/json']?.examples ?? {};
        for (const name of Object.keys(named)) {
          const parsed = parseExampleName(name);
          examples.push({ name, status: Number(status), ...parsed });
          if (!['invalid', 'not-found'].includes(parsed.persona)) personas.add(parsed.persona);
        }
      }
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        template,
        regex: pathRegex(template),
        literal: template.replace(/\{[^}]+\}/g, '').length,
        examples,
      });
    }
  }
  // Concrete paths before templated ones (`campaigns/summary.json` before `campaigns/{id}.json`).
  operations.sort((a, b) => b.literal - a.literal);
  return { operations, personas: [...personas].sort() };
}

/** Loads and indexes a bundled spec file (.json). */
export function loadIndex(file) {
  return indexSpec(JSON.parse(readFileSync(file, 'utf8')));
}

/** The operation a request hits, with its path parameters, or null. */
export function matchOperation(index, method, pathname) {
  for (const op of index.operations) {
    if (op.method !== method) continue;
    const m = op.regex.exec(pathname);
    if (m) return { op, params: { ...m.groups } };
  }
  return null;
}

/**
 * The example to serve: among the persona's examples whose selectors all match the
 * request's path and query parameters, the one with the most selectors; else the
 * same for `creator`; else null (Prism's default). 2xx wins over errors on a tie.
 */
export function pickExample(op, persona, values) {
  for (const who of persona === DEFAULT_PERSONA ? [persona] : [persona, DEFAULT_PERSONA]) {
    const candidates = op.examples
      .filter((e) => e.persona === who && e.selectors.every(([k, v]) => values[k] === v))
      .sort((a, b) => b.selectors.length - a.selectors.length || a.status - b.status);
    if (candidates[0]) return candidates[0];
  }
  return null;
}

/** The user id of a persona (its getCurrentUser example), for its realtime channel. */
export function personaUserId(index, persona) {
  const op = index.operations.find((o) => o.operationId === 'getCurrentUser');
  return op?.userIds?.[persona] ?? op?.userIds?.[DEFAULT_PERSONA] ?? null;
}

/** Records every persona's user id on the index (needs the document). */
export function attachUserIds(index, doc) {
  const op = index.operations.find((o) => o.operationId === 'getCurrentUser');
  const examples =
    doc.paths['/api/user/me.json'].get.responses['200'].content['application/json'].examples;
  op.userIds = Object.fromEntries(
    Object.entries(examples).map(([name, ex]) => [name, ex.value.id]),
  );
  return index;
}
