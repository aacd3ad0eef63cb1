// `pnpm bench` (part) / `node scripts/bench-content.mjs [distDir]`: the submit-content
// overlay's time to interactive from the single campaign page — click "Submit content" (or,
// while the campaign page has no such button, the same in-app navigation), until the first
// account box takes focus — in Chromium at 4x CPU slowdown, the median of five runs, each in
// a fresh browser context (nothing cached) on the production build served with the mock.
import { loadavg, cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { serveBuild } from './bench-serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CAMPAIGN = 109;
const RUNS = 5;
const CPU_SLOWDOWN = 4;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * In the page: starts the clock, opens the overlay (its button, else an in-app navigation),
 * and resolves with the milliseconds until the first account box is focusable.
 */
function openAndTime(path) {
  return new Promise((resolve) => {
    const started = performance.now();
    const button = [...document.querySelectorAll('a, button')].find((el) =>
      /submit content/i.test(el.textContent ?? ''),
    );
    if (button) button.click();
    else {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }
    const poll = () => {
      const box = document.querySelector('[role="dialog"] [role="radio"]');
      if (box && box.getClientRects().length > 0) {
        box.focus();
        if (document.activeElement === box)
          return resolve({ ms: performance.now() - started, viaButton: Boolean(button) });
      }
      requestAnimationFrame(poll);
    };
    poll();
  });
}

/** Measures the overlay; prints and returns the median in milliseconds. */
export async function benchContent(distDir, shared) {
  const server = shared ?? (await serveBuild(resolve(distDir)));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const times = [];
  let viaButton = false;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([
        { name: 'mock_persona', value: 'creator', domain: '127.0.0.1', path: '/' },
      ]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${server.url}campaigns/${CAMPAIGN}`, { waitUntil: 'networkidle' });
      await page.getByRole('main').waitFor();
      const result = await page.evaluate(
        openAndTime,
        `/creator/campaigns/${CAMPAIGN}/submitted_contents/new`,
      );
      times.push(result.ms);
      viaButton = result.viaButton;
      await context.close();
    }
  } finally {
    await browser.close();
    if (!shared) server.stop();
  }
  const value = median(times);
  console.log(
    `\nSubmit-content overlay, time to interactive (Chromium, ${CPU_SLOWDOWN}x CPU slowdown):`,
  );
  console.log(
    `  median ${value.toFixed(0)} ms of ${RUNS} (${times.map((t) => t.toFixed(0)).join(', ')} ms), ` +
      (viaButton
        ? "from the campaign page's submit button"
        : 'in-app navigation (the campaign page has no submit button yet)'),
  );
  const load = loadavg()[0];
  if (load > cpus().length)
    console.log(
      `  warning: load average ${load.toFixed(1)} on ${cpus().length} cores: the figure is noisy`,
    );
  return value;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await benchContent(process.argv[2] ?? join(root, 'packages/app/dist'));
