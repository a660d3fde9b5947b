// Issue #11: authentication reads a user once per AUTH_USER_CACHE_MS, and never stale after a
// change this process made.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@switchboard/domain';
import { revokedSessions, users } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { AUTH_USER_CACHE_MS } from './user-cache.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signIn('admin@demo.test')).idToken;
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const me = (idToken: string) => server.call('GET', '/auth/me', { token: idToken });
const reads = () => vi.spyOn(server.deps.auth, 'readAuthStates');
const asAdmin = (method: string, path: string, body?: unknown) =>
  server.call(method, path, { token: admin, body });

describe('the cached user read', () => {
  it('serves repeated calls within its lifetime from one read, then reads again', async () => {
    const { idToken } = await server.signIn('poker@demo.test');
    const spy = reads();
    expect((await me(idToken)).status).toBe(200);
    expect((await me(idToken)).status).toBe(200);
    expect((await server.call('GET', '/auth/me', { token: idToken })).body.uid).toBe('demo-poker');
    expect(spy).toHaveBeenCalledTimes(1);
    server.advance(AUTH_USER_CACHE_MS);
    expect((await me(idToken)).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent calls of the same user', async () => {
    const { idToken } = await server.signIn('abuse@demo.test');
    server.deps.auth.forgetUser('demo-abuse');
    const spy = reads();
    const answers = await Promise.all(Array.from({ length: 5 }, () => me(idToken)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('refuses a user disabled by an admin on the very next request, and takes them back', async () => {
    const { idToken } = await server.signIn('developer@demo.test');
    expect((await me(idToken)).status).toBe(200);
    expect((await asAdmin('POST', '/users/demo-developer/disable')).status).toBe(200);
    const refused = await me(idToken);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('auth/user-disabled');
    expect((await asAdmin('POST', '/users/demo-developer/enable')).status).toBe(200);
    expect((await me(idToken)).status).toBe(200);
  });

  it('applies changed roles and geos on the next request', async () => {
    const { idToken } = await server.signIn('manager@demo.test');
    expect((await server.call('GET', '/users', { token: idToken })).status).toBe(403);
    expect(
      (await asAdmin('PUT', '/users/demo-manager/roles', { roles: ['CHAT_ADMIN'] })).status,
    ).toBe(200);
    expect((await server.call('GET', '/users', { token: idToken })).status).toBe(200);
    expect((await asAdmin('PUT', '/users/demo-manager/geos', { geos: ['de'] })).status).toBe(200);
    expect((await me(idToken)).body).toMatchObject({ roles: ['CHAT_ADMIN'], geos: ['de'] });
  });

  it('sees a second factor reset by an admin on the next request', async () => {
    const { idToken } = await server.signIn('totp@demo.test');
    const first = await server.call('POST', '/auth/totp/enroll', { token: idToken });
    const secret = first.body.secret as string;
    // Activated straight in the database, then read by a request.
    await server.handle.db
      .update(users)
      .set({ totpSecret: secret, totpPendingSecret: null })
      .where(eq(users.uid, 'demo-totp'));
    server.deps.auth.forgetUser('demo-totp');
    expect((await server.call('POST', '/auth/totp/enroll', { token: idToken })).status).toBe(409);
    expect((await asAdmin('POST', '/users/demo-totp/reset-mfa')).status).toBe(200);
    expect((await server.call('POST', '/auth/totp/enroll', { token: idToken })).status).toBe(200);
  });

  it('reads the user afresh after a password reset, which ended their sessions', async () => {
    const { idToken } = await server.signIn('operator@demo.test');
    expect((await me(idToken)).status).toBe(200);
    await server.call('POST', '/auth/password-reset', { body: { email: 'operator@demo.test' } });
    const mail = (await server.call('GET', '/dev/outbox?to=operator@demo.test')).body.messages[0];
    const token = /token=([\w-]+)/.exec(mail.body)?.[1];
    const spy = reads();
    expect(
      (
        await server.call('POST', '/auth/password-reset/confirm', {
          body: { token, password: 'another-password' },
        })
      ).status,
    ).toBe(204);
    // The reset ended every session of the account: its ID token is refused at once.
    expect((await me(idToken)).status).toBe(401);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('sees a session revoked elsewhere (another process) within the lifetime at most', async () => {
    const { idToken, refreshToken } = await server.signIn('poker@demo.test');
    expect((await me(idToken)).status).toBe(200);
    const sid = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()).sid;
    expect(sid).toEqual(expect.any(String));
    const now = server.now();
    await server.handle.db.insert(revokedSessions).values({
      sid,
      userUid: 'demo-poker',
      revokedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 60_000).toISOString(),
    });
    // Nothing told this process: the cached read may answer until the lifetime is over.
    server.advance(AUTH_USER_CACHE_MS);
    const refused = await me(idToken);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({
      code: 'auth/user-token-expired',
      message: messages.sessionExpired,
    });
    // A refresh token of the session that its revocation missed (it raced it) is refused too.
    const refresh = await server.call('POST', '/auth/refresh', { body: { refreshToken } });
    expect(refresh.status).toBe(401);
  });
});
