// Contract coverage for any Node http server that serves the contract (the mock gateway in
// the e2e run): every answer is validated like the proxy does and counted, and the report
// (the same table / JSON / HTML as `pnpm contract:proxy` and `pnpm contract:check`) is
// rewritten shortly after each answer, so it survives the server being killed.
//
// Hook, one line where the gateway creates its server:
//   const server = http.createServer(withCoverage(handler, coverageFromEnv(contract)));
// then run with CONTRACT_COVERAGE=contract-report/mock (any file path, no extension).
// With the variable unset coverageFromEnv() is null and withCoverage returns the handler.
import { decodeBody, validateExchange } from './exchange.mjs';
import { createRecorder, defaultReportFile, writeReport } from './report.mjs';

/**
 * @param {{ contract: object, file?: string, source?: string, delayMs?: number }} options
 *   `contract` from loadContract (index.mjs)
 * @returns {{ record: (exchange: object) => object, recorder: object, write: () => string[] }}
 */
export function createCoverage({
  contract,
  file = defaultReportFile('mock'),
  source = 'mock',
  delayMs = 500,
}) {
  const recorder = createRecorder(contract, { source });
  let timer;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    return writeReport(recorder.summary(), file);
  };
  // A server stopped with process.exit (start.mjs on SIGTERM, when the e2e run ends) still
  // writes the answers of its last moments: the gate of `pnpm test` reads this report.
  process.once('exit', () => {
    if (timer) write();
  });
  return {
    recorder,
    write,
    /** Validates (answer only: the mock checks requests itself) and counts one exchange. */
    record(exchange) {
      const result = validateExchange(contract, { checkRequest: false, ...exchange });
      if (result.operationId) recorder.record(result);
      if (!timer) {
        timer = setTimeout(write, delayMs);
        timer.unref?.();
      }
      return result;
    },
  };
}

/** A coverage writing to $CONTRACT_COVERAGE, or null when it is unset. */
export function coverageFromEnv(contract, env = process.env) {
  return env.CONTRACT_COVERAGE ? createCoverage({ contract, file: env.CONTRACT_COVERAGE }) : null;
}

/**
 * Wraps a `(req, res) => void` handler: records every answer it sends (status, headers and
 * body as written) with the coverage. Returns the handler unchanged when coverage is null.
 */
export function withCoverage(handler, coverage) {
  if (!coverage) return handler;
  return (req, res) => {
    const chunks = [];
    const headHeaders = {};
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, ...rest) => {
      const h = rest.find((a) => a && typeof a === 'object');
      if (Array.isArray(h))
        for (let i = 0; i + 1 < h.length; i += 2)
          headHeaders[String(h[i]).toLowerCase()] = h[i + 1];
      else if (h) for (const [k, v] of Object.entries(h)) headHeaders[k.toLowerCase()] = v;
      return writeHead(status, ...rest);
    };
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      );
    };
    res.write = (chunk, encoding, cb) => {
      keep(chunk, encoding);
      return write(chunk, encoding, cb);
    };
    res.end = (chunk, encoding, cb) => {
      keep(chunk, encoding);
      const out = end(chunk, encoding, cb);
      if (req.method !== 'OPTIONS' && !(req.url ?? '').startsWith('/__mock/')) {
        try {
          const headers = { ...res.getHeaders(), ...headHeaders };
          coverage.record({
            method: req.method ?? 'GET',
            url: req.url ?? '/',
            status: res.statusCode,
            headers,
            body: decodeBody(Buffer.concat(chunks), headers['content-encoding']),
          });
        } catch (error) {
          console.error(`contract coverage: ${error.message}`);
        }
      }
      return out;
    };
    return handler(req, res);
  };
}
