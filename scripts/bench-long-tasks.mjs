// What holds a page's Total Blocking Time in a Lighthouse run (`pnpm bench`, bench-lighthouse):
// its long tasks as Lantern simulates them (the `long-tasks` audit: the unthrottled trace's tasks
// replayed at the throttled CPU and network), each matched to the task of the trace it comes from
// to say what it is (which chunk's code, a module evaluation, style and layout, paint, GC, HTML),
// and where it falls against the simulated FCP: TBT only counts what runs between FCP and TTI,
// so the same work costs nothing before the first paint and its excess over 50 ms after it.

/** Lantern's threshold: a task blocks for what it lasts beyond this. */
const BLOCKING_MS = 50;

/** The events that say what their script time runs (scriptLabel). */
const LABELLED =
  /^(v8\.evaluateModule|EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|FireIdleCallback|FireAnimationFrame|EventDispatch)$/;

/** What a trace event's own time is, by its name; events of no kind here take their parent's. */
const KINDS = [
  [
    /^(UpdateLayoutTree|Layout|RecalculateStyles|InvalidateLayout|HitTest)$|Intersection/,
    'style/layout',
  ],
  [/^(Paint|PaintImage|PrePaint|Layerize|Commit|UpdateLayer|Decode Image|RasterTask)$/, 'paint'],
  [/GC|^BlinkGC|^CppGC/, 'GC'],
  [/^(ParseHTML|HTMLDocumentParser|DocumentLoader|NavigationBodyLoader)/, 'HTML'],
  [/^ParseAuthorStyleSheet$/, 'CSS parse'],
  [/^(v8\.compile|v8\.compileModule|v8\.produceModuleCache)$/, 'compile'],
  // The tracing's own report of the scripts (Lighthouse's trace categories ask for it).
  [/^ScriptCatchup$/, 'tracing'],
  [/^(v8\.callFunction|v8\.run)$/, 'script'],
  [LABELLED, 'script'],
];

const kindOf = (name) => KINDS.find(([pattern]) => pattern.test(name))?.[1];

/** A script's short name: `app-FZxUMGRn.js` at the end of its address -> `app`. */
const chunk = (url) =>
  url
    ? (url
        .split('/')
        .pop()
        .replace(/(-[\w-]{8}|\.[0-9a-f]{10})?\.js$/, '') ?? url)
    : '';

/** What the script time of an event runs: a module's evaluation, a callback, promise jobs. */
function scriptLabel(event, moduleUrl) {
  const data = event.args?.data ?? {};
  if (event.name === 'v8.evaluateModule') return `evaluate ${chunk(moduleUrl) || 'module'}`;
  if (event.name === 'EvaluateScript') return `evaluate ${chunk(data.url)}`;
  if (event.name === 'FunctionCall')
    return /_lighthouse-eval/.test(data.url ?? '')
      ? "Lighthouse's own probe"
      : `${chunk(data.url)} ${data.functionName || '(anonymous)'}()`;
  if (event.name === 'RunMicrotasks') return 'promise jobs';
  if (event.name === 'TimerFire') return 'timer';
  if (event.name === 'FireIdleCallback') return 'idle callback';
  if (event.name === 'FireAnimationFrame') return 'animation frame';
  if (event.name === 'EventDispatch') return `${data.type} event`;
  return event.name;
}

/** The page's main thread: the renderer thread that painted its first content. */
function mainThread(traceEvents) {
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return [];
  return traceEvents
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/**
 * The own time of each kind (and of each script label) in one top-level task of the trace:
 * every event's duration less its children's, given to its kind, or its nearest ancestor's.
 */
function breakdown(task, events, scriptUrls) {
  const byKind = new Map();
  const byScript = new Map();
  const stack = [{ event: task, kind: 'other', label: '', own: task.dur }];
  const close = (until) => {
    while (stack.length > 1 && stack.at(-1).event.ts + stack.at(-1).event.dur <= until) {
      const done = stack.pop();
      byKind.set(done.kind, (byKind.get(done.kind) ?? 0) + done.own);
      if (done.kind === 'script') {
        const label = done.label || 'script';
        byScript.set(label, (byScript.get(label) ?? 0) + done.own);
      }
    }
  };
  for (const event of events) {
    close(event.ts);
    const parent = stack.at(-1);
    parent.own -= event.dur;
    const own = kindOf(event.name);
    const kind = own ?? parent.kind;
    let label = parent.label;
    // Promise jobs run after a callback are its work; on their own they are a continuation.
    if (LABELLED.test(event.name) && !(event.name === 'RunMicrotasks' && label)) {
      // A module evaluation names its module (by script id) in the ModuleEvaluated event it
      // ends with.
      const evaluated =
        event.name === 'v8.evaluateModule' &&
        events.find(
          (e) =>
            e.name === 'ModuleEvaluated' && e.ts >= event.ts && e.ts <= event.ts + event.dur + 1000,
        );
      label = scriptLabel(event, evaluated && scriptUrls.get(evaluated.args?.data?.scriptId));
    }
    stack.push({ event, kind, label, own: event.dur });
  }
  close(Infinity);
  const root = stack[0];
  byKind.set('other', (byKind.get('other') ?? 0) + root.own);
  return { byKind, byScript };
}

/**
 * The trace's top-level tasks (Lantern's CPU nodes) with the events inside each, and the
 * scripts' addresses by id (from their compilation).
 */
function topLevelTasks(traceEvents) {
  const events = mainThread(traceEvents);
  const scriptUrls = new Map();
  for (const { args } of events)
    if (args?.data?.scriptId !== undefined && /\.js$/.test(args.data.url ?? ''))
      scriptUrls.set(args.data.scriptId, args.data.url);
  const tasks = [];
  for (let i = 0; i < events.length; i += 1) {
    const task = events[i];
    if (task.name !== 'RunTask') continue;
    const inside = [];
    for (i += 1; i < events.length && events[i].ts < task.ts + task.dur; i += 1)
      inside.push(events[i]);
    i -= 1;
    tasks.push({ task, inside, scriptUrls });
  }
  return tasks;
}

/**
 * Lantern replays a task at 4x its traced duration, at 2x when it laid out (its layout
 * multiplier): the trace's task a simulated one comes from is the next one in order whose
 * duration gives the same figure.
 */
function matchTasks(simulated, traced) {
  let from = 0;
  return simulated.map((sim) => {
    const fits = ({ task, inside }) => {
      const factor = inside.some((e) => e.name === 'Layout') ? 2 : 4;
      return Math.abs(Math.round((task.dur / 1000) * factor) - sim.duration) <= 1;
    };
    let index = traced.findIndex((t, i) => i >= from && fits(t));
    if (index < 0) index = traced.findIndex(fits);
    if (index < 0) return { ...sim, what: 'not found in the trace' };
    from = index + 1;
    const { task, inside, scriptUrls } = traced[index];
    const { byKind, byScript } = breakdown(task, inside, scriptUrls);
    return { ...sim, what: describe(byKind, byScript) };
  });
}

/** `app T() 80%, style/layout 12%`: the two largest shares of a task's own time. */
function describe(byKind, byScript) {
  const total = [...byKind.values()].reduce((sum, ms) => sum + ms, 0) || 1;
  const parts = [...byKind]
    .flatMap(([kind, time]) =>
      kind === 'script' ? [...byScript].map(([label, ms]) => [label, ms]) : [[kind, time]],
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .filter(([, time]) => time / total >= 0.1);
  return parts.map(([label, time]) => `${label} ${Math.round((time / total) * 100)}%`).join(', ');
}

/** What a task blocks between `from` and `to` (Lantern's clipping), in ms. */
export function blocking({ startTime, duration }, from, to) {
  const clipped = Math.min(startTime + duration, to) - Math.max(startTime, from);
  return Math.max(0, clipped - BLOCKING_MS);
}

/**
 * One Lighthouse run's long tasks: `lhr` (its report) and `trace` (its Trace artifact). The
 * simulated FCP and TTI, the TBT counted between them and counted from the navigation's start
 * (what the page would show if it painted nothing before its code ran), and each long task
 * (simulated start and ms, whether before FCP, what it is). The audit lists the 20 longest.
 */
export function longTasks(lhr, trace) {
  const fcp = lhr.audits['first-contentful-paint'].numericValue;
  const tti = lhr.audits.interactive.numericValue;
  const listed = (lhr.audits['long-tasks'].details?.items ?? [])
    .map(({ startTime, duration }) => ({ startTime, duration }))
    .sort((a, b) => a.startTime - b.startTime);
  const tasks = matchTasks(listed, topLevelTasks(trace.traceEvents ?? trace));
  return {
    fcp,
    tti,
    afterFcp: tasks.reduce((sum, task) => sum + blocking(task, fcp, tti), 0),
    fromStart: tasks.reduce((sum, task) => sum + blocking(task, 0, tti), 0),
    tasks,
  };
}

/**
 * A few lines for a page: the TBT both ways, then its longest tasks after FCP (and the longest
 * before it, which TBT does not count).
 */
export function formatLongTasks(name, { fcp, tti, afterFcp, fromStart, tasks }, count = 5) {
  const item = (t) => `${Math.round(t.duration)} ms ${t.what}`;
  const after = tasks.filter((t) => t.startTime + t.duration > fcp);
  const before = tasks.filter((t) => t.startTime + t.duration <= fcp);
  const longest = (list) => [...list].sort((a, b) => b.duration - a.duration).slice(0, count);
  return [
    `  ${name.padEnd(16)} blocking ${Math.round(afterFcp)} ms between FCP ${Math.round(fcp)} and TTI ${Math.round(tti)} (${Math.round(fromStart)} ms counted from the navigation's start); ${after.length} long tasks after FCP, ${before.length} before`,
    `    after FCP:  ${longest(after).map(item).join(' | ') || '-'}`,
    `    before FCP: ${longest(before).slice(0, 3).map(item).join(' | ') || '-'}`,
  ].join('\n');
}
