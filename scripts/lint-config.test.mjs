// The lint rules that need types run in oxlint (.oxlintrc.json), the rest in ESLint
// (eslint.config.js): the two files must not drift apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import eslintConfig from '../eslint.config.js';
import { ROOT } from './lib.mjs';

const oxlint = JSON.parse(readFileSync(join(ROOT, '.oxlintrc.json'), 'utf8'));

/** The rules a list of flat configs turns on, by name, with their setting. */
const rulesOf = (configs) => Object.assign({}, ...configs.map((config) => config.rules ?? {}));

describe('the lint configuration', () => {
  it("runs in oxlint exactly the typed rules typescript-eslint's recommendedTypeChecked adds", () => {
    const plain = rulesOf(tseslint.configs.recommended);
    const typed = Object.entries(rulesOf(tseslint.configs.recommendedTypeChecked))
      .filter(([name, setting]) => name.startsWith('@typescript-eslint/') && setting === 'error')
      .filter(([name]) => plain[name] !== 'error')
      .map(([name]) => name.replace('@typescript-eslint/', 'typescript/'))
      .sort();
    const inOxlint = Object.entries(oxlint.rules)
      .filter(([, setting]) => setting === 'error')
      .map(([name]) => name)
      .sort();
    expect(inOxlint).toEqual(typed);
    expect(typed.length).toBeGreaterThan(20);
  });

  it('treats the same files as tests in both, with the typed rules ESLint relaxes there off', () => {
    const eslintTests = eslintConfig.find(
      (config) => config.rules?.['@typescript-eslint/no-explicit-any'] === 'off',
    );
    const [oxlintTests] = oxlint.overrides;
    expect(oxlintTests.files).toEqual(eslintTests.files);
    expect(Object.values(oxlintTests.rules)).toEqual(
      Object.values(oxlintTests.rules).map(() => 'off'),
    );
    expect(Object.keys(oxlintTests.rules).sort()).toEqual(
      ['argument', 'assignment', 'call', 'member-access', 'return'].map(
        (r) => `typescript/no-unsafe-${r}`,
      ),
    );
    // ESLint itself builds no TypeScript program.
    expect(
      eslintConfig.some((config) => config.languageOptions?.parserOptions?.projectService),
    ).toBe(false);
  });
});
