// `pnpm contract:check <base-url> [--cookie 'name=value'] [--header 'Name: value'] [--writes]
//   [--all-ids] [--strict] [--quiet] [--report FILE] [--anonymous-header 'Name: value']`: a
// conformance run against a backend.
// Walks every read operation of the contract, taking ids from the list answers (campaign ids
// from listCampaigns, account uuids from listAccounts, content ids from listSubmittedContents,
// earning ids and channels from listYoutubeEarnings, countries from listCountries...), with
// --writes also the writes that are safe to repeat, sends each secured read once more without
// credentials (anything but a 401 fails), validates every answer like the proxy (the OpenAPI
// core, scripts/openapi-core), prints one line per problem and the coverage table, writes
// FILE.json / FILE.html (default contract-report/check), and exits 1 on any failure.
import { fileURLToPath } from 'node:url';
import {
  decodeBody,
  defaultSpec,
  failed,
  judge,
  loadContract,
  problemLines,
  validateExchange,
} from '../openapi-core/index.mjs';
import { createRecorder, defaultReportFile, writeReport } from '../openapi-core/report.mjs';

/** `Name: value` options as a lower-cased header map. */
function headerMap(list) {
  const headers = {};
  for (const h of list) {
    const at = h.indexOf(':');
    if (at > 0) headers[h.slice(0, at).trim().toLowerCase()] = h.slice(at + 1).trim();
  }
  return headers;
}

/** Parses the command line; exported for the tests (and `pnpm contract:fuzz`). */
export function parseArgs(args) {
  const values = (name) =>
    args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]] : []));
  const headers = headerMap(values('--header'));
  const cookies = values('--cookie');
  if (cookies.length) headers.cookie = cookies.join('; ');
  return {
    baseUrl: args.find((a) => /^https?:\/\//.test(a)),
    headers,
    anonymousHeaders: headerMap(values('--anonymous-header')),
    writes: args.includes('--writes'),
    allIds: args.includes('--all-ids'),
    strict: args.includes('--strict'),
    quiet: args.includes('--quiet'),
    report: values('--report')[0] ?? defaultReportFile('check'),
    spec: values('--spec')[0] ?? defaultSpec,
  };
}

const unique = (list) => [
  ...new Set(list.filter((v) => v !== undefined && v !== null && v !== '')),
];

/** Whether the contract asks for credentials on an operation (a `{}` requirement: optional). */
function isSecured(contract, op) {
  const requirements =
    contract.operation(op.operationId).operation.security ?? contract.resolved.security ?? [];
  return requirements.length > 0 && !requirements.some((r) => Object.keys(r).length === 0);
}

/** Sends one request; resolves to `{ status, headers, raw }` or `{ error }` when nothing answered. */
async function send(url, { method, headers, body }) {
  try {
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    const raw = Buffer.from(await res.arrayBuffer());
    const out = Object.fromEntries(res.headers);
    // fetch already decoded the body; drop the encoding so the validator does not decode twice.
    delete out['content-encoding'];
    return { status: res.status, headers: out, raw };
  } catch (error) {
    return { error: `no answer: ${error.cause?.message ?? error.message}` };
  }
}

/** The URL (path and query) and the request of one call of an operation. */
function buildRequest(op, { path = {}, query = {}, body, contentType }, headers) {
  const url =
    op.template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(path[name]))) +
    (Object.keys(query).length ? `?${new URLSearchParams(query)}` : '');
  const requestHeaders = { accept: 'application/json', ...headers };
  let requestBody;
  if (body !== undefined) {
    requestHeaders['content-type'] = contentType ?? 'application/json';
    requestBody =
      contentType === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(body).toString()
        : JSON.stringify(body);
  }
  return { url, method: op.method, headers: requestHeaders, body: requestBody };
}

/**
 * The caller of a check: `call(operationId, request)` sends, validates, records and prints one
 * exchange and returns the parsed JSON of a 2xx (or null); `list` also follows one next page.
 * The first call of each secured read is sent once more without credentials (only
 * `anonymousHeaders`), and anything but a 401 to it is a failure: an API that answers
 * without a session is open.
 */
function createCaller({ base, contract, recorder, headers, anonymousHeaders, quiet, log }) {
  const byId = new Map(contract.inventory().map((o) => [o.operationId, o]));
  const done = new Set();
  const probed = new Set();

  async function exchange(op, request, anonymous) {
    const started = Date.now();
    const answer = await send(base + request.url, request);
    const problems = [];
    let result;
    if (answer.error)
      result = {
        method: op.method,
        url: request.url,
        operationId: op.operationId,
        template: op.template,
        status: 0,
        problems: [
          { level: 'error', kind: 'network', where: 'response', path: '', message: answer.error },
        ],
      };
    else {
      if (anonymous && answer.status !== 401)
        problems.push({
          level: 'error',
          kind: 'open',
          where: 'response',
          path: '',
          message: `${answer.status} without credentials: the contract secures ${op.operationId} (expected 401)`,
        });
      const validated = validateExchange(contract, {
        method: op.method,
        url: request.url,
        requestHeaders: request.headers,
        requestBody: request.body,
        status: answer.status,
        headers: answer.headers,
        body: decodeBody(answer.raw),
      });
      result = judge({ ...validated, problems: [...problems, ...validated.problems] });
    }
    recorder.record(result);
    for (const line of problemLines(result)) log(line);
    if (!quiet || failed(result))
      log(
        `${failed(result) ? 'fail' : 'ok  '} ${op.method} ${request.url} ${op.operationId} ${result.status}${anonymous ? ' (no credentials)' : ''} (${Date.now() - started} ms)`,
      );
    return answer;
  }

  async function call(operationId, options = {}) {
    const op = byId.get(operationId);
    if (!op) return null;
    const answer = await exchange(op, buildRequest(op, options, headers), false);
    done.add(operationId);
    if (op.method === 'GET' && !probed.has(operationId) && isSecured(contract, op)) {
      probed.add(operationId);
      await exchange(op, buildRequest(op, options, anonymousHeaders), true);
    }
    if (answer.error || answer.status < 200 || answer.status > 299) return null;
    try {
      return JSON.parse(answer.raw.toString('utf8'));
    } catch {
      return null;
    }
  }

  async function list(operationId, options = {}) {
    const first = await call(operationId, options);
    if (first?.nextPageToken)
      await call(operationId, {
        ...options,
        query: { ...options.query, next_page_token: first.nextPageToken },
      });
    return first;
  }

  return { call, list, done };
}

/** Reads without path parameters; returns the ids the reads by id need. */
async function walkLists({ call, list, done }, contract, limit) {
  const user = await call('getCurrentUser');
  const enumOf = (name) => contract.resolved.components.schemas[name]?.enum ?? [];
  const campaignIds = [];
  for (const status of [undefined, ...enumOf('CampaignStatus')]) {
    const page = await list('listCampaigns', { query: status ? { status } : {} });
    campaignIds.push(...(page?.campaigns ?? []).map((c) => c.id));
  }
  const items = (answer, field) => (Array.isArray(answer) ? answer : (answer?.[field] ?? []));
  const accountList = items(await call('listAccounts'), 'accounts');
  const earningList = items(await call('listYoutubeEarnings'), 'earnings');
  const countryList = items(await call('listCountries'), 'countries');
  const ids = {
    user,
    campaigns: limit(unique(campaignIds)),
    uuids: limit(unique(accountList.map((a) => a.uuid))),
    earningIds: limit(unique(earningList.map((e) => e.id))),
    stateCountries: limit(unique(countryList.filter((c) => c.hasStates).map((c) => c.code))),
    languages: unique([user?.language, 'en']),
    periods: enumOf('AnalyticsPeriod'),
  };
  const channels = unique(
    earningList.flatMap((e) => (e.channelEarnings ?? []).map((c) => c.channelId)),
  );
  const months = unique(earningList.map((e) => e.month));
  const queryFor = {
    requestVideoRevenueReport:
      channels[0] && months[0] ? [{ channel_id: channels[0], month: months[0] }] : [],
  };
  for (const op of contract.inventory()) {
    if (op.method !== 'GET' || op.template.includes('{') || done.has(op.operationId)) continue;
    for (const query of queryFor[op.operationId] ?? [{}]) await list(op.operationId, { query });
  }
  return ids;
}

/** Reads by id; returns the submitted contents found (`{ id, contentId }`). */
async function walkById({ call, list }, ids, limit) {
  const contents = [];
  for (const id of ids.campaigns) {
    for (const operationId of [
      'getCampaign',
      'getCampaignRequirementsStatus',
      'getCampaignContract',
      'listCampaignAccounts',
      'listAvailableContentTypes',
    ])
      await call(operationId, { path: { id } });
    await list('listCampaignPosts', { path: { id } });
    const page = await list('listSubmittedContents', { path: { id } });
    for (const content of limit(page?.submittedContents ?? []))
      contents.push({ id, contentId: content.id });
    await call('preuploadMedia', { path: { id }, query: { filename: 'contract-check.jpg' } });
  }
  for (const path of contents) {
    await call('getSubmittedContent', { path });
    await call('listComments', { path });
  }
  const now = new Date();
  for (const uuid of ids.uuids) {
    await call('getAccount', { path: { uuid } });
    await call('getAccountActiveContract', { path: { uuid } });
    for (const period of ids.periods)
      await call('getAccountAnalytics', {
        path: { uuid },
        query: {
          period,
          ...(period === 'month' || period === 'year' ? { year: now.getUTCFullYear() } : {}),
          ...(period === 'month' ? { month: now.getUTCMonth() + 1 } : {}),
        },
      });
  }
  for (const id of ids.earningIds) await call('getCombinedVideoReport', { path: { id } });
  for (const language of ids.languages) await call('getTranslations', { path: { language } });
  for (const countryCode of ids.stateCountries)
    await call('listCountryStates', { path: { countryCode } });
  return contents;
}

/** The writes that are safe to repeat: they leave the backend as it was. */
async function walkSafeWrites({ call }, user, contents) {
  if (contents[0]) await call('markCommentsAsRead', { path: contents[0] });
  if (user?.countryCode) await call('updateCountry', { body: { countryCode: user.countryCode } });
  if (user?.id !== undefined)
    await call('authorizeRealtimeChannel', {
      body: { socket_id: '1234.5678', channel_name: `private-user-${user.id}` },
      contentType: 'application/x-www-form-urlencoded',
    });
}

/**
 * Runs the walk. Returns the recorder (summary(), table(), ok()).
 * @param {{ baseUrl: string, contract: Awaited<ReturnType<typeof loadContract>>,
 *   headers?: Record<string,string>, anonymousHeaders?: Record<string,string>, writes?: boolean,
 *   allIds?: boolean, quiet?: boolean, log?: (line: string) => void }} options
 *   anonymousHeaders: what a request without credentials carries (none by default)
 */
export async function runCheck({
  baseUrl,
  contract,
  headers = {},
  anonymousHeaders = {},
  writes = false,
  allIds = false,
  quiet = false,
  log = console.log,
}) {
  const base = baseUrl.replace(/\/$/, '');
  const recorder = createRecorder(contract, { source: `check ${base}` });
  const limit = (list) => (allIds ? list : list.slice(0, 2));
  const caller = createCaller({
    base,
    contract,
    recorder,
    headers,
    anonymousHeaders,
    quiet,
    log,
  });
  const ids = await walkLists(caller, contract, limit);
  const contents = await walkById(caller, ids, limit);
  if (writes) await walkSafeWrites(caller, ids.user, contents);
  return recorder;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  if (!opts.baseUrl) {
    console.error(
      "Usage: pnpm contract:check <base-url> [--cookie 'name=value'] [--header 'Name: value'] [--writes] [--all-ids] [--strict] [--quiet] [--report FILE] [--anonymous-header 'Name: value']",
    );
    console.error(
      "Example: pnpm contract:check https://staging.example.com --cookie '_creator_session=...'",
    );
    process.exit(2);
  }
  const contract = await loadContract(opts.spec, { strict: opts.strict });
  const recorder = await runCheck({ ...opts, contract });
  const report = recorder.summary();
  console.log(`\n${recorder.table()}`);
  console.log(`Report: ${writeReport(report, opts.report).join(', ')}`);
  process.exit(report.totals.failed > 0 ? 1 : 0);
}
