import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@switchboard/domain';
import { customers } from '../db/poke-schema.js';
import { domains, profiles, tenants } from '../db/schema.js';
import { DEMO_ATTACHMENT_HASHES } from '../files/attachments.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let operator: string;

const DOMAIN = 'flirt-nl.demo.test';

/** A profile row; `data` is what a profile service would have answered. */
const row = (id: string, fields: Partial<typeof profiles.$inferInsert> = {}) => ({
  id,
  tenantId: 'tenant-demo',
  kind: 'entertainment' as const,
  uuid: `uuid-${id}`,
  domain: DOMAIN,
  locale: 'nl',
  name: `Name ${id}`,
  data: { profileCmsId: 100, age: 31, is_smoker: 0, hobbies: 'cooking, hiking' },
  ...fields,
});

beforeAll(async () => {
  server = await startTestServer();
  operator = await server.tokenFor('demo-operator');
  await server.handle.db.insert(tenants).values({
    id: 'tenant-profiles-other',
    alias: 'profiles-other',
    appName: 'Other',
    appLogoName: 'switchboard.svg',
    appPrimaryColor: '#000000',
  });
  await server.handle.db.insert(domains).values([
    {
      domain: 'no-cdn.demo.test',
      tenantId: 'tenant-demo',
      locale: 'nl',
      config: { tenantAlias: 'demo' },
    },
    {
      domain: 'no-alias.demo.test',
      tenantId: 'tenant-demo',
      locale: 'nl',
      config: { cdnBaseLiveUrl: 'https://cdn.demo.test' },
    },
  ]);
  await server.handle.db.insert(customers).values({
    id: 'test-cu-1',
    tenantId: 'tenant-demo',
    uuid: 'uuid-test-cu-1',
    domain: DOMAIN,
    locale: 'nl',
    name: 'Tom',
    age: 45,
    creditsBalance: 12,
    data: { name: 'Tom', age: 45, creditsBalance: 3 },
  });
  await server.handle.db.insert(profiles).values([
    row('test-ep-1', {
      data: {
        profileCmsId: 100,
        name: 'Lisa',
        age: 31,
        is_smoker: 0,
        hobbies: 'cooking, hiking',
        geo: { iso: 'NL', locality: 'Utrecht' },
        media: [
          { hash: DEMO_ATTACHMENT_HASHES.sunset, type: 'image' },
          { url: 'https://images.example.test/lisa.png', type: 'image' },
          { type: 'image' },
        ],
      },
    }),
    row('test-ep-fr', { locale: 'fr' }),
    row('test-ep-foreign', { tenantId: 'tenant-profiles-other' }),
    row('test-ep-no-cdn', {
      domain: 'no-cdn.demo.test',
      data: { profileCmsId: 7, media: [{ hash: DEMO_ATTACHMENT_HASHES.coffee }] },
    }),
    row('test-ep-no-alias', {
      domain: 'no-alias.demo.test',
      data: { profileCmsId: 8, media: [{ hash: DEMO_ATTACHMENT_HASHES.coffee }] },
    }),
  ]);
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, token = operator) => server.call('GET', path, { token });

describe('GET /profile/{id}', () => {
  it('answers an entertainment or a customer profile by id or uuid, parsed by the domain', async () => {
    const byId = await get('/profile/test-ep-1');
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      profileCmsId: '100',
      uuid: 'uuid-test-ep-1',
      name: 'Lisa',
      domain: DOMAIN,
      is_smoker: false,
      hobbies: ['cooking', 'hiking'],
      geo: [{ iso: 'NL', locality: 'Utrecht' }],
    });
    expect((await get('/profile/uuid-test-ep-1')).body).toEqual(byId.body);
    const customer = await get('/profile/test-cu-1');
    expect(customer.status).toBe(200);
    expect(customer.body.data).toMatchObject({
      name: 'Tom',
      age: 45,
      uuid: 'uuid-test-cu-1',
      creditsBalance: 12,
    });
  });

  it('answers a missing or another tenant’s profile with 404', async () => {
    for (const id of ['nobody', 'test-ep-foreign']) {
      const answer = await get(`/profile/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(messages.noEntertainmentProfile);
    }
  });

  it('refuses a profile outside the caller’s geos with 403', async () => {
    expect((await get('/profile/test-ep-fr')).status).toBe(403);
  });

  it('refuses a call without a token with 401', async () => {
    expect((await server.call('GET', '/profile/test-ep-1')).status).toBe(401);
  });
});

describe('GET /entertainment-profiles/{id} and /customers/{id}', () => {
  it('answers the profile of that kind', async () => {
    expect((await get('/entertainment-profiles/test-ep-1')).body.data.name).toBe('Lisa');
    expect((await get('/customers/uuid-test-cu-1')).body.data.name).toBe('Tom');
  });

  it.each([
    ['/entertainment-profiles/test-cu-1', messages.noEntertainmentProfile],
    ['/entertainment-profiles/nobody', messages.noEntertainmentProfile],
    ['/customers/test-ep-1', messages.noCustomerProfile],
    ['/customers/test-ep-foreign', messages.noCustomerProfile],
  ])('answers %s with 404 and the spec’s text', async (path, text) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toEqual({ code: 'not-found', message: text });
  });

  it('refuses a profile outside the caller’s geos with 403', async () => {
    expect((await get('/entertainment-profiles/test-ep-fr')).status).toBe(403);
  });

  it('answers an id that is too long with 400 naming it', async () => {
    const answer = await get(`/customers/${'x'.repeat(200)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('id');
  });
});

describe('message-central per domain', () => {
  const base = `/message-central/${DOMAIN}/profiles`;

  it('answers GET /profiles/{id}?isComplete=true with a profile of the domain', async () => {
    const answer = await get(`${base}/test-ep-1?isComplete=true`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('Lisa');
  });

  it('finds no profile of another domain there', async () => {
    const answer = await get(`/message-central/chat-nl.demo.test/profiles/test-ep-1`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(messages.profileFetchFailed('test-ep-1'));
  });

  it('answers an unknown domain with 404 naming it', async () => {
    const answer = await get('/message-central/unknown.demo.test/profiles/test-ep-1');
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(messages.unknownDomainConfig('unknown.demo.test'));
  });

  it('answers a bad isComplete or domain with 400 naming it', async () => {
    expect((await get(`${base}/test-ep-1?isComplete=maybe`)).body.error.message).toContain(
      'isComplete',
    );
    const badDomain = await get('/message-central/not_a_host!/profiles/test-ep-1');
    expect(badDomain.status).toBe(400);
    expect(badDomain.body.error.message).toContain('domain');
  });

  it('lists the profile’s photos as attachments with display URLs on the domain’s CDN', async () => {
    const answer = await get(`${base}/test-ep-1/attachments`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        hash: DEMO_ATTACHMENT_HASHES.sunset,
        displayUrl: `https://cdn.demo.test/demo/${DEMO_ATTACHMENT_HASHES.sunset}`,
      },
      {
        url: 'https://images.example.test/lisa.png',
        displayUrl: 'https://images.example.test/lisa.png',
      },
    ]);
  });

  it('answers the attachments of a missing profile with 404 and the spec’s text', async () => {
    const answer = await get(`${base}/nobody/attachments`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(messages.attachmentsFetchFailed('nobody'));
  });

  it.each([
    ['no-cdn.demo.test', 'test-ep-no-cdn', messages.cdnBaseUrlMissing('no-cdn.demo.test')],
    ['no-alias.demo.test', 'test-ep-no-alias', messages.tenantAliasMissing('no-alias.demo.test')],
  ])(
    'answers hashes on %s, configured without CDN settings, with 409 and the spec’s text',
    async (domain, id, text) => {
      const answer = await get(`/message-central/${domain}/profiles/${id}/attachments`);
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(text);
    },
  );

  it('refuses a profile outside the caller’s geos with 403', async () => {
    expect((await get(`${base}/test-ep-fr`)).status).toBe(403);
  });
});
