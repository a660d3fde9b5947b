import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AdminUserListResponse,
  CLAIMS_PAYLOAD_MAX_BYTES,
  OperatorListResponse,
  SOCKET_EVENTS,
  USER_MESSAGES,
} from '@switchboard/domain';
import { users } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { USER_ADMIN_MESSAGES } from './service.js';
import { connectSocket, OTHER_ADMIN, seedOtherTenant } from './test-support.js';

let server: TestServer;
let admin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await seedOtherTenant(server);
  admin = (await server.signIn('admin@demo.test')).idToken;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

/** Distinct two-letter geos, enough to push the claims past the payload limit. */
function manyGeos(count: number): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const geos: string[] = [];
  for (const a of letters) for (const b of letters) geos.push(a + b);
  return geos.slice(0, count);
}

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'secret-1',
  displayName: 'New Person',
  roles: ['CHAT_OPERATOR:SFW'],
  geos: ['nl'],
  ...extra,
});

describe('GET /users', () => {
  it('lists the tenant’s accounts without secrets, and no other tenant’s', async () => {
    const res = await server.call('GET', '/users', { token: admin });
    expect(res.status).toBe(200);
    const list = AdminUserListResponse.parse(res.body).data;
    expect(list.map((u) => u.email)).toContain('operator@demo.test');
    expect(list.map((u) => u.email)).not.toContain(OTHER_ADMIN);
    expect(list.find((u) => u.uid === 'demo-totp')).toMatchObject({
      roles: ['CHAT_OPERATOR:NSFW'],
      geos: ['nl', 'de', 'gb'],
      forcedTotp: true,
      hasTotp: false,
      hasPhone: false,
      disabled: false,
    });
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
  });

  it.each(['manager@demo.test', 'operator@demo.test', 'developer@demo.test'])(
    'refuses %s with 403',
    async (email) => {
      const token = (await server.signIn(email)).idToken;
      expect((await server.call('GET', '/users', { token })).status).toBe(403);
      expect((await server.call('POST', '/users/demo-poker/disable', { token })).status).toBe(403);
    },
  );

  it('refuses a call without a token with 401', async () => {
    expect((await server.call('GET', '/users')).status).toBe(401);
  });
});

describe('POST /users', () => {
  it('creates an account that can sign in with its password', async () => {
    const res = await server.call('POST', '/users', {
      token: admin,
      body: newUser(' Fresh@Demo.Test ', { geos: ['NL', 'de'], forceMfa: true }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'fresh@demo.test',
      displayName: 'New Person',
      roles: ['CHAT_OPERATOR:SFW'],
      geos: ['nl', 'de'],
      forceMfa: true,
      forcedTotp: false,
      disabled: false,
    });
    const signedIn = await server.signIn('fresh@demo.test', 'secret-1');
    expect(signedIn.idToken).toBeTruthy();
  });

  it('refuses a taken email with 409, also when another tenant holds it', async () => {
    for (const email of ['poker@demo.test', OTHER_ADMIN]) {
      const res = await server.call('POST', '/users', { token: admin, body: newUser(email) });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(USER_ADMIN_MESSAGES.emailTaken(email));
    }
  });

  it.each([
    ['email', { email: 'nope' }, USER_MESSAGES.invalidEmail],
    ['password', { password: '123' }, USER_MESSAGES.passwordTooShort],
    ['roles.0', { roles: ['CHAT_EMPEROR'] }, 'Unknown role "CHAT_EMPEROR"'],
    ['geos.1', { geos: ['nl', 'holland'] }, 'Expected a two-letter lower-case locale'],
  ])('refuses a bad %s with 400 naming it and writes nothing', async (field, change, text) => {
    const email = `bad-${field}@demo.test`;
    const res = await server.call('POST', '/users', {
      token: admin,
      body: { ...newUser(email), ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].field).toBe(field);
    expect(res.body.error.message).toContain(text);
    const rows = await server.handle.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  it('refuses claims above the payload limit with the domain text, naming claims', async () => {
    const res = await server.call('POST', '/users', {
      token: admin,
      body: newUser('big@demo.test', { geos: manyGeos(200) }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].field).toBe('claims');
    expect(res.body.error.message).toMatch(
      new RegExp(
        `^claims: The claims payload is \\d+ bytes; it may be at most ${CLAIMS_PAYLOAD_MAX_BYTES} bytes\\.$`,
      ),
    );
    expect(
      await server.handle.db.select().from(users).where(eq(users.email, 'big@demo.test')),
    ).toEqual([]);
  });
});

describe('PUT /users/{uid}/roles and /geos', () => {
  it('replaces the roles and geos; the next call of the user sees them', async () => {
    const roles = await server.call('PUT', '/users/demo-poker/roles', {
      token: admin,
      body: { roles: ['CHAT_POKER', 'CHAT_MANAGER'] },
    });
    expect(roles.status).toBe(200);
    expect(roles.body.data.roles).toEqual(['CHAT_POKER', 'CHAT_MANAGER']);
    const geos = await server.call('PUT', '/users/demo-poker/geos', {
      token: admin,
      body: { geos: ['GB'] },
    });
    expect(geos.body.data.geos).toEqual(['gb']);
    const poker = (await server.signIn('poker@demo.test')).idToken;
    // The manager role now opens the connected operators.
    expect((await server.call('GET', '/operators/connected', { token: poker })).status).toBe(200);
  });

  it('refuses geos that push the claims past the limit, naming geos, and keeps the old ones', async () => {
    const res = await server.call('PUT', '/users/demo-abuse/geos', {
      token: admin,
      body: { geos: manyGeos(250) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0]).toMatchObject({ field: 'geos' });
    expect(res.body.error.issues[0].message).toContain('The claims payload is');
    const [row] = await server.handle.db.select().from(users).where(eq(users.uid, 'demo-abuse'));
    expect(row?.geos).toEqual(['nl', 'de', 'gb']);
  });

  it('grants only geos the admin holds, to others and to themselves', async () => {
    // admin@demo.test works nl, de and gb.
    for (const [uid, geos] of [
      ['demo-abuse', ['nl', 'fr']],
      ['demo-admin', ['nl', 'de', 'gb', 'fr']],
    ] as const) {
      const res = await server.call('PUT', `/users/${uid}/geos`, { token: admin, body: { geos } });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('No access to locale fr.');
    }
    const created = await server.call('POST', '/users', {
      token: admin,
      body: newUser('french@demo.test', { geos: ['fr'] }),
    });
    expect(created.status).toBe(403);
    const [row] = await server.handle.db.select().from(users).where(eq(users.uid, 'demo-abuse'));
    expect(row?.geos).toEqual(['nl', 'de', 'gb']);
    expect(
      await server.handle.db.select().from(users).where(eq(users.email, 'french@demo.test')),
    ).toEqual([]);
  });

  it('refuses unknown roles, a bad body, and the admin’s own demotion', async () => {
    const unknown = await server.call('PUT', '/users/demo-abuse/roles', {
      token: admin,
      body: { roles: ['CHAT_ABUSE_CHECKER', 'ROOT'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.issues[0].field).toBe('roles.1');
    const noBody = await server.call('PUT', '/users/demo-abuse/geos', { token: admin, body: {} });
    expect(noBody.status).toBe(400);
    expect(noBody.body.error.issues[0].field).toBe('geos');
    const self = await server.call('PUT', '/users/demo-admin/roles', {
      token: admin,
      body: { roles: ['CHAT_MANAGER'] },
    });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(`roles: ${USER_ADMIN_MESSAGES.selfDemote}`);
  });

  it('answers 404 for a user of another tenant or none', async () => {
    for (const uid of ['other-admin', 'nobody']) {
      const res = await server.call('PUT', `/users/${uid}/roles`, {
        token: admin,
        body: { roles: ['CHAT_POKER'] },
      });
      expect(res.status).toBe(404);
    }
    const [row] = await server.handle.db.select().from(users).where(eq(users.uid, 'other-admin'));
    expect(row?.roles).toEqual(['CHAT_ADMIN']);
  });
});

describe('POST /users/{uid}/disable and /enable', () => {
  it('signs a connected operator out at once: disconnectOperator, then every call refused', async () => {
    const session = await server.signIn('mfa@demo.test');
    const socket = await connectSocket(server.url, session.idToken);
    sockets.push(socket);
    const signedOut = new Promise<void>((resolve) =>
      socket.once(SOCKET_EVENTS.disconnectOperator, () => resolve()),
    );

    const res = await server.call('POST', '/users/demo-mfa/disable', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ uid: 'demo-mfa', disabled: true, signedOut: 1 });
    await signedOut;

    const next = await server.call('GET', '/auth/me', { token: session.idToken });
    expect(next.status).toBe(401);
    expect(next.body.error.code).toBe('auth/user-disabled');
    const refresh = await server.call('POST', '/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
    const signIn = await server.call('POST', '/auth/sign-in', {
      body: { email: 'mfa@demo.test', password: 'switchboard-demo' },
    });
    expect(signIn.body.error.code).toBe('auth/user-disabled');

    const enabled = await server.call('POST', '/users/demo-mfa/enable', { token: admin });
    expect(enabled.body.data.disabled).toBe(false);
    expect((await server.signIn('mfa@demo.test')).idToken).toBeTruthy();
  });

  it('refuses to disable the caller’s own account and another tenant’s account', async () => {
    const self = await server.call('POST', '/users/demo-admin/disable', { token: admin });
    expect(self.status).toBe(400);
    expect(self.body.error.issues[0]).toEqual({
      field: 'uid',
      message: USER_ADMIN_MESSAGES.selfDisable,
    });
    expect((await server.call('POST', '/users/other-admin/disable', { token: admin })).status).toBe(
      404,
    );
    const other = (await server.signIn(OTHER_ADMIN)).idToken;
    expect(other).toBeTruthy();
  });
});

describe('POST /users/{uid}/reset-mfa', () => {
  it('removes both second factors so the user signs in with the password alone', async () => {
    await server.handle.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', phoneNumber: '+31600000000' })
      .where(eq(users.uid, 'demo-norole'));
    await server.handle.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', roles: ['CHAT_POKER'] })
      .where(eq(users.uid, 'demo-poker'));
    const before = await server.call('POST', '/auth/sign-in', {
      body: { email: 'poker@demo.test', password: 'switchboard-demo' },
    });
    expect(before.body.mfaRequired).toBe(true);

    for (const uid of ['demo-norole', 'demo-poker']) {
      const res = await server.call('POST', `/users/${uid}/reset-mfa`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ hasTotp: false, hasPhone: false });
    }
    expect((await server.signIn('poker@demo.test')).idToken).toBeTruthy();
  });
});

describe('GET /operators', () => {
  it('lists the tenant’s operators with roles, geos and presence for admins and managers', async () => {
    const socket = await connectSocket(server.url, (await server.signIn('totp@demo.test')).idToken);
    sockets.push(socket);
    const manager = (await server.signIn('manager@demo.test')).idToken;
    const res = await server.call('GET', '/operators', { token: manager });
    expect(res.status).toBe(200);
    const operators = OperatorListResponse.parse(res.body).data;
    expect(operators.map((o) => o.uid)).toEqual(
      expect.arrayContaining(['demo-operator', 'demo-totp', 'demo-developer']),
    );
    expect(operators.map((o) => o.uid)).not.toContain('demo-admin');
    expect(operators.map((o) => o.uid)).not.toContain('other-operator');
    expect(operators.find((o) => o.uid === 'demo-totp')).toMatchObject({
      roles: ['CHAT_OPERATOR:NSFW'],
      geos: ['nl', 'de', 'gb'],
      connected: true,
    });
    expect(operators.find((o) => o.uid === 'demo-operator')?.connected).toBe(false);
    const operator = (await server.signIn('operator@demo.test')).idToken;
    expect((await server.call('GET', '/operators', { token: operator })).status).toBe(403);
  });
});
