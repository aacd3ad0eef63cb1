import type { Plugin } from 'vite';

/**
 * The screens src/boot/main.ts preloads, by the page name it gives them (html[data-boot-page]):
 * the module each one's route loads lazily (routes/screens.tsx).
 */
export const BOOT_SCREENS: Record<string, string> = {
  dashboard: 'src/routes/home.tsx',
  campaigns: 'src/features/campaigns/CampaignsPage.tsx',
  analytics: 'src/features/analytics/AnalyticsMainPage.tsx',
};

/** What the plugin needs of a Rollup/Rolldown output chunk. */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, ChunkInfo | { type: 'asset'; fileName: string }>;

/** The JS and CSS files a chunk needs (itself and its static imports), deepest first. */
function closure(bundle: Bundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return [];
  seen.add(fileName);
  return [
    ...chunk.imports.flatMap((file) => closure(bundle, file, seen)),
    ...(chunk.viteMetadata ? [...chunk.viteMetadata.importedCss] : []),
    fileName,
  ];
}

/**
 * Per boot page, the files of its screen that the entry does not load already (the entry's
 * own imports are preloaded by Vite's HTML). Throws when a screen has no chunk of its own, so
 * a moved screen fails the build instead of silently losing its preload.
 */
export function bootChunks(bundle: Bundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is ChunkInfo => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const initial = new Set(entry ? closure(bundle, entry.fileName) : []);
  return Object.fromEntries(
    Object.entries(BOOT_SCREENS).map(([page, module]) => {
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
      if (!chunk) throw new Error(`boot-preload: no chunk for ${module} (page ${page})`);
      return [page, closure(bundle, chunk.fileName).filter((file) => !initial.has(file))];
    }),
  );
}

/**
 * Writes the boot pages' screen files into index.html as a JSON data block
 * (`<script type="application/json" id="boot-chunks">`: data, never executed, so the CSP
 * allows it), which src/boot/main.ts reads to preload the opened page's screen while the entry
 * loads, instead of after it has run.
 */
export function bootPreload(): Plugin {
  return {
    name: 'creator-boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const bootScript = /<script\s+src="[^"]*\/boot\.js"><\/script>/;
        if (!bootScript.test(html)) throw new Error('boot-preload: index.html loads no boot.js');
        const data = JSON.stringify(bootChunks(context.bundle as unknown as Bundle));
        // Just before boot.js, which reads it as it runs.
        return html.replace(
          bootScript,
          (tag) => `<script type="application/json" id="boot-chunks">${data}</script>\n    ${tag}`,
        );
      },
    },
  };
}
