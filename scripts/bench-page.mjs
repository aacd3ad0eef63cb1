// What the benches that load a page for real share: a phone-sized context of the mock's creator
// with an LCP observer, Lighthouse's mobile throttling turned on for a page, and the page's
// paints read once its main thread is idle.

/** Lighthouse's mobile throttling (its `simulate` defaults), used for the real loads too. */
export const THROTTLING = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4 };

/** A fresh phone-sized context as the mock's creator, and its page, which records its LCP. */
export async function phonePage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'mock_persona', value: 'creator', url }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const observed = (window.__benchLcp = { time: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) observed.time = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { context, page };
}

/** Turns on the network and CPU throttling for `page`, from its next load on. */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

/** The page's FCP and largest paint so far, once its main thread is idle (ms from navigation). */
export async function paints(page) {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
  );
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__benchLcp.time,
  }));
}
