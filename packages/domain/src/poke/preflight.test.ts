import { describe, expect, it } from 'vitest';
import { Profile } from '../schemas/profile.js';
import {
  distanceKm,
  PokePreflightRequest,
  preflightPlaceholders,
  preflightProblems,
  recipientPlaceholderValues,
  renderForRecipient,
  timeOfDay,
} from './preflight.js';

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

describe('timeOfDay', () => {
  it.each([
    [0, 'night'],
    [5, 'night'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('reads hour %i as %s', (hour, part) => {
    expect(timeOfDay(hour)).toBe(part);
  });
});

describe('distanceKm', () => {
  it.each([
    ['the same point', [52.37, 4.9], [52.37, 4.9], 0],
    ['a quarter of the equator', [0, 0], [0, 90], 10_008],
    ['pole to pole', [90, 0], [-90, 0], 20_015],
    ['Amsterdam to Utrecht', [52.3676, 4.9041], [52.0907, 5.1214], 34],
  ] as const)('measures %s in whole km', (_what, a, b, km) => {
    expect(distanceKm([...a], [...b])).toBe(km);
    expect(distanceKm([...b], [...a])).toBe(km);
  });
});

describe('recipientPlaceholderValues', () => {
  const amsterdam = { latitude: 52.3676, longitude: 4.9041 };
  const utrecht = { latitude: 52.0907, longitude: 5.1214 };
  const player = Profile.parse({
    uuid: 'ep-1',
    name: 'Lisa',
    geo: [{ region1: 'Utrecht', locality: 'Utrecht', county: 'x', ...utrecht }],
  });
  const geoWizard = { geoWizardEnabled: true, geoStrategyRegionField: null };
  // 05:30 UTC is 06:30 in Amsterdam (winter time): night in UTC, morning there.
  const now = new Date('2026-11-24T05:30:00Z');

  it("fills every value of a customer who has them, the time of day in the customer's zone", () => {
    const customer = Profile.parse({
      uuid: 'c-1',
      name: 'Bob',
      age: 42,
      hair_colour: 'brown',
      eye_colour: 'blue',
      build: 'slim',
      geo: [
        {
          timezone: 'Europe/Amsterdam',
          region1: 'Noord-Holland',
          locality: 'Amsterdam',
          ...amsterdam,
        },
      ],
    });
    expect(recipientPlaceholderValues(customer, player, geoWizard, now)).toEqual({
      name: 'Bob',
      age: '42',
      hairColor: 'brown',
      eyeColor: 'blue',
      build: 'slim',
      city: 'Amsterdam',
      province: 'Noord-Holland',
      timeOfDay: 'morning',
      distance: '34 km',
      playerProvince: 'Utrecht',
      playerCity: 'Utrecht',
    });
  });

  it('leaves out what the customer lacks, and reads the time of day in UTC without a zone', () => {
    const customer = Profile.parse({ uuid: 'c-2', name: '', age: 0 });
    expect(recipientPlaceholderValues(customer, player, { geoWizardEnabled: false }, now)).toEqual({
      age: '0',
      timeOfDay: 'night',
    });
    const unknownZone = Profile.parse({ uuid: 'c-3', geo: [{ timezone: 'Not/AZone' }] });
    expect(recipientPlaceholderValues(unknownZone, player, geoWizard, now)).toEqual({
      timeOfDay: 'night',
      playerProvince: 'Utrecht',
      playerCity: 'Utrecht',
    });
  });

  it.each([
    ['the customer has no place', {}, utrecht],
    ['the customer has no longitude', { latitude: amsterdam.latitude }, utrecht],
    ['the profile has no place', amsterdam, null],
    ['the profile has no longitude', amsterdam, { latitude: utrecht.latitude }],
  ])('has no distance when %s', (_why, customerGeo, profileGeo) => {
    const customer = Profile.parse({ uuid: 'c-4', geo: [{ ...customerGeo }] });
    const profile = Profile.parse({ uuid: 'ep-2', geo: profileGeo ? [profileGeo] : [] });
    const values = recipientPlaceholderValues(customer, profile, { geoWizardEnabled: false }, now);
    expect(values).not.toHaveProperty('distance');
    expect(values).toEqual({ timeOfDay: 'night' });
  });

  it('reads coordinates sent as text', () => {
    const customer = Profile.parse({
      uuid: 'c-5',
      geo: [{ latitude: '52.3676', longitude: '4.9041' }],
    });
    expect(
      recipientPlaceholderValues(customer, player, { geoWizardEnabled: false }, now).distance,
    ).toBe('34 km');
  });
});

describe('renderForRecipient', () => {
  const values = { name: 'Bob', city: 'Amsterdam', distance: '34 km' };

  it("fills the recipient's values and leaves a placeholder without one as written", () => {
    expect(renderForRecipient('Hoi %[name]% in %[city]%, %[age]%?', 'api', values)).toBe(
      'Hoi Bob in Amsterdam, %[age]%?',
    );
  });

  it('leaves a placeholder the origin does not allow as written', () => {
    expect(renderForRecipient('%[name]%, %[distance]% away', 'legacy', values)).toBe(
      'Bob, %[distance]% away',
    );
    expect(renderForRecipient('%[name]%, %[distance]% away', 'api', values)).toBe(
      'Bob, 34 km away',
    );
  });
});

describe('preflightPlaceholders', () => {
  it('lists the valid placeholders once each, in order of first use', () => {
    expect(preflightPlaceholders('%[city]% %[name]% %[city]% %[ age]% %[foo]%', 'api')).toEqual([
      'city',
      'name',
    ]);
  });

  it('follows the origin, and is empty for a message without placeholders', () => {
    expect(preflightPlaceholders('%[name]% %[timeOfDay]% %[playerCity]%', 'legacy')).toEqual([
      'name',
    ]);
    expect(preflightPlaceholders('%[name]% %[timeOfDay]% %[playerCity]%', 'api')).toEqual([
      'name',
      'timeOfDay',
      'playerCity',
    ]);
    expect(preflightPlaceholders('Hoi!', 'api')).toEqual([]);
  });
});
