import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { BootTable } from '../src/boot/table';

/** The module that lists the early reads (run by Vite, which handles its imports). */
const TABLE_MODULE = '/src/routes/boot-table.ts';

/** Text made safe for a double-quoted HTML attribute. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link>` that has the browser read the user (`userPath`, from the table) from `apiBase`
 * as soon as it reads the HTML's head. src/boot/main.ts's own read of that URL (same
 * credentials) takes the answer over, and it reads the build's API base from `data-api-base`
 * when config.js sets none.
 */
export function userPreloadTag(apiBase: string, userPath: string): string {
  const base = apiBase.replace(/\/+$/, '');
  return `<link rel="preload" as="fetch" id="boot-user" href="${attribute(base + userPath)}" data-api-base="${attribute(base)}" crossorigin="use-credentials" />`;
}

/** The table as a JSON data block (never executed, so the CSP allows it): `<` escaped. */
export const bootReadsTag = (table: BootTable) =>
  `<script type="application/json" id="boot-reads">${JSON.stringify(table).replace(/</g, '\\u003c')}</script>`;

/**
 * Writes what src/boot/main.ts starts into index.html, from the screens' read declarations
 * (src/routes/boot-table.ts, run through Vite's SSR loader: the dev server's own, or a
 * short-lived one for the build), so no API path is typed twice:
 * - first in `<head>`, the user read's preload against the build's API base
 *   (`VITE_API_BASE_URL`, default the page's origin, the app's own default too), so the read
 *   does not wait for config.js and boot.js to arrive and run: every other read and the
 *   greeting wait for the user, most of all on a throttled phone;
 * - just before boot.js, the table of early reads (`#boot-reads`).
 */
export function bootReads(): Plugin {
  let apiBase = '';
  let root = process.cwd();
  let server: ViteDevServer | undefined;
  let built: Promise<BootTable> | undefined;
  const load = async (): Promise<BootTable> => {
    // The dev server's loader follows edits itself.
    if (server) return ((await server.ssrLoadModule(TABLE_MODULE)) as Module).bootTable();
    built ??= (async () => {
      const temporary = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        return await ((await temporary.ssrLoadModule(TABLE_MODULE)) as Module).bootTable();
      } finally {
        await temporary.close();
      }
    })();
    return built;
  };
  return {
    name: 'creator-boot-reads',
    configResolved(config) {
      apiBase = String(config.env.VITE_API_BASE_URL ?? '');
      root = config.root;
    },
    configureServer(devServer) {
      server = devServer;
    },
    async transformIndexHtml(html) {
      const table = await load();
      const title = /<\/title>\n/;
      if (!title.test(html)) throw new Error('boot-reads: index.html has no <title> to follow');
      const bootScript = /<script\s+src="[^"]*\/boot\.js"><\/script>/;
      if (!bootScript.test(html)) throw new Error('boot-reads: index.html loads no boot.js');
      return html
        .replace(title, (end) => `${end}    ${userPreloadTag(apiBase, table.user)}\n`)
        .replace(bootScript, (tag) => `${bootReadsTag(table)}\n    ${tag}`);
    },
  };
}

interface Module {
  bootTable: () => Promise<BootTable>;
}
