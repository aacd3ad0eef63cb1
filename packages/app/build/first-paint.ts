import type { Plugin } from 'vite';

/**
 * The cascade layer the entry's stylesheet is imported into. index.html's critical CSS sits in
 * an earlier layer (`first-paint`), so this one wins over it; the styles added later (Mantine's
 * theme variables rendered by React, the lazy chunks' CSS) are unlayered and win over this one,
 * as they did when the stylesheet was the first link in `<head>`.
 */
export const ENTRY_STYLES_LAYER = 'app';

/** A `<link>` tag and its attributes (names lower-cased; a bare attribute has the value ''). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', value] of tag.slice(5).matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g))
    attributes.set(name.toLowerCase(), value ?? '');
  return attributes;
}

/**
 * Takes the entry's stylesheets out of the render-blocking path: in `<head>`, each
 * `<link rel="stylesheet">` Vite injected becomes a preload (the download starts as early as
 * before) plus a disabled copy of the link (never fetched nor applied: it only tells Vite's
 * preload helper the file is on the page, so a lazy chunk listing it does not append a second,
 * unlayered copy); at the end of `<body>`, after the shell's markup, a `<style>` imports them
 * into {@link ENTRY_STYLES_LAYER}.
 *
 * What the browser does with that (HTML spec, checked in Chromium): a stylesheet in `<body>` is
 * not render-blocking, so the shell above it paints with the HTML; the parser waits for it
 * before reading on, and the deferred module scripts (the entry) wait for the end of parsing
 * and for such pending style sheets, so React's first render always has the styles.
 *
 * Why an import into a layer rather than the `<link>` itself at the end of `<body>`: cascade
 * order. Styles of equal specificity win by document order, and from `<body>` the entry
 * stylesheet would come after Mantine's theme variables (a `<style>` React renders inside
 * #root: `:root { --mantine-primary-color-filled: ... }`) and after every lazy chunk's CSS
 * (appended to `<head>`), undoing them: Mantine's default blue and font instead of the theme's.
 * In a layer it loses to all of them whatever its place, as it did from the head.
 */
export function deferEntryStylesheets(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const hrefs: string[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(/[ \t]*<link\s[^>]*>(\r?\n)?/gi, (tag: string, newline: string | undefined) => {
      const attributes = attributesOf(tag);
      const href = attributes.get('href');
      if (attributes.get('rel')?.toLowerCase() !== 'stylesheet' || !href) return tag;
      if (attributes.has('media') || attributes.has('disabled'))
        throw new Error(`first-paint: unexpected stylesheet link ${tag.trim()}`);
      hrefs.push(href);
      const indent = /^[ \t]*/.exec(tag)?.[0] ?? '';
      const end = newline ?? '';
      return (
        `${indent}<link rel="preload" as="style" href="${href}">${end || '\n'}` +
        `${indent}<link rel="stylesheet" href="${href}" disabled>${end}`
      );
    });
  if (hrefs.length === 0) return html;
  const rest = html.slice(headEnd);
  const bodyEnd = rest.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('first-paint: index.html has no </body>');
  const imports = hrefs
    .map((href) => `@import url(${JSON.stringify(href)}) layer(${ENTRY_STYLES_LAYER});`)
    .join(' ');
  return `${head}${rest.slice(0, bodyEnd)}  <style>${imports}</style>\n  ${rest.slice(bodyEnd)}`;
}

/**
 * The first paint comes with the HTML: the entry's stylesheet stops blocking it
 * ({@link deferEntryStylesheets}). Build only: the dev server injects styles from JavaScript.
 */
export function firstPaint(): Plugin {
  return {
    name: 'creator-first-paint',
    apply: 'build',
    // After Vite has injected the entry's tags.
    transformIndexHtml: { order: 'post', handler: deferEntryStylesheets },
  };
}
