// The mock stack in one call: Prism on a private port behind the gateway.
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverageFromEnv } from '../openapi-core/coverage.mjs';
import { loadContract, loadEvents } from '../openapi-core/index.mjs';
import { freePort } from '../ports.mjs';
import { createGateway } from './gateway.mjs';
import { startPrism } from './prism.mjs';
import { indexContract } from './spec-index.mjs';
import { createState, loadWorlds } from './state.mjs';

// A path string, not `new URL`: under jsdom (api-client upload tests) URL is jsdom's.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The mock's check of its own answers: each answer to an operation (refusals and forced
 * faults included) against its operation's declared statuses and schemas; every problem,
 * extra fields too, is kept in `violations`.
 */
function answerCheck(contract) {
  const violations = [];
  return {
    violations,
    check(operationId, status, body) {
      const problems = contract.validateResponse(operationId, { status, body });
      if (problems.length === 0) return null;
      const problem = `${operationId} ${status}: ${problems
        .map((p) => `${p.path} ${p.message}`)
        .join('; ')
        .slice(0, 600)}`;
      violations.push(problem);
      return problem;
    },
  };
}

/** The default when Prism cannot come back: the mock cannot serve, so it says why and stops. */
function exitWith(message) {
  console.error(`The mock API stops: ${message}`);
  process.exit(1);
}

/**
 * Starts Prism and the gateway. `port` 0 picks any free port (tests). With
 * `validateResponses`, every answer built from state is checked against the contract and
 * the problems collected in `violations` (tests assert it stays empty).
 * @param {{ port?: number, prismPort?: number, spec?: string, quiet?: boolean, validateResponses?: boolean, onFatal?: (message: string) => void }} [options]
 *   `onFatal`: called when Prism stopped and cannot be started again (default: print and exit 1)
 * @returns {Promise<{ url: string, prismUrl: string, prismPid: () => number, personas: string[], violations: string[], close: () => Promise<void> }>}
 */
export async function startMockStack({
  port = 4010,
  prismPort,
  spec = 'openapi/dist/openapi.json',
  quiet = true,
  validateResponses = false,
  onFatal = exitWith,
} = {}) {
  const file = isAbsolute(spec) ? spec : join(root, spec);
  const contract = await loadContract(file.replace(/\.ya?ml$/, '.json'));
  const events = await loadEvents();
  const index = indexContract(contract);
  const state = createState({ worlds: await loadWorlds(), fallbackPersonas: index.personas });
  const validator = validateResponses ? answerCheck(contract) : undefined;
  // Not the gateway's own port, picked by the caller but not yet listened on.
  const prism = await startPrism({
    spec: file,
    port: prismPort || (await freePort([port])),
    quiet,
    onFatal,
  });
  const gateway = createGateway({
    contract,
    events,
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
    prismUrl: prism.url,
    prismPid: prism.pid,
    personas: state.personas,
    violations: validator?.violations ?? [],
    async close() {
      await gateway.close();
      await prism.close();
    },
  };
}
