import { expect, type Page, type Route } from '@playwright/test';

/**
 * Hostile input: what the API says reaches the DOM as text, HTML or URLs. A screen's reads are
 * answered with the mock's own data, every listed field replaced by a hostile value of its
 * kind; each visit takes the next payload of each kind. Goals: nothing executes, no hostile URL
 * becomes a link, image, frame or request, no CSP violation (the shared `test` fixture fails
 * the test on any). Each screen's spec lists its reads and calls `expectHostileInputSafe`.
 */

export type HostileKind = 'text' | 'html' | 'url';

/** A read and its fields that reach the DOM (path inside the JSON body; `[]` = every item). */
export interface HostileRead {
  read: RegExp;
  fields: [path: string, kind: HostileKind][];
}

/** A marker payloads call when they run: a hit means something executed. */
const hit = (id: string) => `window.__hit('${id}')`;

const TEXT = [
  `<img src=x onerror="${hit('t1')}">`,
  `<script>${hit('t2')}</script>`,
  `"><svg onload="${hit('t3')}">`,
  `{{constructor.constructor("${hit('t4')}")()}}`,
  `javascript:${hit('t5')}`,
  `<a href="javascript:${hit('t6')}">x</a>`,
  `<iframe srcdoc="<script>parent.${hit('t7')}</script>">`,
  '\u202egnp.exe \u0000 \u200b',
  `${'A'.repeat(5000)}<b>`,
  `'; ${hit('t10')}; '`,
];

export const PAYLOADS: Record<HostileKind, string[]> = {
  text: TEXT,
  // Fields rendered as sanitised HTML: markup that must lose its scripts, handlers and links.
  html: [
    ...TEXT.slice(0, 7),
    `<p>ok</p><a href="javascript:${hit('h1')}">x</a><img src="//evil.example/h1">`,
    `<form action="https://evil.example/h2"><button formaction="javascript:${hit('h2')}">x</button></form>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="${hit('h3')}"></style></mglyph></table></mtext></math>`,
    `<svg><a xlink:href="javascript:${hit('h4')}"><text y="20">x</text></a></svg>`,
    `<object data="data:text/html,<script>${hit('h5')}</script>"></object>`,
    `<meta http-equiv="refresh" content="0;url=javascript:${hit('h6')}">`,
    // Styles: may not restyle the page nor make the browser call out (CSS url()).
    '<style>header{display:none!important} body{background:url(https://evil.example/s1.gif)}</style><p>ok</p>',
    '<p style="position:fixed;inset:0;z-index:9999;background:url(https://evil.example/s2.gif)">x</p>',
    '<svg><style>@import url(https://evil.example/s3.css);</style></svg><p>ok</p>',
  ],
  url: [
    `javascript:${hit('u1')}`,
    `JaVaScRiPt:${hit('u2')}`,
    ` java\tscript:${hit('u3')}`,
    `data:text/html,<script>${hit('u4')}</script>`,
    'vbscript:msgbox(1)',
    '//evil.example/u6',
    '\\\\evil.example\\u7',
    'https:\\\\evil.example/u8',
    'https://user:pw@evil.example/u9',
    'https://evil.example@good.example/u10',
    'file:///etc/passwd',
    'blob:https://evil.example/u12',
  ],
};

/** Sets `path` (dots, `[]` for every item) in `body` to `value`, where the field exists. */
export function setField(body: unknown, path: string, value: string): void {
  const [head = '', ...rest] = path.split('.');
  const many = head.endsWith('[]');
  const key = many ? head.slice(0, -2) : head;
  const target = key === '' ? body : (body as Record<string, unknown> | null)?.[key];
  if (many) {
    if (!Array.isArray(target)) return;
    for (const item of target) {
      if (rest.length > 0) setField(item, rest.join('.'), value);
    }
    return;
  }
  if (typeof body !== 'object' || body === null || !(key in body)) return;
  if (rest.length === 0) (body as Record<string, unknown>)[key] = value;
  else setField(target, rest.join('.'), value);
}

/** Answers the reads with the mock's data, the fields replaced by payload `round` of their kind. */
async function injectHostile(
  page: Page,
  reads: HostileRead[],
  round: number,
  count: { injected: number },
) {
  for (const { read, fields } of reads) {
    await page.route(read, async (route: Route) => {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      const body: unknown = await response.json();
      for (const [path, kind] of fields) {
        const list = PAYLOADS[kind];
        setField(body, path, list[round % list.length] ?? '');
        count.injected += 1;
      }
      await route.fulfill({ response, json: body });
    });
  }
}

const HOSTILE_URL = /^\s*(javascript|data:text|vbscript|file|blob)|evil\.example|^\s*\/\/|\\/i;

/**
 * Hostile URLs the page turned into a link, image, frame or other attribute, and styles from
 * the API that reached the page (a `style` attribute or `<style>` element naming a hostile host).
 */
async function hostileAttributes(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'i');
    const found: string[] = [];
    for (const element of document.querySelectorAll('[style], style')) {
      const css = element.tagName === 'STYLE' ? element.textContent : element.getAttribute('style');
      if (css && /evil\.example|header\s*\{\s*display:\s*none/.test(css))
        found.push(`${element.tagName.toLowerCase()} styles ${css.slice(0, 60)}`);
    }
    for (const element of document.querySelectorAll(
      '[href], [src], [srcset], [action], [formaction], [data], [xlink\\:href]',
    )) {
      for (const name of ['href', 'src', 'srcset', 'action', 'formaction', 'data', 'xlink:href']) {
        const value = element.getAttribute(name);
        if (value && pattern.test(value))
          found.push(`${element.tagName.toLowerCase()}[${name}=${value.slice(0, 60)}]`);
      }
    }
    return found;
  }, HOSTILE_URL.source);
}

/** What one screen's hostile run found (goal: 0 executed, 0 followed, 0 CSP violations). */
export interface HostileFigures {
  injected: number;
  executed: number;
  followed: string[];
}

/**
 * Loads a screen once per payload round with its reads made hostile (`visit` navigates and
 * waits until the screen shows its data), then expects that nothing ran and no hostile URL was
 * followed, and prints the figures. Call it once per test; the test's `cspViolations` fixture
 * checks the CSP side.
 */
export async function expectHostileInputSafe(
  page: Page,
  options: {
    reads: HostileRead[];
    visit: (page: Page) => Promise<void>;
    cspViolations: string[];
    label: string;
    /** Rounds to run; by default enough for every payload of the kinds used. */
    rounds?: number;
  },
): Promise<HostileFigures> {
  const { reads, visit, cspViolations, label } = options;
  await page.context().addInitScript(() => {
    const w = window as unknown as { __hits: string[]; __hit: (id: string) => void };
    w.__hits = [];
    w.__hit = (id) => w.__hits.push(id);
  });
  const followed: string[] = [];
  page.on('request', (request) => {
    if (/evil\.example|^(javascript|data:text|vbscript|file|blob):/i.test(request.url()))
      followed.push(request.url());
  });
  page.on('popup', (popup) => followed.push(`popup ${popup.url()}`));
  const kinds = new Set(reads.flatMap((read) => read.fields.map(([, kind]) => kind)));
  const rounds = options.rounds ?? Math.max(...[...kinds].map((kind) => PAYLOADS[kind].length));
  const count = { injected: 0 };
  let executed = 0;
  for (let round = 0; round < rounds; round += 1) {
    await page.unrouteAll({ behavior: 'wait' });
    await injectHostile(page, reads, round, count);
    await visit(page);
    const hits = await page.evaluate(() => (window as unknown as { __hits: string[] }).__hits);
    executed += hits.length;
    followed.push(...(await hostileAttributes(page)));
    expect(hits, `${label}, round ${round}: payloads ran`).toEqual([]);
  }
  await page.unrouteAll({ behavior: 'wait' });
  console.log(
    `hostile input, ${label}: ${count.injected} payloads tried over ${rounds} loads, ${executed} executed, ${followed.length} URLs followed, ${cspViolations.length} CSP violations`,
  );
  expect(count.injected, `${label}: no listed field was found in the reads`).toBeGreaterThan(
    rounds,
  );
  expect(followed).toEqual([]);
  return { injected: count.injected, executed, followed };
}
