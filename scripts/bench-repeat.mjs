// The repeat visit of `pnpm bench`: each page of the Lighthouse benchmark loaded a second time,
// with the service worker that the first visit installed serving the app's code from the
// device, under the same real throttling as the first-visit figures (bench-lighthouse.mjs).
// Only the API's reads still cross the network. One line per page, ending with its real LCP.
// `node scripts/bench-repeat.mjs [runs]` measures the build in packages/app/dist on its own.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './chromium.mjs';
import { serveBuild } from './bench-serve.mjs';
import { PAGES, analyticsPath } from './bench-lighthouse.mjs';
import { paints, phonePage, throttle, THROTTLING } from './bench-page.mjs';

/** The most a repeat visit's real throttled LCP may take. */
export const REPEAT_LCP_MS = 1000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Loads `url` unthrottled until its service worker controls the page and the load is quiet. */
async function firstVisit(page, url) {
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
}

/** One repeat visit of `url` in a fresh profile: its FCP, LCP and how many scripts the worker served. */
async function repeatVisit(browser, url) {
  const { context, page } = await phonePage(browser, url);
  try {
    await firstVisit(page, url);
    await throttle(context, page);
    let fromWorker = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.fromServiceWorker())
        fromWorker += 1;
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    return { ...(await paints(page)), fromWorker };
  } finally {
    await context.close();
  }
}

/**
 * Measures the repeat visit of each benchmarked page on `server` (bench-serve.mjs), `runs`
 * times each, and prints one line per page: the medians, with the real LCP last.
 */
export async function benchRepeat(server, runs = 3) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(chromiumLaunchOptions);
  console.log(
    `\nRepeat visits (the code from the service worker, the API's reads from the network), same throttling (${THROTTLING.latencyMs} ms, ${THROTTLING.downloadKbps} kbit/s, CPU ${THROTTLING.cpuSlowdown}x), median of ${runs}; target: real LCP <= ${REPEAT_LCP_MS} ms:`,
  );
  try {
    for (const { name, path } of PAGES) {
      const url = `${server.url}${path ?? (await analyticsPath(server.mock))}`;
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await repeatVisit(browser, url));
      const [fcp, lcp] = ['fcp', 'lcp'].map((key) => median(results.map((r) => r[key])));
      const scripts = Math.min(...results.map((r) => r.fromWorker));
      const verdict = lcp <= REPEAT_LCP_MS ? 'ok' : `MISSED > ${REPEAT_LCP_MS} ms`;
      console.log(
        `  ${name.padEnd(16)} repeat visit, ${verdict}, ${scripts} scripts from the worker | real FCP ${Math.round(fcp)} ms | real LCP ${Math.round(lcp)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const server = await serveBuild(join(root, 'packages/app/dist'));
  try {
    await benchRepeat(server, Number(process.argv[2] ?? 3));
  } finally {
    server.stop();
  }
}
