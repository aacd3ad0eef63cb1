import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { TranslationKey } from '../src/i18n/i18n';

/** A page's heading src/boot/main.ts paints: its title (`{{name}}` in it) and subtitle, if any. */
export interface BootHeading {
  title: string;
  subtitle?: string;
}

/**
 * The pages whose heading boot.js paints (its page names: html[data-boot-page]) and the
 * catalogue keys (under `creator_dashboard`) their screens render it with.
 */
export const BOOT_HEADING_KEYS: Record<
  string,
  { title: TranslationKey; subtitle?: TranslationKey }
> = {
  dashboard: { title: 'home.greeting', subtitle: 'home.subtitle' },
  campaigns: { title: 'campaigns.title' },
  analytics: { title: 'pages.analytics' },
};

/** The bundled catalogues (en.json, ja.json, ...). */
const LOCALES = join(import.meta.dirname, '../../../locales');
const FALLBACK = 'en';

/** The text at a dotted key of a catalogue's texts, if it is one. */
function textAt(texts: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      texts,
    );
  return typeof value === 'string' ? value : undefined;
}

/**
 * The boot headings of every bundled catalogue in `dir`, by language then page, from the keys
 * the pages render; a key a catalogue lacks takes English's text, as the app does.
 */
export function bootTexts(dir = LOCALES): Record<string, Record<string, BootHeading>> {
  const catalogues = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => {
        const catalogue = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          creator_dashboard?: unknown;
        };
        return [file.slice(0, -'.json'.length), catalogue.creator_dashboard];
      }),
  );
  const text = (language: string, key: string) => {
    const found = textAt(catalogues[language], key) ?? textAt(catalogues[FALLBACK], key);
    if (found === undefined) throw new Error(`boot-texts: ${FALLBACK}.json has no ${key}`);
    return found;
  };
  return Object.fromEntries(
    Object.keys(catalogues).map((language) => [
      language,
      Object.fromEntries(
        Object.entries(BOOT_HEADING_KEYS).map(([page, keys]) => [
          page,
          {
            title: text(language, keys.title),
            ...(keys.subtitle ? { subtitle: text(language, keys.subtitle) } : {}),
          },
        ]),
      ),
    ]),
  );
}

/**
 * Writes `texts` into `html` as a JSON data block just before boot.js
 * (`<script type="application/json" id="boot-texts">`: data, never executed, so the CSP allows
 * it), `<` escaped so no text can close the element.
 */
export function injectBootTexts(html: string, texts: unknown): string {
  const bootScript = /<script\s+src="[^"]*\/boot\.js"><\/script>/;
  if (!bootScript.test(html)) throw new Error('boot-texts: index.html loads no boot.js');
  const data = JSON.stringify(texts).replace(/</g, '\\u003c');
  return html.replace(
    bootScript,
    (tag) => `<script type="application/json" id="boot-texts">${data}</script>\n    ${tag}`,
  );
}

/**
 * Gives src/boot/main.ts the headings of the pages it knows (the dashboard's greeting, the
 * campaigns list's and analytics' titles) in every bundled language, so that it paints the
 * opened page's heading the moment the user is known, long before the app's code has arrived.
 * In the dev server too: boot.js runs there as well.
 */
export function bootTextsPlugin(): Plugin {
  return {
    name: 'creator-boot-texts',
    transformIndexHtml: (html) => injectBootTexts(html, bootTexts()),
  };
}
