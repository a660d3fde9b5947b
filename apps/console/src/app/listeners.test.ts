import { describe, expect, it, vi } from 'vitest';
import { messages } from '@switchboard/domain';
import { STORAGE_KEYS } from '../common/storage';
import { announcementsClosed, signedIn } from '../features/auth/authSlice';
import { signOut } from '../features/auth/authThunks';
import { loadSession } from '../features/auth/session';
import { NOW, testStore, tokenPair } from '../test/fakes';
import { countsForPresence } from './listeners';
import { appStarted } from './appStarted';

describe('session side effects', () => {
  it('persists the session at sign-in and resets the selected geo', () => {
    const setup = testStore(() => ({ status: 200 }));
    setup.storage.setItem(STORAGE_KEYS.selectedGeo, 'nl');
    setup.storage.setItem(STORAGE_KEYS.announcementsSeen, 'demo-operator');
    setup.store.dispatch(signedIn({ tokens: tokenPair(), now: NOW }));
    expect(loadSession(setup.storage)?.idToken).toBe('id-1');
    expect(setup.storage.getItem(STORAGE_KEYS.selectedGeo)).toBeNull();
    expect(setup.storage.getItem(STORAGE_KEYS.announcementsSeen)).toBeNull();
    setup.store.dispatch(announcementsClosed());
    expect(setup.storage.getItem(STORAGE_KEYS.announcementsSeen)).toBe('demo-operator');
  });

  it('connects the socket for an authorized session, with presence for a plain Operator', () => {
    const setup = testStore(() => ({ status: 200 }));
    setup.store.dispatch(signedIn({ tokens: tokenPair(), now: NOW }));
    expect(setup.portal.connect).toHaveBeenCalledTimes(1);
    expect(setup.portal.connect.mock.calls[0]?.[0]).toMatchObject({ presence: true });
  });

  it('connects at start-up for a stored session', () => {
    const setup = testStore(() => ({ status: 200 }), { tokens: tokenPair() });
    setup.store.dispatch(appStarted());
    expect(setup.portal.connect).toHaveBeenCalledTimes(1);
  });

  it('does not connect while a forced TOTP set-up is pending', () => {
    const setup = testStore(() => ({ status: 200 }));
    setup.store.dispatch(signedIn({ tokens: tokenPair({ forcedTotp: true }), now: NOW }));
    expect(setup.portal.connect).not.toHaveBeenCalled();
  });

  it('signs out: revokes the refresh token, tears down, forgets the session, goes to /login', async () => {
    const setup = testStore(() => ({ status: 204 }), { tokens: tokenPair() });
    await setup.store.dispatch(signOut());
    expect(setup.calls).toMatchObject([
      { method: 'POST', url: '/auth/sign-out', data: { refreshToken: 'refresh-1' } },
    ]);
    expect(setup.portal.disconnect).toHaveBeenCalled();
    expect(setup.store.getState().auth.session).toBeNull();
    expect(setup.storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(setup.navigations).toEqual(['/login']);
  });

  it('reports a failed sign-out and still ends the session here', async () => {
    const setup = testStore(
      () => ({ status: 500, data: { error: { code: 'internal', message: 'Boom' } } }),
      { tokens: tokenPair() },
    );
    await setup.store.dispatch(signOut());
    expect(setup.store.getState().notifications.queue[0]).toMatchObject({
      message: messages.signOutFailed('Boom'),
      type: 'error',
    });
    expect(setup.store.getState().auth.session).toBeNull();
  });
});

describe("the server's disconnectOperator", () => {
  const disconnectOperator = (setup: ReturnType<typeof testStore>) => {
    setup.store.dispatch(appStarted());
    const options = setup.portal.connect.mock.calls[0]?.[0] as { onDisconnectOperator: () => void };
    options.onDisconnectOperator();
  };

  it('signs a disabled account out and says why', async () => {
    const setup = testStore(
      (call) =>
        call.url === '/auth/me'
          ? {
              status: 401,
              data: { error: { code: 'auth/user-disabled', message: 'disabled' } },
            }
          : { status: 204 },
      { tokens: tokenPair() },
    );
    disconnectOperator(setup);
    await vi.waitFor(() => expect(setup.navigations).toEqual(['/login']));
    const state = setup.store.getState();
    expect(state.auth.session).toBeNull();
    expect(state.notifications.queue[0]).toMatchObject({
      message: 'The user account has been disabled by an administrator.',
      type: 'error',
    });
    expect(setup.calls.map((call) => call.url)).toEqual(['/auth/me']);
  });

  it('signs a session the server revoked out with the session-expired text', async () => {
    const setup = testStore(
      (call) =>
        call.url === '/auth/me'
          ? {
              status: 401,
              data: { error: { code: 'auth/user-token-expired', message: 'revoked' } },
            }
          : { status: 204 },
      { tokens: tokenPair() },
    );
    disconnectOperator(setup);
    await vi.waitFor(() => expect(setup.navigations).toEqual(['/login']));
    const state = setup.store.getState();
    expect(state.auth.session).toBeNull();
    expect(state.notifications.queue[0]).toMatchObject({
      message: messages.sessionExpired,
      type: 'warning',
    });
    expect(setup.calls.map((call) => call.url)).toEqual(['/auth/me']);
  });

  it('signs an operator out when the account is still enabled, and says an admin did (#28)', async () => {
    const setup = testStore(() => ({ status: 200, data: {} }), { tokens: tokenPair() });
    disconnectOperator(setup);
    await vi.waitFor(() => expect(setup.navigations).toEqual(['/login']));
    expect(setup.calls.map((call) => call.url)).toEqual(['/auth/me', '/auth/sign-out']);
    expect(setup.store.getState().notifications.queue).toMatchObject([
      { message: 'You were signed out by an administrator.', type: 'warning' },
    ]);
  });
});

describe('countsForPresence', () => {
  it('is an Operator who is not an Admin', () => {
    expect(countsForPresence(['CHAT_OPERATOR:SFW'])).toBe(true);
    expect(countsForPresence(['CHAT_OPERATOR', 'CHAT_ADMIN'])).toBe(false);
    expect(countsForPresence(['CHAT_MANAGER'])).toBe(false);
  });
});
