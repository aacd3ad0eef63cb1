// One ajv (JSON Schema 2020-12, formats checked) for every schema of a contract. Schemas
// come dereferenced (no `$ref` left), compiled once per schema object.
import $RefParser from '@apidevtools/json-schema-ref-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { toProblems } from './problems.mjs';

/**
 * A copy of a document with every internal `$ref` replaced by what it points to (the
 * document itself is not modified; references to other files or URLs are refused).
 */
export function dereference(doc) {
  return $RefParser.dereference(structuredClone(doc), { resolve: { external: false } });
}

/** Deep copy of a schema without `additionalProperties: false` (the lenient twin). */
function withoutClosedObjects(node) {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node))
    if (!(k === 'additionalProperties' && v === false)) out[k] = withoutClosedObjects(v);
  return out;
}

/**
 * A checker of values against schemas: `check(schema, data, where, prefix)` returns the
 * problems (empty when valid). Extra fields are first found against the schema as written,
 * then the real breaks against its lenient twin, so an extra field inside a `oneOf` branch
 * is reported as one extra field rather than as every branch failing.
 */
export function createSchemaChecker() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const strictFns = new WeakMap();
  const lenientFns = new WeakMap();
  const compiled = (cache, schema, make) => {
    if (!cache.has(schema)) cache.set(schema, ajv.compile(make(schema)));
    return cache.get(schema);
  };
  return {
    check(schema, data, where, prefix = '$') {
      if (!schema || typeof schema !== 'object') return [];
      const strictFn = compiled(strictFns, schema, (s) => s);
      if (strictFn(data)) return [];
      const strictErrors = strictFn.errors;
      const lenientFn = compiled(lenientFns, schema, withoutClosedObjects);
      lenientFn(data);
      return toProblems(lenientFn.errors, strictErrors, data, where, prefix);
    },
  };
}
