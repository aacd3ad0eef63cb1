// `pnpm --filter @creator/api-client build` (and `pnpm pack`, through prepack): the published
// package's dist/: ESM and .d.ts by tsc (tsconfig.build.json rewrites the sources' `.ts`
// imports to `.js`), plus the generated contract types, which tsc does not copy.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(here('dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', here('tsconfig.build.json')], { stdio: 'inherit' });
mkdirSync(here('dist/generated'), { recursive: true });
copyFileSync(here('src/generated/schema.d.ts'), here('dist/generated/schema.d.ts'));
