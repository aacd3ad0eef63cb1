// The realtime events of the AsyncAPI contract (openapi/dist/asyncapi.yaml, bundled
// self-contained): which event names exist and whether a payload matches its schema.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { createSchemaChecker, dereference } from './schemas.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultEvents = join(root, 'openapi/dist/asyncapi.yaml');

/**
 * @returns {Promise<{ names: string[], check: (name: string, payload: unknown) => object[]|null }>}
 *   `check` gives the payload's problems (empty when it matches), null for an unknown name
 */
export async function loadEvents(file = defaultEvents) {
  const resolved = await dereference(YAML.parse(readFileSync(file, 'utf8')));
  const payloads = new Map(
    Object.values(resolved.components?.messages ?? {}).map((m) => [m.name, m.payload ?? {}]),
  );
  const checker = createSchemaChecker();
  return {
    names: [...payloads.keys()].sort(),
    check: (name, payload) =>
      payloads.has(name) ? checker.check(payloads.get(name), payload, 'event', '$') : null,
  };
}
