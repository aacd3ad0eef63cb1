// The one OpenAPI core of the scripts (mock, contract tools): loads the bundled contract,
// resolves its `$ref`s (@apidevtools/json-schema-ref-parser), finds the operation of a request and
// validates requests and responses (ajv, JSON Schema 2020-12). How to use it: README.md here.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requestProblems } from './request.mjs';
import { responseKey, responseProblems } from './response.mjs';
import { findOperation, listOperations, methodsAt, pathnameOf } from './routes.mjs';
import { createSchemaChecker, dereference } from './schemas.mjs';

export { fieldPath, jsonPath } from './problems.mjs';
export { parseForm } from './request.mjs';
export { loadEvents } from './events.mjs';
export { dereference };
export { responseKey };

// A path string, not `new URL`: under jsdom (api-client upload tests) URL is jsdom's.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The bundled contract every tool reads by default. */
export const defaultSpec = join(root, 'openapi/dist/openapi.json');

/**
 * The largest media file the upload target takes, in bytes: the `maximum` of the `size`
 * parameter of `preuploadMedia`.
 */
export function uploadLimit(doc) {
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item))
      if (op?.operationId === 'preuploadMedia') {
        const size = (op.parameters ?? []).find((p) => p.name === 'size' && p.in === 'query');
        if (typeof size?.schema?.maximum === 'number') return size.schema.maximum;
      }
  throw new Error('preuploadMedia has no `size` query parameter with a maximum');
}

/**
 * A contract from a bundled OpenAPI document (parsed JSON; it is not modified).
 * @param {object} doc
 * @param {{ strict?: boolean }} [options] strict: extra response fields are failures, not
 *   warnings (extra request fields are always failures: the contract refuses them)
 */
export async function createContract(doc, { strict = false } = {}) {
  const resolved = await dereference(doc);
  const operations = listOperations(resolved);
  const checker = createSchemaChecker();
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const find = (method, url) => findOperation(operations, method, url);

  return {
    /** The document as given (with its `$ref`s) and fully resolved (none left). */
    doc,
    resolved,
    /** Every operation: `{ operationId, method, template, operation, parameters }`. */
    operations,
    /** `{ operationId, method, template, statuses }` of every operation, by path then method. */
    inventory: () =>
      operations
        .map(({ operationId, method, template, operation }) => ({
          operationId,
          method,
          template,
          statuses: Object.keys(operation.responses ?? {}),
        }))
        .sort((a, b) =>
          a.template === b.template
            ? a.method.localeCompare(b.method)
            : a.template.localeCompare(b.template),
        ),
    /** The operation of an operationId, or undefined. */
    operation: (operationId) => byId.get(operationId),
    /** `{ op, params }` (raw path parameters) for a method and path or URL, or null. */
    find,
    /** The methods the contract has at a path (none: no such path). */
    methodsAt: (url) => methodsAt(operations, url),
    /** Whether an operation declares a status (exactly, by range, or by `default`). */
    declares: (operationId, status) =>
      responseKey(byId.get(operationId)?.operation.responses ?? {}, status) !== null,

    /**
     * Validates a request: `{ method, url, headers?, body? }` (headers lower-cased, body the
     * raw bytes or text). Returns `{ found, values, problems }`; `found` is null (with an
     * `unknown-operation` problem) when no operation matches.
     */
    validateRequest({ method, url, headers = {}, body }) {
      const found = find(method, url);
      if (!found)
        return {
          found: null,
          values: null,
          problems: [
            {
              level: 'warning',
              kind: 'unknown-operation',
              where: 'request',
              path: '',
              message: `${String(method).toUpperCase()} ${pathnameOf(url)} is not an operation of the contract`,
            },
          ],
        };
      const { values, problems } = requestProblems(found, { url, headers, body }, checker);
      return { found, values, problems };
    },

    /**
     * Validates an answer of an operation (an operationId or an entry of `operations`):
     * `{ status, headers?, body? }`. Returns the problems (empty when it holds).
     */
    validateResponse(operation, answer) {
      const op = typeof operation === 'string' ? byId.get(operation) : operation;
      if (!op) throw new Error(`No operation ${operation} in the contract`);
      const problems = responseProblems(op, answer, checker);
      if (!strict) for (const p of problems) if (p.kind === 'extra') p.level = 'warning';
      return problems;
    },

    /** Problems of any value against any schema of the resolved document (or another one). */
    checkValue: (schema, value, where = 'value', prefix = '$') =>
      checker.check(schema, value, where, prefix),
  };
}

/** Loads a bundled contract file (JSON) and builds its contract. */
export async function loadContract(file = defaultSpec, options) {
  return createContract(JSON.parse(readFileSync(file, 'utf8')), options);
}

export { decodeBody, failed, validateExchange } from './exchange.mjs';
export { judge, problemLines } from './report.mjs';
