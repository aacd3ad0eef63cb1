import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const dir = join(import.meta.dirname, '..');

/**
 * index.html as the dev server serves it at `url` (vite.config.ts's plugins applied, with the
 * environment as it is when called), for the tests of what the build writes into the HTML.
 */
export async function devIndexHtml(url = '/creator/dashboard'): Promise<string> {
  const server = await createServer({
    configFile: join(dir, 'vite.config.ts'),
    root: dir,
    logLevel: 'silent',
    server: { middlewareMode: true },
  });
  try {
    return await server.transformIndexHtml(url, readFileSync(join(dir, 'index.html'), 'utf8'));
  } finally {
    await server.close();
  }
}
