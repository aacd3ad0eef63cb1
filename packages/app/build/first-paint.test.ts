import { describe, expect, it } from 'vitest';
import { deferEntryStylesheets, ENTRY_STYLES_LAYER } from './first-paint';

/** index.html as Vite's build leaves it, with `links` in the head. */
const page = (links: string) => `<!doctype html>
<html lang="en">
  <head>
    <script src="/creator/boot.js"></script>
    <script type="module" crossorigin src="/creator/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/creator/assets/client-b.js">
${links}  </head>
  <body>
    <div id="root"><header class="boot-header"></header></div>
  </body>
</html>
`;

const CSS = '/creator/assets/index-c.css';
const OTHER = '/creator/assets/other-d.css';

describe('deferEntryStylesheets', () => {
  const cases: [string, { given: string; head: string[]; body: string }][] = [
    [
      "Vite's entry stylesheet",
      {
        given: `    <link rel="stylesheet" crossorigin href="${CSS}">\n`,
        head: [
          `<link rel="preload" as="style" href="${CSS}">`,
          `<link rel="stylesheet" href="${CSS}" disabled>`,
        ],
        body: `<style>@import url("${CSS}") layer(${ENTRY_STYLES_LAYER});</style>`,
      },
    ],
    [
      'two stylesheets, in their order',
      {
        given: `    <link rel="stylesheet" href="${CSS}">\n    <link crossorigin href="${OTHER}" rel="stylesheet">\n`,
        head: [
          `<link rel="preload" as="style" href="${CSS}">`,
          `<link rel="preload" as="style" href="${OTHER}">`,
        ],
        body: `<style>@import url("${CSS}") layer(app); @import url("${OTHER}") layer(app);</style>`,
      },
    ],
  ];

  it.each(cases)('%s: preloaded in the head, imported at the end of the body', (_, want) => {
    const html = deferEntryStylesheets(page(want.given));
    const [head = '', body = ''] = html.split('<body>');
    for (const tag of want.head) expect(head).toContain(tag);
    // Nothing in the head can block rendering any more.
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // After the shell's markup, before the end of the body.
    expect(body).toMatch(new RegExp(`</div>\\s*${escape(want.body)}\\s*</body>`));
  });

  it('leaves a page without stylesheets as it is', () => {
    expect(deferEntryStylesheets(page(''))).toBe(page(''));
  });

  it('keeps the other links and the scripts where they were', () => {
    const html = deferEntryStylesheets(page(`    <link rel="stylesheet" href="${CSS}">\n`));
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/creator/assets/client-b.js">',
    );
    expect(html.indexOf('index-a.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build on a stylesheet it would change the meaning of', () => {
    expect(() =>
      deferEntryStylesheets(page(`    <link rel="stylesheet" media="print" href="${CSS}">\n`)),
    ).toThrow(/unexpected stylesheet/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
