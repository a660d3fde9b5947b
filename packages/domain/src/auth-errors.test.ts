import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_CODES,
  AUTH_ERROR_TEXTS,
  authErrorCodeOf,
  authErrorOutcome,
  authErrorText,
  isAuthErrorCode,
  MULTI_FACTOR_REQUIRED_CODE,
  PHONE_SETUP_SIGN_OUT_CODES,
  type AuthErrorCode,
} from './auth-errors.js';

describe('auth error texts', () => {
  it.each([
    ['auth/invalid-email', 'The email address is badly formatted.'],
    ['auth/user-disabled', 'The user account has been disabled by an administrator.'],
    [
      'auth/too-many-requests',
      'We have blocked all requests from this device due to unusual activity. Try again later.',
    ],
    [
      'auth/quota-exceeded',
      'Too many attempts. Please wait at least a minute, or ask administrator to reset your 2FA (TOTP/SMS).',
    ],
    [
      'auth/invalid-verification-code',
      'The verification code is incorrect. Please check and try again.',
    ],
    [
      'auth/operation-not-allowed',
      'Please contact the admin to enable MFA feature in your application',
    ],
    ['auth/unverified-email', 'Please verify email first. Check your email inbox.'],
    [
      'auth/user-token-expired',
      'Your login session has expired. Please log in again to access your account.',
    ],
  ])('%s reads exactly as the spec gives it', (code, text) => {
    expect(authErrorText(code)).toBe(text);
  });

  it.each([
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/code-expired',
    'auth/weak-password',
  ])('%s, named by the spec without a text, has a readable one', (code) => {
    const text = authErrorText(code);
    expect(text).not.toBe(code);
    expect(text).toMatch(/^[A-Z].*\.$/);
  });

  it('tells the 6-character minimum for a weak password', () => {
    expect(authErrorText('auth/weak-password')).toBe(
      'The password is too weak. It must be at least 6 characters long.',
    );
  });

  it('is a large table of auth/ codes, each with a sentence', () => {
    expect(AUTH_ERROR_CODES.length).toBeGreaterThanOrEqual(40);
    for (const code of AUTH_ERROR_CODES) {
      expect(code).toMatch(/^auth\/[a-z-]+$/);
      expect(AUTH_ERROR_TEXTS[code].length).toBeGreaterThan(10);
    }
  });

  it('shows an unknown code as the raw code', () => {
    expect(authErrorText('auth/something-new')).toBe('auth/something-new');
    expect(authErrorText('toString')).toBe('toString');
    expect(isAuthErrorCode('toString')).toBe(false);
    expect(isAuthErrorCode('auth/wrong-password')).toBe(true);
  });
});

describe('authErrorCodeOf', () => {
  it.each<[unknown, string | null]>([
    [{ code: 'auth/wrong-password', message: 'x' }, 'auth/wrong-password'],
    [{ message: 'Firebase: Error (auth/user-not-found).' }, 'auth/user-not-found'],
    [{ code: '', message: 'Firebase: Error (auth/code-expired).' }, 'auth/code-expired'],
    [{ message: 'Network down' }, null],
    [{ code: 42 }, null],
    [new Error('Firebase: Error (auth/too-many-requests).'), 'auth/too-many-requests'],
    ['auth/wrong-password', null],
    [null, null],
  ])('%j → %s', (error, code) => {
    expect(authErrorCodeOf(error)).toBe(code);
  });
});

describe('authErrorOutcome', () => {
  it('passes multi-factor-auth-required on login to the second-factor flow', () => {
    expect(MULTI_FACTOR_REQUIRED_CODE).toBe('auth/multi-factor-auth-required');
    expect(authErrorOutcome('auth/multi-factor-auth-required', 'login')).toEqual({
      kind: 'secondFactorRequired',
    });
    expect(authErrorOutcome('auth/multi-factor-auth-required', 'other')).toEqual({
      kind: 'show',
      message: 'A second factor is required to complete the sign-in.',
    });
  });

  it.each<AuthErrorCode>([
    'auth/requires-recent-login',
    'auth/too-many-requests',
    'auth/invalid-multi-factor-session',
    'auth/code-expired',
  ])('signs the user out on %s during phone second-factor setup', (code) => {
    expect(PHONE_SETUP_SIGN_OUT_CODES).toContain(code);
    expect(authErrorOutcome(code, 'phoneSetup')).toEqual({
      kind: 'signOut',
      message: AUTH_ERROR_TEXTS[code],
    });
    expect(authErrorOutcome(code, 'login').kind).toBe('show');
  });

  it('shows every other code as text', () => {
    expect(PHONE_SETUP_SIGN_OUT_CODES).toHaveLength(4);
    expect(authErrorOutcome('auth/invalid-verification-code', 'phoneSetup')).toEqual({
      kind: 'show',
      message: 'The verification code is incorrect. Please check and try again.',
    });
    expect(authErrorOutcome('auth/unknown-thing', 'login')).toEqual({
      kind: 'show',
      message: 'auth/unknown-thing',
    });
  });
});
