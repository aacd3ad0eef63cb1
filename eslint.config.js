// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/eslint-boundaries.js';

/** Import rules of design.md: ui and api-client never import each other or app. */
const forbid = (...packages) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: packages.flatMap((name) => [
        { group: [name, `${name}/*`], message: 'design.md: this package may not depend on it.' },
      ]),
    },
  ],
});

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
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: forbid(
      '@creator/api-client',
      '@creator/app',
      '@tanstack/*',
      'react-router',
      'react-router-dom',
      'i18next',
      'react-i18next',
      'openapi-fetch',
    ),
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: forbid('@creator/ui', '@creator/app', '@mantine/*', 'react-router', 'react-i18next'),
  },
);
