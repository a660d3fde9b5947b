import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ACTOR } from '@switchboard/domain';
import {
  actionsDuring,
  expectCall,
  expectNoSecret,
  oneActionDuring,
} from '../audit/test-support.js';
import { hashPassword } from '../auth/passwords.js';
import { users } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';

const SERVICE_TOKEN = 'service-token-of-the-test-run-0123456789';

let server: TestServer;
let demoAdmin: string;

beforeAll(async () => {
  server = await startTestServer({ serviceToken: SERVICE_TOKEN });
  demoAdmin = (await server.signIn('admin@demo.test')).idToken;
});
afterAll(async () => {
  await server.close();
});

/** A service call with the service token (or the `token` given). */
const service = (method: string, path: string, body?: unknown, token = SERVICE_TOKEN) =>
  server.call(method, path, { token, body });

const ACME = {
  alias: 'acme',
  hosts: ['acme.example', 'Console.Acme.Example'],
  app_name: 'Acme Support',
  app_logo_name: 'acme.svg',
  app_primary_color: '#0e7c66',
};

describe('who may make the service calls', () => {
  it.each([
    ['GET', '/service/tenants'],
    ['POST', '/service/tenants'],
    ['PATCH', '/service/tenants/demo/appearance'],
    ['POST', '/service/tenants/demo/domains'],
    ['POST', '/service/tenants/demo/admins'],
  ])('%s %s: 401 without a token or with a wrong one', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const none = await server.call(method, path, { body });
    expect(none.status).toBe(401);
    expect(none.body.error.message).toBe('Send the service token.');
    const wrong = await service(method, path, body, `${SERVICE_TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Wrong service token.');
  });

  it("refuses a tenant admin's ID token, and any staff member's, with 403", async () => {
    const operator = (await server.signIn('operator@demo.test')).idToken;
    for (const token of [demoAdmin, operator]) {
      const res = await service('GET', '/service/tenants', undefined, token);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(/^Only an operator of the whole service/);
    }
    const create = await service('POST', '/service/tenants', { ...ACME, alias: 'x' }, demoAdmin);
    expect(create.status).toBe(403);
  });

  it('takes the service token', async () => {
    expect((await service('GET', '/service/tenants')).status).toBe(200);
  });
});

describe('listing tenants', () => {
  it('lists every tenant with its hosts, appearance and domains', async () => {
    const res = await service('GET', '/service/tenants');
    expect(res.status).toBe(200);
    const demo = res.body.data.find((t: { alias: string }) => t.alias === 'demo');
    expect(demo).toMatchObject({
      id: 'tenant-demo',
      hosts: ['localhost'],
      app_name: 'Switchboard Demo',
      app_logo_name: 'switchboard.svg',
      app_primary_color: '#28379E',
    });
    expect(demo.domains).toContainEqual({ domain: 'chat-nl.demo.test', locale: 'nl' });
  });
});

describe('creating a tenant', () => {
  it('creates it, found by each host and showing its appearance', async () => {
    const res = await service('POST', '/service/tenants', ACME);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: 'tenant-acme',
      alias: 'acme',
      hosts: ['acme.example', 'console.acme.example'],
      app_name: 'Acme Support',
      app_logo_name: 'acme.svg',
      app_primary_color: '#0E7C66',
      domains: [],
    });
    for (const host of ['acme.example', 'console.acme.example']) {
      expect((await server.call('GET', `/firebase/tenant/${host}`)).body).toEqual({
        tenantId: 'acme',
      });
    }
    expect((await server.call('GET', '/tenant/acme/info')).body).toEqual({
      data: {
        data: {
          app_name: 'Acme Support',
          app_logo_name: 'acme.svg',
          app_primary_color: '#0E7C66',
        },
      },
    });
    const list = await service('GET', '/service/tenants');
    expect(list.body.data.map((t: { alias: string }) => t.alias)).toContain('acme');
  });

  it('takes an id of its own', async () => {
    const res = await service('POST', '/service/tenants', {
      ...ACME,
      alias: 'own-id',
      id: 'tenant_0042',
      hosts: ['own-id.example'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.id).toBe('tenant_0042');
  });

  it.each([
    ['alias', { alias: 'Not An Alias' }],
    ['alias', { alias: '' }],
    ['hosts', { hosts: [] }],
    ['hosts.0', { hosts: ['not a host'] }],
    ['hosts', { hosts: ['twice.example', 'TWICE.example'] }],
    ['app_name', { app_name: '  ' }],
    ['app_logo_name', { app_logo_name: '../secret.svg' }],
    ['app_primary_color', { app_primary_color: 'red' }],
    ['app_primary_color', { app_primary_color: '#12345' }],
    ['id', { id: 'with space' }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const res = await service('POST', '/service/tenants', {
      ...ACME,
      alias: 'bad-input',
      hosts: ['bad-input.example'],
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message.startsWith(`${field}: `)).toBe(true);
  });

  it('refuses a missing field with 400 naming it', async () => {
    const { app_primary_color: _, ...withoutColor } = ACME;
    const res = await service('POST', '/service/tenants', { ...withoutColor, alias: 'no-color' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^app_primary_color: /);
  });

  it.each([
    [
      'an alias',
      { alias: 'demo', hosts: ['fresh-1.example'] },
      'alias: a tenant "demo" already exists.',
    ],
    [
      'an id',
      { alias: 'fresh-2', id: 'tenant-demo', hosts: ['fresh-2.example'] },
      'id: a tenant with the id "tenant-demo" already exists.',
    ],
    [
      'a host',
      { alias: 'fresh-3', hosts: ['fresh-3.example', 'LOCALHOST'] },
      'hosts: "localhost" already serves the tenant "demo".',
    ],
  ])('refuses %s another tenant has with 409 naming it', async (_, change, message) => {
    const res = await service('POST', '/service/tenants', { ...ACME, ...change });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message });
  });
});

describe("changing a tenant's appearance", () => {
  it('changes the fields named and keeps the others', async () => {
    await service('POST', '/service/tenants', {
      ...ACME,
      alias: 'restyled',
      hosts: ['restyled.example'],
    });
    const res = await service('PATCH', '/service/tenants/restyled/appearance', {
      app_primary_color: '#aa0011',
      app_name: 'Restyled',
    });
    expect(res.status).toBe(200);
    expect((await server.call('GET', '/tenant/restyled/info')).body.data.data).toEqual({
      app_name: 'Restyled',
      app_logo_name: 'acme.svg',
      app_primary_color: '#AA0011',
    });
  });

  it('refuses an empty change, a bad colour, and an unknown tenant', async () => {
    const empty = await service('PATCH', '/service/tenants/demo/appearance', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/^body: Name at least one of/);
    const color = await service('PATCH', '/service/tenants/demo/appearance', {
      app_primary_color: '#GGGGGG',
    });
    expect(color.status).toBe(400);
    expect(color.body.error.message).toMatch(/^app_primary_color: /);
    const unknown = await service('PATCH', '/service/tenants/nobody/appearance', {
      app_name: 'X',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No tenant "nobody".');
    expect((await server.call('GET', '/tenant/demo/info')).body.data.data.app_name).toBe(
      'Switchboard Demo',
    );
  });
});

describe('adding a domain', () => {
  it("adds it, and the tenant's staff see it in their locales", async () => {
    await service('POST', '/service/tenants', {
      ...ACME,
      alias: 'with-domains',
      hosts: ['with-domains.example'],
    });
    const res = await service('POST', '/service/tenants/with-domains/domains', {
      domain: 'Chat-NL.with-domains.example',
      locale: 'nl',
      cdnBaseLiveUrl: 'https://cdn.with-domains.example',
      suggestionsEnabled: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.domains).toEqual([
      { domain: 'chat-nl.with-domains.example', locale: 'nl' },
    ]);
    await server.handle.db.insert(users).values({
      uid: 'with-domains-admin',
      tenantId: 'tenant-with-domains',
      email: 'admin@with-domains.example',
      passwordHash: await hashPassword('with-domains-password'),
      roles: ['CHAT_ADMIN'],
      geos: ['nl'],
    });
    const admin = await server.signIn('admin@with-domains.example', 'with-domains-password');
    const listed = await server.call('GET', '/domains', { token: admin.idToken });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        domain: 'chat-nl.with-domains.example',
        locale: 'nl',
        tenantAlias: 'with-domains',
        cdnBaseLiveUrl: 'https://cdn.with-domains.example',
        suggestionsEnabled: true,
      }),
    ]);
  });

  it('refuses a domain that exists, a bad one, a foreign tenantAlias and an unknown tenant', async () => {
    const taken = await service('POST', '/service/tenants/demo/domains', {
      domain: 'chat-nl.demo.test',
      locale: 'nl',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(
      'domain: "chat-nl.demo.test" is already a domain of the tenant "demo".',
    );
    const badLocale = await service('POST', '/service/tenants/demo/domains', {
      domain: 'new.demo.test',
      locale: 'NLD',
    });
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.error.message).toMatch(/^locale: /);
    const badDomain = await service('POST', '/service/tenants/demo/domains', {
      domain: 'no spaces',
      locale: 'nl',
    });
    expect(badDomain.body.error.message).toMatch(/^domain: /);
    const foreign = await service('POST', '/service/tenants/demo/domains', {
      domain: 'new.demo.test',
      locale: 'nl',
      tenantAlias: 'acme',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toMatch(/^tenantAlias: /);
    const unknown = await service('POST', '/service/tenants/nobody/domains', {
      domain: 'new.nobody.test',
      locale: 'nl',
    });
    expect(unknown.status).toBe(404);
  });
});

/** A new tenant of the tests below, with domains in the locales given. */
async function tenantWithDomains(alias: string, locales: readonly string[]): Promise<void> {
  await expectCall(server, 201, 'POST', '/service/tenants', {
    token: SERVICE_TOKEN,
    body: { ...ACME, alias, hosts: [`${alias}.example`] },
  });
  for (const locale of locales) {
    await expectCall(server, 201, 'POST', `/service/tenants/${alias}/domains`, {
      token: SERVICE_TOKEN,
      body: { domain: `chat-${locale}.${alias}.example`, locale },
    });
  }
}

describe('adding an admin', () => {
  it("makes an admin of the tenant's locales, who signs in and makes its staff", async () => {
    await tenantWithDomains('first-admin', ['nl', 'de']);
    const res = await service('POST', '/service/tenants/first-admin/admins', {
      email: 'Boss@First-Admin.example',
      password: 'first-admin-password',
      displayName: 'Bo Boss',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'boss@first-admin.example',
      displayName: 'Bo Boss',
      roles: ['CHAT_ADMIN'],
      geos: ['de', 'nl'],
      disabled: false,
    });
    const { idToken } = await server.signIn('boss@first-admin.example', 'first-admin-password');
    const made = await server.call('POST', '/users', {
      token: idToken,
      body: {
        email: 'operator@first-admin.example',
        password: 'operator-password',
        roles: ['CHAT_OPERATOR'],
        geos: ['nl'],
      },
    });
    expect(made.status).toBe(201);
    const staff = await server.call('GET', '/users', { token: idToken });
    expect(staff.body.data.map((u: { email: string }) => u.email)).toEqual([
      'boss@first-admin.example',
      'operator@first-admin.example',
    ]);
    // Only its own tenant's: the demo tenant's staff are not its to see.
    const demoUsers = await server.call('GET', '/users', { token: demoAdmin });
    expect(demoUsers.body.data.map((u: { email: string }) => u.email)).not.toContain(
      'boss@first-admin.example',
    );
  });

  it('takes the geos named, and needs them for a tenant with no domain', async () => {
    await tenantWithDomains('no-domains', []);
    const refused = await service('POST', '/service/tenants/no-domains/admins', {
      email: 'admin@no-domains.example',
      password: 'no-domains-password',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'geos: The tenant "no-domains" has no domain yet: add one first, or name the admin\'s geos.',
    );
    const none = await service('POST', '/service/tenants/no-domains/admins', {
      email: 'admin@no-domains.example',
      password: 'no-domains-password',
      geos: [],
    });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('geos: Name at least one locale.');
    const named = await service('POST', '/service/tenants/no-domains/admins', {
      email: 'admin@no-domains.example',
      password: 'no-domains-password',
      geos: ['GB', 'fr'],
    });
    expect(named.status).toBe(201);
    expect(named.body.data.geos).toEqual(['gb', 'fr']);
  });

  it.each([
    ['email', { email: 'not an email' }],
    ['password', { password: 'short' }],
    ['geos.0', { geos: ['NLD'] }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const res = await service('POST', '/service/tenants/demo/admins', {
      email: 'new-admin@demo.test',
      password: 'new-admin-password',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message.startsWith(`${field}: `)).toBe(true);
  });

  it('refuses an email another account has, and an unknown tenant', async () => {
    const taken = await service('POST', '/service/tenants/demo/admins', {
      email: 'admin@demo.test',
      password: 'new-admin-password',
    });
    expect(taken.status).toBe(409);
    const unknown = await service('POST', '/service/tenants/nobody/admins', {
      email: 'admin@nobody.example',
      password: 'new-admin-password',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No tenant "nobody".');
  });
});

describe('the record of the service writes', () => {
  it("records each write in the tenant's record, by the service operator; a refused one records nothing", async () => {
    const created = await oneActionDuring(server, () => tenantWithDomains('audited', []));
    expect(created).toMatchObject({
      tenantId: 'tenant-audited',
      actorUid: SERVICE_ACTOR.uid,
      kind: 'tenant.create',
      recordType: 'tenant',
      recordId: 'tenant-audited',
      recordLabel: 'audited',
      before: null,
      after: {
        alias: 'audited',
        hosts: ['audited.example'],
        appName: 'Acme Support',
        appLogoName: 'acme.svg',
        appPrimaryColor: '#0E7C66',
      },
    });
    expect(created.requestId).toMatch(/./);

    const restyled = await oneActionDuring(server, () =>
      expectCall(server, 200, 'PATCH', '/service/tenants/audited/appearance', {
        token: SERVICE_TOKEN,
        body: { app_name: 'Audited', app_logo_name: 'acme.svg' },
      }),
    );
    expect(restyled).toMatchObject({
      kind: 'tenant.appearance',
      recordId: 'tenant-audited',
      before: { appName: 'Acme Support' },
      after: { appName: 'Audited' },
    });
    // The same appearance again changes nothing, and records nothing.
    const unchanged = await actionsDuring(server, () =>
      expectCall(server, 200, 'PATCH', '/service/tenants/audited/appearance', {
        token: SERVICE_TOKEN,
        body: { app_name: 'Audited' },
      }),
    );
    expect(unchanged).toEqual([]);

    const domain = await oneActionDuring(server, () =>
      expectCall(server, 201, 'POST', '/service/tenants/audited/domains', {
        token: SERVICE_TOKEN,
        body: { domain: 'chat-nl.audited.example', locale: 'nl', suggestionsEnabled: true },
      }),
    );
    expect(domain).toMatchObject({
      tenantId: 'tenant-audited',
      kind: 'domain.create',
      recordType: 'domain',
      recordId: 'chat-nl.audited.example',
      before: null,
      after: {
        domain: 'chat-nl.audited.example',
        locale: 'nl',
        suggestionsEnabled: true,
        tenantAlias: 'audited',
      },
    });

    const admin = await oneActionDuring(server, () =>
      expectCall(server, 201, 'POST', '/service/tenants/audited/admins', {
        token: SERVICE_TOKEN,
        body: { email: 'admin@audited.example', password: 'audited-secret-password' },
      }),
    );
    expect(admin).toMatchObject({
      tenantId: 'tenant-audited',
      actorUid: SERVICE_ACTOR.uid,
      kind: 'user.create',
      recordType: 'user',
      recordLabel: 'admin@audited.example',
      after: { email: 'admin@audited.example', roles: ['CHAT_ADMIN'], geos: ['nl'] },
    });
    expectNoSecret([admin], ['audited-secret-password']);

    const refused = await actionsDuring(server, async () => {
      await expectCall(server, 409, 'POST', '/service/tenants/audited/domains', {
        token: SERVICE_TOKEN,
        body: { domain: 'chat-nl.audited.example', locale: 'nl' },
      });
      await expectCall(server, 409, 'POST', '/service/tenants/audited/admins', {
        token: SERVICE_TOKEN,
        body: { email: 'admin@audited.example', password: 'audited-secret-password' },
      });
      await expectCall(server, 409, 'POST', '/service/tenants', {
        token: SERVICE_TOKEN,
        body: { ...ACME, alias: 'audited', hosts: ['other.audited.example'] },
      });
    });
    expect(refused).toEqual([]);

    // The tenant's admin reads it, the actor by name; the demo tenant's admin reads none of it.
    const { idToken } = await server.signIn('admin@audited.example', 'audited-secret-password');
    const page = await expectCall(server, 200, 'GET', '/audit', { token: idToken });
    expect(page.data.map((e: { kind: string }) => e.kind)).toEqual([
      'user.create',
      'domain.create',
      'tenant.appearance',
      'tenant.create',
    ]);
    for (const entry of page.data) expect(entry.actor).toEqual(SERVICE_ACTOR);
    const byName = await expectCall(server, 200, 'GET', '/audit?actor=service%20op', {
      token: idToken,
    });
    expect(byName.data).toHaveLength(4);
    const demoPage = await expectCall(server, 200, 'GET', '/audit?limit=200', { token: demoAdmin });
    expect(demoPage.data.map((e: { record: { id: string } }) => e.record.id)).not.toContain(
      'tenant-audited',
    );
  });
});

describe('the API document', () => {
  it('names the service calls and their security', async () => {
    const doc = (await server.call('GET', '/openapi.json')).body;
    expect(doc.components.securitySchemes.serviceToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.paths['/service/tenants'].get).toMatchObject({
      operationId: 'listTenants',
      security: [{ serviceToken: [] }],
    });
    expect(doc.paths['/service/tenants'].post.operationId).toBe('createTenant');
    expect(doc.paths['/service/tenants/{alias}/appearance'].patch.operationId).toBe(
      'updateTenantAppearance',
    );
    expect(doc.paths['/service/tenants/{alias}/domains'].post.operationId).toBe('addTenantDomain');
    expect(doc.paths['/service/tenants/{alias}/admins'].post).toMatchObject({
      operationId: 'addTenantAdmin',
      security: [{ serviceToken: [] }],
    });
  });
});
