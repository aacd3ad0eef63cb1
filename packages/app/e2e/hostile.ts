import { expect, type Page, type Route } from '@playwright/test';

/**
 * Hostile input: what the API says reaches the DOM as text, HTML or URLs. A screen's reads are
 * answered with the mock's own data, every listed field replaced by a hostile value of its
 * kind. Goals: nothing executes, no hostile URL becomes a link, image, frame or request, no CSP
 * violation (the shared `test` fixture fails the test on any). Each screen's spec lists its
 * reads and calls `expectHostileInputSafe`.
 *
 * Sized to what it proves. A field is safe when it reaches the DOM through its kind's one path
 * (React's text, SafeHtml's sanitiser, safe-url's gate): the first load gives every field the
 * first payload of its kind, which runs or becomes a link wherever a field skips that path. The
 * paths themselves must hold against every payload in a real browser: the loads after the first
 * hand the other payloads out one per field occurrence (a list of ten items takes ten), until
 * each has reached the screen once. A screen with many fields needs two loads, not one per
 * payload.
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

/**
 * Sets `path` (dots, `[]` for every item) in `body` to `value()` (called once per field set),
 * where the field exists; returns how many fields it set.
 */
export function setField(body: unknown, path: string, value: () => string): number {
  const [head = '', ...rest] = path.split('.');
  const many = head.endsWith('[]');
  const key = many ? head.slice(0, -2) : head;
  const target = key === '' ? body : (body as Record<string, unknown> | null)?.[key];
  if (many) {
    if (!Array.isArray(target) || rest.length === 0) return 0;
    return target.reduce((set: number, item) => set + setField(item, rest.join('.'), value), 0);
  }
  if (typeof body !== 'object' || body === null || !(key in body)) return 0;
  if (rest.length > 0) return setField(target, rest.join('.'), value);
  (body as Record<string, unknown>)[key] = value();
  return 1;
}

/** The payloads handed out so far: the load under way, and which payload of each kind went where. */
interface Handout {
  load: number;
  /** Indexes of the payloads of each kind that reached the page. */
  tried: Record<HostileKind, Set<number>>;
  /** Fields set in all. */
  injected: number;
}

/**
 * The payload of `kind` for the next field: the first one on the first load; after it, the
 * others in turn, the least tried first.
 */
function nextPayload(kind: HostileKind, handout: Handout): string {
  const list = PAYLOADS[kind];
  const tried = handout.tried[kind];
  let index = 0;
  if (handout.load > 0) {
    const untried = list.findIndex((_, i) => i > 0 && !tried.has(i));
    index = untried > 0 ? untried : 1 + (handout.injected % (list.length - 1));
  }
  tried.add(index);
  handout.injected += 1;
  return list[index] ?? '';
}

/** Answers the reads with the mock's data, the fields replaced by the payloads handed out. */
async function injectHostile(page: Page, reads: HostileRead[], handout: Handout) {
  for (const { read, fields } of reads) {
    await page.route(read, async (route: Route) => {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      const body: unknown = await response.json();
      for (const [path, kind] of fields) setField(body, path, () => nextPayload(kind, handout));
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
 * Loads a screen with its reads made hostile (`visit` navigates and waits until the screen
 * shows its data) until every payload of the kinds its fields have has reached it (see the top
 * of this file), and expects that nothing ran and no hostile URL was followed after each load;
 * prints the figures. Call it once per test; the test's `cspViolations` fixture checks the CSP
 * side.
 */
export async function expectHostileInputSafe(
  page: Page,
  options: {
    reads: HostileRead[];
    visit: (page: Page) => Promise<void>;
    cspViolations: string[];
    label: string;
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
  const kinds = [...new Set(reads.flatMap((read) => read.fields.map(([, kind]) => kind)))];
  const handout: Handout = {
    load: 0,
    tried: { text: new Set(), html: new Set(), url: new Set() },
    injected: 0,
  };
  const untried = () =>
    kinds.flatMap((kind) =>
      PAYLOADS[kind].flatMap((_, i) => (handout.tried[kind].has(i) ? [] : [`${kind} ${i}`])),
    );
  // Every load hands out at least one new payload, so this many loads is an upper bound.
  const most = 1 + Math.max(...kinds.map((kind) => PAYLOADS[kind].length));
  let executed = 0;
  for (; handout.load === 0 || (untried().length > 0 && handout.load < most); handout.load += 1) {
    await page.unrouteAll({ behavior: 'wait' });
    await injectHostile(page, reads, handout);
    await visit(page);
    const hits = await page.evaluate(() => (window as unknown as { __hits: string[] }).__hits);
    executed += hits.length;
    followed.push(...(await hostileAttributes(page)));
    expect(hits, `${label}, load ${handout.load}: payloads ran`).toEqual([]);
  }
  await page.unrouteAll({ behavior: 'wait' });
  console.log(
    `hostile input, ${label}: ${handout.injected} payloads set over ${handout.load} loads, ${executed} executed, ${followed.length} URLs followed, ${cspViolations.length} CSP violations`,
  );
  expect(untried(), `${label}: payloads that never reached the screen`).toEqual([]);
  expect(followed).toEqual([]);
  return { injected: handout.injected, executed, followed };
}
