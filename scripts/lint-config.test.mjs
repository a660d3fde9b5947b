// Every lint rule runs in oxlint (.oxlintrc.json); ESLint (eslint.config.js) runs the one oxlint
// lacks. The recommended sets the repo chose (ESLint's, typescript-eslint's with and without
// types, React's hooks) are read from their own packages here, so a rule they add, or one dropped
// from .oxlintrc.json, fails this test rather than going unchecked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import eslintConfig from '../eslint.config.js';
import { ROOT } from './lib.mjs';

const oxlint = JSON.parse(readFileSync(join(ROOT, '.oxlintrc.json'), 'utf8'));

/** The rules a list of flat configs turns on, by name, with their setting. */
const rulesOf = (configs) => Object.assign({}, ...configs.map((config) => config.rules ?? {}));
const severity = (setting) => (Array.isArray(setting) ? setting[0] : setting);
const isOn = (setting) => setting !== undefined && !['off', 0].includes(severity(setting));
const on = (rules) =>
  Object.entries(rules)
    .filter(([, setting]) => isOn(setting))
    .map(([name]) => name);

/** Rules oxlint implements once for JavaScript and TypeScript alike, under ESLint's name. */
const ONE_RULE_IN_OXLINT = { '@typescript-eslint/no-unused-vars': 'eslint/no-unused-vars' };

/** A rule's name in oxlint. */
const inOxlint = (name) =>
  ONE_RULE_IN_OXLINT[name] ??
  (name.startsWith('@typescript-eslint/')
    ? name.replace('@typescript-eslint/', 'typescript/')
    : name.startsWith('react-hooks/')
      ? name.replace('react-hooks/', 'react/')
      : `eslint/${name}`);

/** Rules of the recommended sets oxlint does not have, and why nothing is lost without them. */
const NOT_IN_OXLINT = {
  'no-dupe-args': 'a syntax error in strict code: every ES module and TypeScript file',
  'no-octal': 'a syntax error in strict code: every ES module and TypeScript file',
  'react-hooks/config': "checks the React Compiler's own options; the repo sets none",
  'react-hooks/gating': "checks the React Compiler's gating option; the repo sets none",
};

/** typescript-eslint rules the repo turns on beyond its recommended sets. */
const OUR_OWN = ['typescript/consistent-type-imports'];

const overrideFor = (glob) => oxlint.overrides.find((override) => override.files.includes(glob));
const TEST_FILES = ['**/*.test.ts', '**/*.pg-test.ts', '**/*.redis-test.ts', '**/src/test/**/*.ts'];

/** The rules typescript-eslint's recommendedTypeChecked adds to recommended: the typed ones. */
const typed = () => {
  const plain = rulesOf(tseslint.configs.recommended);
  return Object.entries(rulesOf(tseslint.configs.recommendedTypeChecked))
    .filter(([name, setting]) => name.startsWith('@typescript-eslint/') && setting === 'error')
    .filter(([name]) => plain[name] !== 'error')
    .map(([name]) => name);
};

describe('the lint configuration', () => {
  it('runs in oxlint every rule ESLint and typescript-eslint recommend for TypeScript', () => {
    const forTypeScript = on({
      ...js.configs.recommended.rules,
      ...rulesOf(tseslint.configs.recommended),
    });
    const missing = forTypeScript
      .filter((name) => !(name in NOT_IN_OXLINT))
      .filter((name) => !isOn(oxlint.rules[inOxlint(name)]));
    expect(missing).toEqual([]);
    expect(forTypeScript.length).toBeGreaterThan(60);
  });

  it('runs in oxlint every rule ESLint recommends for JavaScript, on the JavaScript files', () => {
    const forJavaScript = overrideFor('**/*.mjs');
    const missing = on(js.configs.recommended.rules)
      .filter((name) => !(name in NOT_IN_OXLINT))
      .filter((name) => !isOn(forJavaScript.rules[inOxlint(name)] ?? oxlint.rules[inOxlint(name)]));
    expect(missing).toEqual([]);
    expect(forJavaScript.rules['eslint/no-undef']).toBe('error');
  });

  it("runs React's recommended hook rules on every .tsx file, at their own severity", () => {
    const forTsx = overrideFor('**/*.tsx');
    const expected = Object.fromEntries(
      Object.entries(reactHooks.configs.recommended.rules)
        .filter(([name]) => !(name in NOT_IN_OXLINT))
        .map(([name, setting]) => [inOxlint(name), setting]),
    );
    expect(forTsx.rules).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(12);
  });

  it("runs exactly typescript-eslint's typed rules in type-aware mode, not on JavaScript", () => {
    const names = typed().map(inOxlint);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(oxlint.rules[name], name).toBe('error');
    // And no other typescript-eslint rule beyond the untyped recommended set and ours.
    const untyped = on(rulesOf(tseslint.configs.recommended)).map(inOxlint);
    const beyond = Object.keys(oxlint.rules).filter(
      (name) =>
        name.startsWith('typescript/') && !untyped.includes(name) && !OUR_OWN.includes(name),
    );
    expect(beyond.sort()).toEqual(names.sort());
    const forJavaScript = overrideFor('**/*.mjs');
    for (const name of names) expect(forJavaScript.rules[name], name).toBe('off');
  });

  it('relaxes the untyped-JSON rules for tests only, and ESLint runs one rule, without types', () => {
    const [forTests] = oxlint.overrides;
    expect(forTests.files).toEqual(TEST_FILES);
    expect(Object.values(forTests.rules)).toEqual(Object.values(forTests.rules).map(() => 'off'));
    expect(Object.keys(forTests.rules).sort()).toEqual([
      'eslint/no-restricted-properties',
      'typescript/no-explicit-any',
      ...['argument', 'assignment', 'call', 'member-access', 'return'].map(
        (r) => `typescript/no-unsafe-${r}`,
      ),
    ]);
    expect(eslintConfig.flatMap((config) => on(config.rules ?? {}))).toEqual([
      'no-restricted-syntax',
    ]);
    expect(
      eslintConfig.some((config) => config.languageOptions?.parserOptions?.projectService),
    ).toBe(false);
  });
});
