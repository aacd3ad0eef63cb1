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

describe('dependency rules (docs/architecture.md)', () => {
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
      'import-x/no-restricted-paths',
    ],
    [
      'a feature imports another',
      'packages/app/src/features/home/x.ts',
      "import '../campaigns/CampaignsPage';",
      'import-x/no-restricted-paths',
    ],
    [
      'lib imports a feature',
      'packages/app/src/lib/x.ts',
      "import '../features/accounts/account-rules';",
      'import-x/no-restricted-paths',
    ],
    [
      'a base folder imports a feature',
      'packages/app/src/routing/x.ts',
      "import '../features/accounts/account-rules';",
      'import-x/no-restricted-paths',
    ],
    [
      'the base components import layout',
      'packages/app/src/components/x.tsx',
      "import '../layout/FullPageLoader';",
      'import-x/no-restricted-paths',
    ],
    [
      'app code in a base folder imports a test helper',
      'packages/app/src/session/x.ts',
      "import '../test/fixtures';",
      'import-x/no-restricted-paths',
    ],
    [
      'lib imports routes',
      'packages/app/src/lib/x.ts',
      "import '../routes/tree';",
      'import-x/no-restricted-paths',
    ],
    [
      'lib imports layout',
      'packages/app/src/lib/x.ts',
      "import '../layout/FullPageLoader';",
      'import-x/no-restricted-paths',
    ],
    [
      'layout imports a feature',
      'packages/app/src/layout/x.ts',
      "import '../features/accounts/AccountsBlock';",
      'import-x/no-restricted-paths',
    ],
    [
      'layout imports routes',
      'packages/app/src/layout/x.ts',
      "import '../routes/screens';",
      'import-x/no-restricted-paths',
    ],
    [
      'a feature imports routes',
      'packages/app/src/features/accounts/x.ts',
      "import '../../routes/tree';",
      'import-x/no-restricted-paths',
    ],
    [
      'a feature imports the composition root',
      'packages/app/src/features/accounts/x.ts',
      "import '../../app/query-client';",
      'import-x/no-restricted-paths',
    ],
    [
      'app code imports a test helper',
      'packages/app/src/features/accounts/x.ts',
      "import '../../test/fixtures';",
      'import-x/no-restricted-paths',
    ],
    [
      'domain imports a feature',
      'packages/app/src/domain/money/x.ts',
      "import '../../features/payments/payment-rules';",
      'import-x/no-restricted-paths',
    ],
    [
      'domain imports routes',
      'packages/app/src/domain/money/x.ts',
      "import '../../routes/tree';",
      'import-x/no-restricted-paths',
    ],
    [
      'domain imports layout',
      'packages/app/src/domain/money/x.ts',
      "import '../../layout/FullPageLoader';",
      'import-x/no-restricted-paths',
    ],
    [
      'domain imports the composition root',
      'packages/app/src/domain/money/x.ts',
      "import '../../app/query-client';",
      'import-x/no-restricted-paths',
    ],
    [
      'layout imports domain',
      'packages/app/src/layout/x.ts',
      "import '../domain/money/money-links';",
      'import-x/no-restricted-paths',
    ],
    [
      'a base folder imports domain',
      'packages/app/src/components/x.ts',
      "import '../domain/money/money-links';",
      'import-x/no-restricted-paths',
    ],
    [
      // session sits under routing in the base layer: a type-only import counts too.
      'a type-only import runs back up the base layer',
      'packages/app/src/session/x.ts',
      "import type { RouteName } from '../routing/routes';",
      'import-x/no-restricted-paths',
    ],
    [
      'i18n imports routing',
      'packages/app/src/i18n/x.ts',
      "import type { NavItem } from '../routing/navigation';",
      'import-x/no-restricted-paths',
    ],
    [
      'lib imports a base folder above it',
      'packages/app/src/lib/x.ts',
      "import '../security/safe-url';",
      'import-x/no-restricted-paths',
    ],
    [
      // PaymentMethodSelect imports MethodMenuList: a type-only import back is still a pair.
      'two files import each other, one of them for a type only',
      'packages/ui/src/controls/PaymentMethodSelect/MethodMenuList.tsx',
      "import type { PaymentMethodSelectProps } from './PaymentMethodSelect';\nexport type X = PaymentMethodSelectProps;",
      'local/no-mutual-import',
    ],
    [
      'two app files import each other',
      'packages/app/src/routing/route-params.ts',
      "import type { RouteName } from './routes';\nexport type X = RouteName;",
      'local/no-mutual-import',
    ],
    [
      // session/startup.ts imports security/safe-url.ts: importing it back closes a cycle.
      'an import cycle',
      'packages/app/src/security/safe-url.ts',
      "import { decideStartup } from '../session/startup';\nexport const x = decideStartup;",
      'import-x/no-cycle',
    ],
    [
      'a longer import cycle',
      'packages/app/src/routing/route-params.ts',
      "import './routes';",
      'import-x/no-cycle',
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
      'a feature imports the base layer',
      'packages/app/src/features/home/x.ts',
      "import '../../session/config';\nimport '../../components/Section';\nimport '../../lib/chat';",
    ],
    [
      'a feature imports the domain layer',
      'packages/app/src/features/payments/x.ts',
      "import '../../domain/money/money-links';\nimport '../../domain/campaigns/campaign-submit';",
    ],
    [
      'domain imports the base layer and another domain',
      'packages/app/src/domain/money/x.ts',
      "import '../../routing/routes';\nimport '../../components/Section';\nimport '../campaigns/campaign-submit';",
    ],
    [
      'a feature imports its own files',
      'packages/app/src/features/home/x.ts',
      "import './greeting';",
    ],
    [
      'routes compose features, layout and the base layer',
      'packages/app/src/routes/x.tsx',
      "import '../features/accounts/AccountsBlock';\nimport '../layout/FullPageLoader';\nimport '../routing/routes';",
    ],
    [
      'a feature imports layout and the base layer',
      'packages/app/src/features/accounts/x.ts',
      "import '../../layout/FullPageLoader';\nimport '../../routing/routes';",
    ],
    ['layout imports the base layer', 'packages/app/src/layout/x.ts', "import '../i18n/i18n';"],
    [
      'a base folder imports those below it',
      'packages/app/src/components/x.ts',
      "import '../routing/routes';\nimport '../i18n/i18n';\nimport '../security/safe-url';\nimport '../lib/chat';",
    ],
    [
      'routing imports session and i18n below it',
      'packages/app/src/routing/x.ts',
      "import type { GuardMeta } from '../session/startup';\nimport '../i18n/translation-keys';",
    ],
    [
      'a file imports another that does not import it back',
      'packages/ui/src/controls/PaymentMethodSelect/x.tsx',
      "import './PaymentMethodSelect';\nimport type { PaymentMethodSelectProps } from './types';\nexport type X = PaymentMethodSelectProps;",
    ],
    [
      'a test uses the test helpers',
      'packages/app/src/features/accounts/x.test.ts',
      "import '../../test/fixtures';",
    ],
    ['an import that does not lead back', 'packages/app/src/routing/x.ts', "import './routes';"],
  ])('%s is allowed', async (_name, path, code) => {
    const ids = await ruleIds(path, code);
    expect(
      ids.filter((id) =>
        [
          'no-restricted-imports',
          'import-x/no-restricted-paths',
          'import-x/no-cycle',
          'local/no-mutual-import',
        ].includes(id),
      ),
    ).toEqual([]);
  });
});

describe("the shell keeps Mantine's floating components (and floating-ui) out of the first load", () => {
  it.each([
    ['a menu in the layout', 'packages/app/src/layout/x.tsx', 'Menu'],
    ['a popover in a route module', 'packages/app/src/routes/x.tsx', 'Popover'],
    ['a tooltip in the composition root', 'packages/app/src/app/x.tsx', 'Tooltip'],
  ])('%s is an error', async (_name, path, component) => {
    const ids = await ruleIds(path, `import { ${component} } from '@mantine/core';`);
    expect(ids).toContain('no-restricted-imports');
  });

  it('a feature screen (loaded with its page) may use them', async () => {
    const ids = await ruleIds(
      'packages/app/src/features/guides/x.tsx',
      "import { Popover } from '@mantine/core';",
    );
    expect(ids).not.toContain('no-restricted-imports');
  });
});

describe("React's useId, not Mantine's (which renders its component again inside the commit)", () => {
  it.each([
    ['in the layout', 'packages/app/src/layout/x.tsx'],
    ['in a feature', 'packages/app/src/features/guides/x.tsx'],
    ['in the ui kit', 'packages/ui/src/cards/x.tsx'],
  ])("Mantine's useId %s is an error", async (_name, path) => {
    const ids = await ruleIds(
      path,
      "import { useId } from '@mantine/hooks';\nexport const f = useId;",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it("React's useId is allowed", async () => {
    const ids = await ruleIds(
      'packages/app/src/layout/x.tsx',
      "import { useId } from 'react';\nexport const f = useId;",
    );
    expect(ids).not.toContain('no-restricted-imports');
  });
});

describe('leaving the page goes through the URL gate (security/safe-url)', () => {
  it.each([
    ['window.open', "window.open('https://x.example');"],
    ['location.assign', "window.location.assign('https://x.example');"],
    ['bare location.assign', "location.assign('https://x.example');"],
    ['location.replace', "document.location.replace('https://x.example');"],
    ['location.href =', "window.location.href = 'https://x.example';"],
    ['bare location.href =', "location.href = 'https://x.example';"],
    ['window.location =', "window.location = 'https://x.example';"],
  ])('%s outside the gate is an error', async (_name, code) => {
    const ids = await ruleIds('packages/app/src/features/accounts/x.ts', code);
    expect(ids).toContain('no-restricted-syntax');
  });

  it('is allowed in the gate itself', async () => {
    const ids = await ruleIds(
      'packages/app/src/security/safe-url.ts',
      "window.open('https://x.example');",
    );
    expect(ids).not.toContain('no-restricted-syntax');
  });
});

describe('markup is written by security/SafeHtml only', () => {
  it.each([
    [
      'dangerouslySetInnerHTML',
      'export const X = () => <div dangerouslySetInnerHTML={{ __html: h }} />;',
    ],
    ['innerHTML =', "document.body.innerHTML = '<b>x</b>';"],
    ['insertAdjacentHTML', "document.body.insertAdjacentHTML('beforeend', '<b>x</b>');"],
  ])('%s elsewhere is an error', async (_name, code) => {
    const ids = await ruleIds('packages/app/src/features/guides/x.tsx', code);
    expect(ids).toContain('no-restricted-syntax');
  });

  it('is allowed in SafeHtml', async () => {
    const ids = await ruleIds(
      'packages/app/src/security/SafeHtml.tsx',
      'export const X = () => <div dangerouslySetInnerHTML={{ __html: h }} />;',
    );
    expect(ids).not.toContain('no-restricted-syntax');
  });
});
