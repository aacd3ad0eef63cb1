import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** A function of `lines` lines in all (its two braces included), its body blank lines and comments. */
const functionOf = (lines) =>
  `export function f() {\n${Array.from({ length: lines - 2 }, (_, i) =>
    i % 2 ? '' : `  // line ${i}`,
  ).join('\n')}\n}\n`;

/** Whether the lint reports `code` at `path` as too long a function. */
async function tooLong(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.some((m) => m.ruleId === 'max-lines-per-function');
}

describe('no function over 80 lines in the packages and the scripts', () => {
  it.each([
    'packages/app/src/features/x/X.tsx',
    'packages/ui/src/x.ts',
    'packages/api-client/src/x.ts',
    'packages/app/build/x.ts',
    'packages/ui/src/x/X.story.tsx',
    'scripts/mock/x.mjs',
    'scripts/contract/x.mjs',
    'scripts/x.mjs',
  ])('%s: 81 lines are refused, 80 pass (blank lines and comments count)', async (path) => {
    expect(await tooLong(path, functionOf(81))).toBe(true);
    expect(await tooLong(path, functionOf(80))).toBe(false);
  });

  it.each([
    'packages/app/src/features/x/X.test.tsx',
    'packages/app/e2e/x.spec.ts',
    'scripts/mock/x.test.mjs',
  ])('%s: tests are left out', async (path) => {
    expect(await tooLong(path, functionOf(200))).toBe(false);
  });
});
