import { describe, expect, it } from 'vitest';
import { testStore, tokenPair, type FakeAnswer, type RecordedCall } from '../../test/fakes';
import { audienceCountRequest, profileSearchBody } from './pokeCalls';
import { pokesApi } from './pokesApi';
import { pokeRow, SITE_A, SITE_B } from './test-support';

const setup = (handler: (call: RecordedCall) => FakeAnswer) =>
  testStore(handler, { tokens: tokenPair() });

describe('audienceCountRequest', () => {
  const base = {
    domains: [SITE_A, SITE_B],
    origin: 'legacy',
    filters: { gender: ['female'], ageRange: [], geoRegion1: { region1: '', locality: '' } },
    hasFilters: [],
    profileCmsId: 'p1',
  };

  it('asks countTargets on the first domain for every domain, with the funnel', () => {
    expect(audienceCountRequest(base)).toEqual({
      url: `/message-central/${SITE_A}/pokes/countTargets`,
      params: {
        'sites[]': [SITE_A, SITE_B],
        filters: JSON.stringify({ gender: ['female'] }),
        profileCmsId: 'p1',
        origin: 'legacy',
        funnel: 'true',
      },
    });
  });

  it('sends the placeholders as hasFilters[], and none when there are none', () => {
    const other = audienceCountRequest({ ...base, origin: 'cms', hasFilters: ['name', 'city'] });
    expect(other?.params?.['hasFilters[]']).toEqual(['name', 'city']);
    expect(audienceCountRequest(base)?.params).not.toHaveProperty('hasFilters[]');
  });

  it('has nothing to count without a domain or a profile', () => {
    expect(audienceCountRequest({ ...base, domains: [] })).toBeNull();
    expect(audienceCountRequest({ ...base, profileCmsId: '' })).toBeNull();
  });
});

describe('profileSearchBody', () => {
  it('asks for page 1 of 10 by default', () => {
    expect(profileSearchBody('  eva ')).toEqual({ query: 'eva', page: 1, limit: 10 });
    expect(profileSearchBody('eva', { page: 3, locales: ['nl'] })).toEqual({
      query: 'eva',
      page: 3,
      limit: 10,
      locales: ['nl'],
    });
  });
});

describe('poke calls', () => {
  it('reads a poke with its follow-ups from /pokes/{geo}/{id}', async () => {
    const { store, calls } = setup(() => ({
      status: 200,
      data: {
        data: pokeRow(),
        followUps: [
          pokeRow({
            id: 'poke-2',
            strategy: 'follow-up',
            followUp: { parentId: 'poke-1', index: 0 },
          }),
        ],
      },
    }));
    const result = await store.dispatch(
      pokesApi.endpoints.getPoke.initiate({ geo: 'nl', id: 'poke-1' }),
    );
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/pokes/nl/poke-1' });
    expect(result.data?.data.id).toBe('poke-1');
    expect(result.data?.followUps.map((p) => p.id)).toEqual(['poke-2']);
  });

  it('refuses an answer that is not a poke', async () => {
    const { store } = setup(() => ({ status: 200, data: { data: { id: 'x' }, followUps: [] } }));
    const result = await store.dispatch(
      pokesApi.endpoints.getPoke.initiate({ geo: 'nl', id: 'x' }),
    );
    expect(result.error).toMatchObject({ code: 'bad-answer' });
  });

  it('creates with POST /pokes/{geo} and updates with PUT /pokes/{geo}/{id}', async () => {
    const { store, calls } = setup(() => ({ status: 200, data: { data: pokeRow() } }));
    const body = { id: 'poke-1' } as never;
    const created = await store.dispatch(
      pokesApi.endpoints.createPoke.initiate({ geo: 'nl', body }),
    );
    const updated = await store.dispatch(
      pokesApi.endpoints.updatePoke.initiate({ geo: 'nl', id: 'poke-1', body }),
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /pokes/nl',
      'PUT /pokes/nl/poke-1',
    ]);
    expect(created.data?.id).toBe('poke-1');
    expect(updated.data?.id).toBe('poke-1');
  });

  it('deletes, adds a domain and converts to recurring, keeping the server text', async () => {
    const { store, calls } = setup((call) => {
      if (call.method === 'DELETE') {
        return {
          status: 200,
          data: {
            data: { ids: ['poke-1'], followUps: 0, followingFollowUps: 0 },
            message: 'The poke was removed.',
          },
        };
      }
      return { status: 200, data: { data: pokeRow(), message: 'done' } };
    });
    const key = { geo: 'nl', id: 'poke-1' };
    const removed = await store.dispatch(pokesApi.endpoints.deletePoke.initiate(key));
    await store.dispatch(pokesApi.endpoints.addPokeDomain.initiate({ ...key, domain: SITE_B }));
    const conversion = { frequency: { day: 7 }, scheduled: '2026-02-01T10:00:00.000Z' };
    await store.dispatch(pokesApi.endpoints.convertToRecurring.initiate({ ...key, conversion }));
    expect(removed.data?.message).toBe('The poke was removed.');
    expect(calls.map((c) => [c.method, c.url, c.data])).toEqual([
      ['DELETE', '/pokes/nl/poke-1', undefined],
      ['POST', '/pokes/nl/poke-1/domains', { domain: SITE_B }],
      ['POST', '/pokes/nl/poke-1/recurring', conversion],
    ]);
  });

  it('counts targets per domain, and answers zero without calling when there is nothing to count', async () => {
    const { store, calls } = setup(() => ({
      status: 200,
      data: {
        data: { estimate: 3, targetsPerDomain: [{ site: SITE_A, estimate: 3, reached: 0 }] },
      },
    }));
    const args = {
      domains: [SITE_A],
      origin: 'legacy',
      filters: {},
      hasFilters: [],
      profileCmsId: 'p1',
    };
    const counted = await store.dispatch(pokesApi.endpoints.countTargets.initiate(args));
    expect(counted.data?.estimate).toBe(3);
    const none = await store.dispatch(
      pokesApi.endpoints.countTargets.initiate({ ...args, profileCmsId: '' }),
    );
    expect(none.data).toEqual({ estimate: 0, targetsPerDomain: [] });
    expect(calls.map((c) => c.url)).toEqual([`/message-central/${SITE_A}/pokes/countTargets`]);
  });

  it('searches profiles and runs the preflight', async () => {
    const { store, calls } = setup((call) =>
      call.url.endsWith('preflight')
        ? { status: 200, data: { data: { used: ['name'], perDomain: [] } } }
        : { status: 200, data: { data: [], total: 0, page: 1 } },
    );
    const found = await store.dispatch(
      pokesApi.endpoints.searchEntertainmentProfiles.initiate(profileSearchBody('eva')),
    );
    const preflight = await store.dispatch(
      pokesApi.endpoints.pokePreflight.initiate({
        sites: [SITE_A],
        locale: 'nl',
        origin: { type: 'legacy' },
        filters: {},
        content: 'Hi %[name]%',
        profileUuid: 'uuid-1',
      }),
    );
    expect(found.data).toEqual({ data: [], total: 0, page: 1 });
    expect(preflight.data).toEqual({ used: ['name'], perDomain: [] });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/profile/poke/entertainment-profiles'],
      ['POST', '/profile/poke/preflight'],
    ]);
    expect(calls[0]?.data).toEqual({ query: 'eva', page: 1, limit: 10 });
  });

  it('reads the other-origin filter choices from GET /profile/filters', async () => {
    const options = { build: ['slim'], eye_colour: ['blue'], hair_colour: ['red'] };
    const { store, calls } = setup(() => ({ status: 200, data: { data: { data: options } } }));
    const answer = await store.dispatch(pokesApi.endpoints.getProfileFilterOptions.initiate());
    expect(answer.data).toEqual(options);
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/profile/filters']]);
  });
});
