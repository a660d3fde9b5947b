import { describe, expect, it } from 'vitest';
import * as catalogue from './messages.js';

type Text = (...args: never[]) => unknown;

/** Every text function of the catalogue, with its path (e.g. `ABUSE_MESSAGES.claimedBy`). */
function textFunctions(value: unknown, path: string): [string, Text][] {
  if (typeof value === 'function') return [[path, value as Text]];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => textFunctions(inner, `${path}.${key}`));
}

// Arguments a text may be given: counts, names, times, lists. Each function must make a text of
// one kind of them (a number where it counts, a string where it names).
const PROBES: unknown[][] = [
  [7, 3, 2, 1],
  ['Eva', 'nl', 'flirt-nl.demo.test', '%[city]%'],
  [['Eva', 'Lotte'], ['nl']],
  [{ count: 2, name: 'Eva', locale: 'nl' }, 1],
];

describe('the text catalogue (messages.ts and the modules it re-exports)', () => {
  const texts = Object.entries(catalogue).flatMap(([name, value]) =>
    /MESSAGES$|^messages$/.test(name) ? textFunctions(value, name) : [],
  );

  it('has text functions to check', () => {
    expect(texts.length).toBeGreaterThan(50);
  });

  it.each(texts)('%s makes a text that shows what it was given', (_path, text) => {
    const made = PROBES.flatMap((args) => {
      try {
        const result = (text as (...args: unknown[]) => unknown)(...args);
        return typeof result === 'string' && result.trim() !== '' ? [{ args, result }] : [];
      } catch {
        return [];
      }
    });
    expect(made.length).toBeGreaterThan(0);
    // A text with arguments puts at least one of them in (a count, a name, a time).
    if (text.length > 0) {
      expect(
        made.some(({ args, result }) =>
          args.some((arg) => {
            const shown = Array.isArray(arg) ? String(arg[0]) : String(arg);
            return typeof arg !== 'object' || Array.isArray(arg) ? result.includes(shown) : true;
          }),
        ),
      ).toBe(true);
    }
  });
});
