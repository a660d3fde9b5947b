import { createAction } from '@reduxjs/toolkit';

/**
 * The two ways a session ends without the user asking, each heard by two slices: `auth` signs out,
 * `notifications` says why. Defined here, above both features, so neither imports the other for it.
 */

/** The session could not be refreshed: signed out, with the session-expired text. */
export const sessionExpired = createAction('auth/sessionExpired');

/**
 * The server refused the session because an administrator disabled the account (spec §4):
 * signed out, with the reason. Plain /login follows: signing in again would not help.
 */
export const accountDisabled = createAction('auth/accountDisabled');
