// Opt-in check of the mock's own answers against the contract: every answer the gateway
// builds from state is validated (ajv, JSON Schema 2020-12) against the response schema
// of its operation and status in the bundled document; violations are recorded for the
// tests to assert empty. Forced faults are exempt (they break the contract on purpose).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const BASE = 'https://contract.local/openapi';

/** Creates a validator over a bundled OpenAPI document (parsed JSON). */
export function createResponseValidator(doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: BASE });
  /** operationId -> { status -> JSON pointer of the schema, or null for no body } */
  const pointers = new Map();
  for (const [template, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId) continue;
      const byStatus = {};
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const name = response.$ref?.split('/').pop();
        const target = name ? doc.components.responses[name] : response;
        const escaped = template.replaceAll('~', '~0').replaceAll('/', '~1');
        const where = name
          ? `#/components/responses/${name}`
          : `#/paths/${escaped}/${method}/responses/${status}`;
        byStatus[status] = target.content?.['application/json']
          ? `${where}/content/application~1json/schema`
          : null;
      }
      pointers.set(op.operationId, byStatus);
    }
  const compiled = new Map();
  const violations = [];

  return {
    violations,
    /** Validates one answer; records and returns the problem, or null. */
    check(operationId, status, body) {
      const byStatus = pointers.get(operationId);
      if (!byStatus) return null;
      const key = String(status) in byStatus ? String(status) : 'default';
      if (!(key in byStatus)) {
        const problem = `${operationId} ${status}: status not in the contract`;
        violations.push(problem);
        return problem;
      }
      const pointer = byStatus[key];
      if (pointer === null) {
        if (body === null || body === undefined) return null;
        const problem = `${operationId} ${status}: the contract declares no body`;
        violations.push(problem);
        return problem;
      }
      if (!compiled.has(pointer)) compiled.set(pointer, ajv.compile({ $ref: `${BASE}${pointer}` }));
      const validate = compiled.get(pointer);
      if (validate(body)) return null;
      const details = validate.errors
        .map((e) => {
          const extra = e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : '';
          return `${e.instancePath || '/'} ${e.message}${extra}`;
        })
        .join('; ');
      const problem = `${operationId} ${status}: ${details.slice(0, 600)}`;
      violations.push(problem);
      return problem;
    },
  };
}
