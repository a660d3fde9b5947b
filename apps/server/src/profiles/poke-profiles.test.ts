import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@switchboard/domain';
import { EntertainmentProfileSearchResponse, messages } from '@switchboard/domain';
import { customers } from '../db/poke-schema.js';
import { profiles } from '../db/schema.js';
import { addTestSites, customer, SITE_A } from '../pokes/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let poker: string;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  poker = await server.tokenFor('demo-poker');
  operator = await server.tokenFor('demo-operator');
  await addTestSites(server);
  await server.handle.db
    .insert(customers)
    .values([
      customer(server, { uuid: 'credits-1', creditsBalance: 42, hairColour: 'purple' }),
      customer(server, { uuid: 'credits-fr', locale: 'fr', domain: 'count-fr.demo.test' }),
    ]);
  await server.handle.db.insert(profiles).values({
    id: 'ep-geo-free',
    tenantId: 'tenant-demo',
    kind: 'entertainment',
    uuid: 'uuid-ep-geo-free',
    domain: SITE_A,
    locale: 'nl',
    name: 'Zoë Zwerver',
    data: {
      profileCmsId: 'ep-geo-free',
      geo_free: 1,
      gender: 'female',
      profile_type: 'entertainment',
      geo: [{ iso: 'NL', timezone: 'Europe/Amsterdam', locality: 'Nergens' }],
    },
  });
});
afterAll(async () => {
  await server?.close();
});

const search = (body: unknown, token = poker) =>
  server.call('POST', '/profile/poke/entertainment-profiles', { token, body });

describe('POST /profile/poke/entertainment-profiles', () => {
  it('pages the profiles of the caller’s geos by name, 10 at a time from page 1', async () => {
    const first = await search({});
    expect(first.status).toBe(200);
    const page = EntertainmentProfileSearchResponse.parse(first.body);
    expect(page.page).toBe(1);
    expect(page.data.length).toBe(10);
    expect(page.total).toBeGreaterThan(10);
    const names = page.data.map((profile) => (profile.name ?? '').toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = EntertainmentProfileSearchResponse.parse((await search({ page: 2 })).body);
    expect(second.data[0]?.uuid).not.toBe(page.data[0]?.uuid);
  });

  it('narrows by name, domain, gender, geo_free, locale and profile type', async () => {
    const found = await search({
      query: 'zwer',
      filters: { domains: [SITE_A], gender: 'female', geo_free: true },
      locales: ['nl'],
      profileTypes: ['entertainment'],
    });
    expect(found.body.total).toBe(1);
    expect(found.body.data[0].uuid).toBe('uuid-ep-geo-free');
    const none = await search({ query: 'zwer', filters: { geo_free: false } });
    expect(none.body).toEqual({ data: [], total: 0, page: 1 });
    const de = await search({ locales: ['de'] });
    expect(de.body.data.every((profile: Profile) => profile.domain?.includes('-de'))).toBe(true);
  });

  it('refuses bad input (400 naming the field), other geos and other roles (403)', async () => {
    const bad = await search({ limit: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^limit:/);
    expect((await search({ locales: ['fr'] })).status).toBe(403);
    expect((await search({}, operator)).status).toBe(403);
  });
});

describe('GET /profile/filters', () => {
  it('answers data.data with the build, eye and hair colours of the customers', async () => {
    const answer = await server.call('GET', '/profile/filters', { token: poker });
    expect(answer.status).toBe(200);
    const { build, eye_colour, hair_colour } = answer.body.data.data;
    expect(hair_colour).toContain('purple');
    expect(hair_colour).toEqual([...hair_colour].sort());
    expect(build.length).toBeGreaterThan(0);
    expect(eye_colour.length).toBeGreaterThan(0);
  });
});

describe('GET /profile/{uuid}/credits/balance', () => {
  it('answers the customer’s credits, on the site of the domain header', async () => {
    const answer = await server.call('GET', '/profile/credits-1/credits/balance', {
      token: operator,
      headers: { domain: SITE_A },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ uuid: 'credits-1', domain: SITE_A, creditsBalance: 42 });
    const elsewhere = await server.call('GET', '/profile/credits-1/credits/balance', {
      token: operator,
      headers: { domain: 'flirt-nl.demo.test' },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe(messages.noCustomerProfile);
    const fr = await server.call('GET', '/profile/credits-fr/credits/balance', { token: operator });
    expect(fr.status).toBe(403);
  });
});

describe('geo calls', () => {
  it('GET /geo/places/levels answers the levels of a strategy', async () => {
    const answer = await server.call('GET', '/geo/places/levels?strategy=municipality', {
      token: operator,
    });
    expect(answer.body).toEqual({ levels: 2 });
  });

  it('GET /geo/places/options answers regions, and cities at levels + 1', async () => {
    const get = async (query: string) =>
      (await server.call('GET', `/geo/places/options?${query}`, { token: poker })).body;
    const regions = await get('country=nl&level=1&strategy=region');
    expect(regions.options).toContainEqual({ value: 'Zuid-Holland', label: 'Zuid-Holland' });
    const cities = await get('country=NL&level=2&strategy=region&parent=Zuid-Holland');
    expect(cities.options.map((option: { value: string }) => option.value)).toEqual([
      'Den Haag',
      'Rotterdam',
    ]);
    const bad = await server.call('GET', '/geo/places/options?country=NL&level=3', {
      token: poker,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^level:/);
  });
});

describe('message-central poke profile calls', () => {
  const central = (path: string) => `/message-central/${SITE_A}${path}`;

  it('GET /pokes/profiles/{id} answers the profile and the poke profile built from it', async () => {
    const answer = await server.call('GET', central('/pokes/profiles/ep-geo-free'), {
      token: poker,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.poke).toEqual({
      id: 'ep-geo-free',
      name: 'Zoë Zwerver',
      timezone: 'Europe/Amsterdam',
      uuid: 'uuid-ep-geo-free',
      profileType: 'entertainment',
    });
    const other = await server.call(
      'GET',
      central('/pokes/profiles/ep-geo-free?siteName=flirt-nl.demo.test'),
      { token: poker },
    );
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe(messages.profileFetchFailed('ep-geo-free'));
  });

  it('GET /profiles/{id}/geowizard places a geo-free profile in the town nearest the customer', async () => {
    const answer = await server.call(
      'GET',
      central('/profiles/ep-geo-free/geowizard?countryCode=NL&customerLat=51.93&customerLng=4.47'),
      { token: poker },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ iso: 'NL', locality: 'Rotterdam' });
    const bad = await server.call(
      'GET',
      central('/profiles/ep-geo-free/geowizard?countryCode=NL&customerLat=99&customerLng=4'),
      { token: poker },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^customerLat:/);
  });

  it('GET /user/profiles/count-profiles counts the site’s profiles and customers', async () => {
    const answer = await server.call('GET', central('/user/profiles/count-profiles'), {
      token: poker,
    });
    expect(answer.body.data).toEqual({ entertainment: 1, customers: 1 });
    const rows = await server.handle.db
      .select()
      .from(customers)
      .where(eq(customers.domain, SITE_A));
    expect(rows.length).toBe(1);
    expect(
      (await server.call('GET', central('/user/profiles/count-profiles'), { token: operator }))
        .status,
    ).toBe(403);
  });
});
