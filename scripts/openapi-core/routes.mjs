// The operations of a dereferenced contract and the one a method and path hit.

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Turns `/api/x/{id}.json` into a regex with named groups (raw, still percent-encoded). */
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

/**
 * Every operation: `{ operationId, method, template, operation, parameters }`, `parameters`
 * those of the path item and of the operation (the operation's win on the same name and
 * place). Concrete paths come before templated ones (`campaigns/summary.json` before
 * `campaigns/{id}.json`).
 */
export function listOperations(resolved) {
  const operations = [];
  for (const [template, item] of Object.entries(resolved.paths ?? {}))
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const byKey = new Map();
      for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])])
        byKey.set(`${p.in}:${p.name}`, p);
      operations.push({
        operationId: operation.operationId ?? `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        operation,
        parameters: [...byKey.values()],
        regex: pathRegex(template),
        literal: template.replace(/\{[^}]+\}/g, '').length,
      });
    }
  operations.sort((a, b) => b.literal - a.literal);
  return operations;
}

/** The pathname of a URL or path (`/a/b.json?x=1` -> `/a/b.json`), still percent-encoded. */
export const pathnameOf = (url) => String(url).split(/[?#]/)[0] || '/';

/** The operation for a method and path, with its raw path parameters, or null. */
export function findOperation(operations, method, url) {
  const pathname = pathnameOf(url);
  const upper = String(method).toUpperCase();
  for (const op of operations) {
    if (op.method !== upper) continue;
    const m = op.regex.exec(pathname);
    if (m) return { op, params: { ...m.groups } };
  }
  return null;
}

/** The methods the contract has at a path (for a 405's Allow), empty when none. */
export function methodsAt(operations, url) {
  const pathname = pathnameOf(url);
  return operations.filter((op) => op.regex.test(pathname)).map((op) => op.method);
}
