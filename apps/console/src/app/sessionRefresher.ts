import type { UnknownAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { USER_DISABLED_CODE } from '@switchboard/domain';
import {
  accountDisabled,
  sessionAdopted,
  sessionExpired,
  tokensRefreshed,
  type AuthState,
} from '../features/auth/authSlice';
import { needsRefresh, parseTokenPair, type Session } from '../features/auth/session';
import { toApiError } from './apiError';

/** What the refresher needs of the store: the base query's and the listeners' api both fit. */
export interface StoreAccess {
  getState: () => unknown;
  dispatch: (action: UnknownAction) => unknown;
}

export type RefreshOutcome = 'refreshed' | 'expired' | 'failed';

const sessionOf = (access: StoreAccess) => (access.getState() as { auth: AuthState }).auth.session;

/**
 * Keeps the session's ID token fresh: refreshes shortly before it expires and once after a 401.
 * Concurrent callers share one refresh, because the server rotates refresh tokens and a second
 * use of the old one would fail. A refresh the server refuses ends the session
 * (`sessionExpired`: signed out with the session-expired text).
 */
export class SessionRefresher {
  private inFlight: { refreshToken: string; promise: Promise<RefreshOutcome> } | null = null;

  constructor(
    private readonly http: AxiosInstance,
    private readonly now: () => number,
    /** The session as stored for every tab of this browser (another tab may have rotated it). */
    private readonly stored: () => Session | null = () => null,
  ) {}

  /** The ID token to send now, refreshed first if it is about to expire; null when signed out. */
  async validIdToken(access: StoreAccess): Promise<string | null> {
    const session = sessionOf(access);
    if (session === null) return null;
    if (!needsRefresh(session, this.now())) return session.idToken;
    await this.refresh(access);
    return sessionOf(access)?.idToken ?? null;
  }

  /** Swaps the refresh token for a new pair. */
  refresh(access: StoreAccess): Promise<RefreshOutcome> {
    const session = sessionOf(access);
    if (session === null) return Promise.resolve('expired');
    // Another tab already swapped this token: its pair is taken over. Presenting the old token
    // again would look like a stolen one and end the sign-in in every tab.
    const stored = this.stored();
    if (
      stored !== null &&
      stored.user.uid === session.user.uid &&
      stored.refreshToken !== session.refreshToken &&
      !needsRefresh(stored, this.now())
    ) {
      access.dispatch(sessionAdopted(stored));
      return Promise.resolve('refreshed');
    }
    if (this.inFlight?.refreshToken === session.refreshToken) return this.inFlight.promise;
    const promise = this.swap(access, session.refreshToken).finally(() => {
      if (this.inFlight?.promise === promise) this.inFlight = null;
    });
    this.inFlight = { refreshToken: session.refreshToken, promise };
    return promise;
  }

  private async swap(access: StoreAccess, refreshToken: string): Promise<RefreshOutcome> {
    const stillCurrent = () => sessionOf(access)?.refreshToken === refreshToken;
    try {
      const answer = await this.http.post<unknown>('/auth/refresh', { refreshToken });
      const tokens = parseTokenPair(answer.data);
      if (tokens === null) throw new Error('The refresh answer has no token pair.');
      if (stillCurrent()) access.dispatch(tokensRefreshed({ tokens, now: this.now() }));
      return 'refreshed';
    } catch (error) {
      const { status, code } = toApiError(error);
      // 400 and 401: the server no longer knows this refresh token. Anything else (network,
      // 5xx) may pass; the session is kept and the call reports its own error.
      if (status !== 400 && status !== 401 && status !== 403) return 'failed';
      if (stillCurrent())
        access.dispatch(code === USER_DISABLED_CODE ? accountDisabled() : sessionExpired());
      return 'expired';
    }
  }
}
