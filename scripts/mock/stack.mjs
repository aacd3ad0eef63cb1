// The mock stack in one call: Prism on a private port behind the gateway.
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverageFromEnv } from '../openapi-core/coverage.mjs';
import { loadContract } from '../openapi-core/index.mjs';
import { freePort } from '../ports.mjs';
import { createGateway } from './gateway.mjs';
import { startPrism } from './prism.mjs';
import { attachUserIds, indexSpec } from './spec-index.mjs';
import { createState, loadWorlds } from './state.mjs';
import { createResponseValidator } from './validate.mjs';

// A path string, not `new URL`: under jsdom (api-client upload tests) URL is jsdom's.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts Prism and the gateway. `port` 0 picks any free port (tests). With
 * `validateResponses`, every answer built from state is checked against the contract and
 * the problems collected in `violations` (tests assert it stays empty).
 * @param {{ port?: number, prismPort?: number, spec?: string, quiet?: boolean, validateResponses?: boolean }} [options]
 * @returns {Promise<{ url: string, personas: string[], violations: string[], close: () => Promise<void> }>}
 */
export async function startMockStack({
  port = 4010,
  prismPort,
  spec = 'openapi/dist/openapi.json',
  quiet = true,
  validateResponses = false,
} = {}) {
  const file = isAbsolute(spec) ? spec : join(root, spec);
  const json = file.replace(/\.ya?ml$/, '.json');
  const doc = JSON.parse(readFileSync(json, 'utf8'));
  const contract = await loadContract(json);
  const index = attachUserIds(indexSpec(doc), doc);
  const state = createState({ worlds: await loadWorlds(), fallbackPersonas: index.personas });
  const validator = validateResponses ? createResponseValidator(doc) : undefined;
  // Not the gateway's own port, picked by the caller but not yet listened on.
  const prism = await startPrism({
    spec: file,
    port: prismPort ?? (await freePort([port])),
    quiet,
  });
  const gateway = createGateway({
    index,
    prismUrl: prism.url,
    state,
    quiet,
    validator,
    coverage: coverageFromEnv(contract),
  });
  let url;
  try {
    url = await gateway.listen(port);
  } catch (error) {
    await prism.close();
    throw error;
  }
  return {
    url,
    personas: state.personas,
    violations: validator?.violations ?? [],
    async close() {
      await gateway.close();
      await prism.close();
    },
  };
}
