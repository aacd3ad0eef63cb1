// `pnpm reference`: the API reference and the realtime events page, generated on demand, render
// every operation and every event in Chromium with no request beyond the local server
// (served the way the mock serves them, at /__mock/docs/).
import { chromium } from '@playwright/test';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testLaunchOptions } from '../chromium.mjs';
import { serveDocs } from '../mock/docs.mjs';
import { buildDocs } from './docs.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = JSON.parse(readFileSync(join(root, 'openapi/dist/openapi.json'), 'utf8'));
const operations = Object.values(doc.paths).flatMap((item) =>
  Object.values(item).filter((op) => op?.operationId),
);

describe('API reference', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-'));
  let server;
  let base;
  let browser;
  const outside = [];
  beforeAll(async () => {
    await buildDocs({ outDir: dir });
    server = http.createServer(async (req, res) => {
      if (!(await serveDocs(req, res, { outDir: dir }))) res.writeHead(404).end();
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${server.address().port}`;
    browser = await chromium.launch(testLaunchOptions);
  }, 90000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A page that may only talk to the local server; anything else is recorded and aborted. */
  async function open(path) {
    const page = await browser.newPage();
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(`${base}/`) || url.startsWith('data:')) return route.continue();
      outside.push(url);
      return route.abort();
    });
    await page.goto(base + path);
    return page;
  }

  it('is self-contained HTML: no script, style or image from elsewhere', () => {
    for (const name of ['index.html', 'events.html']) {
      const html = readFileSync(join(dir, name), 'utf8');
      expect(html).not.toMatch(/<script[^>]+src=["']?https?:/);
      expect(html).not.toMatch(/<link[^>]+href=["']?https?:/);
      expect(html).not.toContain('cdn.redoc.ly');
    }
  });

  it('renders every operation, under its tag display name, with no network beyond the server', async () => {
    const page = await open('/__mock/docs');
    expect(page.url()).toBe(`${base}/__mock/docs/`);
    await page.getByText(doc.info.title).first().waitFor({ timeout: 30000 });
    const text = await page.textContent('body');
    for (const tag of doc.tags) expect(text).toContain(tag['x-displayName']);
    // Each tag's page lists and describes each of its operations.
    const missing = [];
    for (const tag of doc.tags) {
      const ops = operations.filter((op) => op.tags[0] === tag.name);
      const hrefs = ops.map((op) => `#/${tag.name}/${op.operationId.toLowerCase()}`);
      await page.goto(`${base}/__mock/docs/#/${tag.name}`);
      await page
        .waitForFunction(
          (list) => list.every((h) => document.querySelector(`a[href="${h}"]`)),
          hrefs,
          { timeout: 10000 },
        )
        .catch(() => {});
      const links = await page.$$eval('a[href^="#/"]', (els) =>
        els.map((e) => e.getAttribute('href')),
      );
      const body = await page.textContent('body');
      for (const [i, op] of ops.entries())
        if (!links.includes(hrefs[i]) || !body.includes(op.summary)) missing.push(op.operationId);
    }
    expect(missing).toEqual([]);
    // One operation opened from the menu shows its path.
    const op = operations.find((o) => o.operationId === 'listSubmittedContents');
    await page.goto(`${base}/__mock/docs/#/${op.tags[0]}/${op.operationId.toLowerCase()}`);
    await page
      .getByText('/api/user/me/campaigns/{id}/submitted_contents.json')
      .first()
      .waitFor({ timeout: 10000 });
    await page.close();
    expect(outside).toEqual([]);
  }, 60000);

  it('renders the realtime events page, linked from the reference', async () => {
    const page = await open('/__mock/docs/events.html');
    await page.getByText('private-user-{userId}').first().waitFor({ timeout: 30000 });
    const text = await page.textContent('body');
    for (const title of ['Payee details updated', 'Video revenue report ready'])
      expect(text).toContain(title);
    expect(text).toContain('fileUrl');
    await page.close();
    expect(outside).toEqual([]);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('events.html');
  }, 60000);

  it('answers only GET /__mock/docs, /__mock/docs/ and events.html', async () => {
    expect((await fetch(`${base}/__mock/docs/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${base}/__mock/docs/other.html`)).status).toBe(404);
    expect((await fetch(`${base}/__mock/docs/`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/api/user/me.json`)).status).toBe(404);
  });
});

describe('request examples', () => {
  it('every request body has an example, so renderers and SDK docs do not invent empty ones', () => {
    const without = operations
      .filter((op) => op.requestBody)
      .flatMap((op) =>
        Object.entries(op.requestBody.content ?? {})
          .filter(([, media]) => !media.example && !Object.keys(media.examples ?? {}).length)
          .map(([type]) => `${op.operationId} ${type}`),
      );
    expect(without).toEqual([]);
  });
});
