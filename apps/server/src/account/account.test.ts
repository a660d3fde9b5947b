import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const factorsOf = (token: string) =>
  server.call('GET', '/account/second-factors', { token }).then((res) => {
    expect(res.status).toBe(200);
    return res.body as { totp: boolean; phone: boolean };
  });

async function lastSmsCode(phoneNumber: string): Promise<string> {
  const res = await server.call('GET', `/dev/outbox?to=${encodeURIComponent(phoneNumber)}`);
  const code = /\b(\d{6})\b/.exec(res.body.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no SMS code');
  return code;
}

describe('GET /account/second-factors', () => {
  it('needs a signed-in user', async () => {
    expect((await server.call('GET', '/account/second-factors')).status).toBe(401);
  });

  it('says what the account has now, enrolments since the sign-in included', async () => {
    const { idToken } = await server.signIn('mfa@demo.test');
    expect(await factorsOf(idToken)).toEqual({ totp: false, phone: false });

    const phone = '+31611112222';
    const enrol = await server.call('POST', '/auth/mfa/phone/enroll', {
      token: idToken,
      body: { phoneNumber: phone },
    });
    expect(enrol.status).toBe(200);
    const verify = await server.call('POST', '/auth/mfa/phone/verify', {
      token: idToken,
      body: { code: await lastSmsCode(phone) },
    });
    expect(verify.status).toBe(204);
    expect(await factorsOf(idToken)).toEqual({ totp: false, phone: true });
  });

  it('counts an authenticator app once it is activated, not while it waits', async () => {
    const { idToken } = await server.signIn('admin@demo.test');
    const enrolment = await server.call('POST', '/auth/totp/enroll', { token: idToken });
    expect(enrolment.status).toBe(200);
    expect(await factorsOf(idToken)).toEqual({ totp: false, phone: false });
    const code = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(enrolment.body.secret as string),
    }).generate();
    const activated = await server.call('POST', '/auth/totp/activate', {
      token: idToken,
      body: { code },
    });
    expect(activated.status).toBe(200);
    expect(await factorsOf(activated.body.idToken as string)).toEqual({ totp: true, phone: false });
  });
});
