// `pnpm bench` (part) / `node scripts/bench-lighthouse.mjs [runs]`: Lighthouse (mobile,
// simulated throttling) on the production build served like production (`pnpm serve`: brotli,
// immutable assets, the mock behind it) with the creator persona, five runs per page; prints
// the median score, FCP, LCP, TBT and CLS per page (and how late after the user read the last
// API read starts) and its LCP loaded for real under that throttling, beside the framework
// floor (a minimal app of the libraries the app loads first, built here) measured the same way
// in the same run, and judges each page against the floor (TARGETS, pageMisses).
// Warns when the machine is busy instead of passing noise off as a result.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initialFiles } from './bundle-files.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';
import { formatLongTasks, longTasks } from './bench-long-tasks.mjs';
import { paints, phonePage, throttle, THROTTLING } from './bench-page.mjs';
import { serveBuild } from './bench-serve.mjs';
import { freePort } from './ports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const appDir = join(root, 'packages/app');

/** The pages measured: path under /creator/ (the analytics one found from the API). */
export const PAGES = [
  { name: 'dashboard', path: 'dashboard' },
  { name: 'campaigns list', path: 'campaigns/active' },
  { name: 'analytics main', path: null },
];
/**
 * The targets, relative to the framework floor measured in the same run: absolute
 * first-load figures are out of reach of the libraries themselves on this machine, so a page is
 * judged by what it adds to them. Only the real throttled LCP, the CLS and the reads' lag are
 * absolute.
 */
export const TARGETS = {
  scoreBelowFloor: 0.02,
  tbtTimesFloor: 1.5,
  lcpTimesFloor: 1.1,
  realLcp: 1000,
  cls: 0.02,
  readsLag: 100,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Gzip size of the initial JS of a Vite build (entry and its static imports). */
export function initialJs(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  return initialFiles(manifest).js.reduce(
    (total, file) => total + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  );
}

function build(args, outDir) {
  // A fresh folder of the run's own (emptied without Vite's warning that it is outside the app).
  const result = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', ...args, '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: appDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
  return outDir;
}

/** The first non-virtual account's analytics main view (the default the app picks). */
export async function analyticsPath(mock) {
  const accounts = await fetch(`${mock}/api/user/me/accounts.json`, {
    headers: { 'X-Mock-Persona': 'creator' },
  }).then((r) => r.json());
  const account = accounts.find((a) => a.type !== 'virtual') ?? accounts[0];
  return `analytics/${account.uuid}/last_28_days`;
}

/** Attempts per run: Lighthouse asks for another when its own trace failed (NO_NAVSTART...). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run on `url` in a Chromium of its own: its report (lhr) and its long tasks
 * explained from its trace (bench-long-tasks), the trace itself not kept.
 */
async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  // The Chromium and flags of every browser test (chromium.mjs), headless as Playwright runs it.
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: 'mock_persona=creator' },
    });
    return {
      lhr: result.lhr,
      tasks: result.lhr.runtimeError ? null : longTasks(result.lhr, result.artifacts.Trace),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs on `url`: the median of each figure, each run's, and the runs redone.
 * A run whose trace Lighthouse could not use (a `runtimeError`, every metric missing: "Please
 * run Lighthouse again") is run again, up to ATTEMPTS times, and named in `redone`; a median
 * is never taken over a missing figure.
 */
async function lighthouseRuns(url, runs) {
  const results = [];
  const redone = [];
  for (let run = 0; run < runs; run += 1) {
    let { lhr, tasks } = await lighthouseRun(url);
    for (let attempt = 1; lhr.runtimeError && attempt < ATTEMPTS; attempt += 1) {
      redone.push(lhr.runtimeError.code);
      ({ lhr, tasks } = await lighthouseRun(url));
    }
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse failed ${ATTEMPTS} times in a row on ${url}: ${lhr.runtimeError.message}`,
      );
    const audits = lhr.audits;
    results.push({
      benchmarkIndex: lhr.environment.benchmarkIndex,
      beforeLcp: bytesBeforeLcp(audits),
      readsLag: readsLag(audits['network-requests'].details.items),
      score: lhr.categories.performance.score,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tasks,
    });
  }
  return {
    ...Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'cls', 'readsLag', 'benchmarkIndex'].map((key) => [
        key,
        median(results.map((r) => r[key])),
      ]),
    ),
    runs: results,
    redone,
  };
}

/** The run of the median `key` (the lower middle one of an even count). */
const medianRun = (runs, key) =>
  [...runs].sort((a, b) => a[key] - b[key])[Math.floor((runs.length - 1) / 2)];

/**
 * Each run's FCP, LCP and TBT, sorted, behind a page's medians: how far apart the runs are.
 * Lantern's FCP in particular is two-valued on these pages: it counts the entry's modules as
 * render-blocking whenever they finish downloading before the first paint of its unthrottled
 * load (a module has no EvaluateScript event to prove otherwise), a race of a few ms here.
 * Then, for the run in the middle, what its LCP estimate downloads (bytesBeforeLcp): the
 * estimate is mostly those bytes over the throttled network, the floor's being its JS alone.
 */
function spread(name, { runs, redone }) {
  const values = (key) =>
    runs
      .map((run) => Math.round(run[key]))
      .sort((a, b) => a - b)
      .join(' ');
  const middle = [...runs].sort((a, b) => a.beforeLcp.kib - b.beforeLcp.kib)[
    Math.floor(runs.length / 2)
  ].beforeLcp;
  const types = Object.entries(middle.byType)
    .sort((a, b) => b[1] - a[1])
    .map(([type, kib]) => `${type} ${Math.round(kib)}`)
    .join(', ');
  const before = ` | before LCP: ${Math.round(middle.kib)} KiB in ${middle.requests} requests (${types})`;
  const again = redone.length
    ? ` | ${redone.length} redone after Lighthouse's own failure (${[...new Set(redone)].join(', ')})`
    : '';
  return `  ${name.padEnd(16)} FCP ${values('fcp')} | LCP ${values('lcp')} | TBT ${values('tbt')}${before}${again}`;
}

/**
 * What Lantern's LCP estimate downloads: the requests of the unthrottled load that finished
 * before its largest paint (all but low-priority images), whose bytes it then simulates over
 * the throttled network. KiB in all and per resource type.
 */
function bytesBeforeLcp(audits) {
  const observed = audits.metrics.details.items[0].observedLargestContentfulPaint;
  const requests = audits['network-requests'].details.items.filter(
    (r) => r.networkEndTime <= observed && !(r.resourceType === 'Image' && /Low/.test(r.priority)),
  );
  const byType = {};
  for (const r of requests)
    byType[r.resourceType] = (byType[r.resourceType] ?? 0) + r.transferSize / 1024;
  return {
    requests: requests.length,
    kib: requests.reduce((total, r) => total + r.transferSize / 1024, 0),
    byType,
  };
}

/**
 * How long after the user read answered the last other API read started (ms, in the observed
 * load): the first load's reads must not wait for the app's code once the user is known.
 */
function readsLag(requests) {
  const api = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/'));
  const user = api.find((r) => new URL(r.url).pathname === '/api/user/me.json');
  if (!user) return NaN;
  return Math.max(
    0,
    ...api.filter((r) => r !== user).map((r) => r.networkRequestTime - user.networkEndTime),
  );
}

/**
 * The targets a page misses (`m`: its Lighthouse medians, `floor`: the floor's, `realLcp`: its
 * real throttled LCP median), each said with its figure and its limit; empty when it meets all.
 */
export function pageMisses(m, floor, realLcp) {
  const score = floor.score - TARGETS.scoreBelowFloor;
  const tbt = floor.tbt * TARGETS.tbtTimesFloor;
  const lcp = floor.lcp * TARGETS.lcpTimesFloor;
  return [
    m.score < score &&
      `score ${m.score.toFixed(2)} < ${score.toFixed(2)} (floor - ${TARGETS.scoreBelowFloor})`,
    m.tbt > tbt &&
      `TBT ${Math.round(m.tbt)} > ${Math.round(tbt)} ms (${TARGETS.tbtTimesFloor}x floor)`,
    m.lcp > lcp &&
      `LCP ${Math.round(m.lcp)} > ${Math.round(lcp)} ms (${TARGETS.lcpTimesFloor}x floor)`,
    realLcp > TARGETS.realLcp && `real LCP ${Math.round(realLcp)} > ${TARGETS.realLcp} ms`,
    m.cls > TARGETS.cls && `CLS ${m.cls.toFixed(3)} > ${TARGETS.cls}`,
    m.readsLag > TARGETS.readsLag && `reads+ ${Math.round(m.readsLag)} > ${TARGETS.readsLag} ms`,
  ].filter(Boolean);
}

/**
 * Serves the framework floor's build with `vite preview` on a free port; resolves to its URL
 * and a stop function once it answers.
 */
async function serveFloor(dir) {
  const port = await freePort();
  const child = spawn(
    'pnpm',
    ['exec', 'vite', 'preview', '-c', 'bench-floor/vite.config.ts', '--outDir', dir],
    { cwd: appDir, stdio: 'ignore', detached: true, env: { ...process.env, FLOOR_PORT: port } },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; tries < 120; tries += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the framework floor's preview never answered on ${url}`);
}

/**
 * The same page loaded for real in Chromium under Lighthouse's mobile throttling (network
 * emulation and CPU slowdown), `runs` times: the median FCP and LCP the browser observed.
 * Lighthouse estimates its figures from an unthrottled load's dependency graph; this is what a
 * phone on that network sees, as a check on the estimate.
 */
async function throttledRuns(url, runs) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await phonePage(browser, url);
      await throttle(context, page);
      await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
      // A page that paints only once its code has run (the floor) can go quiet on the network
      // before its first paint on a slow host (its FCP was then missing): wait for that paint,
      // then for the main thread to go idle, so the largest paint is the last one.
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
        null,
        { timeout: 120_000 },
      );
      await page.waitForLoadState('networkidle');
      results.push(await paints(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { fcp: median(results.map((r) => r.fcp)), lcp: median(results.map((r) => r.lcp)) };
}

/** One result line of the table. */
function row(name, m) {
  const lag = Number.isNaN(m.readsLag) ? '-' : String(Math.round(m.readsLag));
  return `  ${name.padEnd(16)} ${m.score.toFixed(2).padStart(6)} ${Math.round(m.fcp).toString().padStart(8)} ${Math.round(m.lcp).toString().padStart(8)} ${Math.round(m.tbt).toString().padStart(8)} ${m.cls.toFixed(3).padStart(6)} ${lag.padStart(9)}`;
}

/**
 * Waits (at most `maxMs`) for the load average to fall to half the cores: the benchmarks run
 * before this one leave it high for a minute or two (it decays over a minute), and Lighthouse's
 * figures taken meanwhile are noise. Answers the load average it stopped at.
 */
export async function settle(maxMs = 180_000) {
  const idle = cpus().length * 0.5;
  const until = Date.now() + maxMs;
  if (loadavg()[0] > idle)
    console.log(
      `\nWaiting for the machine to settle (load average ${loadavg()[0].toFixed(2)}, wanted <= ${idle}; at most ${maxMs / 1000} s)...`,
    );
  while (loadavg()[0] > idle && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  return loadavg()[0];
}

/**
 * Runs the Lighthouse benchmark: on `shared` ({dir, server, floor}: a build already served by
 * `pnpm bench`, the floor's build) or on builds of its own.
 */
export async function benchLighthouse(runs = 5, shared) {
  const load = await settle();
  const busy = load > cpus().length * 0.5;
  if (busy)
    console.warn(
      `\nWARNING: the machine is busy (load average ${load.toFixed(2)} on ${cpus().length} cores): the Lighthouse figures below are noise, not a result. Run again when idle.`,
    );
  const work = mkdtempSync(join(tmpdir(), 'creator-lighthouse-'));
  const app = shared?.dir ?? build([], join(work, 'app'));
  const floor = shared?.floor ?? build(['-c', 'bench-floor/vite.config.ts'], join(work, 'floor'));
  const [appJs, floorJs] = [initialJs(app), initialJs(floor)];
  console.log(
    `\nInitial JS (gzip): dashboard ${(appJs / 1024).toFixed(1)} KiB = the floor ${(floorJs / 1024).toFixed(1)} KiB + the app's own ${((appJs - floorJs) / 1024).toFixed(1)} KiB`,
  );
  const server = shared?.server ?? (await serveBuild(app));
  // What the libraries alone cost on this machine, measured first: the pages are judged by it.
  const floorServer = await serveFloor(floor);
  try {
    const pages = [];
    for (const page of PAGES)
      pages.push({
        name: page.name,
        url: `${server.url}${page.path ?? (await analyticsPath(server.mock))}`,
      });
    console.log(`\nLighthouse ${runs}x per page, mobile, simulated throttling (median):`);
    const floorM = await lighthouseRuns(floorServer.url, runs);
    const measured = [];
    for (const page of pages) measured.push(await lighthouseRuns(page.url, runs));
    console.log(
      `\nThe same pages loaded for real under that throttling (${THROTTLING.latencyMs} ms, ${THROTTLING.downloadKbps} kbit/s, CPU ${THROTTLING.cpuSlowdown}x), Chromium's own LCP (median of ${runs}) is the "real LCP" column.`,
    );
    const real = [];
    for (const { url } of [...pages, { url: floorServer.url }])
      real.push(await throttledRuns(url, runs));
    console.log(
      '\n  page              score   FCP ms   LCP ms   TBT ms    CLS  reads+ms  real FCP  real LCP',
    );
    const line = (name, m, r, verdict) =>
      `${row(name, m)} ${Math.round(r.fcp).toString().padStart(9)} ${Math.round(r.lcp).toString().padStart(9)}  ${verdict}`;
    pages.forEach(({ name }, i) => {
      const misses = pageMisses(measured[i], floorM, real[i].lcp);
      console.log(
        line(name, measured[i], real[i], misses.length ? `MISSED: ${misses.join(', ')}` : 'ok'),
      );
    });
    console.log(line('framework floor', floorM, real[pages.length], '(reference)'));
    console.log(
      `  targets: score >= floor - ${TARGETS.scoreBelowFloor}, TBT <= ${TARGETS.tbtTimesFloor}x floor, LCP <= ${TARGETS.lcpTimesFloor}x floor (Lighthouse's estimates), real throttled LCP <= ${TARGETS.realLcp} ms, CLS <= ${TARGETS.cls}; reads+: the last API read starts <= ${TARGETS.readsLag} ms after the user read answers`,
    );
    // Lighthouse's own measure of the host's CPU (higher is faster; it warns under 1000): the
    // TBT and the script costs above scale with it, so figures from two machines compare only
    // beside it.
    const indexes = [...measured, floorM].flatMap((page) =>
      page.runs.map((run) => run.benchmarkIndex),
    );
    console.log(
      `  host CPU: ${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} cores; Lighthouse benchmarkIndex ${Math.round(median(indexes))} (median; ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} over the runs)`,
    );
    const spreads = [
      ...pages.map(({ name }, i) => spread(name, measured[i])),
      spread('framework floor', floorM),
    ];
    console.log(`\nEach run, sorted (ms):\n${spreads.join('\n')}`);
    console.log(
      `\nWhat holds TBT, in each page's run of median TBT: Lantern's long tasks (simulated ms, what the trace shows in them); TBT counts a task's excess over 50 ms between FCP and TTI only:`,
    );
    [...pages.map(({ name }, i) => [name, measured[i]]), ['framework floor', floorM]].forEach(
      ([name, m]) => console.log(formatLongTasks(name, medianRun(m.runs, 'tbt').tasks)),
    );
    if (busy) console.warn('  (measured on a busy machine: see the warning above)');
  } finally {
    floorServer.stop();
    if (!shared) server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await benchLighthouse(Number(process.argv[2] ?? 5));
