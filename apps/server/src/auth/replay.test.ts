// Issue #10: second-factor codes, pending tokens and refresh tokens replayed as an attacker would.
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, SOCKET_EVENTS } from '@switchboard/domain';
import { refreshTokens, users } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { connectSocket } from '../users/test-support.js';
import { totpCode } from './totp.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

const TOTP_USER = 'totp@demo.test';
const STEP_MS = 30_000;

type Answer = Awaited<ReturnType<TestServer['call']>>;
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort();
const only200 = (answers: Answer[]) => {
  const winners = answers.filter((answer) => answer.status === 200);
  expect(winners).toHaveLength(1);
  return winners[0] as Answer;
};

/** The password step of a sign-in that asks for a second factor: its pending token. */
async function passwordStep(email: string): Promise<string> {
  const res = await server.call('POST', '/auth/sign-in', {
    body: { email, password: 'switchboard-demo' },
  });
  expect(res.body).toMatchObject({ mfaRequired: true });
  return res.body.mfaPendingToken as string;
}

const refresh = (refreshToken: string) =>
  server.call('POST', '/auth/refresh', { body: { refreshToken } });
const me = (idToken: string) => server.call('GET', '/auth/me', { token: idToken });

async function socketOf(idToken: string): Promise<{ socket: Socket; signedOut: Promise<void> }> {
  const socket = await connectSocket(server.url, idToken);
  sockets.push(socket);
  const signedOut = new Promise<void>((resolve) =>
    socket.once(SOCKET_EVENTS.disconnectOperator, () => resolve()),
  );
  return { socket, signedOut };
}

describe('a TOTP code works once per user', () => {
  let secret = '';
  /** The code of the step `offsetMs` from the server's now. */
  const codeAt = (offsetMs = 0) =>
    totpCode(TOTP_USER, secret, new Date(server.now().getTime() + offsetMs));
  const totpStep = (mfaPendingToken: string, code: string) =>
    server.call('POST', '/auth/mfa/totp', { body: { mfaPendingToken, code } });
  /** Moves past every step used so far (the window accepts the step before too). */
  const nextSteps = () => server.advance(3 * STEP_MS);

  it('refuses the code that activated the authenticator at the next sign-in', async () => {
    const { idToken } = await server.signIn(TOTP_USER);
    const enrol = await server.call('POST', '/auth/totp/enroll', { token: idToken });
    expect(enrol.status).toBe(200);
    secret = enrol.body.secret;
    const code = codeAt();
    const activated = await server.call('POST', '/auth/totp/activate', {
      token: idToken,
      body: { code },
    });
    expect(activated.status).toBe(200);

    const replayed = await totpStep(await passwordStep(TOTP_USER), code);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('auth/invalid-verification-code');
  });

  it('refuses a code that completed one sign-in at a second one in the same step', async () => {
    nextSteps();
    const code = codeAt();
    expect((await totpStep(await passwordStep(TOTP_USER), code)).status).toBe(200);
    const replayed = await totpStep(await passwordStep(TOTP_USER), code);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('auth/invalid-verification-code');
  });

  it('refuses a code from the step before one already used', async () => {
    nextSteps();
    expect((await totpStep(await passwordStep(TOTP_USER), codeAt())).status).toBe(200);
    const older = await totpStep(await passwordStep(TOTP_USER), codeAt(-STEP_MS));
    expect(older.status).toBe(400);
  });

  it('lets one of two parallel sign-ins with the same code win', async () => {
    nextSteps();
    const code = codeAt();
    const [first, second] = [await passwordStep(TOTP_USER), await passwordStep(TOTP_USER)];
    const answers = await Promise.all([totpStep(first, code), totpStep(second, code)]);
    expect(statuses(answers)).toEqual([200, 400]);
  });

  it('refuses a pending token that already completed a sign-in, without spending the code', async () => {
    nextSteps();
    const pending = await passwordStep(TOTP_USER);
    expect((await totpStep(pending, codeAt(-STEP_MS))).status).toBe(200);
    const code = codeAt();
    const replayed = await totpStep(pending, code);
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.code).toBe('auth/invalid-multi-factor-session');
    // The code was not taken by the refused attempt: a real sign-in still gets in with it.
    expect((await totpStep(await passwordStep(TOTP_USER), code)).status).toBe(200);
  });

  it('lets one of two parallel sign-ins with the same pending token win', async () => {
    nextSteps();
    const pending = await passwordStep(TOTP_USER);
    // Two codes the window accepts, so only the pending token's single use can stop the second.
    const answers = await Promise.all([
      totpStep(pending, codeAt(-STEP_MS)),
      totpStep(pending, codeAt()),
    ]);
    only200(answers);
  });

  it('keeps the pending token after a wrong code, so a typo needs no new password', async () => {
    nextSteps();
    const pending = await passwordStep(TOTP_USER);
    const code = codeAt();
    expect((await totpStep(pending, code === '000000' ? '111111' : '000000')).status).toBe(400);
    expect((await totpStep(pending, code)).status).toBe(200);
  });
});

describe('a rotated refresh token that comes back revokes its family', () => {
  it('ends every token of that sign-in, its ID tokens and its sockets; other sessions stay', async () => {
    const stolen = await server.signIn('poker@demo.test');
    const other = await server.signIn('poker@demo.test');
    const rotated = await refresh(stolen.refreshToken);
    expect(rotated.status).toBe(200);
    // Read once, so a cached read of the user is what the revocation has to beat.
    expect((await me(rotated.body.idToken)).status).toBe(200);
    const { signedOut } = await socketOf(rotated.body.idToken);

    const replayed = await refresh(stolen.refreshToken);
    expect(replayed.status).toBe(401);
    expect(replayed.body.error).toEqual({
      code: 'auth/user-token-expired',
      message: messages.sessionExpired,
    });

    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
    for (const idToken of [stolen.idToken, rotated.body.idToken]) {
      const refused = await me(idToken);
      expect(refused.status).toBe(401);
      expect(refused.body.error).toEqual({
        code: 'auth/user-token-expired',
        message: messages.sessionExpired,
      });
    }
    await signedOut;
    const socketRefused = connectSocket(server.url, rotated.body.idToken);
    await expect(socketRefused).rejects.toThrow(messages.sessionExpired);

    expect((await me(other.idToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('lets one of two parallel refreshes with the same token win, then ends that family', async () => {
    const { refreshToken } = await server.signIn('manager@demo.test');
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(statuses(answers)).toEqual([200, 401]);
    const winner = only200(answers);
    expect((await refresh(winner.body.refreshToken)).status).toBe(401);
    expect((await me(winner.body.idToken)).status).toBe(401);
  });

  it('does not take a signed-out refresh token that comes back for theft', async () => {
    const session = await server.signIn('abuse@demo.test');
    const rotated = await refresh(session.refreshToken);
    const { signedOut } = await socketOf(rotated.body.idToken);
    const signOut = (refreshToken: string) =>
      server.call('POST', '/auth/sign-out', { body: { refreshToken } });
    expect((await signOut(rotated.body.refreshToken)).status).toBe(204);
    // Signing out ends the session: its ID tokens and sockets with it.
    expect((await me(rotated.body.idToken)).status).toBe(401);
    await signedOut;
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
    expect((await signOut(rotated.body.refreshToken)).status).toBe(204);
    // Its tokens stopped as rotated and signed out; none was revoked as stolen.
    const reasons = await server.handle.db
      .selectDistinct({ reason: refreshTokens.revokedReason })
      .from(refreshTokens)
      .innerJoin(users, eq(users.uid, refreshTokens.userUid))
      .where(eq(users.email, 'abuse@demo.test'));
    expect(reasons.map((row) => row.reason).sort()).toEqual(['rotated', 'sign-out']);
  });
});
