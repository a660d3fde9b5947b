import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@switchboard/domain';
import { customers } from '../db/poke-schema.js';
import { createUser } from '../chats/test-support.js';
import {
  customer,
  daysAgo,
  SITE_A,
  SITE_B,
  SITE_FR,
  startPokeServer,
} from '../pokes/test-support.js';
import type { TestServer } from '../test/harness.js';

let server: TestServer;
let poker: string;
let profileUuid: string;

beforeAll(async () => {
  let profile;
  ({ server, poker, profile } = await startPokeServer((made) => {
    const c = (fields: Parameters<typeof customer>[1]) => customer(made, fields);
    return [
      // SITE_A: 8 customers who logged in this week (one of them disabled), 1 who did not
      c({ name: 'anna', gender: 'female', age: 22, hasPhoto: true, hairColour: 'red' }),
      c({ name: 'bert', age: 40, creditsBalance: 20, lastPaidAt: daysAgo(made, 3) }),
      c({ name: 'bas', age: null, gender: null, lastPaidAt: daysAgo(made, 60) }),
      c({ name: 'carl', age: 60, inConversation: true, region1: 'Utrecht', locality: 'Utrecht' }),
      c({ name: 'dirk', age: 50, duplicateIpLevel: 2, hasText: true, isDoi: true }),
      c({ name: 'evi', gender: 'couple', age: 33, hairColour: 'blond', snowflake: true }),
      c({ name: 'frank', age: 27, region1: 'Utrecht', locality: 'Amersfoort' }),
      c({ name: 'gone', isDisabled: true }),
      c({ name: 'old', lastLoginAt: daysAgo(made, 30) }),
      // SITE_B: 2 this week
      c({ domain: SITE_B, name: 'hans' }),
      c({ domain: SITE_B, name: 'ilse', gender: 'female', hairColour: 'red' }),
      // a site of a locale the poker may not see
      c({ domain: SITE_FR, locale: 'fr', name: 'jean' }),
    ];
  }));
  profileUuid = profile.uuid;
});
afterAll(async () => {
  await server?.close();
});

function countPath(filters: unknown, extra: Record<string, string | string[]> = {}) {
  const params = new URLSearchParams();
  for (const site of [SITE_A, SITE_B]) params.append('sites[]', site);
  params.set('entertainment_profile_uuid', profileUuid);
  if (filters !== undefined) params.set('filters', JSON.stringify(filters));
  for (const [key, value] of Object.entries(extra)) {
    for (const item of [value].flat()) params.append(key, item);
  }
  return `/profile/poke/customers/count?${params.toString()}`;
}

const countOf = async (filters: unknown, extra: Record<string, string | string[]> = {}) => {
  const answer = await server.call('GET', countPath(filters, extra), { token: poker });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as {
    estimate: number;
    targetsPerDomain: { site: string; estimate: number; reached: number }[];
    funnel?: { total: number; steps: { filter: string; estimate: number }[] };
  };
};

describe('GET /profile/poke/customers/count (legacy filters)', () => {
  it('counts per site: logged in within 7 days by default, never a disabled customer', async () => {
    const data = await countOf(undefined);
    expect(data.targetsPerDomain).toEqual([
      { site: SITE_A, estimate: 7, reached: 0 },
      { site: SITE_B, estimate: 2, reached: 0 },
    ]);
    expect(data.estimate).toBe(9);
  });

  it('treats a group with nothing (or everything) selected as all, and strips empty values', async () => {
    const all = await countOf({ gender: [], age: [], geoRegion1: { region1: '', locality: null } });
    expect(all.estimate).toBe(9);
    const everything = await countOf({
      gender: ['male', 'female', 'couple', 'transgender', 'unknown'],
    });
    expect(everything.estimate).toBe(9);
  });

  it('narrows by each group, unknown included', async () => {
    expect((await countOf({ gender: ['female'] })).estimate).toBe(2);
    expect((await countOf({ gender: ['unknown'] })).estimate).toBe(1);
    expect((await countOf({ gender: ['couple', 'female'] })).estimate).toBe(3);
    expect((await countOf({ age: ['18-25'] })).estimate).toBe(1);
    expect((await countOf({ age: ['55-99', 'unknown'] })).estimate).toBe(2);
    expect((await countOf({ photo: ['with'] })).estimate).toBe(1);
    expect((await countOf({ text: ['with'] })).estimate).toBe(1);
    expect((await countOf({ credits: ['has'] })).estimate).toBe(1);
    expect((await countOf({ credits: ['had'] })).estimate).toBe(1);
    expect((await countOf({ credits: ['never_had'] })).estimate).toBe(7);
    expect((await countOf({ lastPaid: ['1_week'] })).estimate).toBe(1);
    expect((await countOf({ lastPaid: ['older_than_1_month'] })).estimate).toBe(1);
    expect((await countOf({ inConversation: ['yes'] })).estimate).toBe(1);
    expect((await countOf({ inConversation: ['no'] })).estimate).toBe(8);
  });

  it('narrows by last login, duplicate IP level, place and limit', async () => {
    expect((await countOf({ lastLogin: 60 })).estimate).toBe(10);
    expect((await countOf({ lastLoginByHours: 2 })).estimate).toBe(9);
    expect((await countOf({ duplicate_ip_target_level: 1 })).estimate).toBe(8);
    expect((await countOf({ geoRegion1: { region1: 'Utrecht' } })).estimate).toBe(2);
    expect(
      (await countOf({ geoRegion1: { region1: 'Utrecht', locality: 'Utrecht' } })).estimate,
    ).toBe(1);
    const limited = await countOf({ limit: 8 });
    expect(limited.estimate).toBe(8);
    expect(limited.targetsPerDomain.map((site) => site.estimate)).toEqual([7, 1]);
  });

  it('targets named customers per domain with by_name', async () => {
    const rows = await server.handle.db.select().from(customers).where(eq(customers.name, 'hans'));
    const hans = rows[0];
    const data = await countOf({
      targetFilterType: 'by_name',
      namedTargets: { [SITE_B]: [{ uuid: hans?.uuid, name: 'hans' }], [SITE_A]: [] },
    });
    expect(data.targetsPerDomain).toEqual([
      { site: SITE_A, estimate: 0, reached: 0 },
      { site: SITE_B, estimate: 1, reached: 0 },
    ]);
  });

  it('shows the funnel: how each chosen filter narrows the customers of the sites', async () => {
    const data = await countOf({ gender: ['male'], age: ['26-35', '36-45'] }, { funnel: 'true' });
    expect(data.funnel).toEqual({
      total: 10,
      steps: [
        { filter: 'age', label: 'Age', estimate: 6 },
        { filter: 'gender', label: 'Gender', estimate: 4 },
        { filter: 'lastLogin', label: 'Last login', estimate: 3 },
      ],
      // per site, in the order asked; the two add up to the funnel above
      perDomain: [
        {
          site: SITE_A,
          total: 8,
          steps: [
            { filter: 'age', label: 'Age', estimate: 4 },
            { filter: 'gender', label: 'Gender', estimate: 3 },
            { filter: 'lastLogin', label: 'Last login', estimate: 2 },
          ],
        },
        {
          site: SITE_B,
          total: 2,
          steps: [
            { filter: 'age', label: 'Age', estimate: 2 },
            { filter: 'gender', label: 'Gender', estimate: 1 },
            { filter: 'lastLogin', label: 'Last login', estimate: 1 },
          ],
        },
      ],
    });
    expect(data.estimate).toBe(3);
  });
});

describe('GET /profile/poke/customers/count (other origins)', () => {
  it('counts with the other-origin filters and the placeholders the message uses', async () => {
    const api = (filters: unknown, extra = {}) => countOf(filters, { origin: 'api', ...extra });
    // gender defaults to male; no lastLogin filter unless one is given
    expect((await api({})).estimate).toBe(7);
    expect((await api({ gender: 'female' })).estimate).toBe(2);
    expect((await api({ gender: 'female', hair_colour: ['red'] })).estimate).toBe(2);
    expect((await api({ age_min: 45, age_max: 99 })).estimate).toBe(2);
    expect((await api({ is_disabled: false })).estimate).toBe(6);
    expect((await api({ is_doi: true })).estimate).toBe(1);
    expect((await api({ region1: 'Utrecht', locality: 'Amersfoort' })).estimate).toBe(1);
    expect((await api({ lastLogin: 7 })).estimate).toBe(6);
    expect((await api({}, { 'hasFilters[]': ['city'] })).estimate).toBe(2);
  });
});

describe('GET /profile/poke/customers/count refusals', () => {
  const status = async (path: string, token = poker) =>
    (await server.call('GET', path, { token })).status;

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = async (path: string, field: string) => {
      const answer = await server.call('GET', path, { token: poker });
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.message.startsWith(`${field}:`), answer.body.error.message).toBe(
        true,
      );
    };
    await bad(countPath({ age_min: 17 }, { origin: 'api' }), 'filters.age_min');
    await bad(countPath({ age: ['12-15'] }), 'filters.age.0');
    await bad(`${countPath(undefined)}&filters=%7B`, 'filters');
    await bad(`/profile/poke/customers/count?entertainment_profile_uuid=${profileUuid}`, 'sites');
    await bad(`/profile/poke/customers/count?sites[]=${SITE_A}`, 'entertainment_profile_uuid');
    await bad(countPath(undefined, { 'sites[]': 'nowhere.test' }), 'sites');
  });

  it('answers 404 for an unknown profile, 403 for other roles and other geos, 401 without a token', async () => {
    const unknown = await server.call(
      'GET',
      `/profile/poke/customers/count?sites[]=${SITE_A}&entertainment_profile_uuid=nobody`,
      { token: poker },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(messages.noEntertainmentProfile);
    expect(await status(countPath(undefined), await server.tokenFor('demo-operator'))).toBe(403);
    expect(await status(countPath(undefined, { 'sites[]': SITE_FR }))).toBe(403);
    const dePoker = await createUser(server, ['CHAT_POKER'], ['de']);
    expect(await status(countPath(undefined), dePoker.token)).toBe(403);
    expect((await server.call('GET', countPath(undefined))).status).toBe(401);
    expect(await status(countPath(undefined), await server.tokenFor('demo-admin'))).toBe(200);
  });
});

describe('message-central audience calls', () => {
  const central = `/message-central/${SITE_A}/pokes`;

  it('countTargets counts like the Central API, on the path’s site by default', async () => {
    const filters = encodeURIComponent(JSON.stringify({ gender: ['female'] }));
    const own = await server.call(
      'GET',
      `${central}/countTargets?profileCmsId=${profileUuid}&filters=${filters}`,
      { token: poker },
    );
    expect(own.status).toBe(200);
    expect(own.body.data.targetsPerDomain).toEqual([{ site: SITE_A, estimate: 1, reached: 0 }]);
    const both = await server.call(
      'GET',
      `${central}/countTargets?profileCmsId=${profileUuid}&sites=${SITE_A}&sites=${SITE_B}&filters=${filters}`,
      { token: poker },
    );
    expect(both.body.data.estimate).toBe(2);
  });

  it('getTargets lists uuid and name of the customers reached, a page at a time', async () => {
    const answer = await server.call(
      'GET',
      `${central}/getTargets?profileCmsId=${profileUuid}&limit=3&page=2`,
      { token: poker },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((hit: { name: string }) => hit.name)).toEqual([
      'carl',
      'dirk',
      'evi',
    ]);
    expect(answer.body.data[0]).toMatchObject({ site: SITE_A, uuid: expect.any(String) });
  });

  it('filterPlayer finds customers of a site by the start of their name', async () => {
    const answer = await server.call('GET', `${central}/filterPlayer?site=${SITE_A}&query=B`, {
      token: poker,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((hit: { name: string }) => hit.name)).toEqual(['bas', 'bert']);
    const none = await server.call('GET', `${central}/filterPlayer?site=${SITE_A}&query=%25`, {
      token: poker,
    });
    expect(none.body.data).toEqual([]);
    const bad = await server.call('GET', `${central}/filterPlayer?site=${SITE_A}&limit=0`, {
      token: poker,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^limit:/);
  });
});

describe('customers table', () => {
  it('holds the demo customers, every filter column filled where the profile has it', async () => {
    const [row] = await server.handle.db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.domain, 'flirt-nl.demo.test'));
    expect(Number(row?.n)).toBeGreaterThan(0);
    const [missing] = await server.handle.db
      .select({ n: count() })
      .from(customers)
      .where(sql`${customers.domain} = 'flirt-nl.demo.test' and ${customers.lastLoginAt} is null`);
    expect(Number(missing?.n)).toBe(0);
  });
});

describe('POST /profile/poke/preflight', () => {
  it('renders the message for the first recipients of each site and counts missing values', async () => {
    const answer = await server.call('POST', '/profile/poke/preflight', {
      token: poker,
      body: {
        sites: [SITE_A, SITE_B],
        locale: 'nl',
        filters: { gender: ['male', 'female'] },
        content: 'Hoi %[name]% uit %[city]%, %[age]%?',
        profileUuid,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { used, perDomain } = answer.body.data;
    expect(used).toEqual(['name', 'city', 'age']);
    expect(perDomain[0]).toMatchObject({
      site: SITE_A,
      estimate: 5,
      missing: { name: 0, city: 3, age: 0 },
    });
    expect(perDomain[0].samples.map((s: { text: string }) => s.text)).toEqual([
      'Hoi anna uit %[city]%, 22?',
      'Hoi bert uit %[city]%, 40?',
      'Hoi carl uit Utrecht, 60?',
    ]);
    expect(perDomain[1]).toMatchObject({ site: SITE_B, estimate: 2, missing: { city: 2 } });
  });

  it('refuses a bad body naming the field, and an unknown profile', async () => {
    const bad = await server.call('POST', '/profile/poke/preflight', {
      token: poker,
      body: { sites: [], locale: 'nl', content: '', profileUuid },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^sites:/);
    const unknown = await server.call('POST', '/profile/poke/preflight', {
      token: poker,
      body: { sites: [SITE_A], locale: 'nl', content: 'x', profileUuid: 'nobody' },
    });
    expect(unknown.status).toBe(404);
  });
});
