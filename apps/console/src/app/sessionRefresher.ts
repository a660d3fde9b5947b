import type { UnknownAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { USER_DISABLED_CODE } from '@switchboard/domain';
import { sessionAdopted, tokensRefreshed, type AuthState } from '../features/auth/authSlice';
import { accountDisabled, sessionExpired } from './sessionEnded';
import { needsRefresh, parseTokenPair, type Session } from '../features/auth/session';
import { toApiError } from './apiError';

/** What the refresher needs of the store: the base query's and the listeners' api both fit. */
export interface StoreAccess {
  getState: () => unknown;
  dispatch: (action: UnknownAction) => unknown;
}

export type RefreshOutcome = 'refreshed' | 'expired' | 'failed';

const sessionOf = (access: StoreAccess) => (access.getState() as { auth: AuthState }).auth.session;

/** The lock every tab of this origin takes to refresh the session. */
export const REFRESH_LOCK = 'switchboard.session-refresh';

/**
 * Runs `work` holding the browser's refresh lock, so two tabs never present the same refresh
 * token (the second use of a rotated token ends the sign-in everywhere). Where the Web Locks API
 * is missing (tests, old browsers), `work` runs at once.
 */
function browserLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, work) as Promise<T>) : work();
}

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
    /** Runs a refresh while no other tab of the browser runs one (the Web Locks API). */
    private readonly exclusive: <T>(work: () => Promise<T>) => Promise<T> = browserLock,
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
    if (this.inFlight?.refreshToken === session.refreshToken) return this.inFlight.promise;
    const refreshToken = session.refreshToken;
    // One tab of the browser at a time: a second tab waits, then finds the pair the first stored.
    const promise = this.exclusive(() => this.adoptOrSwap(access, refreshToken)).finally(() => {
      if (this.inFlight?.promise === promise) this.inFlight = null;
    });
    this.inFlight = { refreshToken, promise };
    return promise;
  }

  private adoptOrSwap(access: StoreAccess, refreshToken: string): Promise<RefreshOutcome> {
    const session = sessionOf(access);
    if (session === null) return Promise.resolve('expired');
    // Taken over or signed in again while waiting for the lock: nothing left to do.
    if (session.refreshToken !== refreshToken) return Promise.resolve('refreshed');
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
    return this.swap(access, refreshToken);
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
