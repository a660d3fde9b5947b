import { describe, expect, it } from 'vitest';
import {
  allowedPlaceholders,
  checkPlaceholders,
  countPlaceholders,
  formatPlaceholder,
  isLegacyOrigin,
  LEGACY_EXCLUDED_PLACEHOLDERS,
  PLACEHOLDER_NAMES,
  placeholderProblemText,
  placeholdersAreClean,
  playerGeoPlaceholderValues,
  pokeHasFilters,
  renderPlaceholders,
  usedPlaceholders,
} from './placeholders.js';

describe('placeholder names', () => {
  it('allows the spec names for other origins', () => {
    expect(PLACEHOLDER_NAMES).toEqual([
      'hairColor',
      'eyeColor',
      'build',
      'city',
      'province',
      'name',
      'age',
      'distance',
      'timeOfDay',
      'playerProvince',
      'playerCity',
    ]);
    expect(allowedPlaceholders('api')).toEqual([...PLACEHOLDER_NAMES]);
  });

  it.each([['legacy'], [null], [undefined]])('excludes some names for origin %s', (origin) => {
    const allowed = allowedPlaceholders(origin);
    for (const name of LEGACY_EXCLUDED_PLACEHOLDERS) expect(allowed).not.toContain(name);
    expect(allowed).toEqual(['hairColor', 'eyeColor', 'build', 'city', 'province', 'name', 'age']);
    expect(isLegacyOrigin(origin)).toBe(true);
  });

  it('formats a placeholder', () => {
    expect(formatPlaceholder('city')).toBe('%[city]%');
  });
});

describe('checkPlaceholders', () => {
  it.each([
    ['%[name]%', 'valid', undefined, 'name'],
    ['%[foo]%', 'invalid', 'unknown-name', 'foo'],
    ['%[first_name]%', 'invalid', 'unknown-name', 'first_name'],
    ['%[Name]%', 'invalid', 'unknown-name', 'Name'],
    ['%[ name]%', 'broken', 'misspaced', 'name'],
    ['%[name ]%', 'broken', 'misspaced', 'name'],
    ['% [name]%', 'broken', 'misspaced', 'name'],
    ['%[name] %', 'broken', 'misspaced', 'name'],
    ['%[name]', 'broken', 'malformed', 'name'],
    ['[name]%', 'broken', 'malformed', 'name'],
    ['%name]%', 'broken', 'malformed', 'name'],
    ['%name]', 'broken', 'malformed', 'name'],
    ['%[name%', 'broken', 'malformed', 'name'],
    ['[name%', 'broken', 'malformed', 'name'],
    ['%[name', 'broken', 'malformed', 'name'],
    ['[name]', 'broken', 'malformed', 'name'],
    ['% [name] %', 'broken', 'misspaced', 'name'],
    ['%[]%', 'broken', 'malformed', ''],
    ['%[na me]%', 'broken', 'malformed', 'na me'],
  ])('%s is %s (%s)', (text, status, problem, name) => {
    const checks = checkPlaceholders(`Hi ${text}!`, 'api');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ text, status, name, start: 3, end: 3 + text.length });
    expect(checks[0]?.problem).toBe(problem);
  });

  it('offers the well-formed text for a broken known name', () => {
    expect(checkPlaceholders('%[ city]%')[0]?.fix).toBe('%[city]%');
    expect(checkPlaceholders('%[ town]%')[0]).not.toHaveProperty('fix');
  });

  it('marks a name the legacy origin excludes as invalid there only', () => {
    expect(checkPlaceholders('%[playerCity]%', 'legacy')[0]).toMatchObject({
      status: 'invalid',
      problem: 'not-for-legacy-origin',
    });
    expect(checkPlaceholders('%[playerCity]%', 'api')[0]?.status).toBe('valid');
  });

  it.each([
    ['plain text', 'Hello there'],
    ['a bracketed word', 'See [link] below'],
    ['percentages', 'Save 50% today, 20% tomorrow'],
    ['a percentage inside brackets', '[50% off]'],
    ['a percentage before a bracketed note', 'Save 50% [today only]'],
    ['a bracketed note before a percentage', '[ends soon] 50% off'],
  ])('finds nothing in %s', (_name, content) => {
    expect(checkPlaceholders(content)).toEqual([]);
  });

  it('returns every variable with positions usable for highlighting', () => {
    const content = 'Hey %[name]%, from %[ city]% at %[foo]%';
    const checks = checkPlaceholders(content, 'api');
    expect(checks.map((check) => [check.status, content.slice(check.start, check.end)])).toEqual([
      ['valid', '%[name]%'],
      ['broken', '%[ city]%'],
      ['invalid', '%[foo]%'],
    ]);
  });

  it('counts offsets in UTF-16 code units after emoji', () => {
    const content = '😄 %[age]%';
    const [check] = checkPlaceholders(content);
    expect(content.slice(check?.start, check?.end)).toBe('%[age]%');
  });
});

describe('counting and use', () => {
  const content = '%[name]% %[name]% %[age]% %[ city]% %[foo]% %[distance]%';

  it('counts each status; broken and invalid are not used', () => {
    expect(countPlaceholders(checkPlaceholders(content, 'legacy'))).toEqual({
      valid: 3,
      invalid: 2,
      broken: 1,
    });
    expect(countPlaceholders(checkPlaceholders(content, 'api'))).toEqual({
      valid: 4,
      invalid: 1,
      broken: 1,
    });
  });

  it('lists the distinct valid variables in order of first use', () => {
    expect(usedPlaceholders(content, 'api')).toEqual(['name', 'age', 'distance']);
    expect(usedPlaceholders(content)).toEqual(['name', 'age']);
  });

  it('sends the used variables as hasFilters for other origins only', () => {
    expect(pokeHasFilters(content, 'api')).toEqual(['name', 'age', 'distance']);
    expect(pokeHasFilters(content, 'legacy')).toBeUndefined();
    expect(pokeHasFilters('no variables', 'api')).toEqual([]);
  });

  it('is clean only when every variable is valid', () => {
    expect(placeholdersAreClean(checkPlaceholders('%[name]%'))).toBe(true);
    expect(placeholdersAreClean(checkPlaceholders('%[name]'))).toBe(false);
  });
});

describe('playerGeoPlaceholderValues', () => {
  const geo = [
    { region1: 'Utrecht', locality: 'Amersfoort', county: 'U', town: 'Zeist' },
    { region1: 'Holland', locality: 'Delft' },
  ];
  const config = {
    geoWizardEnabled: true,
    geoStrategyRegionField: null,
    geoStrategyCityField: null,
  };

  it('reads the first geo entry when the geo wizard is on', () => {
    expect(playerGeoPlaceholderValues(geo, config)).toEqual({
      playerProvince: 'Utrecht',
      playerCity: 'Amersfoort',
    });
  });

  it("uses the domain's geo strategy fields when set", () => {
    expect(
      playerGeoPlaceholderValues(geo, {
        ...config,
        geoStrategyRegionField: 'county',
        geoStrategyCityField: 'town',
      }),
    ).toEqual({ playerProvince: 'U', playerCity: 'Zeist' });
  });

  it.each([
    ['the geo wizard is off', geo, { ...config, geoWizardEnabled: false }],
    ['there is no geo entry', [], config],
    ['the entries are missing', undefined, config],
    ['the fields are not text', [{ region1: 3, locality: null }], config],
  ])('is empty when %s', (_name, entries, domainConfig) => {
    expect(playerGeoPlaceholderValues(entries, domainConfig)).toEqual({
      playerProvince: '',
      playerCity: '',
    });
  });
});

describe('renderPlaceholders', () => {
  it('fills valid variables that have a value and leaves the rest', () => {
    expect(
      renderPlaceholders(
        'Hi %[name]% from %[city]%, %[ age]% %[playerCity]%',
        { name: 'Bob', playerCity: 'Ede' },
        'api',
      ),
    ).toBe('Hi Bob from %[city]%, %[ age]% Ede');
    expect(renderPlaceholders('%[playerCity]%', { playerCity: 'Ede' }, 'legacy')).toBe(
      '%[playerCity]%',
    );
  });

  it('leaves unknown and broken variables as written, filling the valid ones around them', () => {
    expect(renderPlaceholders('%[foo]% %[name]% %[ name]% %[bar%', { name: 'Bob' }, 'api')).toBe(
      '%[foo]% Bob %[ name]% %[bar%',
    );
    expect(renderPlaceholders('No variables', { name: 'Bob' })).toBe('No variables');
  });
});

describe('placeholderProblemText', () => {
  it.each([
    ['%[name]%', 'api', null],
    ['%[ name]%', 'api', 'The variable %[ name]% is broken: write %[name]%.'],
    ['%[ town]%', 'api', 'The variable %[ town]% is broken.'],
    ['%[town%', 'api', 'The variable %[town% is broken.'],
    ['%[distance]%', 'legacy', 'The variable %[distance]% cannot be used for the legacy origin.'],
    ['%[town]%', 'api', 'The variable %[town]% is not a known variable.'],
  ])('says why %s (origin %s) keeps the message from being saved', (text, origin, expected) => {
    const [check] = checkPlaceholders(text, origin);
    expect(check && placeholderProblemText(check)).toBe(expected);
  });
});
