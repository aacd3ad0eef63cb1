// The contract fuzz: sends the generated requests of every operation (scripts/contract/fuzz-cases.mjs)
// to a server and checks each answer: an answer at all (no reset, none later than the
// timeout), no 5xx, a status the operation declares and a body its schema allows (the
// OpenAPI core, scripts/openapi-core), a 4xx to every request the contract refuses, never a 400 to one it
// allows; at the end, the server still answers. The mock's test (fuzz.test.mjs) and
// `pnpm contract:fuzz <base-url>` (below) run it. Problems print as the lines of
// `pnpm contract:check`, with the request's kind at the end, and go to the same report.
import fc from 'fast-check';
import http from 'node:http';
import https from 'node:https';
import { fileURLToPath } from 'node:url';
import {
  decodeBody,
  defaultSpec,
  loadContract,
  problemLines,
  validateExchange,
} from '../openapi-core/index.mjs';
import { createRecorder, defaultReportFile, writeReport } from '../openapi-core/report.mjs';
import { parseArgs } from './check.mjs';
import { casesOf, planOf } from './fuzz-cases.mjs';

/** A seed for a run: `FUZZ_SEED` when set (to replay a run), else a new one. */
export const seedFromEnv = (env = process.env) =>
  env.FUZZ_SEED !== undefined && env.FUZZ_SEED !== ''
    ? Number(env.FUZZ_SEED)
    : Math.floor(Math.random() * 2 ** 31);

/**
 * Sends one request as it is (path bytes, headers and body untouched, a new connection each
 * time); resolves to `{ status, headers, body }` or `{ error }` (reset, refused, timeout).
 */
export function send(baseUrl, request, { headers = {}, timeoutMs = 5000 } = {}) {
  const base = new URL(baseUrl);
  const client = base.protocol === 'https:' ? https : http;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  return new Promise((resolve) => {
    let req;
    const timer = setTimeout(
      () => req?.destroy(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const done = (value) => {
      clearTimeout(timer);
      resolve(value);
    };
    const fail = (error) =>
      done({ error: error.code === 'ECONNRESET' ? 'connection reset' : error.message });
    try {
      req = client.request({
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: request.method,
        path: base.pathname.replace(/\/$/, '') + request.url,
        agent: false,
        headers: {
          ...headers,
          ...request.headers,
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
      });
    } catch (error) {
      done({ error: `not sent: ${error.message}` });
      return;
    }
    req.on('error', fail);
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', fail);
      res.on('aborted', () => fail(Object.assign(new Error('reset'), { code: 'ECONNRESET' })));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.end(body);
  });
}

/** What a server must do with a case, the core deciding where the generator asks it to. */
export function expectationOf(contract, c) {
  if (c.expect !== 'check') return c.expect;
  const { problems } = contract.validateRequest({
    method: c.method,
    url: c.url,
    headers: c.headers,
    body: c.body,
  });
  if (problems.some((p) => p.level === 'error')) return 'invalid';
  return c.label === 'valid' ? 'valid' : 'any';
}

const display = (url) => (url.length > 160 ? `${url.slice(0, 150)}…(${url.length} chars)` : url);

/** The problems of one answer to one case, as a result for the recorder and the lines. */
export function judgeAnswer(contract, c, expect, answer) {
  const result = {
    method: c.method,
    url: display(c.url),
    operationId: c.operationId,
    template: c.template,
    status: answer.status ?? 0,
    problems: [],
  };
  const problem = (kind, message) =>
    result.problems.push({ level: 'error', kind, where: 'response', path: '', message });
  if (answer.error) problem('network', `no answer: ${answer.error}`);
  else {
    if (answer.status >= 500)
      problem('server-error', `${answer.status}: a request must never break the server`);
    const checked = validateExchange(contract, {
      method: c.method,
      url: c.url,
      status: answer.status,
      headers: answer.headers,
      body: decodeBody(answer.body, answer.headers['content-encoding']),
      checkRequest: false,
    });
    result.problems.push(...checked.problems);
    if (expect === 'invalid' && answer.status < 400)
      problem(
        'accepted-invalid',
        `${answer.status} to a request the contract refuses (expected a 4xx)`,
      );
    if (expect === 'valid' && answer.status === 400)
      problem('refused-valid', '400 to a request the contract allows');
  }
  for (const p of result.problems) p.message = `${p.message} [${c.label}]`;
  return result;
}

/** Values that exist on the server, by the path segment before a parameter (`campaigns`...). */
export async function discover(baseUrl, contract, options) {
  const get = async (operationId, path = {}) => {
    const op = contract.operation(operationId);
    if (!op) return null;
    const url = op.template.replace(/\{(\w+)\}/g, (_, n) => encodeURIComponent(path[n]));
    const answer = await send(
      baseUrl,
      { method: 'GET', url, headers: { accept: 'application/json' } },
      options,
    );
    if (answer.error || answer.status !== 200) return null;
    try {
      return JSON.parse(answer.body.toString('utf8'));
    } catch {
      return null;
    }
  };
  const items = (value, field) =>
    (Array.isArray(value) ? value : Array.isArray(value?.[field]) ? value[field] : []).filter(
      (item) => item && typeof item === 'object',
    );
  const campaigns = items(await get('listCampaigns'), 'campaigns').map((c) => c.id);
  const contents = campaigns.length
    ? items(await get('listSubmittedContents', { id: campaigns[0] }), 'submittedContents')
    : [];
  const countries = items(await get('listCountries'), 'countries');
  return {
    campaigns: campaigns.slice(0, 3).filter((id) => id !== undefined),
    submitted_contents: contents
      .slice(0, 3)
      .map((c) => c.id)
      .filter((id) => id !== undefined),
    accounts: items(await get('listAccounts'), 'accounts')
      .slice(0, 3)
      .map((a) => a.uuid)
      .filter((id) => id !== undefined),
    earnings: items(await get('listYoutubeEarnings'), 'earnings')
      .slice(0, 3)
      .map((e) => e.id)
      .filter((id) => id !== undefined),
    countries: countries
      .filter((c) => c.hasStates && typeof c.code === 'string')
      .map((c) => c.code),
    translations: ['en'],
  };
}

/** Every case of the run in a seeded random order (so a budget takes some of every kind). */
export function planRun(contract, { seed, writes = false, valid = 4, rounds = 1, known = {} }) {
  const ops = contract
    .inventory()
    .filter((o) => writes || o.method === 'GET')
    .map((o) => contract.operation(o.operationId));
  const all = ops.flatMap((op, i) =>
    casesOf(planOf(op), { seed: seed + i * 1000, valid, rounds, known }),
  );
  const [order] = fc.sample(fc.shuffledSubarray(all, { minLength: all.length }), {
    seed,
    numRuns: 1,
  });
  return order;
}

/**
 * Runs the fuzz. Returns `{ recorder, seed, sent, lines }` (lines: the problem lines).
 * @param {{ baseUrl: string, contract: Awaited<ReturnType<typeof loadContract>>,
 *   seed: number, writes?: boolean, requests?: number, rate?: number, concurrency?: number,
 *   headers?: Record<string,string>, timeoutMs?: number, valid?: number, rounds?: number,
 *   filter?: (c: object) => boolean, log?: (line: string) => void }} options
 *   requests: the budget (at most this many fuzz requests); rate: at most this many a second;
 *   filter: which cases to send (e.g. only some operations)
 */
export async function runFuzz({
  baseUrl,
  contract,
  seed,
  writes = false,
  requests = Infinity,
  rate = Infinity,
  concurrency = 1,
  headers = {},
  timeoutMs = 5000,
  valid,
  rounds,
  filter = () => true,
  log = console.log,
}) {
  const base = baseUrl.replace(/\/$/, '');
  const recorder = createRecorder(contract, { source: `fuzz ${base} (seed ${seed})` });
  const options = { headers, timeoutMs };
  const known = await discover(base, contract, options);
  const cases = planRun(contract, { seed, writes, valid, rounds, known })
    .filter(filter)
    .slice(0, requests);
  const lines = [];
  const report = (result) => {
    recorder.record(result);
    for (const line of problemLines(result)) {
      lines.push(line);
      log(line);
    }
  };
  const interval = Number.isFinite(rate) && rate > 0 ? 1000 / rate : 0;
  let next = Date.now();
  let at = 0;
  const worker = async () => {
    while (at < cases.length) {
      const c = cases[at++];
      if (interval) {
        const wait = next - Date.now();
        next = Math.max(next, Date.now()) + interval;
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      const expect = expectationOf(contract, c);
      report(judgeAnswer(contract, c, expect, await send(base, c, options)));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  await checkAlive(base, contract, options, report);
  return { recorder, seed, sent: cases.length, lines };
}

/** After the run: the server still answers a plain read. */
async function checkAlive(base, contract, options, report) {
  const reads = contract.inventory().filter((o) => o.method === 'GET' && !o.template.includes('{'));
  const op = reads.find((o) => o.operationId === 'getCurrentUser') ?? reads[0];
  if (!op) return;
  const c = {
    operationId: op.operationId,
    method: op.method,
    template: op.template,
    url: op.template,
    headers: { accept: 'application/json' },
    label: 'after the fuzz',
  };
  const answer = await send(base, c, options);
  const result = judgeAnswer(contract, c, 'valid', answer);
  if (answer.error)
    result.problems[0].message = `the server no longer answers: ${answer.error} [${c.label}]`;
  report(result);
}

/** Parses the command line of `pnpm contract:fuzz`; exported for the tests. */
export function parseFuzzArgs(args, env = process.env) {
  const value = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const rate = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(value('--rate') ?? '10/s');
  const seed = value('--seed');
  return {
    ...parseArgs(args),
    requests: Number(value('--requests') ?? 1000),
    rate: rate ? Number(rate[1]) : NaN,
    timeoutMs: Number(value('--timeout') ?? 5000),
    seed: seed !== undefined ? Number(seed) : seedFromEnv(env),
    report: value('--report') ?? defaultReportFile('fuzz'),
    spec: value('--spec') ?? defaultSpec,
  };
}

const USAGE = [
  "Usage: pnpm contract:fuzz <base-url> [--cookie 'name=value'] [--header 'Name: value'] [--writes] [--requests 1000] [--rate 10/s] [--timeout 5000] [--seed N] [--strict] [--quiet] [--report FILE]",
  "Example: pnpm contract:fuzz https://staging.example.com --cookie '_creator_session=...' --requests 300 --rate 5/s",
  'Reads only unless --writes (the writes then send random data to your API: use a test account).',
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opts = parseFuzzArgs(process.argv.slice(2));
  const bad = !opts.baseUrl || !(opts.requests > 0) || !(opts.rate > 0) || !(opts.timeoutMs > 0);
  if (bad || !Number.isInteger(opts.seed)) {
    for (const line of USAGE) console.error(line);
    process.exit(2);
  }
  const contract = await loadContract(opts.spec, { strict: opts.strict });
  console.log(
    `Contract fuzz of ${opts.baseUrl}: ${opts.writes ? 'reads and writes' : 'reads only'}, at most ${opts.requests} requests at ${opts.rate}/s, seed ${opts.seed} (--seed ${opts.seed} or FUZZ_SEED=${opts.seed} replays it)`,
  );
  const run = await runFuzz({ ...opts, contract, log: console.log });
  const report = run.recorder.summary();
  if (!opts.quiet) console.log(`\n${run.recorder.table()}`);
  console.log(`${run.sent} requests sent; seed ${run.seed}`);
  console.log(`Report: ${writeReport(report, opts.report).join(', ')}`);
  process.exit(report.totals.failed > 0 ? 1 : 0);
}
