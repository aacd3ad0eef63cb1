// Coverage of a run against the contract (shared by the proxy, the check and the mock):
// which operations and statuses were exercised, with pass / fail / warning counts, as a
// terminal table, a JSON file and an HTML page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { failed } from './exchange.mjs';

const LABEL = { error: 'FAIL', warning: 'WARN', client: 'CLIENT' };

/**
 * Says whose fault each problem of a validated exchange is. A request the contract refuses is
 * the client's fault, and a backend refusing it (4xx) is right; a backend that answers it with
 * a 2xx is not ("accepted a request the contract refuses"). With `strictRequests` (the
 * default: tools that build their own requests, where a bad request is the tool's or the
 * contract's bug) the client's problems fail the exchange; without (the proxy, whose clients
 * are someone else's), they print as CLIENT lines and do not.
 */
export function judge(result, { strictRequests = true } = {}) {
  if (!result.operationId) return result;
  const refused = result.problems.some((p) => p.where === 'request' && p.level === 'error');
  const problems = result.problems.map((p) =>
    !strictRequests && p.where === 'request' && p.level === 'error' ? { ...p, level: 'client' } : p,
  );
  if (refused && result.status >= 200 && result.status < 300)
    problems.push({
      level: 'error',
      kind: 'accepted-invalid',
      where: 'response',
      path: '',
      message: `${result.status} to a request the contract refuses (expected a 4xx)`,
    });
  return { ...result, problems };
}

/** One printable line per problem: `FAIL GET /url operationId 200 response $.path: message`. */
export function problemLines(result) {
  return result.problems.map((p) =>
    [
      LABEL[p.level] ?? 'WARN',
      result.method,
      result.url,
      result.operationId ?? '(no operation)',
      result.status ?? '-',
      p.where,
      p.path ? `${p.path}:` : '',
      p.message,
    ]
      .filter((s) => s !== '')
      .join(' '),
  );
}

/**
 * @param {{ inventory: () => Array<{operationId, method, template, statuses: string[]}> }} contract
 *   a contract of this folder's index.mjs
 * @param {{ source?: string, keepProblems?: number }} [options]
 */
export function createRecorder(contract, { source = 'run', keepProblems = 500 } = {}) {
  const ops = new Map(contract.inventory().map((o) => [o.operationId, { ...o, seen: new Map() }]));
  const unknown = new Map();
  const problems = [];
  const totals = { exchanges: 0, passed: 0, failed: 0, warned: 0, clientErrors: 0 };
  const started = new Date();

  /** Counts one validated exchange (the result of validateExchange). */
  function record(result) {
    totals.exchanges += 1;
    const bad = failed(result);
    const client = result.problems.some((p) => p.level === 'client');
    const warned = !bad && result.problems.some((p) => p.level === 'warning');
    if (client) totals.clientErrors += 1;
    if (bad) totals.failed += 1;
    else totals.passed += 1;
    if (warned) totals.warned += 1;
    for (const p of result.problems)
      if (problems.length < keepProblems)
        problems.push({
          method: result.method,
          url: result.url,
          operationId: result.operationId,
          status: result.status,
          ...p,
        });
    const op = result.operationId && ops.get(result.operationId);
    if (!op) {
      const key = `${result.method} ${new URL(result.url, 'http://x').pathname}`;
      unknown.set(key, (unknown.get(key) ?? 0) + 1);
      return;
    }
    const key = String(result.status);
    const cell = op.seen.get(key) ?? { pass: 0, fail: 0, warn: 0 };
    if (bad) cell.fail += 1;
    else cell.pass += 1;
    if (warned) cell.warn += 1;
    op.seen.set(key, cell);
  }

  /** The report as plain data (what the JSON file holds). */
  function summary() {
    const operations = [...ops.values()].map((o) => ({
      operationId: o.operationId,
      method: o.method,
      path: o.template,
      documented: o.statuses,
      seen: Object.fromEntries([...o.seen.entries()].sort()),
      pass: [...o.seen.values()].reduce((n, c) => n + c.pass, 0),
      fail: [...o.seen.values()].reduce((n, c) => n + c.fail, 0),
      warn: [...o.seen.values()].reduce((n, c) => n + c.warn, 0),
    }));
    const exercised = operations.filter((o) => Object.keys(o.seen).length > 0).length;
    return {
      source,
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      totals: { operations: operations.length, exercised, ...totals },
      operations,
      unknownOperations: Object.fromEntries(unknown),
      problems,
    };
  }

  return { record, summary, table: () => formatTable(summary()), ok: () => totals.failed === 0 };
}

/** `; N requests the contract refuses (the client's fault)`, when there were any. */
const clientNote = (t) =>
  t.clientErrors
    ? `; ${t.clientErrors} request${t.clientErrors > 1 ? 's' : ''} the contract refuses (the client's fault)`
    : '';

const pad = (s, n) => String(s) + ' '.repeat(Math.max(0, n - String(s).length));

/** The terminal table: one row per operation, statuses seen as `200 ✓3 ✗1 ⚠1`. */
export function formatTable(report) {
  const rows = report.operations.map((o) => {
    const seen = Object.entries(o.seen)
      .map(
        ([s, c]) => `${s} ✓${c.pass}${c.fail ? ` ✗${c.fail}` : ''}${c.warn ? ` ⚠${c.warn}` : ''}`,
      )
      .join(', ');
    const verdict = o.fail ? 'FAIL' : Object.keys(o.seen).length ? (o.warn ? 'warn' : 'ok') : '-';
    return [verdict, o.operationId, o.method, seen || 'not exercised', o.documented.join(' ')];
  });
  const head = [
    '',
    'operation',
    'method',
    'statuses seen (✓ pass ✗ fail ⚠ warnings)',
    'documented',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r
      .map((c, i) => pad(c, widths[i]))
      .join('  ')
      .trimEnd();
  const t = report.totals;
  const out = [
    `Contract coverage (${report.source}): ${t.exercised} of ${t.operations} operations exercised; ${t.exchanges} exchanges: ${t.passed} passed, ${t.failed} failed, ${t.warned} with warnings only${clientNote(t)}`,
    line(head),
    ...rows.map(line),
  ];
  const unknown = Object.entries(report.unknownOperations);
  if (unknown.length)
    out.push(`Not in the contract: ${unknown.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  return out.join('\n');
}

const esc = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A self-contained HTML page of the report (no scripts, no external resources). */
export function formatHtml(report) {
  const t = report.totals;
  const rows = report.operations
    .map((o) => {
      const cls = o.fail ? 'fail' : Object.keys(o.seen).length ? (o.warn ? 'warn' : 'ok') : 'none';
      const seen = Object.entries(o.seen)
        .map(
          ([s, c]) =>
            `<span class="${c.fail ? 'fail' : c.warn ? 'warn' : 'ok'}">${esc(s)}: ${c.pass} pass${c.fail ? `, ${c.fail} fail` : ''}${c.warn ? `, ${c.warn} warn` : ''}</span>`,
        )
        .join(' ');
      return `<tr class="${cls}"><td>${esc(o.operationId)}</td><td>${esc(o.method)}</td><td><code>${esc(o.path)}</code></td><td>${seen || 'not exercised'}</td><td>${esc(o.documented.join(' '))}</td></tr>`;
    })
    .join('\n');
  const problems = report.problems
    .map(
      (p) =>
        `<tr class="${p.level === 'error' ? 'fail' : 'warn'}"><td>${LABEL[p.level] ?? 'WARN'}</td><td>${esc(p.method)} <code>${esc(p.url)}</code></td><td>${esc(p.operationId ?? '')}</td><td>${esc(p.status)}</td><td>${esc(p.where)} <code>${esc(p.path)}</code></td><td>${esc(p.message)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract coverage (${esc(report.source)})</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
.fail{background:#fde2e2}.warn{background:#fff4d6}.ok{background:#e6f6e6}.none{color:#888}span{display:inline-block;margin-right:.5rem;padding:0 .25rem}</style></head>
<body><h1>Contract coverage (${esc(report.source)})</h1>
<p>${t.exercised} of ${t.operations} operations exercised; ${t.exchanges} exchanges: ${t.passed} passed, ${t.failed} failed, ${t.warned} with warnings only${esc(clientNote(t))}. ${esc(report.startedAt)} – ${esc(report.finishedAt)}</p>
<table><thead><tr><th>operation</th><th>method</th><th>path</th><th>statuses seen</th><th>documented</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>Problems</h2>
${problems ? `<table><thead><tr><th></th><th>request</th><th>operation</th><th>status</th><th>field</th><th>what</th></tr></thead><tbody>\n${problems}\n</tbody></table>` : '<p>None.</p>'}
</body></html>
`;
}

/** Writes `<file>.json` and `<file>.html` (file given without extension); returns their paths. */
export function writeReport(report, file) {
  const base = resolve(file.replace(/\.(json|html)$/, ''));
  mkdirSync(dirname(base), { recursive: true });
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.html`, formatHtml(report));
  return [`${base}.json`, `${base}.html`];
}

export const defaultReportFile = (source) => join('contract-report', source);
