// Every command of the README's table runs as written: each names a script of the root
// package.json, and pnpm runs that script rather than one of its own commands (`pnpm docs`
// is pnpm's, passed to `npm docs`, which opens a browser). Checked with pnpm itself: in an
// empty project whose scripts only print their name, each command must print it.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The commands of the README's `## Commands` table, e.g. `pnpm contract:proxy <upstream-url>`. */
export function readmeCommands(markdown) {
  const section = markdown.split(/^## Commands$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

const commands = readmeCommands(readFileSync(join(root, 'README.md'), 'utf8'));
const scriptOf = (command) => command.split(/\s+/)[1];

describe("the README's commands", () => {
  it('are read from the table', () => {
    expect(commands).toContain('pnpm test');
    expect(commands).toContain('pnpm sdk:matrix');
    expect(commands.length).toBeGreaterThan(10);
    for (const command of commands) expect(command).toMatch(/^pnpm [\w:-]+/);
  });

  it('each name a script of package.json', () => {
    const missing = commands.filter((c) => !(scriptOf(c) in pkg.scripts));
    expect(missing).toEqual([]);
  });

  it('each run the script, not a command of pnpm of the same name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'readme-commands-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const names = [...new Set(commands.map(scriptOf))];
    const scripts = Object.fromEntries(names.map((name) => [name, `echo ran-script-${name}`]));
    // The same pnpm as the repository's (corepack picks it from packageManager).
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'readme-commands',
        private: true,
        packageManager: pkg.packageManager,
        scripts,
      }),
    );
    const env = {
      ...process.env,
      npm_config_browser: 'false',
      COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
    };
    const ran = async (name) => {
      const out = await promisify(execFile)('pnpm', [name], {
        cwd: dir,
        env,
        timeout: 60_000,
      }).then(
        ({ stdout }) => stdout,
        (error) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
      );
      return out.includes(`ran-script-${name}`) ? null : `pnpm ${name}`;
    };
    const notScripts = [];
    for (let i = 0; i < names.length; i += 6)
      notScripts.push(...(await Promise.all(names.slice(i, i + 6).map(ran))));
    expect(notScripts.filter(Boolean)).toEqual([]);
  }, 180_000);
});

describe('readmeCommands', () => {
  it('reads every backquoted command of the first column, several per row', () => {
    const md = [
      '## Commands',
      '| command | what |',
      '| --- | --- |',
      '| `pnpm a` | x `pnpm not-this` |',
      '| `pnpm lint` / `pnpm format` | y |',
      '## Next',
      '| `pnpm b` | z |',
    ].join('\n');
    expect(readmeCommands(md)).toEqual(['pnpm a', 'pnpm lint', 'pnpm format']);
  });
});
