// `pnpm bench` (part) / `node scripts/bench-interactions.mjs [distDir] [name part]`: the input-to-next-paint
// of the dashboard's interactions, in Chromium at 4x CPU slowdown on the production build served
// with the mock, median of 5 against the 200 ms "good" INP line. Each run opens the page afresh
// (unthrottled, so the runs wait on no load), turns the slowdown on, does the interaction once,
// as a user's first of its kind on that page, and reads the browser's Event Timing entries for
// it: the longest event of the interaction, from the input to the next frame presented (what
// INP counts). Entries under 16 ms are not reported by the browser: shown as "< 16". Beside it,
// "to result": from the input to the frame after what the interaction shows is in the DOM (the
// open list, the chart, the dialog...), which includes code or data the interaction waits for.
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serveBuild } from './bench-serve.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

export const TARGET_MS = 200;
const RUNS = 5;
const CPU_SLOWDOWN = 4;
/** Event Timing's smallest reported duration: an interaction under it leaves no entry. */
const THRESHOLD_MS = 16;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resolves once the field's value is `value` (checked every frame). */
const valueIs = (field, value) =>
  field.evaluate(
    (element, wanted) =>
      new Promise((resolve) => {
        const check = () => (element.value === wanted ? resolve() : requestAnimationFrame(check));
        check();
      }),
    value,
  );

/**
 * The interactions: where each starts (`path` under /creator/, `ready` the locator to wait for),
 * what the user does (`act`), and a wait for what shows it was done (`result`).
 */
const INTERACTIONS = [
  {
    name: 'analytics period: 28 days -> year',
    path: 'analytics/1001/last_28_days',
    ready: (page) => page.getByRole('tab', { name: 'Year' }),
    act: (page) => page.getByRole('tab', { name: 'Year' }).click(),
    // The year selected and its tiles shown (the year chart's own render is bench-analytics').
    result: async (page) => {
      await page.getByRole('tab', { name: 'Year', selected: true }).waitFor();
      await page.getByRole('link', { name: /^Video views / }).waitFor();
    },
  },
  {
    // The kit's Select is Mantine's: its options are rendered on this first focus.
    name: "analytics: open the month list (the select's first opening)",
    path: 'analytics/1001/month?year=2026&month=11',
    ready: (page) => page.getByRole('combobox', { name: 'Month' }),
    act: (page) => page.getByRole('combobox', { name: 'Month' }).click(),
    result: (page) => page.getByRole('listbox').waitFor(),
  },
  {
    name: 'analytics: change the month',
    path: 'analytics/1001/month?year=2026&month=11',
    ready: (page) => page.getByRole('combobox', { name: 'Month' }),
    before: async (page) => {
      await page.getByRole('combobox', { name: 'Month' }).click();
      await page.getByRole('option', { name: '2026 October' }).waitFor();
    },
    act: (page) => page.getByRole('option', { name: '2026 October' }).click(),
    result: (page) => valueIs(page.getByRole('combobox', { name: 'Month' }), '2026 October'),
  },
  {
    name: 'campaigns: switch status',
    path: 'campaigns/active',
    ready: (page) =>
      page
        .getByRole('group', { name: 'Campaign status' })
        .getByRole('button', { name: /Upcoming/ }),
    act: (page) =>
      page
        .getByRole('group', { name: 'Campaign status' })
        .getByRole('button', { name: /Upcoming/ })
        .click(),
    result: (page) => page.getByRole('region', { name: 'Upcoming campaigns' }).waitFor(),
  },
  {
    name: 'open the submit overlay',
    path: 'campaigns/109',
    ready: (page) => page.getByRole('button', { name: /Submit content/ }).first(),
    act: (page) =>
      page
        .getByRole('button', { name: /Submit content/ })
        .first()
        .click(),
    result: (page) => page.getByRole('dialog', { name: 'Submit content' }).waitFor(),
  },
  {
    name: 'accept an opportunity (to the window opening)',
    path: 'campaigns/active',
    ready: (page) =>
      page
        .getByRole('region', { name: 'Opportunities to review' })
        .getByRole('button', { name: 'Accept' })
        .first(),
    act: (page) =>
      page
        .getByRole('region', { name: 'Opportunities to review' })
        .getByRole('button', { name: 'Accept' })
        .first()
        .click(),
    result: (page) => page.waitForFunction(() => window.__opened !== undefined),
  },
  {
    name: 'open the country list',
    path: 'settings/profile',
    ready: (page) => page.getByRole('combobox', { name: 'Country' }),
    act: (page) => page.getByRole('combobox', { name: 'Country' }).click(),
    result: (page) => page.getByRole('listbox').waitFor(),
  },
  {
    name: 'open the payment method list',
    path: 'settings/payment',
    ready: (page) => page.getByRole('combobox', { name: 'Payment method' }),
    act: (page) => page.getByRole('combobox', { name: 'Payment method' }).click(),
    result: (page) => page.getByRole('listbox').waitFor(),
  },
  {
    name: 'type in the comment box (worst key of 12)',
    path: 'campaigns/102/submitted_contents/9001/comments',
    ready: (page) => page.getByLabel('Write a comment'),
    before: (page) => page.getByLabel('Write a comment').focus(),
    act: (page) => page.keyboard.type('Looks great!'),
    result: (page) => valueIs(page.getByLabel('Write a comment'), 'Looks great!'),
  },
];

/** In every page: Event Timing entries of interactions, and the time of each trusted input. */
function recordInteractions() {
  const w = window;
  w.__events = [];
  w.__inputs = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        w.__events.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // When the page opens a window (accepting an opportunity): its own result.
  const open = window.open.bind(window);
  window.open = (...args) => {
    w.__opened ??= performance.now();
    return open(...args);
  };
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (event) => event.isTrusted && w.__inputs.push(event.timeStamp), true);
}

/** Resolves after `frames` animation frames (and the task after the last): it has been painted. */
const framesPassed = (frames) =>
  new Promise((resolve) => {
    const next = (left) =>
      left === 0 ? setTimeout(resolve) : requestAnimationFrame(() => next(left - 1));
    next(frames);
  });

/**
 * One run: a fresh page at `interaction.path` in a context of its own (the mock's state is the
 * persona's own again), the interaction done once at 4x CPU.
 */
async function run(browser, server, interaction) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([
      { name: 'mock_persona', value: 'creator', domain: '127.0.0.1', path: '/' },
    ]);
    await context.addInitScript(recordInteractions);
    const page = await context.newPage();
    await page.goto(new URL(interaction.path, server.url).href);
    await interaction.ready(page).waitFor();
    // The page's own start (its reads, idle-time code) is over before the input.
    await page.waitForLoadState('networkidle');
    await interaction.before?.(page);
    await page.evaluate(() => {
      window.__events = [];
      window.__inputs = [];
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await interaction.act(page);
    await interaction.result(page);
    const ended = await page.evaluate(async () => {
      if (window.__opened !== undefined) return window.__opened;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      return performance.now();
    });
    // Event Timing entries arrive after the frame they end with: a few frames more.
    await page.evaluate(framesPassed, 5);
    const { events, inputs } = await page.evaluate(() => ({
      events: window.__events,
      inputs: window.__inputs,
    }));
    const byInteraction = new Map();
    for (const { id, duration } of events)
      byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
    const worst = Math.max(0, ...byInteraction.values());
    return {
      inp: worst || THRESHOLD_MS - 1,
      toResult: inputs.length > 0 ? ended - inputs[0] : null,
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs every interaction (or those whose name has `only` in it) RUNS times; prints the medians
 * beside the target and answers them.
 */
export async function benchInteractions(distDir, shared, only = '') {
  const server = shared ?? (await serveBuild(distDir));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = [];
  try {
    console.log(
      `\nInteractions, input to next paint (Event Timing, the interaction's longest event), ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS} (target <= ${TARGET_MS} ms):`,
    );
    console.log('  interaction                                      INP ms  to result ms');
    for (const interaction of INTERACTIONS.filter(({ name }) => name.includes(only))) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await run(browser, server, interaction));
      const inp = median(runs.map((r) => r.inp));
      const toResult = runs.every((r) => r.toResult !== null)
        ? median(runs.map((r) => r.toResult))
        : null;
      results.push({ name: interaction.name, inp, toResult, runs });
      const shown = inp < THRESHOLD_MS ? `< ${THRESHOLD_MS}` : Math.round(inp).toString();
      console.log(
        `  ${interaction.name.padEnd(48)} ${shown.padStart(6)}  ${(toResult === null ? '-' : Math.round(toResult).toString()).padStart(12)}  ${inp <= TARGET_MS ? 'ok' : 'OVER TARGET'}   (INP runs ${runs.map((r) => (r.inp < THRESHOLD_MS ? '<16' : Math.round(r.inp))).join(', ')})`,
      );
    }
    const load = loadavg()[0];
    if (load > cpus().length * 0.5)
      console.log(
        `  warning: load average ${load.toFixed(1)} on ${cpus().length} cores: the figures are noisy`,
      );
    return results;
  } finally {
    await browser.close();
    if (!shared) server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await benchInteractions(
    process.argv[2] ?? fileURLToPath(new URL('../packages/app/dist', import.meta.url)),
    undefined,
    process.argv[3],
  );
