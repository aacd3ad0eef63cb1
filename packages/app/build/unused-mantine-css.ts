import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Plugin } from 'vite';

// Why: Mantine's stylesheet carries every component's styles, and it blocks the first render.
// Without the styles of components no code of the build renders, the first load's
// render-blocking CSS is about half as large (`pnpm bench` prints the sizes).

/**
 * Mantine's component class names (`m_` and 8 hex digits, from its CSS modules). Its
 * components apply them from their JavaScript (`classes.root` is `'m_77c9d27d'`), and
 * nothing else does.
 */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/** Every Mantine class named in `code` (the build's JavaScript). */
export function mantineClassesIn(code: string): Set<string> {
  return new Set(code.match(MANTINE_CLASS));
}

/**
 * `css` without the selectors that name a Mantine class outside `used`: the styles of
 * components the app never renders, which can match nothing. Rules left without a selector
 * go, and so do at-rules (`@media`, `@supports`) left empty. Everything else stays as it was.
 */
export function withoutUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) =>
      (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name)),
    );
    if (kept.length === rule.selectors.length) return;
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** `fileName` (`assets/app-<hash>.css`) with the hash of `source` in place of its own. */
export function renamedFor(fileName: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const renamed = fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
  if (renamed === fileName && !fileName.endsWith(`-${hash}.css`))
    throw new Error(`unused-mantine-css: no hash to replace in ${fileName}`);
  return renamed;
}

/**
 * Build only: drops from the CSS the rules of Mantine components that no chunk of the build
 * renders. `@mantine/core/styles.css` carries every component's styles (about 45% of the
 * entry stylesheet is for components the dashboard never shows); the first load downloads,
 * parses and matches it before anything renders. Per-component imports would do the same by
 * hand, and break silently when a screen starts using a component nobody imported.
 *
 * A stylesheet it changes gets a new name from its new content (the assets are cached as
 * immutable: the same name must never serve two contents), in the bundle, in index.html and
 * in the chunks' CSS lists the manifest is made from. Only the entry's stylesheet carries
 * Mantine's classes, and only index.html names it; the build fails if a chunk does.
 */
export function unusedMantineCss(): Plugin {
  return {
    name: 'creator-unused-mantine-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const assets = files.filter((file) => file.type === 'asset');
      const used = new Set<string>();
      for (const file of files)
        if (file.type === 'chunk') for (const name of mantineClassesIn(file.code)) used.add(name);
      for (const file of assets) {
        if (!file.fileName.endsWith('.css')) continue;
        const css =
          typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString();
        const pruned = withoutUnusedMantineRules(css, used);
        if (pruned === css) continue;
        const [from, to] = [file.fileName, renamedFor(file.fileName, pruned)];
        delete bundle[from];
        this.emitFile({ type: 'asset', fileName: to, source: pruned });
        for (const other of Object.values(bundle)) {
          if (other.type === 'chunk') {
            if (other.code.includes(from))
              throw new Error(`unused-mantine-css: ${other.fileName} names ${from}`);
            const css = other.viteMetadata?.importedCss;
            if (css?.delete(from)) css.add(to);
          } else if (other.fileName.endsWith('.html') && typeof other.source === 'string') {
            other.source = other.source.replaceAll(from, to);
          }
        }
      }
    },
  };
}
