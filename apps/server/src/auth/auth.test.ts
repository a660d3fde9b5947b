import { eq } from 'drizzle-orm';
import { messages } from '@switchboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { SIGN_IN_MAX_FAILURES } from './rate-limit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('POST /auth/sign-in', () => {
  it('signs in with email and password and returns tokens with the claims', async () => {
    const res = await server.call('POST', '/auth/sign-in', {
      body: { email: 'admin@demo.test', password: 'switchboard-demo' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      expiresIn: 900,
      user: {
        email: 'admin@demo.test',
        roles: ['CHAT_ADMIN'],
        geos: ['nl', 'de', 'gb'],
        tenantAlias: 'demo',
        forcedTotp: false,
      },
    });
    expect(res.body.idToken.split('.')).toHaveLength(3);
    const me = await server.call('GET', '/auth/me', { token: res.body.idToken });
    expect(me.status).toBe(200);
    expect(me.body.uid).toBe('demo-admin');
    expect(me.body).not.toHaveProperty('row');
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await server.call('POST', '/login', {
      body: { email: '  Manager@Demo.Test ', password: 'switchboard-demo' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.roles).toEqual(['CHAT_MANAGER']);
  });

  it.each([
    ['wrong password', { email: 'poker@demo.test', password: 'not-the-password' }],
    ['unknown user', { email: 'nobody@demo.test', password: 'switchboard-demo' }],
  ])('refuses a %s with the same auth error, revealing nothing', async (_case, body) => {
    const res = await server.call('POST', '/auth/sign-in', { body });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('auth/invalid-credential');
  });

  it('refuses a user without a role that may enter, with the spec text', async () => {
    const res = await server.call('POST', '/auth/sign-in', {
      body: { email: 'norole@demo.test', password: 'switchboard-demo' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You do not have permission to access this domain.');
  });

  it('refuses a disabled account, and its existing token stops working at once', async () => {
    const { idToken } = await server.signIn('abuse@demo.test');
    await server.handle.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.email, 'abuse@demo.test'));
    try {
      const res = await server.call('POST', '/auth/sign-in', {
        body: { email: 'abuse@demo.test', password: 'switchboard-demo' },
      });
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({
        code: 'auth/user-disabled',
        message: 'The user account has been disabled by an administrator.',
      });
      const me = await server.call('GET', '/auth/me', { token: idToken });
      expect(me.status).toBe(401);
      expect(me.body.error.code).toBe('auth/user-disabled');
    } finally {
      await server.handle.db
        .update(users)
        .set({ disabled: false })
        .where(eq(users.email, 'abuse@demo.test'));
    }
  });

  it.each([
    [{ password: 'switchboard-demo' }, 'email'],
    [
      { email: 'not-an-email', password: 'switchboard-demo' },
      'email: The email address is badly formatted.',
    ],
    [
      { email: 'admin@demo.test', password: '12345' },
      'password: The password must be at least 6 characters long.',
    ],
    [{ email: 'admin@demo.test' }, 'password'],
    [[], ''],
  ])('answers bad body %j with 400 naming the field', async (body, expected) => {
    const res = await server.call('POST', '/auth/sign-in', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-input');
    expect(res.body.error.message).toContain(expected);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await server.call('POST', '/auth/sign-in', { body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-input');
  });

  it(`rate-limits an account after ${SIGN_IN_MAX_FAILURES} failures, even for the right password`, async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      const res = await server.call('POST', '/auth/sign-in', {
        body: { email: 'developer@demo.test', password: `wrong-${i}` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await server.call('POST', '/auth/sign-in', {
      body: { email: 'developer@demo.test', password: 'switchboard-demo' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('auth/too-many-requests');
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Other accounts are not affected.
    const other = await server.call('POST', '/auth/sign-in', {
      body: { email: 'operator@demo.test', password: 'switchboard-demo' },
    });
    expect(other.status).toBe(200);
  });
});

describe('refresh and sign-out', () => {
  it('rotates the refresh token: the new one works, the old one is refused', async () => {
    const first = await server.signIn('poker@demo.test');
    const refreshed = await server.call('POST', '/auth/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(first.refreshToken);
    const reused = await server.call('POST', '/auth/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.error.message).toBe(
      'Your login session has expired. Please log in again to access your account.',
    );
  });

  it('ends the session at sign-out: its refresh token and its ID token stop working', async () => {
    const { refreshToken, idToken } = await server.signIn('manager@demo.test');
    const other = await server.signIn('manager@demo.test');
    expect((await server.call('GET', '/domains', { token: idToken })).status).toBe(200);
    expect((await server.call('POST', '/auth/sign-out', { body: { refreshToken } })).status).toBe(
      204,
    );
    expect((await server.call('POST', '/auth/refresh', { body: { refreshToken } })).status).toBe(
      401,
    );
    const refused = await server.call('GET', '/domains', { token: idToken });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe(messages.sessionExpired);
    // Another sign-in of the same user is a session of its own.
    expect((await server.call('GET', '/domains', { token: other.idToken })).status).toBe(200);
  });

  it('needs a refresh token in the body', async () => {
    const res = await server.call('POST', '/auth/refresh', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^refreshToken: /);
  });
});

describe('bearer tokens', () => {
  it.each([
    [undefined, 'unauthenticated'],
    ['Basic abc', 'unauthenticated'],
    ['Bearer not.a.token', 'auth/invalid-user-token'],
  ])('refuses Authorization %j with 401', async (authorization, code) => {
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
    const res = await server.call('GET', '/auth/me', { headers });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe(code);
  });

  it('refuses a token signed with another key', async () => {
    const { idToken } = await server.signIn('admin@demo.test');
    const [header, payload] = idToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await server.call('GET', '/auth/me', { token: forged })).status).toBe(401);
  });
});
