// Part of `pnpm bench` (not a test): scrolls the busy-creator persona's 1,000 campaigns (600
// active, 200 upcoming, 200 completed) on the production build in Chromium at 4x CPU slowdown
// and prints the most campaign cards the DOM held at once and the longest frame while scrolling.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { serveBuild } from './bench-serve.mjs';

const CARDS = '[data-campaign-card]';
const STATUSES = ['active', 'upcoming', 'completed'];

/** Collects frame lengths (requestAnimationFrame deltas) until `stop`, in the page. */
function recordFrames() {
  const frames = [];
  let last = performance.now();
  let running = true;
  const tick = (now) => {
    frames.push(now - last);
    last = now;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__stopFrames = () => {
    running = false;
    return frames;
  };
}

/** Scrolls one status list to its end ("No more data :)"); returns the most cards seen and the frames. */
async function scrollList(page, status) {
  await page.goto(`campaigns/${status}`);
  await page.locator(CARDS).first().waitFor();
  await page.evaluate(recordFrames);
  let most = 0;
  const end = page.getByText('No more data :)');
  for (let step = 0; step < 2000 && !(await end.isVisible()); step += 1) {
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    most = Math.max(most, await page.locator(CARDS).count());
  }
  const frames = await page.evaluate(() => window.__stopFrames());
  return { most, frames };
}

/** Runs the benchmark and prints its figures; returns them. */
export async function benchCampaigns(shared) {
  const server = shared ?? (await serveBuild());
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    await context.addCookies([
      { name: 'mock_persona', value: 'busy-creator', domain: '127.0.0.1', path: '/' },
    ]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    console.log('\nCampaign list, busy-creator (1,000 campaigns), Chromium at 4x CPU slowdown:');
    let most = 0;
    let longest = 0;
    for (const status of STATUSES) {
      const list = await scrollList(page, status);
      // The first delta measures from the recorder's start, not a frame.
      const frames = list.frames.slice(1).sort((a, b) => a - b);
      const frame = frames.at(-1) ?? 0;
      const p95 = frames[Math.floor(frames.length * 0.95)] ?? 0;
      console.log(
        `  ${status.padEnd(9)} cards in the DOM (max) ${String(list.most).padStart(3)}, longest frame ${frame.toFixed(0)} ms, 95th percentile ${p95.toFixed(0)} ms, ${frames.length} frames`,
      );
      most = Math.max(most, list.most);
      longest = Math.max(longest, frame);
    }
    console.log(
      `  all       cards in the DOM (max) ${String(most).padStart(3)}, longest frame ${longest.toFixed(0)} ms`,
    );
    return { maxCards: most, longestFrameMs: longest };
  } finally {
    await browser.close();
    if (!shared) server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchCampaigns();
