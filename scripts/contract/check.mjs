// `pnpm contract:check <base-url> [--cookie 'name=value'] [--header 'Name: value'] [--writes]
//   [--all-ids] [--strict] [--quiet] [--report FILE]`: a conformance run against a backend.
// Walks every read operation of the contract, taking ids from the list answers (campaign ids
// from listCampaigns, account uuids from listAccounts, content ids from listSubmittedContents,
// earning ids and channels from listYoutubeEarnings, countries from listCountries...), with
// --writes also the writes that are safe to repeat, validates every answer like the proxy
// (scripts/contract/validate.mjs), prints one line per problem and the coverage table, writes
// FILE.json / FILE.html (default contract-report/check), and exits 1 on any failure.
import { fileURLToPath } from 'node:url';
import { createRecorder, defaultReportFile, writeReport } from './report.mjs';
import { decodeBody, defaultSpec, failed, loadValidator, problemLines } from './validate.mjs';

/** Parses the command line; exported for the tests. */
export function parseArgs(args) {
  const values = (name) =>
    args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]] : []));
  const headers = {};
  for (const h of values('--header')) {
    const at = h.indexOf(':');
    if (at > 0) headers[h.slice(0, at).trim().toLowerCase()] = h.slice(at + 1).trim();
  }
  const cookies = values('--cookie');
  if (cookies.length) headers.cookie = cookies.join('; ');
  return {
    baseUrl: args.find((a) => /^https?:\/\//.test(a)),
    headers,
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

/**
 * Runs the walk. Returns the recorder (summary(), table(), ok()).
 * @param {{ baseUrl: string, validator: ReturnType<import('./validate.mjs').createValidator>,
 *   headers?: Record<string,string>, writes?: boolean, allIds?: boolean, quiet?: boolean,
 *   log?: (line: string) => void }} options
 */
export async function runCheck({
  baseUrl,
  validator,
  headers = {},
  writes = false,
  allIds = false,
  quiet = false,
  log = console.log,
}) {
  const base = baseUrl.replace(/\/$/, '');
  const recorder = createRecorder(validator, { source: `check ${base}` });
  const byId = new Map(validator.operations().map((o) => [o.operationId, o]));
  const limit = (list) => (allIds ? list : list.slice(0, 2));
  const done = new Set();

  /** Calls one operation, validates and records the answer, returns the parsed JSON (or null). */
  async function call(
    operationId,
    { path = {}, query = {}, body, contentType, anonymous = false } = {},
  ) {
    const op = byId.get(operationId);
    if (!op) return null;
    const url =
      op.template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(path[name]))) +
      (Object.keys(query).length ? `?${new URLSearchParams(query)}` : '');
    const requestHeaders = anonymous
      ? { accept: 'application/json' }
      : { accept: 'application/json', ...headers };
    let requestBody;
    if (body !== undefined) {
      requestHeaders['content-type'] = contentType ?? 'application/json';
      requestBody =
        contentType === 'application/x-www-form-urlencoded'
          ? new URLSearchParams(body).toString()
          : JSON.stringify(body);
    }
    const started = Date.now();
    let res;
    let raw;
    try {
      res = await fetch(base + url, {
        method: op.method,
        headers: requestHeaders,
        body: requestBody,
        redirect: 'manual',
      });
      raw = Buffer.from(await res.arrayBuffer());
    } catch (error) {
      const result = {
        method: op.method,
        url,
        operationId,
        template: op.template,
        status: 0,
        problems: [
          {
            level: 'error',
            kind: 'network',
            where: 'response',
            path: '',
            message: `no answer: ${error.cause?.message ?? error.message}`,
          },
        ],
      };
      recorder.record(result);
      for (const line of problemLines(result)) log(line);
      return null;
    }
    const responseHeaders = Object.fromEntries(res.headers);
    // fetch already decoded the body; drop the encoding so the validator does not decode twice.
    delete responseHeaders['content-encoding'];
    const result = validator.validateExchange({
      method: op.method,
      url,
      requestHeaders,
      requestBody,
      status: res.status,
      headers: responseHeaders,
      body: decodeBody(raw),
    });
    recorder.record(result);
    done.add(operationId);
    for (const line of problemLines(result)) log(line);
    if (!quiet || failed(result))
      log(
        `${failed(result) ? 'fail' : 'ok  '} ${op.method} ${url} ${operationId} ${res.status}${anonymous ? ' (no credentials)' : ''} (${Date.now() - started} ms)`,
      );
    if (!res.ok) return null;
    try {
      return JSON.parse(raw.toString('utf8'));
    } catch {
      return null;
    }
  }

  /** Calls a list operation and, when it says there is a next page, the next page once. */
  async function list(operationId, options = {}) {
    const first = await call(operationId, options);
    if (first?.nextPageToken)
      await call(operationId, {
        ...options,
        query: { ...options.query, next_page_token: first.nextPageToken },
      });
    return first;
  }

  // Signed out: the backend's own 401 (or whatever it answers without credentials), checked.
  if (Object.keys(headers).length) await call('getCurrentUser', { anonymous: true });

  const user = await call('getCurrentUser');
  const enumOf = (name) => validator.doc.components.schemas[name]?.enum ?? [];

  // Campaigns: every status filter, ids from the lists.
  const campaignIds = [];
  for (const status of [undefined, ...enumOf('CampaignStatus')]) {
    const page = await list('listCampaigns', { query: status ? { status } : {} });
    campaignIds.push(...(page?.campaigns ?? []).map((c) => c.id));
  }
  const accounts = (await call('listAccounts')) ?? [];
  const accountList = Array.isArray(accounts) ? accounts : (accounts.accounts ?? []);
  const earnings = (await call('listYoutubeEarnings')) ?? [];
  const earningList = Array.isArray(earnings) ? earnings : (earnings.earnings ?? []);
  const countries = (await call('listCountries')) ?? [];
  const countryList = Array.isArray(countries) ? countries : (countries.countries ?? []);

  const campaigns = limit(unique(campaignIds));
  const uuids = limit(unique(accountList.map((a) => a.uuid)));
  const earningIds = limit(unique(earningList.map((e) => e.id)));
  const channels = unique(
    earningList.flatMap((e) => (e.channelEarnings ?? []).map((c) => c.channelId)),
  );
  const months = unique(earningList.map((e) => e.month));
  const stateCountries = limit(unique(countryList.filter((c) => c.hasStates).map((c) => c.code)));
  const languages = unique([user?.language, 'en']);

  // Reads with no path parameter (the lists above are already done).
  const now = new Date();
  const year = now.getUTCFullYear();
  const queryFor = {
    requestVideoRevenueReport:
      channels[0] && months[0] ? [{ channel_id: channels[0], month: months[0] }] : [],
    getTipaltiWidget: [{}],
  };
  for (const op of validator.operations()) {
    if (op.method !== 'GET' || op.template.includes('{') || done.has(op.operationId)) continue;
    for (const query of queryFor[op.operationId] ?? [{}]) await list(op.operationId, { query });
  }

  // Reads by id.
  const contents = [];
  for (const id of campaigns) {
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
  for (const uuid of uuids) {
    await call('getAccount', { path: { uuid } });
    await call('getAccountActiveContract', { path: { uuid } });
    for (const period of enumOf('AnalyticsPeriod'))
      await call('getAccountAnalytics', {
        path: { uuid },
        query: {
          period,
          ...(period === 'month' || period === 'year' ? { year } : {}),
          ...(period === 'month' ? { month: now.getUTCMonth() + 1 } : {}),
        },
      });
  }
  for (const id of earningIds) await call('getCombinedVideoReport', { path: { id } });
  for (const language of languages) await call('getTranslations', { path: { language } });
  for (const countryCode of stateCountries)
    await call('listCountryStates', { path: { countryCode } });

  // Writes that are safe to repeat: they leave the backend as it was.
  if (writes) {
    if (contents[0]) await call('markCommentsAsRead', { path: contents[0] });
    if (user?.countryCode) await call('updateCountry', { body: { countryCode: user.countryCode } });
    if (user?.id !== undefined)
      await call('authorizeRealtimeChannel', {
        body: { socket_id: '1234.5678', channel_name: `private-user-${user.id}` },
        contentType: 'application/x-www-form-urlencoded',
      });
  }
  return recorder;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  if (!opts.baseUrl) {
    console.error(
      "Usage: pnpm contract:check <base-url> [--cookie 'name=value'] [--header 'Name: value'] [--writes] [--all-ids] [--strict] [--quiet] [--report FILE]",
    );
    console.error(
      "Example: pnpm contract:check https://staging.example.com --cookie '_creator_session=...'",
    );
    process.exit(2);
  }
  const validator = loadValidator(opts.spec, { strict: opts.strict });
  const recorder = await runCheck({ ...opts, validator });
  const report = recorder.summary();
  console.log(`\n${recorder.table()}`);
  console.log(`Report: ${writeReport(report, opts.report).join(', ')}`);
  process.exit(report.totals.failed > 0 ? 1 : 0);
}
