import { expect, it } from 'vitest';
import { devIndexHtml } from '../test/dev-index-html';

it("in development too, index.html loads config.js and boot.js from the app's base, with boot.js's texts", async () => {
  // `%BASE_URL%config.js` came out as /creator/creator/config.js on the dev server (Vite
  // prefixes the base to public files itself): the HTML fallback answered, and boot.js never ran.
  const html = await devIndexHtml('/creator/dashboard');
  const urls = [...html.matchAll(/(?:src|href)="([^"]*\/(?:config|boot)\.js)"/g)].map(
    (match) => match[1],
  );
  expect(urls).toEqual([
    '/creator/config.js',
    '/creator/boot.js',
    '/creator/config.js',
    '/creator/boot.js',
  ]);
  // boot.js paints the greeting in development too, from the texts written before it.
  expect(html).toMatch(/<script type="application\/json" id="boot-texts"( nonce="\w+")?>\{"en":/);
}, 60_000); // The dev server runs the screens' read declarations (boot-reads.ts): slow when busy.
