import { createSelector } from '@reduxjs/toolkit';
import {
  guardSessionOf,
  guardUserOf,
  isSessionAuthorized,
  type GuardSession,
  type GuardUser,
  type SecondFactorType,
} from '@switchboard/domain';
import type { AuthState } from './authSlice';
import type { SessionUser } from './session';

interface WithAuth {
  auth: AuthState;
}

export const selectSession = (state: WithAuth) => state.auth.session;
export const selectUser = (state: WithAuth): SessionUser | null => state.auth.session?.user ?? null;
export const selectPendingSecondFactor = (state: WithAuth) => state.auth.pendingSecondFactor;

/**
 * The second factors the account has enrolled, as far as the console can tell: the server asks
 * for the enrolled factor at every sign-in, so a sign-in that used one proves it, and a sign-in
 * without one means none is enrolled.
 */
export function enrolledFactorsOf(user: SessionUser): SecondFactorType[] {
  return user.signInSecondFactor === null ? [] : [user.signInSecondFactor];
}

export const selectGuardUser = createSelector([selectUser], (user): GuardUser | null =>
  user === null ? null : guardUserOf(user, enrolledFactorsOf(user)),
);

export const selectGuardSession = createSelector([selectUser], (user): GuardSession | null =>
  user === null ? null : guardSessionOf(user),
);

/** Signed in, holding an entry role, with no second-factor step pending. */
export const selectIsAuthorized = createSelector(
  [selectGuardUser, selectGuardSession],
  (user, session) => isSessionAuthorized(user, session),
);
