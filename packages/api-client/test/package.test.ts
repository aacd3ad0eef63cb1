// The package as others get it: `pnpm pack` (prepack builds dist/), the tarball installed with
// npm into an empty project, test/consumer/main.ts typechecked there with tsc (nodenext, no
// skipLibCheck) and run with Node against the mock stack.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { withMockStack } from './mock';

const exec = promisify(execFile);
/** Runs a command and answers what it printed; a failure throws with that output. */
async function run(cmd: string, args: string[], options: { cwd?: string; timeout?: number } = {}) {
  try {
    return (await exec(cmd, args, { ...options, encoding: 'utf8' })).stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${(error as Error).message}\n${stdout}${stderr}`);
  }
}
const pkg = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
const mock = withMockStack();
const work = mkdtempSync(join(tmpdir(), 'api-client-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the published package', () => {
  it('installs from its tarball with npm, typechecks and runs a program against the mock', async () => {
    await run('pnpm', ['pack', '--pack-destination', work], { cwd: pkg });
    const tarball = join(
      work,
      readdirSync(work).find((f) => f.endsWith('.tgz'))!,
    );
    const manifest = await run('tar', ['-xzOf', tarball, 'package/package.json']);
    const published = JSON.parse(manifest) as Record<string, Record<string, string>>;
    expect(manifest).not.toMatch(/workspace:|catalog:/);
    expect(published.exports).toMatchObject({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './realtime': { types: './dist/realtime.d.ts', default: './dist/realtime.js' },
    });
    expect(published.private).toBeUndefined();

    const project = join(work, 'consumer');
    await run('mkdir', ['-p', project]);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    await run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
        tarball,
        '@types/react@19',
      ],
      {
        cwd: project,
      },
    );
    copyFileSync(join(pkg, 'test/consumer/main.ts'), join(project, 'main.ts'));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022', 'DOM'],
          types: [],
          outDir: 'out',
        },
        files: ['main.ts'],
      }),
    );
    await run(process.execPath, [tsc, '-p', project], { cwd: project });

    const stdout = await run(process.execPath, [join(project, 'out/main.js'), mock.url()], {
      cwd: project,
      timeout: 30_000,
    });
    expect(JSON.parse(stdout)).toEqual({
      userId: 4242,
      savedCountry: 'JP',
      userInvalidated: true,
      details: {
        displayPaymentWidgetOnDashboard: true,
        tipaltiIframeUrl: 'https://example.com/w',
        missingTipaltiDetails: false,
        paymentRailsIframeUrl: null,
        missingPaymentRailsDetails: false,
      },
    });
  }, 240_000);
});
