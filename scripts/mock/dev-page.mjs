// The developer page at /__mock/: switch persona, reset state, send a realtime event,
// force an operation to fail. Server-rendered forms, no script; every value escaped.
import { FAULT_KINDS } from './faults.mjs';
import { esc } from './html.mjs';

const option = (value, selected, label = value) =>
  `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;

/**
 * Sample payloads of the realtime events (asyncapi.yaml), prefilled in the forms; the widget's
 * URL names the persona's own user (`userId`, from its channel).
 */
function eventSamples(mockUrl, userId) {
  return {
    payee_details_updated: {
      displayPaymentWidgetOnDashboard: true,
      tipaltiIframeUrl: `https://ui2.tipalti.example.com/payeedashboard/home?idap=${userId}`,
      missingTipaltiDetails: false,
      paymentRailsIframeUrl: null,
      missingPaymentRailsDetails: false,
    },
    // The contract's event: matched to its request by channelId and month.
    video_revenue_report_ready: {
      fileUrl: `${mockUrl}/__mock/files/video-revenue-report-UCmikaTravels-2026-10.csv`,
      channelId: 'UCmikaTravels',
      month: '2026-10-01',
    },
  };
}

/**
 * The page's body.
 * @param {{ session: string, persona: string, personas: string[], descriptions: Record<string,string>,
 *   faults: object[], reports?: object[], operationIds: string[], declared?: Map<string, string[]>,
 *   channel: string|null, mockUrl: string, stateful: boolean, routes: string[] }} v
 *   `declared`: each operation's declared statuses
 */
export function devPage(v) {
  const personaRows = v.personas
    .map(
      (p) =>
        `<tr><td><label><input type="radio" name="persona" value="${esc(p)}"${p === v.persona ? ' checked' : ''}> <code>${esc(p)}</code></label></td><td>${esc(v.descriptions[p] ?? '')}</td></tr>`,
    )
    .join('');
  const faultRows = v.faults.length
    ? `<table><tr><th>operation</th><th>kind</th><th>delay</th><th>times left</th></tr>${v.faults
        .map(
          (f) =>
            `<tr><td><code>${esc(f.operationId)}</code></td><td>${esc(f.kind)}</td><td>${f.kind === 'slow' ? `${esc(f.delayMs)} ms` : '–'}</td><td>${esc(f.times ?? '∞')}</td></tr>`,
        )
        .join('')}</table>
<form method="post" action="/__mock/faults"><input type="hidden" name="clear" value="1"><button type="submit">Clear every fault</button></form>`
    : '<p>No fault: every operation answers normally.</p>';
  const events = Object.entries(
    eventSamples(v.mockUrl, (v.channel ?? '').replace(/^private-user-/, '')),
  )
    .map(
      ([event, data]) => `<form method="post" action="/__mock/realtime/events">
<input type="hidden" name="event" value="${esc(event)}">
<p><strong><code>${esc(event)}</code></strong> to <code>${esc(v.channel ?? 'no channel')}</code></p>
<textarea name="data" rows="4" cols="80" aria-label="${esc(event)} data">${esc(JSON.stringify(data, null, 1))}</textarea><br>
<button type="submit"${v.channel ? '' : ' disabled'}>Send ${esc(event)}</button></form>`,
    )
    .join('');
  return `<h1>Creator dashboard mock</h1>
<p>Session <code>${esc(v.session)}</code> · persona <code>${esc(v.persona)}</code>${v.stateful ? '' : ' · <strong>stateless</strong> (the dataset views are missing: Prism answers from the contract examples)'}</p>
<p><a href="/creator/">Open the dashboard</a> (through the app's dev server, which proxies <code>/__mock</code>) or
<a href="http://127.0.0.1:5173/creator/">http://127.0.0.1:5173/creator/</a>.
API reference: <a href="/__mock/docs/">operations</a>, <a href="/__mock/docs/events.html">realtime events</a>.</p>

<h2>Persona</h2>
<form method="post" action="/__mock/persona"><table>${personaRows}</table>
<button class="primary" type="submit">Switch persona</button></form>

<h2>State</h2>
<p>Each persona starts from its seed; what you save stays for this browser session.</p>
<form method="post" action="/__mock/reset" style="display:inline"><input type="hidden" name="persona" value="${esc(v.persona)}"><button type="submit">Reset ${esc(v.persona)}</button></form>
<form method="post" action="/__mock/reset" style="display:inline"><button type="submit">Reset every persona (and faults) of this session</button></form>

<h2>Realtime events</h2>
<p>An event reaches the dashboard pages of this session only (session <code>${esc(v.session)}</code>): open the dashboard on the same host as this page (<code>localhost</code> and <code>127.0.0.1</code> keep separate sessions).</p>
${events}

<h2>Failures</h2>
${faultRows}
<form method="post" action="/__mock/faults">
<p>A failing kind is a status the operation declares (listed after it); <code>*</code> takes one every operation declares.</p>
<label>Operation <select name="operationId">${option('*', false, '* (every operation)')}${v.operationIds.map((id) => option(id, false, `${id} (${(v.declared?.get(id) ?? []).join(' ')})`)).join('')}</select></label>
<label>Kind <select name="kind">${FAULT_KINDS.map((k) => option(k, k === '500')).join('')}</select></label>
<label>Delay (ms, slow) <input name="delayMs" type="number" min="0" max="60000" value="3000" size="6"></label>
<label>Times <input name="times" type="number" min="1" placeholder="always" size="6"></label>
<button class="primary" type="submit">Make it fail</button></form>

<h2>Error reports</h2>
${
  v.reports?.length
    ? `<p>What the dashboard reported (its <code>errorReportUrl</code>), newest last:</p>
<table><tr><th>received</th><th>kind</th><th>URL</th><th>page</th></tr>${v.reports
        .map(
          (r) =>
            `<tr><td>${esc(r.receivedAt)}</td><td><code>${esc(r.kind)}</code></td><td><code>${esc(r.url)}</code></td><td><code>${esc(r.page)}</code></td></tr>`,
        )
        .join('')}</table>`
    : '<p>No error reported in this session.</p>'
}

<h2>JSON API</h2>
<p>The same controls for tests (send <code>X-Mock-Session</code> or the <code>mock_session</code> cookie):</p>
<pre>${esc(v.routes.join('\n'))}</pre>`;
}
