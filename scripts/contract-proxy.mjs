// `pnpm contract:proxy <upstream-url> [--port 4012] [--strict] [--strict-requests] [--quiet]
//   [--report FILE] [--spec FILE]`: for backend teams. Forwards every request to the real API
// and checks requests and answers against the contract (scripts/contract/proxy.mjs); on exit
// (Ctrl-C) prints the coverage table, writes FILE.json and FILE.html (default
// contract-report/proxy) and exits 1 when an answer failed. An upstream that cannot be reached
// at start is an error at once (exit 1), not a run of 502s.
import { fileURLToPath } from 'node:url';
import { createProxy, probeUpstream } from './contract/proxy.mjs';
import { defaultReportFile, writeReport } from './openapi-core/report.mjs';
import { defaultSpec, loadContract } from './openapi-core/index.mjs';
import { assertPortFree } from './ports.mjs';

/** Parses the command line; exported for the tests. */
export function parseArgs(args) {
  const value = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : fallback;
  };
  return {
    upstream: args.find((a) => /^https?:\/\//.test(a)),
    port: Number(value('--port', 4012)),
    strict: args.includes('--strict'),
    strictRequests: args.includes('--strict-requests'),
    quiet: args.includes('--quiet'),
    report: value('--report', defaultReportFile('proxy')),
    spec: value('--spec', defaultSpec),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  if (!opts.upstream) {
    console.error(
      'Usage: pnpm contract:proxy <upstream-url> [--port 4012] [--strict] [--strict-requests] [--quiet] [--report FILE]',
    );
    console.error('Example: pnpm contract:proxy https://staging.example.com');
    console.error(
      'Send your requests to http://127.0.0.1:<port>; openapi/README.md says what the output means.',
    );
    process.exit(2);
  }
  if (opts.port !== 0) {
    try {
      await assertPortFree(opts.port, 'the validating proxy');
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
  try {
    await probeUpstream(opts.upstream);
  } catch (error) {
    console.error(`${error.message}. Start it, or check the URL, and try again.`);
    process.exit(1);
  }
  const contract = await loadContract(opts.spec, { strict: opts.strict });
  const proxy = createProxy({
    upstream: opts.upstream,
    contract,
    quiet: opts.quiet,
    strictRequests: opts.strictRequests,
  });
  const url = await proxy.listen(opts.port);
  console.log(
    `Contract proxy on ${url} -> ${opts.upstream}${opts.strict ? ' (strict: extra fields fail)' : ''}`,
  );
  console.log(
    'Each problem prints as: FAIL|WARN|CLIENT <method> <url> <operationId> <status> <request|response> <field>: <what>',
  );
  if (!opts.strictRequests)
    console.log(
      "CLIENT: a request the contract refuses (the client's fault; --strict-requests fails on it).",
    );
  console.log('Ctrl-C prints the coverage table and writes the report.');
  let done = false;
  const finish = async () => {
    if (done) return;
    done = true;
    await proxy.close();
    const report = proxy.recorder.summary();
    console.log(`\n${proxy.recorder.table()}`);
    const files = writeReport(report, opts.report);
    console.log(`Report: ${files.join(', ')}`);
    process.exit(report.totals.failed > 0 ? 1 : 0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, finish);
}
