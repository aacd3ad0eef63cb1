import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { expect, it } from 'vitest';

const dir = import.meta.dirname;

it("in development too, index.html loads config.js and boot.js from the app's base, with boot.js's texts", async () => {
  // `%BASE_URL%config.js` came out as /creator/creator/config.js on the dev server (Vite
  // prefixes the base to public files itself): the HTML fallback answered, and boot.js never ran.
  const server = await createServer({
    configFile: join(dir, 'vite.config.ts'),
    root: dir,
    logLevel: 'silent',
    server: { middlewareMode: true },
  });
  try {
    const html = await server.transformIndexHtml(
      '/creator/dashboard',
      readFileSync(join(dir, 'index.html'), 'utf8'),
    );
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
    expect(html).toMatch(/<script type="application\/json" id="boot-texts">\{"en":/);
  } finally {
    await server.close();
  }
});
