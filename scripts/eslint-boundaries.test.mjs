import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `path` and returns the rule ids reported. */
async function ruleIds(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.map((m) => m.ruleId);
}

describe('dependency rules of design.md', () => {
  it.each([
    [
      'ui imports the api-client',
      'packages/ui/src/x.ts',
      "import '@creator/api-client';",
      'no-restricted-imports',
    ],
    [
      'ui imports the router',
      'packages/ui/src/x.ts',
      "import 'react-router';",
      'no-restricted-imports',
    ],
    [
      'ui imports i18next',
      'packages/ui/src/x.ts',
      "import 'react-i18next';",
      'no-restricted-imports',
    ],
    [
      'ui imports TanStack Query',
      'packages/ui/src/x.ts',
      "import '@tanstack/react-query';",
      'no-restricted-imports',
    ],
    [
      'api-client imports ui',
      'packages/api-client/src/x.ts',
      "import '@creator/ui';",
      'no-restricted-imports',
    ],
    [
      'api-client imports app',
      'packages/api-client/src/x.ts',
      "import '@creator/app';",
      'no-restricted-imports',
    ],
    [
      'ui reaches into app by path',
      'packages/ui/src/x.ts',
      "import '../../app/src/main';",
      'boundaries/no-cross-imports',
    ],
    [
      'a feature imports another',
      'packages/app/src/features/home/x.ts',
      "import '../campaigns/list';",
      'boundaries/no-cross-imports',
    ],
  ])('%s is an error', async (_name, path, code, rule) => {
    expect(await ruleIds(path, code)).toContain(rule);
  });

  it.each([
    [
      'app imports ui and api-client',
      'packages/app/src/x.ts',
      "import '@creator/ui';\nimport '@creator/api-client';",
    ],
    [
      'a feature imports app lib',
      'packages/app/src/features/home/x.ts',
      "import '../../lib/config';",
    ],
    [
      'a feature imports its own files',
      'packages/app/src/features/home/x.ts',
      "import './greeting';",
    ],
  ])('%s is allowed', async (_name, path, code) => {
    const ids = await ruleIds(path, code);
    expect(
      ids.filter((id) => id === 'no-restricted-imports' || id === 'boundaries/no-cross-imports'),
    ).toEqual([]);
  });
});
