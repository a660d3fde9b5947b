import { describe, expect, it } from 'vitest';
import { messages } from '@switchboard/domain';
import { NOW, testStore, tokenPair, type FakeAnswer, type RecordedCall } from '../test/fakes';
import { saveSession, sessionFromTokens } from '../features/auth/session';
import { axiosBaseQuery, sendsBearer } from './baseQuery';

const ok = (data: unknown = {}): FakeAnswer => ({ status: 200, data });
const fail = (status: number, code: string, message = code): FakeAnswer => ({
  status,
  data: { error: { code, message } },
});

function run(setup: ReturnType<typeof testStore>, args: Parameters<typeof axiosBaseQuery>[0]) {
  return axiosBaseQuery(args, setup.baseQueryApi(), {});
}

describe('sendsBearer', () => {
  it('leaves out the no-auth calls and the sign-in flow', () => {
    expect(sendsBearer('/domains')).toBe(true);
    expect(sendsBearer('/analytics/screen-view')).toBe(true);
    expect(sendsBearer('/auth/totp/enroll')).toBe(true);
    expect(sendsBearer('/tenant/demo/info')).toBe(false);
    expect(sendsBearer('/firebase/tenant/localhost')).toBe(false);
    expect(sendsBearer('/firebase/default')).toBe(false);
    expect(sendsBearer('/login')).toBe(false);
    expect(sendsBearer('/auth/sign-in')).toBe(false);
    expect(sendsBearer('/auth/refresh')).toBe(false);
    expect(sendsBearer('/auth/mfa/totp')).toBe(false);
  });
});

describe('axiosBaseQuery: headers', () => {
  it('sends the bearer token and the tenant alias on authenticated calls', async () => {
    const setup = testStore(() => ok({ data: [] }), { tokens: tokenPair() });
    const result = await run(setup, '/domains');
    expect(result).toEqual({ data: { data: [] }, meta: { status: 200 } });
    expect(setup.calls[0]?.headers).toEqual({
      Authorization: 'Bearer id-1',
      'X-Tenant-Alias': 'demo',
    });
  });

  it('sends no bearer token and no tenant header on the no-auth calls', async () => {
    const setup = testStore(() => ok(), { tokens: tokenPair() });
    await run(setup, '/tenant/demo/info');
    await run(setup, { url: '/auth/sign-in', method: 'POST', data: { email: 'a@b.c' } });
    for (const call of setup.calls) {
      expect(call.headers).toEqual({ Authorization: undefined, 'X-Tenant-Alias': undefined });
    }
    expect(setup.calls[1]).toMatchObject({ method: 'POST', data: { email: 'a@b.c' } });
  });

  it('sends no bearer token when signed out', async () => {
    const setup = testStore(() => ok());
    await run(setup, '/domains');
    expect(setup.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('turns the server error body into an ApiError with the status', async () => {
    const setup = testStore(() => fail(403, 'not-allowed', 'No.'), { tokens: tokenPair() });
    expect(await run(setup, '/domains')).toEqual({
      error: { status: 403, code: 'not-allowed', message: 'No.' },
      meta: { status: 403 },
    });
  });
});

describe('axiosBaseQuery: start-up retries', () => {
  it('retries a start-up call 2 times with the domain back-off, then gives up', async () => {
    const setup = testStore(() => 'network', { random: () => 0.25 });
    const result = await run(setup, '/firebase/tenant/localhost');
    expect(setup.calls).toHaveLength(3);
    expect(setup.sleeps).toEqual([1250, 2250]);
    expect(result.error).toMatchObject({ status: 0, code: 'network-error' });
  });

  it('stops retrying as soon as a try succeeds', async () => {
    let tries = 0;
    const setup = testStore(() => (++tries < 2 ? fail(503, 'unavailable') : ok({ tenantId: 'x' })));
    const result = await run(setup, '/tenant/demo/info');
    expect(result.data).toEqual({ tenantId: 'x' });
    expect(setup.calls).toHaveLength(2);
    expect(setup.sleeps).toHaveLength(1);
  });

  it('does not retry other calls, nor a start-up call the server refused as bad', async () => {
    const setup = testStore(() => 'network', { tokens: tokenPair() });
    await run(setup, '/domains');
    expect(setup.calls).toHaveLength(1);
    const notFound = testStore(() => fail(404, 'not-found'));
    await run(notFound, '/firebase/tenant/unknown.example');
    expect(notFound.calls).toHaveLength(1);
  });
});

describe('axiosBaseQuery: session refresh', () => {
  const refreshed = tokenPair({}, '2');

  it('refreshes once after a 401 and repeats the call with the new token', async () => {
    let domainsCalls = 0;
    const setup = testStore(
      (call: RecordedCall) => {
        if (call.url === '/auth/refresh') return ok(refreshed);
        return ++domainsCalls === 1 ? fail(401, 'auth/id-token-expired') : ok({ data: [] });
      },
      { tokens: tokenPair() },
    );
    const result = await run(setup, '/domains');
    expect(result.data).toEqual({ data: [] });
    expect(setup.calls.map((call) => `${call.url} ${call.headers.Authorization ?? ''}`)).toEqual([
      '/domains Bearer id-1',
      '/auth/refresh ',
      '/domains Bearer id-2',
    ]);
    expect(setup.calls[1]?.data).toEqual({ refreshToken: 'refresh-1' });
    expect(setup.store.getState().auth.session?.refreshToken).toBe('refresh-2');
  });

  it('takes over the pair another tab of this browser stored, without presenting a rotated token', async () => {
    let domainsCalls = 0;
    const setup = testStore(
      (call: RecordedCall) => {
        if (call.url === '/auth/refresh') return fail(401, 'auth/user-token-expired');
        return ++domainsCalls === 1 ? fail(401, 'auth/id-token-expired') : ok({ data: [] });
      },
      { tokens: tokenPair() },
    );
    // Another tab swapped refresh-1 already and stored the new pair.
    saveSession(setup.storage, sessionFromTokens(refreshed, NOW));
    const result = await run(setup, '/domains');
    expect(result.data).toEqual({ data: [] });
    expect(setup.calls.map((call) => `${call.url} ${call.headers.Authorization ?? ''}`)).toEqual([
      '/domains Bearer id-1',
      '/domains Bearer id-2',
    ]);
    expect(setup.store.getState().auth.session?.refreshToken).toBe('refresh-2');
  });

  it('lets one tab refresh at a time: two tabs refreshing at once present the token once', async () => {
    // Two tabs of one browser: one storage, one lock (a promise chain stands in for Web Locks).
    let queue: Promise<unknown> = Promise.resolve();
    const refreshLock = <T>(work: () => Promise<T>): Promise<T> => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    };
    const presented: unknown[] = [];
    const answer = (call: RecordedCall) => {
      if (call.url !== '/auth/refresh') return ok({ data: [] });
      presented.push(call.data);
      // The server rotates: a second use of refresh-1 would count as theft.
      return presented.length === 1 ? ok(refreshed) : fail(401, 'auth/user-token-expired');
    };
    const later = NOW + 900_000;
    const first = testStore(answer, { tokens: tokenPair(), now: later, refreshLock });
    saveSession(first.storage, first.store.getState().auth.session);
    const second = testStore(answer, {
      tokens: tokenPair(),
      now: later,
      refreshLock,
      storage: first.storage,
    });
    await Promise.all([run(first, '/domains'), run(second, '/domains')]);
    expect(presented).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(first.store.getState().auth.session?.refreshToken).toBe('refresh-2');
    expect(second.store.getState().auth.session?.refreshToken).toBe('refresh-2');
  });

  it('does not take over a stored pair of another user', async () => {
    const setup = testStore(
      (call: RecordedCall) => (call.url === '/auth/refresh' ? ok(refreshed) : ok({ data: [] })),
      { tokens: tokenPair(), now: NOW + 900_000 },
    );
    saveSession(
      setup.storage,
      sessionFromTokens(tokenPair({ uid: 'someone-else' }, '9'), NOW + 900_000),
    );
    await run(setup, '/domains');
    expect(setup.calls.map((call) => call.url)).toContain('/auth/refresh');
    expect(setup.store.getState().auth.session?.user.uid).toBe('demo-operator');
  });

  it('signs out with the session-expired text on a second 401', async () => {
    const setup = testStore(
      (call) => (call.url === '/auth/refresh' ? ok(refreshed) : fail(401, 'auth/id-token-expired')),
      { tokens: tokenPair() },
    );
    const result = await run(setup, '/domains');
    expect(result.error?.status).toBe(401);
    const state = setup.store.getState();
    expect(state.auth.session).toBeNull();
    expect(state.notifications.queue.map((n) => n.message)).toEqual([messages.sessionExpired]);
    expect(setup.portal.disconnect).toHaveBeenCalled();
  });

  it('signs out with the session-expired text when the refresh token is refused', async () => {
    const setup = testStore(
      (call) =>
        call.url === '/auth/refresh'
          ? fail(401, 'auth/user-token-expired')
          : fail(401, 'auth/id-token-expired'),
      { tokens: tokenPair() },
    );
    await run(setup, '/domains');
    expect(setup.calls.map((call) => call.url)).toEqual(['/domains', '/auth/refresh']);
    expect(setup.store.getState().auth.session).toBeNull();
    expect(setup.store.getState().notifications.queue[0]?.message).toBe(messages.sessionExpired);
  });

  it('signs a disabled account out at once and says why (no refresh)', async () => {
    const setup = testStore(() => fail(401, 'auth/user-disabled'), { tokens: tokenPair() });
    const result = await run(setup, '/domains');
    expect(result.error?.code).toBe('auth/user-disabled');
    expect(setup.calls.map((call) => call.url)).toEqual(['/domains']);
    const state = setup.store.getState();
    expect(state.auth.session).toBeNull();
    expect(state.auth.signedOutByUser).toBe(true);
    expect(state.notifications.queue[0]).toMatchObject({
      message: 'The user account has been disabled by an administrator.',
      type: 'error',
    });
    expect(setup.portal.disconnect).toHaveBeenCalled();
  });

  it('says the account is disabled when the refresh is refused for that reason', async () => {
    const setup = testStore(
      (call) =>
        call.url === '/auth/refresh'
          ? fail(401, 'auth/user-disabled')
          : fail(401, 'auth/id-token-expired'),
      { tokens: tokenPair() },
    );
    await run(setup, '/domains');
    expect(setup.store.getState().notifications.queue[0]?.message).toBe(
      'The user account has been disabled by an administrator.',
    );
  });

  it('keeps the session when the refresh fails for another reason (network)', async () => {
    const setup = testStore(
      (call) => (call.url === '/auth/refresh' ? 'network' : fail(401, 'auth/id-token-expired')),
      { tokens: tokenPair() },
    );
    await run(setup, '/domains');
    expect(setup.store.getState().auth.session).not.toBeNull();
  });

  it('refreshes before the call when the token is about to expire', async () => {
    const setup = testStore((call) => (call.url === '/auth/refresh' ? ok(refreshed) : ok()), {
      tokens: tokenPair(),
      now: NOW + 900_000,
    });
    await run(setup, '/domains');
    expect(setup.calls.map((call) => call.url)).toEqual(['/auth/refresh', '/domains']);
    expect(setup.calls[1]?.headers.Authorization).toBe('Bearer id-2');
  });

  it('shares one refresh between concurrent calls (refresh tokens rotate)', async () => {
    const setup = testStore((call) => (call.url === '/auth/refresh' ? ok(refreshed) : ok()), {
      tokens: tokenPair(),
      now: NOW + 900_000,
    });
    await Promise.all([run(setup, '/domains'), run(setup, '/auth/me')]);
    expect(setup.calls.filter((call) => call.url === '/auth/refresh')).toHaveLength(1);
  });

  it('never refreshes after a 401 of the sign-in itself (wrong password)', async () => {
    const setup = testStore(() => fail(401, 'auth/invalid-credential'));
    const result = await run(setup, { url: '/auth/sign-in', method: 'POST', data: {} });
    expect(result.error?.code).toBe('auth/invalid-credential');
    expect(setup.calls).toHaveLength(1);
  });
});
