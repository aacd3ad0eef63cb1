import { Script } from 'node:vm';
import { join } from 'node:path';
import { createServer } from 'vite';
import { expect, it } from 'vitest';
import { buildBootScript } from './boot-script';

// What the script does is tested by running it (src/routes/boot.test.ts, boot-heading.test.ts);
// here, what index.html needs of it.
it('compiles the boot entry into one small classic script, with the given base', async () => {
  const code = await buildBootScript(process.cwd(), '/elsewhere/');
  // A classic script: an `import` or `export` left in it would not even parse.
  expect(() => new Script(code)).not.toThrow();
  expect(code).toContain('/elsewhere/');
  // Only the rules it needs: no React, i18next or Mantine pulled in through an import.
  expect(code.length).toBeLessThan(8 * 1024);
});

it('the dev server serves it at the base, where index.html loads it', async () => {
  const server = await createServer({
    configFile: join(process.cwd(), 'vite.config.ts'),
    root: process.cwd(),
    logLevel: 'silent',
    server: { port: 0, strictPort: false, hmr: false, ws: false },
  });
  try {
    await server.listen();
    const address = server.httpServer?.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/creator/boot.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const code = await response.text();
    expect(() => new Script(code)).not.toThrow();
    expect(code).toContain('data-boot-page');
  } finally {
    await server.close();
  }
}, 60_000); // The dev server's plugins load the screens' read declarations: slow when busy.
