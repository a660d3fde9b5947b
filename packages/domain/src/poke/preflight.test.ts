import { describe, expect, it } from 'vitest';
import { PokePreflightRequest, preflightProblems } from './preflight.js';

describe('preflightProblems', () => {
  it('lists the broken and invalid placeholders in order, with the fix when the name is known', () => {
    expect(preflightProblems('Hoi %[name%, %[ name ]%, %[foo]% en %[city]%', 'legacy')).toEqual([
      {
        text: '%[name%',
        status: 'broken',
        fix: '%[name]%',
        message: 'The variable %[name% is broken: write %[name]%.',
      },
      {
        text: '%[ name ]%',
        status: 'broken',
        fix: '%[name]%',
        message: 'The variable %[ name ]% is broken: write %[name]%.',
      },
      {
        text: '%[foo]%',
        status: 'invalid',
        message: 'The variable %[foo]% is not a known variable.',
      },
    ]);
  });

  it('follows the origin: the legacy origin excludes some names', () => {
    expect(preflightProblems('In %[playerCity]%', 'legacy')).toEqual([
      {
        text: '%[playerCity]%',
        status: 'invalid',
        message: 'The variable %[playerCity]% cannot be used for the legacy origin.',
      },
    ]);
    expect(preflightProblems('In %[playerCity]%', 'api')).toEqual([]);
  });
});

describe('PokePreflightRequest', () => {
  it('refuses a message past the poke message limit in words', () => {
    const result = PokePreflightRequest.safeParse({
      sites: ['a.example.nl'],
      locale: 'nl',
      content: 'x'.repeat(2_001),
      profileUuid: 'p',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['content', 'The message may have at most 2000 characters.'],
    ]);
  });
});
