// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import local from './scripts/eslint/no-mutual-import.mjs';

/**
 * The packages' import rules (docs/architecture.md#packages-and-the-direction-of-imports: ui
 * and api-client never import each other or app), plus the named imports `paths` refuses.
 */
const forbid = (packages, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: packages.flatMap((name) => [
        {
          group: [name, `${name}/*`],
          message:
            'This package may not depend on it: see docs/architecture.md#packages-and-the-direction-of-imports.',
        },
      ]),
      paths,
    },
  ],
});

/** What the ui kit may not import: it takes data and labels as props, never fetches, translates or routes. */
const UI_FORBIDDEN = [
  '@creator/api-client',
  '@creator/app',
  '@tanstack/*',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'openapi-fetch',
];

/** Mantine's Select renders its options with the page: the ui kit's waits for the first focus. */
const mantineSelect = {
  name: '@mantine/core',
  importNames: ['Select'],
  message:
    'Use Select from the ui kit (controls/Select): it renders its options on first focus, not with the page.',
};

/**
 * Mantine's floating components bring their positioning engine (floating-ui) with them: in the
 * shell they would load with every first page. The header's menus are layout/MenuButton; a
 * tooltip is the kit's AppTooltip (its floating part loads on the first opening).
 */
const mantineFloating = {
  name: '@mantine/core',
  importNames: ['Menu', 'Popover', 'Tooltip', 'HoverCard'],
  message:
    "Not in the shell: Mantine's floating components would bring floating-ui into every first load. Use layout/MenuButton for a menu, the kit's AppTooltip for a tooltip.",
};
/**
 * Mantine's useId keeps React's id for the first render, then sets one of its own in a layout
 * effect: every component using it renders again, synchronously, inside the commit that mounted
 * it, which also runs that commit's effects there. In a page's first commit that made one long
 * task of the commit and its effects (the avatar menu did it on every page).
 */
const mantineUseId = {
  name: '@mantine/hooks',
  importNames: ['useId'],
  message:
    "Use React's useId: Mantine's sets a new id after mounting, which renders the component again inside the commit (and runs the commit's effects with it).",
};
/** The code every first page loads: the composition root, the route modules, the layout. */
const SHELL_FILES = ['main.tsx', 'app/**', 'routes/**', 'layout/**'].map(
  (path) => `packages/app/src/${path}`,
);

const gateMessage =
  'Leave the page through security/safe-url (openExternal, navigateTo) so the URL passes the gate.';
/** `window.open(`, `location.assign(` / `.replace(`, `location.href =` and `location =`. */
const leavingThePage = [
  "CallExpression[callee.property.name='open'][callee.object.name=/^(window|self|globalThis)$/]",
  "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.name='location']",
  "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.property.name='location']",
  "AssignmentExpression[left.property.name='href'][left.object.name='location']",
  "AssignmentExpression[left.property.name='href'][left.object.property.name='location']",
  "AssignmentExpression[left.property.name='location']",
  "AssignmentExpression[left.name='location']",
].map((selector) => ({ selector, message: gateMessage }));

const root = import.meta.dirname;
const src = 'packages/app/src';
const FEATURES = readdirSync(`${root}/${src}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * The app's base layer, one folder per topic (see packages/app/README.md), from the top down:
 * each may import the folders after it, never one before it, so no import runs back up.
 */
const BASE = ['components', 'forms', 'boot', 'routing', 'session', 'i18n', 'security', 'lib'];
/** What sits above the base layer; `domain` and `layout` both sit under the features. */
const ABOVE_BASE = ['routes', 'features', 'layout', 'domain', 'app', 'main.tsx'];
const layersMessage =
  'App layers: main.tsx, app/ -> routes -> features -> layout or domain -> base, the base in order components, forms, boot, routing, session, i18n, security, lib (each imports only the folders after it); see packages/app/README.md.';
/** Inside the app, arrows point one way; what each layer may not import. */
const LAYER_ZONES = [
  ...BASE.map((folder, index) => [folder, [...ABOVE_BASE, ...BASE.slice(0, index)]]),
  ['domain', ['routes', 'features', 'layout', 'app', 'main.tsx']],
  ['layout', ['routes', 'features', 'domain', 'app', 'main.tsx']],
  ['features', ['routes', 'app', 'main.tsx']],
  ['routes', ['app', 'main.tsx']],
].map(([target, from]) => ({
  target: `${src}/${target}`,
  from: from.map((layer) => `${src}/${layer}`),
  message: layersMessage,
}));
/**
 * Features never import each other: they share through the kit, the api-client, the domain
 * layer (what several features know of one domain: money, campaigns, accounts) or the base layer.
 */
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `${src}/features/${feature}`,
  from: `${src}/features`,
  except: [`./${feature}`],
  message:
    'Features never import each other: share through @creator/ui, @creator/api-client, the domain layer (src/domain) or the base layer (src/components, src/lib, ...).',
}));
/** App code does not use the test helpers (fixtures, the fake API); tests may. */
const TEST_HELPER_ZONES = [
  'app',
  'routes',
  'features',
  'layout',
  'domain',
  ...BASE,
  'main.tsx',
].map((layer) => ({
  target: `${src}/${layer}`,
  from: `${src}/test`,
  message: 'Only tests use the test helpers.',
}));
/** Packages meet only through their public entries, never by a relative path into another. */
const PACKAGES = readdirSync(`${root}/packages`);
const PACKAGE_ZONES = PACKAGES.map((target) => ({
  target: `packages/${target}`,
  from: PACKAGES.filter((other) => other !== target).map((other) => `packages/${other}`),
  message: 'Packages meet only through their public entries: import @creator/<name> instead.',
}));
const restrictedPaths = (zones) => [
  'error',
  { basePath: root, zones: [...PACKAGE_ZONES, ...LAYER_ZONES, ...FEATURE_ZONES, ...zones] },
];

/** Writing markup: HTML from the API renders through security/SafeHtml (the sanitiser) only. */
const writingMarkup = [
  "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
  'CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/]',
].map((selector) => ({
  selector,
  message:
    'Render HTML from the API with security/SafeHtml (sanitised, format only), nowhere else.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'packages/api-client/src/generated/**',
      'test-results/**',
      'playwright-report/**',
      '.sdk-smoke/**',
      'packages/app/.serve/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Packages meet only through their public entries (no relative path into another
    // package); inside the app, the layers and features of README's table; no import cycles
    // anywhere in the packages and scripts (import-x/no-cycle: run-time imports, as type-only
    // ones are erased) and no two files importing each other, type-only imports included
    // (local/no-mutual-import).
    files: ['packages/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{js,mjs}'],
    plugins: { 'import-x': importX, local },
    settings: {
      // Parse the TypeScript files an import leads to, so cycles through them are seen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // A workspace package stays under node_modules (not its real path), so importing
        // @creator/ui is not taken for a path into packages/ui.
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.json'],
          symlinks: false,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(TEST_HELPER_ZONES),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-mutual-import': 'error',
    },
  },
  {
    files: ['packages/app/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([]) },
  },
  {
    // The URL gate (packages/app/src/security/safe-url.ts) is the only place that leaves the page:
    // everywhere else, URLs go through its `openExternal` / `navigateTo` (see README, Security).
    // Markup is written in security/SafeHtml only (see README, Security).
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: ['packages/app/src/security/safe-url.ts', 'packages/app/src/security/SafeHtml.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...leavingThePage, ...writingMarkup] },
  },
  {
    files: ['packages/app/src/security/safe-url.ts'],
    rules: { 'no-restricted-syntax': ['error', ...writingMarkup] },
  },
  {
    files: ['packages/app/src/security/SafeHtml.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...leavingThePage] },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}'],
    rules: forbid([], [mantineSelect, mantineUseId]),
  },
  {
    files: SHELL_FILES,
    ignores: ['packages/app/src/**/*.test.{ts,tsx}'],
    rules: forbid([], [mantineSelect, mantineFloating, mantineUseId]),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/controls/Select/LiveSelect.tsx'],
    rules: forbid(UI_FORBIDDEN, [mantineSelect, mantineUseId]),
  },
  {
    files: ['packages/ui/src/controls/Select/LiveSelect.tsx'],
    rules: forbid(UI_FORBIDDEN, [mantineUseId]),
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: forbid(['@creator/ui', '@creator/app', '@mantine/*', 'react-router', 'react-i18next']),
  },
  {
    // One job per function: none over 80 lines in the packages' code (sources, build plugins,
    // public scripts, configs) and in the repository's scripts (the mock, the contract tools,
    // the examples builder). Blank lines and comments count, as a reader goes through them
    // too. A longer function is split into named steps, sub-components or hooks (a form: its
    // save hook, its field groups and the frame; a router: a table of route handlers). Tests
    // are left out: their long functions are `describe` blocks, which only group cases; the
    // Playwright journeys (e2e/) too. No data table is written as a function, so none needs an
    // exemption.
    files: ['packages/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.mjs'],
    ignores: ['packages/**/*.test.{ts,tsx,js,mjs}', 'packages/app/e2e/**', 'scripts/**/*.test.mjs'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
);
