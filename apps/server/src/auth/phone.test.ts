import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { PHONE_CODE_RESEND_MS } from './phone.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const OPERATOR_PHONE = '+31612345678';
const MANAGER_PHONE = '+31687654321';
const PASSWORD = 'switchboard-demo';

/** The code in the newest SMS to a number, read from the dev outbox. */
async function lastCode(phoneNumber: string): Promise<{ code: string; count: number }> {
  const res = await server.call('GET', `/dev/outbox?to=${encodeURIComponent(phoneNumber)}`);
  expect(res.status).toBe(200);
  const [newest] = res.body.messages;
  expect(newest).toMatchObject({ channel: 'sms', recipient: phoneNumber });
  const code = /\b(\d{6})\b/.exec(newest.body)?.[1];
  if (!code) throw new Error(`no code in ${newest.body}`);
  return { code, count: res.body.messages.length };
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

const signInStep = (email: string) =>
  server.call('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });

describe('phone second factor', () => {
  let operatorToken = '';

  it('needs a signed-in user to enrol or verify', async () => {
    const enrol = await server.call('POST', '/auth/mfa/phone/enroll', {
      body: { phoneNumber: OPERATOR_PHONE },
    });
    expect(enrol.status).toBe(401);
    const verify = await server.call('POST', '/auth/mfa/phone/verify', {
      body: { code: '123456' },
    });
    expect(verify.status).toBe(401);
  });

  it.each([{}, { phoneNumber: '' }, { phoneNumber: '0612345678' }, { phoneNumber: '+31abc' }])(
    'refuses %j with 400 naming phoneNumber',
    async (body) => {
      const { idToken } = await server.signIn('operator@demo.test');
      const res = await server.call('POST', '/auth/mfa/phone/enroll', { token: idToken, body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/^phoneNumber: /);
    },
  );

  it('answers a number that is not E.164 with auth/invalid-phone-number', async () => {
    const { idToken } = await server.signIn('operator@demo.test');
    const res = await server.call('POST', '/auth/mfa/phone/enroll', {
      token: idToken,
      body: { phoneNumber: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('auth/invalid-phone-number');
    expect(res.body.error.issues[0].field).toBe('phoneNumber');
  });

  it('texts a code, refuses a resend within 30 s, wrong and expired codes', async () => {
    operatorToken = (await server.signIn('operator@demo.test')).idToken;
    const sent = await server.call('POST', '/auth/mfa/phone/enroll', {
      token: operatorToken,
      body: { phoneNumber: OPERATOR_PHONE },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'Validation code sent to the registered mobile number.' });
    const first = await lastCode(OPERATOR_PHONE);
    expect(first.count).toBe(1);

    const again = await server.call('POST', '/auth/mfa/phone/enroll', {
      token: operatorToken,
      body: { phoneNumber: OPERATOR_PHONE },
    });
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('auth/too-many-requests');
    expect((await lastCode(OPERATOR_PHONE)).count).toBe(1);

    const wrong = await server.call('POST', '/auth/mfa/phone/verify', {
      token: operatorToken,
      body: { code: otherCode(first.code) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'auth/invalid-verification-code',
      message: 'The verification code is incorrect. Please check and try again.',
    });

    const badShape = await server.call('POST', '/auth/mfa/phone/verify', {
      token: operatorToken,
      body: { code: '12ab' },
    });
    expect(badShape.status).toBe(400);
    expect(badShape.body.error.message).toMatch(/^code: /);

    server.advance(5 * 60_000 + 1_000);
    // The ID token lives 15 minutes, so it still works after the code has expired.
    const expired = await server.call('POST', '/auth/mfa/phone/verify', {
      token: operatorToken,
      body: { code: first.code },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('auth/code-expired');
  });

  it('enrols the number with a fresh code', async () => {
    const resent = await server.call('POST', '/auth/mfa/phone/enroll', {
      token: operatorToken,
      body: { phoneNumber: '+31 6 1234 5678' },
    });
    expect(resent.status).toBe(200);
    const { code, count } = await lastCode(OPERATOR_PHONE);
    expect(count).toBe(2);
    const ok = await server.call('POST', '/auth/mfa/phone/verify', {
      token: operatorToken,
      body: { code },
    });
    expect(ok.status).toBe(204);
    const reused = await server.call('POST', '/auth/mfa/phone/verify', {
      token: operatorToken,
      body: { code },
    });
    expect(reused.status).toBe(409);
  });

  it('asks for the SMS code at the next sign-in and signs in with it', async () => {
    const first = await signInStep('operator@demo.test');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ mfaRequired: true, factors: ['phone'] });
    expect(first.body).not.toHaveProperty('idToken');
    const { code, count } = await lastCode(OPERATOR_PHONE);
    expect(count).toBe(3);

    const wrong = await server.call('POST', '/auth/mfa/phone', {
      body: { mfaPendingToken: first.body.mfaPendingToken, code: otherCode(code) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('auth/invalid-verification-code');

    const ok = await server.call('POST', '/auth/mfa/phone', {
      body: { mfaPendingToken: first.body.mfaPendingToken, code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      email: 'operator@demo.test',
      signInSecondFactor: 'phone',
    });
    const refreshed = await server.call('POST', '/auth/refresh', {
      body: { refreshToken: ok.body.refreshToken },
    });
    expect(refreshed.body.user.signInSecondFactor).toBe('phone');

    const reused = await server.call('POST', '/auth/mfa/phone', {
      body: { mfaPendingToken: first.body.mfaPendingToken, code },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.error.code).toBe('auth/invalid-multi-factor-session');
  });

  it("refuses one user's pending token with another user's code", async () => {
    const { idToken } = await server.signIn('manager@demo.test');
    await server.call('POST', '/auth/mfa/phone/enroll', {
      token: idToken,
      body: { phoneNumber: MANAGER_PHONE },
    });
    const enrolCode = (await lastCode(MANAGER_PHONE)).code;
    expect(
      (
        await server.call('POST', '/auth/mfa/phone/verify', {
          token: idToken,
          body: { code: enrolCode },
        })
      ).status,
    ).toBe(204);

    const operator = await signInStep('operator@demo.test');
    const manager = await signInStep('manager@demo.test');
    expect(manager.body).toMatchObject({ mfaRequired: true, factors: ['phone'] });
    const operatorCode = (await lastCode(OPERATOR_PHONE)).code;
    const managerCode = (await lastCode(MANAGER_PHONE)).code;
    if (managerCode !== operatorCode) {
      const crossed = await server.call('POST', '/auth/mfa/phone', {
        body: { mfaPendingToken: operator.body.mfaPendingToken, code: managerCode },
      });
      expect(crossed.status).toBe(400);
    }
    const own = await server.call('POST', '/auth/mfa/phone', {
      body: { mfaPendingToken: operator.body.mfaPendingToken, code: operatorCode },
    });
    expect(own.status).toBe(200);
    expect(own.body.user.email).toBe('operator@demo.test');
  });

  it('refuses a forged pending token', async () => {
    const forged = await server.call('POST', '/auth/mfa/phone', {
      body: { mfaPendingToken: 'x.y.z', code: '123456' },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('auth/invalid-multi-factor-session');
  });

  it('refuses a pending token that already completed a sign-in, even with a new code', async () => {
    server.advance(PHONE_CODE_RESEND_MS + 1_000);
    const used = (await signInStep('operator@demo.test')).body.mfaPendingToken;
    const first = (await lastCode(OPERATOR_PHONE)).code;
    const ok = await server.call('POST', '/auth/mfa/phone', {
      body: { mfaPendingToken: used, code: first },
    });
    expect(ok.status).toBe(200);

    // A new sign-in texts a new code; the old pending token must not finish with it.
    server.advance(PHONE_CODE_RESEND_MS + 1_000);
    const fresh = (await signInStep('operator@demo.test')).body.mfaPendingToken;
    const code = (await lastCode(OPERATOR_PHONE)).code;
    const replayed = await server.call('POST', '/auth/mfa/phone', {
      body: { mfaPendingToken: used, code },
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.code).toBe('auth/invalid-multi-factor-session');
    // The refused attempt did not use the code up.
    const own = await server.call('POST', '/auth/mfa/phone', {
      body: { mfaPendingToken: fresh, code },
    });
    expect(own.status).toBe(200);
  });

  it('lets one of two parallel sign-ins with the same pending token and code win', async () => {
    server.advance(PHONE_CODE_RESEND_MS + 1_000);
    const pending = (await signInStep('operator@demo.test')).body.mfaPendingToken;
    const { code } = await lastCode(OPERATOR_PHONE);
    const finish = () =>
      server.call('POST', '/auth/mfa/phone', { body: { mfaPendingToken: pending, code } });
    const answers = await Promise.all([finish(), finish()]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });
});
