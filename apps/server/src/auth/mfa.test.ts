import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { totpCode } from './totp.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('TOTP enrolment and sign-in (totp@demo.test, forcedTotp)', () => {
  let secret = '';

  it('signs the forced user in without a second factor, so the console can force /totp-register', async () => {
    const res = await server.call('POST', '/auth/sign-in', {
      body: { email: 'totp@demo.test', password: 'switchboard-demo' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ forcedTotp: true, signInSecondFactor: null });
  });

  it('enrols with an otpauth URI and a QR code, confirmed by a first code', async () => {
    const { idToken } = await server.signIn('totp@demo.test');
    const enrol = await server.call('POST', '/auth/totp/enroll', { token: idToken });
    expect(enrol.status).toBe(200);
    expect(enrol.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Switchboard:totp%40demo\.test\?/);
    expect(enrol.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    secret = enrol.body.secret;

    const wrong = await server.call('POST', '/auth/totp/activate', {
      token: idToken,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'auth/invalid-verification-code',
      message: 'The verification code is incorrect. Please check and try again.',
    });

    const badShape = await server.call('POST', '/auth/totp/activate', {
      token: idToken,
      body: { code: '12ab' },
    });
    expect(badShape.status).toBe(400);
    expect(badShape.body.error.message).toMatch(/^code: /);

    const code = totpCode('totp@demo.test', secret, server.now());
    const ok = await server.call('POST', '/auth/totp/activate', { token: idToken, body: { code } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.signInSecondFactor).toBe('totp');

    const again = await server.call('POST', '/auth/totp/enroll', { token: ok.body.idToken });
    expect(again.status).toBe(409);
  });

  it('asks for the code at the next sign-in and signs in with it', async () => {
    const first = await server.call('POST', '/auth/sign-in', {
      body: { email: 'totp@demo.test', password: 'switchboard-demo' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ mfaRequired: true, factors: ['totp'] });
    expect(first.body).not.toHaveProperty('idToken');

    const wrong = await server.call('POST', '/auth/mfa/totp', {
      body: { mfaPendingToken: first.body.mfaPendingToken, code: '111111' },
    });
    expect(wrong.status).toBe(400);

    // The next step's code: the one that activated the app is used up (see replay.test.ts).
    server.advance(30_000);
    const code = totpCode('totp@demo.test', secret, server.now());
    const ok = await server.call('POST', '/auth/mfa/totp', {
      body: { mfaPendingToken: first.body.mfaPendingToken, code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.signInSecondFactor).toBe('totp');

    const refreshed = await server.call('POST', '/auth/refresh', {
      body: { refreshToken: ok.body.refreshToken },
    });
    expect(refreshed.body.user.signInSecondFactor).toBe('totp');
  });

  it('refuses a forged or expired pending token', async () => {
    const forged = await server.call('POST', '/auth/mfa/totp', {
      body: { mfaPendingToken: 'x.y.z', code: '123456' },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('auth/invalid-multi-factor-session');
    const { idToken } = await server.signIn('admin@demo.test');
    const idTokenAsPending = await server.call('POST', '/auth/mfa/totp', {
      body: { mfaPendingToken: idToken, code: '123456' },
    });
    expect(idTokenAsPending.status).toBe(401);
  });

  it('needs a signed-in user to enrol', async () => {
    expect((await server.call('POST', '/auth/totp/enroll')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link once per 15 minutes, enforced by the server', async () => {
    const first = await server.call('POST', '/auth/password-reset', {
      body: { email: 'poker@demo.test' },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(
      'An email will be sent to your address with a password reset option.',
    );
    const again = await server.call('POST', '/auth/password-reset', {
      body: { email: 'Poker@demo.test' },
    });
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe(
      'You have to wait 15 minutes before another email can be send.',
    );

    server.advance(15 * 60_000 + 1_000);
    const later = await server.call('POST', '/auth/password-reset', {
      body: { email: 'poker@demo.test' },
    });
    expect(later.status).toBe(200);
    const outbox = await server.call('GET', '/dev/outbox?to=poker@demo.test');
    expect(outbox.body.messages).toHaveLength(2);
    expect(outbox.body.messages[0].body).toMatch(
      /http:\/\/console\.test\/auth\/reset-password\?token=/,
    );
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const res = await server.call('POST', '/auth/password-reset', {
      body: { email: 'ghost@demo.test' },
    });
    expect(res.status).toBe(200);
    expect(
      (await server.call('POST', '/auth/password-reset', { body: { email: 'ghost@demo.test' } }))
        .status,
    ).toBe(429);
    expect((await server.call('GET', '/dev/outbox?to=ghost@demo.test')).body.messages).toEqual([]);
  });

  it('sets the new password from the link and signs out every session', async () => {
    const session = await server.signIn('manager@demo.test');
    await server.call('POST', '/auth/password-reset', { body: { email: 'manager@demo.test' } });
    const mail = (await server.call('GET', '/dev/outbox?to=manager@demo.test')).body.messages[0];
    const token = /token=([\w-]+)/.exec(mail.body)?.[1];
    const short = await server.call('POST', '/auth/password-reset/confirm', {
      body: { token, password: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/^password: /);
    const ok = await server.call('POST', '/auth/password-reset/confirm', {
      body: { token, password: 'a-new-password' },
    });
    expect(ok.status).toBe(204);
    expect(
      (await server.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } }))
        .status,
    ).toBe(401);
    expect((await server.call('GET', '/domains', { token: session.idToken })).status).toBe(401);
    expect(
      (
        await server.call('POST', '/auth/sign-in', {
          body: { email: 'manager@demo.test', password: 'switchboard-demo' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('POST', '/auth/sign-in', {
          body: { email: 'manager@demo.test', password: 'a-new-password' },
        })
      ).status,
    ).toBe(200);
    const reused = await server.call('POST', '/auth/password-reset/confirm', {
      body: { token, password: 'another-one' },
    });
    expect(reused.status).toBe(400);
  });

  it.each([{}, { email: 'nope' }])('answers a bad body %j with 400 naming email', async (body) => {
    const res = await server.call('POST', '/auth/password-reset', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^email/);
  });
});
