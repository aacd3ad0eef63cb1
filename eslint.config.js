// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/eslint-boundaries.js';

/**
 * Import rules of design.md (ui and api-client never import each other or app), plus the
 * named imports `paths` refuses.
 */
const forbid = (packages, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: packages.flatMap((name) => [
        { group: [name, `${name}/*`], message: 'design.md: this package may not depend on it.' },
      ]),
      paths,
    },
  ],
});

/** What the ui kit may not import (design.md). */
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

const gateMessage =
  'Leave the page through lib/safe-url (openExternal, navigateTo) so the URL passes the gate.';
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
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/no-cross-imports': 'error',
      'boundaries/app-layers': 'error',
    },
  },
  {
    // No import cycles anywhere in the packages and scripts.
    files: ['packages/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{js,mjs}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cycle': 'error' },
  },
  {
    // The URL gate (packages/app/src/lib/safe-url.ts) is the only place that leaves the page:
    // everywhere else, URLs go through its `openExternal` / `navigateTo` (see README, Security).
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: ['packages/app/src/lib/safe-url.ts'],
    rules: { 'no-restricted-syntax': ['error', ...leavingThePage] },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}'],
    rules: forbid([], [mantineSelect]),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/controls/Select/LiveSelect.tsx'],
    rules: forbid(UI_FORBIDDEN, [mantineSelect]),
  },
  {
    files: ['packages/ui/src/controls/Select/LiveSelect.tsx'],
    rules: forbid(UI_FORBIDDEN),
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: forbid(['@creator/ui', '@creator/app', '@mantine/*', 'react-router', 'react-i18next']),
  },
);
