import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { domains, profiles, tenants, users } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { DOMAIN_LIST_CACHE_MS } from './domains.js';

let server: TestServer;
let admin: string;
let operator: string;
let poker: string;
let otherTenantUser: string;

beforeAll(async () => {
  server = await startTestServer();
  // A second tenant, to prove tenants never see each other's data.
  await server.handle.db.insert(tenants).values({
    id: 'tenant-other',
    alias: 'other',
    hosts: ['other.test'],
    appName: 'Other Co',
    appLogoName: 'other.svg',
    appPrimaryColor: '#0E7C66',
  });
  await server.handle.db.insert(domains).values({
    domain: 'secret-nl.other.test',
    tenantId: 'tenant-other',
    locale: 'nl',
    config: { tenantAlias: 'other' },
  });
  await server.handle.db.insert(users).values({
    uid: 'other-admin',
    tenantId: 'tenant-other',
    email: 'admin@other.test',
    passwordHash: await hashPassword('other-password'),
    roles: ['CHAT_ADMIN'],
    geos: ['nl'],
  });
  admin = (await server.signIn('admin@demo.test')).idToken;
  operator = (await server.signIn('operator@demo.test')).idToken;
  poker = (await server.signIn('poker@demo.test')).idToken;
  otherTenantUser = (await server.signIn('admin@other.test', 'other-password')).idToken;
});
afterAll(async () => {
  await server.close();
});

describe('start-up calls without auth', () => {
  it('serves the start-up config', async () => {
    const res = await server.call('GET', '/firebase/default');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tenantHeader: 'X-Tenant-Alias', signInPath: '/auth/sign-in' });
  });

  it.each([
    ['localhost', 200, { tenantId: 'demo' }],
    ['OTHER.test', 200, { tenantId: 'other' }],
    ['unknown.test', 404, undefined],
  ])('resolves host %s', async (host, status, body) => {
    const res = await server.call('GET', `/firebase/tenant/${host}`);
    expect(res.status).toBe(status);
    if (body) expect(res.body).toEqual(body);
  });

  it('gives the tenant appearance in data.data', async () => {
    const res = await server.call('GET', '/tenant/demo/info');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        data: {
          app_name: 'Switchboard Demo',
          app_logo_name: 'switchboard.svg',
          app_primary_color: '#28379E',
        },
      },
    });
    expect((await server.call('GET', '/tenant/nope/info')).status).toBe(404);
  });

  it('serves the tenant logo, and 404 for a missing one', async () => {
    const logo = await fetch(`${server.url}/logos/switchboard.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/svg/);
    expect((await fetch(`${server.url}/logos/missing.svg`)).status).toBe(404);
  });

  it('serves every avatar the demo profiles point at', async () => {
    const rows = await server.handle.db.select({ data: profiles.data }).from(profiles);
    const avatars = new Set(
      rows.map((row) => row.data.avatar).filter((url): url is string => typeof url === 'string'),
    );
    expect(avatars.size).toBeGreaterThan(0);
    for (const avatar of avatars) {
      const response = await fetch(`${server.url}${avatar}`);
      expect(response.status, avatar).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/svg/);
    }
  });

  it('has no service calls without SERVICE_TOKEN: they answer 404, whoever asks', async () => {
    for (const token of [undefined, admin, 'x'.repeat(40)]) {
      const res = await server.call('GET', '/service/tenants', { token });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('No route for GET /service/tenants');
    }
  });

  it('serves the central project config', async () => {
    expect((await server.call('GET', '/firebase/projects/central')).body).toEqual({
      projectId: 'central',
      apiBase: '/',
    });
  });
});

describe('locales', () => {
  it('maps locales in the user geos to regional projects', async () => {
    const res = await server.call('GET', '/firebase/projects/locales?locales=nl,de', {
      token: operator,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ nl: 'demo-nl', de: 'demo-de' });
  });

  it('refuses a locale outside the user geos', async () => {
    const res = await server.call('GET', '/firebase/projects/locales?locales=nl,fr', {
      token: operator,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('No access to locale fr.');
  });

  it.each(['', '?locales=', '?locales=NLD'])(
    'answers a bad locales query %j with 400 naming it',
    async (query) => {
      const res = await server.call('GET', `/firebase/projects/locales${query}`, {
        token: operator,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/^locales/);
    },
  );

  it('lists the regional projects of the user', async () => {
    const res = await server.call('GET', '/firebase/projects/regional', { token: admin });
    expect(res.body.projects).toEqual([
      { locale: 'nl', projectId: 'demo-nl' },
      { locale: 'de', projectId: 'demo-de' },
      { locale: 'gb', projectId: 'demo-gb' },
    ]);
  });
});

describe('regional tokens', () => {
  it('gives a short-lived custom token for a region of the user, and refuses others', async () => {
    const ok = await server.call('GET', '/firebase/token/demo-nl', { token: operator });
    expect(ok.status).toBe(200);
    expect(ok.body.expiresIn).toBe(300);
    const payload = JSON.parse(Buffer.from(ok.body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ sub: 'demo-operator', aud: 'demo-nl', locale: 'nl' });
    expect((await server.call('GET', '/firebase/token/demo-fr', { token: operator })).status).toBe(
      403,
    );
    expect((await server.call('GET', '/firebase/token/other-nl', { token: operator })).status).toBe(
      403,
    );
    expect((await server.call('GET', '/firebase/token/demo-nl')).status).toBe(401);
  });
});

describe('domains', () => {
  it('lists the tenant domains in the user locales, with their configuration', async () => {
    const res = await server.call('GET', '/domains', { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { domain: string }) => d.domain)).toEqual([
      'flirt-de.demo.test',
      'chat-gb.demo.test',
      'chat-nl.demo.test',
      'flirt-nl.demo.test',
    ]);
    expect(res.body.data[0]).toMatchObject({
      locale: 'de',
      tenantAlias: 'demo',
      cdnBaseLiveUrl: 'https://cdn.demo.test',
    });
  });

  it('never shows another tenant its domains', async () => {
    const res = await server.call('GET', '/domains', { token: otherTenantUser });
    expect(res.body.data.map((d: { domain: string }) => d.domain)).toEqual([
      'secret-nl.other.test',
    ]);
  });

  it('refuses a tenant header naming another tenant', async () => {
    const res = await server.call('GET', '/domains', {
      token: otherTenantUser,
      headers: { 'X-Tenant-Alias': 'demo' },
    });
    expect(res.status).toBe(403);
    const own = await server.call('GET', '/domains', {
      token: admin,
      headers: { 'X-Tenant-Alias': 'demo' },
    });
    expect(own.status).toBe(200);
  });

  it('gives the poke configuration to admins and pokers only', async () => {
    expect((await server.call('GET', '/domains/config/poke', { token: poker })).status).toBe(200);
    expect((await server.call('GET', '/domains/config/poke', { token: admin })).status).toBe(200);
    expect((await server.call('GET', '/domains/config/poke', { token: operator })).status).toBe(
      403,
    );
    expect((await server.call('GET', '/domains/config/poke')).status).toBe(401);
  });

  it('shows a domain added in the database once the cached list runs out', async () => {
    const listed = async () =>
      (await server.call('GET', '/domains', { token: operator })).body.data.map(
        (d: { domain: string }) => d.domain,
      );
    const before = await listed();
    await server.handle.db.insert(domains).values({
      domain: 'new-nl.demo.test',
      tenantId: 'tenant-demo',
      locale: 'nl',
      config: { tenantAlias: 'demo' },
    });
    server.advance(DOMAIN_LIST_CACHE_MS);
    try {
      expect(await listed()).toEqual([...before, 'new-nl.demo.test']);
    } finally {
      server.advance(-DOMAIN_LIST_CACHE_MS);
    }
  });
});

describe('the API itself', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await server.call('GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({
      code: 'not-found',
      message: 'No route for GET /no/such/route',
    });
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await server.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/auth/sign-in',
        '/auth/refresh',
        '/tenant/{alias}/info',
        '/domains',
        '/login',
      ]),
    );
    const signIn = res.body.paths['/auth/sign-in'].post;
    expect(signIn.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'password',
    );
  });
});
