import { expect, it } from 'vitest';
import { bootReadsTag, userPreloadTag } from './boot-reads';
import { bootTable } from '../src/routes/boot-table';
import { devIndexHtml } from '../test/dev-index-html';

/** The dev server runs the screens' read declarations through its SSR loader: slow on a busy machine. */
const DEV_SERVER_MS = 60_000;

it(
  "preloads the user read against the build's API base, first in the head, with credentials",
  async () => {
    process.env.VITE_API_BASE_URL = 'https://api.example.test/';
    let html: string;
    try {
      html = await devIndexHtml('/creator/dashboard');
    } finally {
      delete process.env.VITE_API_BASE_URL;
    }
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
    // With the style nonce's placeholder Vite adds to every preload (see security-headers.ts).
    expect(links[0]?.replace(/\s+nonce="[^"]*"/, ' ')).toBe(
      '<link rel="preload" as="fetch" id="boot-user" href="https://api.example.test/api/user/me.json" data-api-base="https://api.example.test" crossorigin="use-credentials" />',
    );
    // Before the scripts' preloads, so that it is not queued behind them.
    expect(links.slice(1).every((link) => link.includes('as="script"'))).toBe(true);
  },
  DEV_SERVER_MS,
);

it("is the page's own origin by default, and never lets a base out of its attribute", () => {
  expect(userPreloadTag('', '/api/user/me.json')).toContain(
    ' href="/api/user/me.json" data-api-base="" ',
  );
  expect(userPreloadTag('https://x.test/a"b<c&d', '/api/user/me.json')).toContain(
    'href="https://x.test/a&quot;b&lt;c&amp;d/api/user/me.json"',
  );
});

it(
  "writes the early reads' table before boot.js, in development too, from the screens' declarations",
  async () => {
    // Without the nonces Vite adds to every script element.
    const html = (await devIndexHtml('/creator/dashboard')).replace(/ nonce="[^"]*"/g, '');
    const table = await bootTable();
    const at = html.indexOf(bootReadsTag(table));
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.indexOf('<script src="/creator/boot.js"></script>'));
    // The user read the head preloads is the table's, which the app's own definition names.
    expect(html).toContain(`href="${table.user}"`);
    expect(table.rows.map((row) => row.page)).toEqual(
      expect.arrayContaining(['dashboard', 'campaigns', 'analytics']),
    );
  },
  DEV_SERVER_MS,
);

it('never lets a text close the data block', () => {
  const tag = bootReadsTag({ user: '/u', translations: '</script>', shell: [], rows: [] });
  expect(tag).not.toContain('</script><');
  expect(tag.match(/<\/script>/g)).toHaveLength(1);
});
