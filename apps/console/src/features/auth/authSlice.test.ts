import { describe, expect, it } from 'vitest';
import { sessionExpired } from '../../app/sessionEnded';
import { NOW, tokenPair } from '../../test/fakes';
import {
  announcementsClosed,
  authSlice,
  initialAuthState,
  secondFactorAbandoned,
  secondFactorRequired,
  signedIn,
  signedOut,
  tokensRefreshed,
  type AuthState,
} from './authSlice';
import { selectIsAuthorized } from './selectors';

const reduce = (state: AuthState, action: Parameters<typeof authSlice.reducer>[1]) =>
  authSlice.reducer(state, action);

describe('auth slice', () => {
  it('starts signed out', () => {
    expect(authSlice.reducer(undefined, { type: 'init' })).toEqual(initialAuthState);
  });

  it('starts a session from a token pair, expiring expiresIn seconds after now', () => {
    const state = reduce(initialAuthState, signedIn({ tokens: tokenPair(), now: NOW }));
    expect(state.session).toMatchObject({
      idToken: 'id-1',
      refreshToken: 'refresh-1',
      expiresAt: NOW + 900_000,
      user: { email: 'operator@demo.test', roles: ['CHAT_OPERATOR:NSFW'] },
    });
  });

  it('clears a pending second factor and the announcements flag at sign-in', () => {
    let state = reduce(
      initialAuthState,
      secondFactorRequired({ mfaPendingToken: 'p', email: 'a@b.c', factor: 'totp' }),
    );
    state = { ...state, announcementsSeen: true, signedOutByUser: true };
    state = reduce(state, signedIn({ tokens: tokenPair(), now: NOW }));
    expect(state.pendingSecondFactor).toBeNull();
    expect(state.announcementsSeen).toBe(false);
    expect(state.signedOutByUser).toBe(false);
  });

  it('keeps the pending second factor until it is abandoned', () => {
    const pending = reduce(
      initialAuthState,
      secondFactorRequired({ mfaPendingToken: 'p', email: 'a@b.c', factor: 'totp' }),
    );
    expect(pending.pendingSecondFactor).toEqual({
      mfaPendingToken: 'p',
      email: 'a@b.c',
      factor: 'totp',
    });
    expect(pending.session).toBeNull();
    expect(reduce(pending, secondFactorAbandoned()).pendingSecondFactor).toBeNull();
  });

  it('replaces the tokens on refresh, and ignores a refresh after sign-out', () => {
    const signed = reduce(initialAuthState, signedIn({ tokens: tokenPair(), now: NOW }));
    const refreshed = reduce(
      signed,
      tokensRefreshed({ tokens: tokenPair({}, '2'), now: NOW + 1000 }),
    );
    expect(refreshed.session).toMatchObject({ idToken: 'id-2', expiresAt: NOW + 901_000 });
    expect(
      reduce(initialAuthState, tokensRefreshed({ tokens: tokenPair(), now: NOW })).session,
    ).toBeNull();
  });

  it('remembers that the announcements were closed', () => {
    expect(reduce(initialAuthState, announcementsClosed()).announcementsSeen).toBe(true);
  });

  it('forgets everything on sign-out and on session expiry', () => {
    const signed = reduce(initialAuthState, signedIn({ tokens: tokenPair(), now: NOW }));
    expect(reduce(signed, signedOut())).toEqual({ ...initialAuthState, signedOutByUser: true });
    expect(reduce(signed, sessionExpired())).toEqual(initialAuthState);
  });
});

describe('selectIsAuthorized', () => {
  const authorized = (overrides: Parameters<typeof tokenPair>[0]) =>
    selectIsAuthorized({
      auth: reduce(initialAuthState, signedIn({ tokens: tokenPair(overrides), now: NOW })),
    });

  it('is false when signed out', () => {
    expect(selectIsAuthorized({ auth: initialAuthState })).toBe(false);
  });

  it('is true for a signed-in user with an entry role', () => {
    expect(authorized({})).toBe(true);
  });

  it('is false while a forced TOTP set-up is pending, true once signed in with totp', () => {
    expect(authorized({ forcedTotp: true })).toBe(false);
    expect(authorized({ forcedTotp: true, signInSecondFactor: 'totp' })).toBe(true);
  });

  it('is false while a forced second factor is missing', () => {
    expect(authorized({ forceMfa: true })).toBe(false);
    expect(authorized({ forceMfa: true, signInSecondFactor: 'phone' })).toBe(true);
  });

  it('is false without an entry role', () => {
    expect(authorized({ roles: ['CHAT_BETA_ACCESS'] })).toBe(false);
  });
});
