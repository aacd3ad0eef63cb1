import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** One language's texts public/boot.js paints: the dashboard's greeting (`{{name}}` in it) and subtitle. */
export interface BootText {
  greeting: string;
  subtitle: string;
}

/** The bundled catalogues (en.json, ja.json, ...). */
const LOCALES = join(import.meta.dirname, '../../locales');
const FALLBACK = 'en';

/**
 * The boot texts of every bundled catalogue in `dir`, by language, taken from the keys the page
 * renders (`home.greeting`, `home.subtitle`); a key a catalogue lacks is English's, as the app
 * falls back to English for it.
 */
export function bootTexts(dir = LOCALES): Record<string, BootText> {
  const homes = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => {
        const catalogue = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          creator_dashboard?: { home?: Partial<BootText> };
        };
        return [file.slice(0, -'.json'.length), catalogue.creator_dashboard?.home ?? {}];
      }),
  );
  const { greeting, subtitle } = homes[FALLBACK] ?? {};
  if (typeof greeting !== 'string' || typeof subtitle !== 'string')
    throw new Error(`boot-texts: ${FALLBACK}.json has no home.greeting or home.subtitle`);
  return Object.fromEntries(
    Object.entries(homes).map(([language, home]) => [
      language,
      { greeting: home.greeting ?? greeting, subtitle: home.subtitle ?? subtitle },
    ]),
  );
}

/**
 * Writes `texts` into `html` as a JSON data block just before boot.js
 * (`<script type="application/json" id="boot-texts">`: data, never executed, so the CSP allows
 * it), `<` escaped so no text can close the element.
 */
export function injectBootTexts(html: string, texts: Record<string, BootText>): string {
  const bootScript = /<script src="[^"]*\/boot\.js"><\/script>/;
  if (!bootScript.test(html)) throw new Error('boot-texts: index.html loads no boot.js');
  const data = JSON.stringify(texts).replace(/</g, '\\u003c');
  return html.replace(
    bootScript,
    (tag) => `<script type="application/json" id="boot-texts">${data}</script>\n    ${tag}`,
  );
}

/**
 * Gives public/boot.js the dashboard's greeting in every bundled language, so that it paints
 * the greeting the moment the user is known, long before the app's code has arrived. In the
 * dev server too: boot.js runs there as well.
 */
export function bootTextsPlugin(): Plugin {
  return {
    name: 'creator-boot-texts',
    transformIndexHtml: (html) => injectBootTexts(html, bootTexts()),
  };
}
