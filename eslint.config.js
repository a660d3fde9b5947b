// @ts-check
import tseslint from 'typescript-eslint';

/**
 * ESLint runs the one rule oxlint has no counterpart for: `no-restricted-syntax`, an AST selector,
 * here the domain's `new Date()` (`npm run lint` runs it on packages/domain/src alone). Every other
 * rule (the recommended sets of ESLint, typescript-eslint and React's hooks, the import
 * boundaries, the domain's `Date.now` and `Math.random`) runs in oxlint, `.oxlintrc.json` (#32).
 */
export default tseslint.config({
  // packages/domain is the spec as pure code: no clock.
  files: ['packages/domain/src/**/*.ts'],
  ignores: ['**/*.test.ts'],
  languageOptions: { parser: tseslint.parser },
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'Pass `now` in: domain has no clock.',
      },
    ],
  },
});
