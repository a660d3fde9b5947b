import { PASSWORD_MIN_LENGTH } from './constants.js';
import { messages } from './messages.js';
import { USER_MESSAGES } from './schemas/user.js';

/**
 * Auth provider errors (spec §8 "Auth error handling"): codes in the provider's `auth/…` form
 * translated to readable text through one table. An unknown code is shown as the raw code.
 *
 * The texts the spec gives are copied exactly; the others are ours, written to say what went
 * wrong and what to do next. Expired or revoked tokens reuse the spec's session-expired text.
 */

const WEAK_PASSWORD = `The password is too weak. It must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
const WRONG_CREDENTIALS = 'The email address or password is incorrect.';
const CAPTCHA_FAILED = 'The captcha check failed. Please reload the page and try again.';
const CONTACT_ADMIN_CONFIG =
  'The sign-in service is not configured for this site. Please contact the admin.';

export const AUTH_ERROR_TEXTS = {
  // Spec §8, given texts.
  'auth/invalid-email': USER_MESSAGES.invalidEmail,
  'auth/user-disabled': 'The user account has been disabled by an administrator.',
  'auth/too-many-requests':
    'We have blocked all requests from this device due to unusual activity. Try again later.',
  'auth/quota-exceeded':
    'Too many attempts. Please wait at least a minute, or ask administrator to reset your 2FA (TOTP/SMS).',
  'auth/invalid-verification-code':
    'The verification code is incorrect. Please check and try again.',
  'auth/operation-not-allowed':
    'Please contact the admin to enable MFA feature in your application',
  'auth/unverified-email': 'Please verify email first. Check your email inbox.',

  // Spec §8, named without a text.
  'auth/wrong-password': 'The password is incorrect. Please check it and try again.',
  'auth/user-not-found': 'There is no account with this email address.',
  'auth/code-expired': 'The verification code has expired. Please request a new code.',
  'auth/weak-password': WEAK_PASSWORD,

  // Sign-in and password.
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/invalid-password': WEAK_PASSWORD,
  'auth/missing-password': 'Please enter your password.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/user-mismatch': 'These credentials belong to another user. Please sign in as yourself.',
  'auth/requires-recent-login':
    'This action needs a recent sign-in. Please sign in again and retry.',
  'auth/user-token-expired': messages.sessionExpired,
  'auth/invalid-user-token': messages.sessionExpired,
  'auth/id-token-expired': messages.sessionExpired,
  'auth/id-token-revoked': messages.sessionExpired,

  // Password reset links.
  'auth/expired-action-code': 'This link has expired. Please request a new one.',
  'auth/invalid-action-code':
    'This link is invalid or has already been used. Please request a new one.',
  'auth/invalid-recipient-email': 'The email could not be delivered to this address.',
  'auth/missing-continue-uri':
    'The password reset link could not be created. Please contact the admin.',
  'auth/invalid-continue-uri':
    'The password reset link could not be created. Please contact the admin.',

  // Second factor: SMS and authenticator app.
  'auth/multi-factor-auth-required': 'A second factor is required to complete the sign-in.',
  'auth/multi-factor-info-not-found': 'This second factor is not enrolled on your account.',
  'auth/invalid-multi-factor-session':
    'The second-factor session is no longer valid. Please sign in again.',
  'auth/missing-multi-factor-session':
    'The second-factor session is missing. Please sign in again.',
  'auth/missing-multi-factor-info': 'Please choose a second factor.',
  'auth/second-factor-already-in-use': 'This second factor is already enrolled on your account.',
  'auth/maximum-second-factor-count-exceeded':
    'Your account has the maximum number of second factors. Please remove one first.',
  'auth/unsupported-first-factor':
    'A second factor can only be added to an account that signs in with email and password.',
  'auth/email-change-needs-verification':
    'Accounts with a second factor need a verified email address. Check your email inbox.',
  'auth/missing-verification-code': 'Please enter the verification code.',
  'auth/invalid-verification-id': 'The verification has expired. Please request a new code.',
  'auth/missing-verification-id': 'The verification has expired. Please request a new code.',
  'auth/invalid-phone-number':
    'The phone number is not valid. Enter it with its country code, for example +31 6 12345678.',
  'auth/missing-phone-number': 'Please enter a phone number.',
  'auth/captcha-check-failed': CAPTCHA_FAILED,
  'auth/invalid-app-credential': CAPTCHA_FAILED,
  'auth/missing-app-credential': CAPTCHA_FAILED,

  // Environment and configuration.
  'auth/network-request-failed': 'A network error occurred. Check your connection and try again.',
  'auth/timeout': 'The sign-in service did not answer in time. Please try again.',
  'auth/internal-error': 'The sign-in service had an internal error. Please try again.',
  'auth/web-storage-unsupported':
    'Your browser blocks the storage that sign-in needs. Please allow cookies and site data.',
  'auth/admin-restricted-operation': 'Only an administrator can do this.',
  'auth/invalid-api-key': CONTACT_ADMIN_CONFIG,
  'auth/app-not-authorized': CONTACT_ADMIN_CONFIG,
  'auth/unauthorized-domain': CONTACT_ADMIN_CONFIG,
  'auth/invalid-tenant-id': CONTACT_ADMIN_CONFIG,
  'auth/tenant-id-mismatch': 'This account does not belong to this site.',
} as const satisfies Record<`auth/${string}`, string>;

/** Every auth error code the table knows. */
export type AuthErrorCode = keyof typeof AUTH_ERROR_TEXTS;
export const AUTH_ERROR_CODES = Object.keys(AUTH_ERROR_TEXTS) as AuthErrorCode[];

export function isAuthErrorCode(code: string): code is AuthErrorCode {
  return Object.hasOwn(AUTH_ERROR_TEXTS, code);
}

/** Readable text of an auth error code; an unknown code is shown as the raw code. */
export function authErrorText(code: string): string {
  return isAuthErrorCode(code) ? AUTH_ERROR_TEXTS[code] : code;
}

/**
 * The code of an auth error: its `code` property, else the `(auth/…)` the provider puts in its
 * message ('Firebase: Error (auth/wrong-password).'). Null when neither is there.
 */
export function authErrorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code !== '') return code;
  if (typeof message === 'string') return /\((auth\/[a-z0-9-]+)\)/.exec(message)?.[1] ?? null;
  return null;
}

/** On login, this code hands over to the second-factor step instead of being shown. */
export const MULTI_FACTOR_REQUIRED_CODE = 'auth/multi-factor-auth-required' satisfies AuthErrorCode;

/** The answer to any call of an account an administrator disabled (spec §4: signed out). */
export const USER_DISABLED_CODE = 'auth/user-disabled' satisfies AuthErrorCode;

/**
 * The answer when a session is over: a refresh token that no longer works, or a call with a token
 * of a sign-in session the server revoked (its refresh token was used twice, a sign of theft).
 * The user is signed out with the session-expired text.
 */
export const SESSION_EXPIRED_CODE = 'auth/user-token-expired' satisfies AuthErrorCode;

/** During phone second-factor setup these codes sign the user out (spec §8). */
export const PHONE_SETUP_SIGN_OUT_CODES = [
  'auth/requires-recent-login',
  'auth/too-many-requests',
  'auth/invalid-multi-factor-session',
  'auth/code-expired',
] as const satisfies readonly AuthErrorCode[];

/** Where an auth error happened: the login form, the phone second-factor setup, or elsewhere. */
export type AuthFlow = 'login' | 'phoneSetup' | 'other';

export type AuthErrorOutcome =
  | { readonly kind: 'secondFactorRequired' }
  | { readonly kind: 'signOut'; readonly message: string }
  | { readonly kind: 'show'; readonly message: string };

/**
 * What to do with an auth error code: hand over to the second-factor step (multi-factor-auth-
 * required on login), sign the user out while still telling them why (the phone setup codes), or
 * show the text as an error notification.
 */
export function authErrorOutcome(code: string, flow: AuthFlow): AuthErrorOutcome {
  if (flow === 'login' && code === MULTI_FACTOR_REQUIRED_CODE) {
    return { kind: 'secondFactorRequired' };
  }
  const message = authErrorText(code);
  if (flow === 'phoneSetup' && (PHONE_SETUP_SIGN_OUT_CODES as readonly string[]).includes(code)) {
    return { kind: 'signOut', message };
  }
  return { kind: 'show', message };
}
