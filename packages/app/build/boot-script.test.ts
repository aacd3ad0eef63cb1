import { Script } from 'node:vm';
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
