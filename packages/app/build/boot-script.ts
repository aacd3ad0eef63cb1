import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** The boot script's entry: the app's own modules (startup rules, language rule, early reads). */
export const BOOT_ENTRY = 'src/boot/main.ts';

/** index.html's tags that load the boot script (its preload in <head>, the script in <body>). */
const BOOT_SCRIPT = /<script\s+src="[^"]*\/boot\.js"><\/script>/;
const BOOT_PRELOAD = /(<link rel="preload" as="script" href=")[^"]*\/boot\.js(" \/>)/;

/**
 * Compiles the boot entry under `root` into one classic script (an IIFE: index.html loads it
 * before the app's modules, no import of its own), minified, with the app's `base` as
 * `import.meta.env.BASE_URL`: what runs before the app is built from the app's own code.
 */
export async function buildBootScript(root: string, base = '/creator/'): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    base,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: join(root, BOOT_ENTRY), formats: ['iife'], name: 'creatorBoot' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((out) => out.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('boot-script: the boot entry built no script');
  return chunk.code;
}

/**
 * Builds the boot script (src/boot/main.ts) with the app and loads it from index.html, where
 * `<script src="/boot.js">` stands: in the build as `assets/boot.<hash>.js` (cached for good,
 * like every asset), on the dev server at `<base>boot.js`, compiled again after an edit.
 */
export function bootScript(): Plugin[] {
  return [ignoredByViteHtml(), bootScriptFile()];
}

/**
 * Before Vite reads the built HTML's scripts, marks the boot script's tag `vite-ignore`: Vite
 * would warn that `/boot.js` (no module, no file) cannot be bundled. It leaves such a script
 * alone and drops the attribute, so the other plugins find the tag as it was.
 */
function ignoredByViteHtml(): Plugin {
  return {
    name: 'creator-boot-script-ignored',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(BOOT_SCRIPT, (tag) => tag.replace('<script ', '<script vite-ignore ')),
    },
  };
}

function bootScriptFile(): Plugin {
  let config: ResolvedConfig | undefined;
  let fileName = '';
  let dev: Promise<string> | undefined;
  return {
    name: 'creator-boot-script',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config?.command !== 'build') return;
      const code = await buildBootScript(config.root, config.base);
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
      // A dot, not a dash: no chunk of Vite's (`name-hash.js`) can take its name.
      fileName = `${config.build.assetsDir}/boot.${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    configureServer(server) {
      const { root, base } = server.config;
      server.watcher.on('change', () => (dev = undefined));
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== `${base}boot.js`) return next();
        dev ??= buildBootScript(root, base);
        dev.then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(code);
          },
          (error: unknown) => {
            dev = undefined;
            next(error);
          },
        );
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!BOOT_SCRIPT.test(html)) throw new Error('boot-script: index.html loads no boot.js');
        if (!fileName) return html;
        const src = `${config?.base ?? '/'}${fileName}`;
        return html
          .replace(BOOT_PRELOAD, `$1${src}$2`)
          .replace(BOOT_SCRIPT, `<script src="${src}"></script>`);
      },
    },
  };
}
