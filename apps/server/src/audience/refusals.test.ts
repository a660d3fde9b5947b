import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, SITE_A, startPokeServer } from '../pokes/test-support.js';
import type { TestServer } from '../test/harness.js';

/**
 * Issue #27: the count, countTargets and the preflight read the filters with the same schema as
 * a poke being saved, so they refuse what it refuses (400 naming the field, in words, never a
 * 500), and the preflight names the placeholders that would keep the poke from being saved.
 */

let server: TestServer;
let poker: string;
let profileUuid: string;

beforeAll(async () => {
  let profile;
  ({ server, poker, profile } = await startPokeServer((made) => [
    customer(made, { name: 'anna' }),
  ]));
  profileUuid = profile.uuid;
});
afterAll(async () => {
  await server?.close();
});

const ZOD_WORDS = /expected|Too (big|small)|Invalid input|Unrecognized|Invalid option/;

type Answer = Awaited<ReturnType<TestServer['call']>>;

function expectRefused(answer: Answer, field: string, words: string): void {
  const label = JSON.stringify(answer.body);
  expect(answer.status, label).toBe(400);
  expect(answer.body.error.message, label).toBe(`${field}: ${words}`);
  expect(answer.body.error.issues, label).toContainEqual({ field, message: words });
  for (const each of answer.body.error.issues as { message: string }[]) {
    expect(each.message, label).not.toMatch(ZOD_WORDS);
  }
}

const filterText = (filters: unknown) => encodeURIComponent(JSON.stringify(filters));

/** The three calls that count an audience, each with these filters. */
const counts = (filters: unknown, origin?: string) => {
  const tail = `filters=${filterText(filters)}${origin ? `&origin=${origin}` : ''}`;
  return [
    server.call(
      'GET',
      `/profile/poke/customers/count?sites[]=${SITE_A}&entertainment_profile_uuid=${profileUuid}&${tail}`,
      { token: poker },
    ),
    server.call(
      'GET',
      `/message-central/${SITE_A}/pokes/countTargets?profileCmsId=${profileUuid}&${tail}`,
      { token: poker },
    ),
    server.call('POST', '/profile/poke/preflight', {
      token: poker,
      body: {
        sites: [SITE_A],
        locale: 'nl',
        ...(origin ? { origin: { type: origin } } : {}),
        filters,
        content: 'Hoi %[name]%',
        profileUuid,
      },
    }),
  ];
};

describe('counting refuses what saving refuses', () => {
  it('answers a last login past its bound with a 400 naming it, not a 500', async () => {
    for (const answer of await Promise.all(counts({ lastLogin: 1_000_000_000 }))) {
      expectRefused(
        answer,
        'filters.lastLogin',
        'Last login must be a whole number from 0 to 3650 days.',
      );
    }
    for (const answer of await Promise.all(counts({ lastLogin: 1_000_000_000 }, 'api'))) {
      expectRefused(
        answer,
        'filters.lastLogin',
        'Last login must be a whole number from 0 to 3650 days.',
      );
    }
  });

  it('refuses an unknown filter group instead of counting everyone', async () => {
    for (const answer of await Promise.all(counts({ ages: ['18-25'] }))) {
      expectRefused(answer, 'filters', 'There is no filter called "ages".');
    }
  });

  it('refuses a negative limit and a minimum age above the maximum, in words', async () => {
    for (const answer of await Promise.all(counts({ limit: -1 }))) {
      expectRefused(answer, 'filters.limit', 'Limit must be a whole number from 1 to 1000000.');
    }
    for (const answer of await Promise.all(counts({ age_min: 60, age_max: 30 }, 'api'))) {
      expectRefused(
        answer,
        'filters.age_min',
        'The minimum age cannot be higher than the maximum age.',
      );
    }
  });
});

describe('POST /profile/poke/preflight', () => {
  const preflight = (content: string, origin = 'legacy') =>
    server.call('POST', '/profile/poke/preflight', {
      token: poker,
      body: { sites: [SITE_A], locale: 'nl', origin: { type: origin }, content, profileUuid },
    });

  it('lists the broken and invalid placeholders with their fixes', async () => {
    const answer = await preflight('Hoi %[name%, %[ name ]% en %[foo]%, uit %[city]%');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.used).toEqual(['city']);
    expect(answer.body.data.problems).toEqual([
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
    const legacy = await preflight('Bij %[playerCity]%');
    expect(legacy.body.data.problems).toEqual([
      {
        text: '%[playerCity]%',
        status: 'invalid',
        message: 'The variable %[playerCity]% cannot be used for the legacy origin.',
      },
    ]);
    const clean = await preflight('Hoi %[name]%');
    expect(clean.body.data.problems).toEqual([]);
  });

  it('refuses a message over the length limit in words', async () => {
    const answer = await preflight('a'.repeat(10_001));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(
      /^content: The message may have at most \d+ characters\.$/,
    );
  });
});
