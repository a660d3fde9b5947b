// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/storybook-static/**',
      '.storybook/public/**',
      '.vitest-attachments/**',
      // Made by openapi-typescript from /openapi.json (npm run api-types), checked by a test.
      'apps/cli/src/generated/**',
    ],
  },
  js.configs.recommended,
  // The rules that need types (recommendedTypeChecked's) run in oxlint's type-aware mode
  // (.oxlintrc.json), on TypeScript 7: the same findings in a tenth of the time (#32).
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // packages/ui takes props and calls back: it never fetches and never routes.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'ui never fetches: data comes in props.' },
            { name: 'react-router', message: 'ui never routes: take an onNavigate callback.' },
            { name: 'react-router-dom', message: 'ui never routes: take an onNavigate callback.' },
            { name: 'react-redux', message: 'ui has no store: props in, callbacks out.' },
            { name: '@reduxjs/toolkit', message: 'ui has no store: props in, callbacks out.' },
          ],
          patterns: [
            {
              group: ['../../*/src/*', '../../../*'],
              message: 'Import another package through its exports entry.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui never fetches: data comes in props.' },
      ],
    },
  },
  {
    // The console reads the store only through the typed hooks of src/app/hooks.ts (STYLE rule 12).
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: ['apps/console/src/app/hooks.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector / useAppDispatch from src/app/hooks.',
            },
          ],
          patterns: [
            {
              group: ['../../packages/*', '../../../packages/*'],
              message: 'Import packages through their exports entry.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's service or repo does not know HTTP, nor another feature's routes (issue #32;
    // `npm run depcheck` checks the same with dependency-cruiser).
    files: [
      'apps/server/src/**/*service.ts',
      'apps/server/src/**/*repo.ts',
      'apps/server/src/**/repo/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*'],
              message:
                'A service or repo does not import the HTTP layer: errors are in src/errors.ts, ' +
                'access rules in auth/access.ts, the wiring type in deps.ts.',
            },
            {
              group: ['**/routes.js', '**/*-routes.js'],
              message: 'Import what a route file uses from where it lives, not the routes file.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // packages/domain is the spec as pure code: nothing of ours, no React, no I/O, no clock, no chance.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@switchboard/*'], message: 'domain imports nothing of ours.' },
            { group: ['react', 'react-*', 'react/*'], message: 'domain has no React.' },
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process', 'os'],
              message: 'domain does no I/O.',
            },
            { group: ['../../*'], message: 'Import another package through its exports entry.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in: domain has no clock.' },
        {
          object: 'Math',
          property: 'random',
          message: 'Pass `random` in: domain has no randomness.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in: domain has no clock.',
        },
      ],
    },
  },
  {
    // Tests read JSON answers of real HTTP calls: untyped by nature.
    files: ['**/*.test.ts', '**/*.pg-test.ts', '**/*.redis-test.ts', '**/src/test/**/*.ts'],
    rules: {
      'no-restricted-properties': 'off',
      'no-restricted-syntax': 'off',
      // And the no-unsafe-* rules, which need types, are off for them in .oxlintrc.json.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  prettier,
);
