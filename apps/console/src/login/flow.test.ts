import { authErrorText, EMPTY_APPEARANCE, messages } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, networkFailure, type ApiError } from '../app/apiFailure';
import { memoryStorage, STORAGE_KEYS } from '../common/storage';
import { takePendingSecondFactor } from '../features/auth/handover';
import { loadSession, saveSession, sessionFromTokens } from '../features/auth/session';
import { NOW, tokenPair } from '../test/fakes';
import {
  checkSignIn,
  leaveIfSignedIn,
  submitPasswordReset,
  submitSignIn,
  type LoginServices,
} from './flow';
import { fetchJson } from './http';
import { loadAppearance } from './tenant';

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** A refused call, as `answer` of `fakeServices` returns it. */
class Refusal {
  constructor(readonly error: ApiError) {}
}

const failure = (status: number, code: string, message = code) =>
  new Refusal({ status, code, message });

/**
 * Services with in-memory storage, recorded calls and page loads; `answer` plays the server: the
 * answer's body, or a `Refusal`.
 */
function fakeServices(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const loads: { path: string; replace: boolean }[] = [];
  const services: LoginServices = {
    call: (method, path, body) => {
      const call = { method, path, body };
      calls.push(call);
      const answered = answer(call);
      return Promise.resolve(
        answered instanceof Refusal
          ? { ok: false as const, error: answered.error }
          : { ok: true as const, data: answered },
      );
    },
    local: memoryStorage({
      [STORAGE_KEYS.selectedGeo]: 'de',
      [STORAGE_KEYS.announcementsSeen]: 'demo-operator',
      [STORAGE_KEYS.browserSettings]: '{"sound":true}',
    }),
    session: memoryStorage(),
    go: (path, { replace }) => void loads.push({ path, replace }),
    now: () => NOW,
  };
  return { services, calls, loads };
}

describe('the sign-in form', () => {
  it('names each wrong field with the shared schema’s message, and calls nothing', async () => {
    expect(checkSignIn('ann', '12345')).toEqual({
      ok: false,
      errors: {
        email: 'The email address is badly formatted.',
        password: 'The password must be at least 6 characters long.',
      },
    });
    expect(checkSignIn('ann@example.com', '12345')).toEqual({
      ok: false,
      errors: { password: 'The password must be at least 6 characters long.' },
    });
    const { services, calls, loads } = fakeServices(() => tokenPair());
    const outcome = await submitSignIn(services, { email: 'ann', password: 'secret-1' }, '');
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { email: 'The email address is badly formatted.' },
    });
    expect(calls).toEqual([]);
    expect(loads).toEqual([]);
  });

  it('stores the session as the app stores it and goes on to the safe redirect', async () => {
    const pair = tokenPair();
    const { services, calls, loads } = fakeServices(() => JSON.parse(JSON.stringify(pair)));
    const outcome = await submitSignIn(
      services,
      { email: ' operator@demo.test ', password: 'switchboard-demo' },
      '?redirect=%2Fchat%2Flobby',
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/sign-in',
        body: { email: 'operator@demo.test', password: 'switchboard-demo' },
      },
    ]);
    expect(outcome).toEqual({ kind: 'left', to: '/chat/lobby' });
    expect(loads).toEqual([{ path: '/chat/lobby', replace: true }]);
    // Exactly what the app's saveSession writes, so the app starts signed in.
    const expected = memoryStorage();
    saveSession(expected, sessionFromTokens(pair, NOW));
    expect(services.local?.getItem(STORAGE_KEYS.session)).toBe(
      expected.getItem(STORAGE_KEYS.session),
    );
    expect(loadSession(services.local)).toEqual(sessionFromTokens(pair, NOW));
    // A new login resets the selected geo and the read announcements (spec §4), nothing else.
    expect(services.local?.getItem(STORAGE_KEYS.selectedGeo)).toBeNull();
    expect(services.local?.getItem(STORAGE_KEYS.announcementsSeen)).toBeNull();
    expect(services.local?.getItem(STORAGE_KEYS.browserSettings)).toBe('{"sound":true}');
  });

  it('goes to / when the redirect is missing or not a safe same-origin path', async () => {
    for (const search of [
      '',
      '?redirect=https%3A%2F%2Fevil.test',
      '?redirect=%2F%2Fevil.test',
      '?redirect=%2Flogin',
    ]) {
      const { services, loads } = fakeServices(() => tokenPair());
      await submitSignIn(services, { email: 'operator@demo.test', password: 'secret-1' }, search);
      expect(loads).toEqual([{ path: '/', replace: true }]);
    }
  });

  it('hands a sign-in that needs its second factor to /totp, keeping the redirect', async () => {
    const { services, loads } = fakeServices(() => ({
      mfaRequired: true,
      mfaPendingToken: 'pending-1',
      factors: ['phone'],
    }));
    const outcome = await submitSignIn(
      services,
      { email: ' mfa@demo.test', password: 'switchboard-demo' },
      '?redirect=%2Fpersonal-settings',
    );
    expect(outcome).toEqual({ kind: 'left', to: '/totp?redirect=%2Fpersonal-settings' });
    expect(loads).toEqual([{ path: '/totp?redirect=%2Fpersonal-settings', replace: false }]);
    expect(loadSession(services.local)).toBeNull();
    expect(takePendingSecondFactor(services.session)).toEqual({
      mfaPendingToken: 'pending-1',
      email: 'mfa@demo.test',
      factor: 'phone',
    });
  });

  it('goes to /totp when the server says a second factor is required', async () => {
    const { services, loads } = fakeServices(() => failure(401, 'auth/multi-factor-auth-required'));
    await submitSignIn(services, { email: 'totp@demo.test', password: 'secret-1' }, '');
    expect(loads).toEqual([{ path: '/totp', replace: false }]);
  });

  it('refuses a user without an entry role: the refresh token is revoked, nothing is stored', async () => {
    const pair = tokenPair({ roles: ['SOMETHING_ELSE'] });
    const { services, calls, loads } = fakeServices((call) =>
      call.path === '/auth/sign-in' ? pair : null,
    );
    const outcome = await submitSignIn(
      services,
      { email: 'norole@demo.test', password: 'secret-1' },
      '',
    );
    expect(outcome).toEqual({
      kind: 'notice',
      notice: { message: messages.noPermission, type: 'error' },
    });
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/auth/sign-out',
      body: { refreshToken: pair.refreshToken },
    });
    expect(loads).toEqual([]);
    expect(loadSession(services.local)).toBeNull();
  });

  it('shows the spec’s text for a refused sign-in, a lost connection or a strange answer', async () => {
    const cases: [() => unknown, string][] = [
      [() => failure(401, 'auth/wrong-password'), authErrorText('auth/wrong-password')],
      [() => new Refusal(networkFailure()), authErrorText('auth/network-request-failed')],
      [() => ({ hello: 'world' }), authErrorText('auth/internal-error')],
    ];
    for (const [answer, text] of cases) {
      const { services, loads } = fakeServices(answer);
      expect(
        await submitSignIn(services, { email: 'operator@demo.test', password: 'secret-1' }, ''),
      ).toEqual({ kind: 'notice', notice: { message: text, type: 'error' } });
      expect(loads).toEqual([]);
    }
  });
});

describe('a signed-in user opening /login', () => {
  it('goes where the app’s guard sends them, without showing the form', () => {
    const { services, loads } = fakeServices(() => null);
    expect(leaveIfSignedIn(services, '?redirect=%2Fpokes%2Fnew')).toBe(false);
    saveSession(services.local, sessionFromTokens(tokenPair(), NOW));
    expect(leaveIfSignedIn(services, '?redirect=%2Fpokes%2Fnew')).toBe(true);
    expect(leaveIfSignedIn(services, '?redirect=%2F%2Fevil.test')).toBe(true);
    expect(loads).toEqual([
      { path: '/pokes/new', replace: true },
      { path: '/', replace: true },
    ]);
  });
});

describe('the password reset request', () => {
  it('checks the email with the shared schema before calling', async () => {
    const { services, calls } = fakeServices(() => ({}));
    expect(await submitPasswordReset(services, 'nope')).toEqual({
      kind: 'invalid',
      error: 'The email address is badly formatted.',
    });
    expect(calls).toEqual([]);
  });

  it('confirms the request, or says when the 15-minute cooldown applies', async () => {
    const sent = fakeServices(() => ({ message: 'ok' }));
    expect(await submitPasswordReset(sent.services, ' poker@demo.test ')).toEqual({
      kind: 'notice',
      notice: { message: messages.passwordResetRequested, type: 'success' },
    });
    expect(sent.calls).toEqual([
      { method: 'POST', path: '/auth/password-reset', body: { email: 'poker@demo.test' } },
    ]);
    const cooldown = fakeServices(() => failure(429, 'rate-limited'));
    expect(await submitPasswordReset(cooldown.services, 'poker@demo.test')).toEqual({
      kind: 'notice',
      notice: { message: messages.passwordResetCooldown, type: 'error' },
    });
  });
});

describe('fetchJson', () => {
  const fakeFetch = (response: () => Response) => {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const impl = ((url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return Promise.resolve(response());
    }) as unknown as typeof fetch;
    return { impl, requests };
  };

  it('asks for JSON (the server answers a page or a call by Accept) and sends JSON', async () => {
    const { impl, requests } = fakeFetch(() => Response.json({ ok: 1 }));
    expect(await fetchJson(impl)('POST', '/auth/sign-in', { email: 'a' })).toEqual({
      ok: true,
      data: { ok: 1 },
    });
    const headers = requests[0]?.init?.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/json');
    expect(requests[0]?.init?.body).toBe('{"email":"a"}');
  });

  it('answers the server’s error code, or the network failure, as a failed result', async () => {
    const refused = fakeFetch(() =>
      Response.json({ error: { code: 'auth/wrong-password', message: 'Wrong' } }, { status: 401 }),
    );
    expect(await fetchJson(refused.impl)('POST', '/auth/sign-in', {})).toEqual({
      ok: false,
      error: { status: 401, code: 'auth/wrong-password', message: 'Wrong' },
    });
    const bare = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    expect(await fetchJson(bare.impl)('GET', '/x')).toMatchObject({
      ok: false,
      error: { status: 502, code: 'http-502' },
    });
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await fetchJson(offline)('GET', '/x')).toEqual({
      ok: false,
      error: {
        status: 0,
        code: CLIENT_ERROR_CODES.network,
        message: authErrorText('auth/network-request-failed'),
      },
    });
  });
});

describe('the tenant’s appearance', () => {
  it('is looked up by the host’s tenant alias, retrying start-up failures', async () => {
    const sleeps: number[] = [];
    let aliasTries = 0;
    const { services, calls } = fakeServices((call) => {
      if (call.path.startsWith('/firebase/tenant/')) {
        aliasTries += 1;
        if (aliasTries === 1) return failure(503, 'http-503');
        return { tenantId: 'demo' };
      }
      return {
        data: {
          data: { app_name: 'Demo', app_logo_name: 'demo.svg', app_primary_color: '#112233' },
        },
      };
    });
    const appearance = await loadAppearance(
      services.call,
      'console.demo.test',
      () => 0.5,
      (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
    );
    expect(appearance).toEqual({
      app_name: 'Demo',
      app_logo_name: 'demo.svg',
      app_primary_color: '#112233',
    });
    expect(calls.map((call) => call.path)).toEqual([
      '/firebase/tenant/console.demo.test',
      '/firebase/tenant/console.demo.test',
      '/tenant/demo/info',
    ]);
    expect(sleeps).toHaveLength(1);
  });

  it('falls back to the default look when the host has no tenant or the calls keep failing', async () => {
    const none = fakeServices(() => ({ tenantId: '' }));
    expect(
      await loadAppearance(none.services.call, 'x', Math.random, () => Promise.resolve()),
    ).toEqual(EMPTY_APPEARANCE);
    const down = fakeServices(() => failure(503, 'http-503'));
    expect(
      await loadAppearance(down.services.call, 'x', Math.random, () => Promise.resolve()),
    ).toEqual(EMPTY_APPEARANCE);
    // Two retries (spec §7), then the default.
    expect(down.calls).toHaveLength(3);
    const refused = fakeServices(() => failure(404, 'not-found'));
    await loadAppearance(refused.services.call, 'x', Math.random, () => Promise.resolve());
    expect(refused.calls).toHaveLength(1);
  });
});
