// The contract's operations as the mock serves them: which named example (persona and
// request selectors) Prism should serve for a request and which personas exist. Rules: docs/contract-conventions.md, "Examples that depend on the request".

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

/**
 * The index of a contract (openapi-core): `{ operations: [{ operationId, method, template,
 * examples }], byId, personas }`, `examples` every named example of the operation's
 * answers with its status, persona and selectors.
 */
export function indexContract(contract) {
  const personas = new Set([DEFAULT_PERSONA]);
  const operations = contract.operations.map(({ operationId, method, template, operation }) => {
    const examples = [];
    for (const [status, response] of Object.entries(operation.responses ?? {}))
      for (const name of Object.keys(response.content?.['application/json']?.examples ?? {})) {
        const parsed = parseExampleName(name);
        examples.push({ name, status: Number(status), ...parsed });
        if (!['invalid', 'not-found'].includes(parsed.persona)) personas.add(parsed.persona);
      }
    return { operationId, method, template, examples };
  });
  return {
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
    personas: [...personas].sort(),
  };
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
