import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import {
  authErrorText,
  mayEnter,
  messages,
  type MfaRequired,
  type SecondFactorType,
} from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { revokedSessions, tenants, users } from '../db/schema.js';
import { NotAllowedError, UnauthenticatedError } from '../errors.js';
import { verifyPassword } from './passwords.js';
import type { SignInRateLimiter } from './rate-limit.js';
import { RefreshSessions } from './sessions.js';
import type { IdTokenClaims, TokenService, VerifiedIdToken } from './tokens.js';
import { ReadCache } from './user-cache.js';

export interface TokenPair {
  idToken: string;
  refreshToken: string;
  /** Seconds until the ID token expires. */
  expiresIn: number;
  user: IdTokenClaims;
}

export type { MfaRequired };

/** The sessions of the user `uid` that were revoked (their tokens are refused), as an array. */
export function revokedSidsOf(uid: SQLWrapper) {
  return sql<
    string[]
  >`array(select ${revokedSessions.sid} from ${revokedSessions} where ${revokedSessions.userUid} = ${uid})`;
}

/** An `AuthState` as select fields, of `users` joined with their tenant. */
export const authStateFields = () => ({
  user: users,
  tenant: tenants,
  revokedSids: revokedSidsOf(users.uid),
});

/** Sends the SMS code at the password step of a sign-in with the phone factor. */
export interface PhoneChallenger {
  sendSignInCode(user: UserRow): Promise<void>;
}

export type UserRow = typeof users.$inferSelect;
type TenantRow = typeof tenants.$inferSelect;

/**
 * The signed-in user behind a request, as the database has them now (give or take the auth
 * cache's lifetime for changes made outside this process). `sid`: the sign-in session of the
 * token; null for tokens issued before sessions had an id.
 */
export interface AuthUser extends IdTokenClaims {
  sid: string | null;
  row: UserRow;
}

/** What authentication reads of a user: account, tenant and the revoked sign-in sessions. */
export interface AuthState {
  user: UserRow;
  tenant: TenantRow;
  revokedSids: readonly string[];
}

/** Most users one statement reads (`stateReads`): a burst beyond it takes several. */
export const AUTH_READ_BATCH_MAX = 500;

const sessionExpired = () =>
  new UnauthenticatedError('auth/user-token-expired', messages.sessionExpired);

export class AuthService {
  private phone: PhoneChallenger | null = null;
  private readonly sessionListeners = new Set<(sid: string) => void>();
  private readonly forgetListeners = new Set<(uid: string) => void>();
  /** Per uid; see AUTH_USER_CACHE_MS. */
  private readonly cache = new ReadCache<AuthState | null>(() => this.clock().getTime());
  /**
   * Per uid, the read of the user still running: a fresh read asked for meanwhile shares it
   * instead of starting its own (single flight), and it is dropped as soon as it settles. See
   * `freshState` for why that is as good as a read of one's own.
   */
  private readonly inFlight = new Map<string, Promise<AuthState | null>>();
  /**
   * The reads of users asked for in one turn of the event loop, made as one statement (the
   * DataLoader pattern): after a restart, 2,000 consoles' handshakes arrive in a few hundred
   * turns, and each turn's users cost one query instead of one each (issue #30). Dispatched in
   * the loop's check phase (`setImmediate`), after every socket event of the turn has asked;
   * nothing is cached here (that is `cache`'s job, with its lifetime).
   */
  private readonly stateReads = new DataLoader<string, AuthState | null>(
    (uids) => this.readAuthStates(uids),
    {
      cache: false,
      maxBatchSize: AUTH_READ_BATCH_MAX,
      batchScheduleFn: (run) => setImmediate(run),
    },
  );
  private readonly sessions: RefreshSessions;

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly limiter: SignInRateLimiter,
    refreshTtlS: number,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.sessions = new RefreshSessions(db, refreshTtlS, clock);
  }

  /** Turns on the phone second factor at sign-in (the phone service needs this service first). */
  usePhoneChallenger(phone: PhoneChallenger): void {
    this.phone = phone;
  }

  /** Email + password sign-in; refuses disabled accounts and users without an entry role. */
  async signIn(email: string, password: string): Promise<TokenPair | MfaRequired> {
    const key = `sign-in:${email.toLowerCase()}`;
    await this.limiter.assertAllowed(key, this.clock());
    const found = await this.userByEmail(email);
    if (!found || !(await verifyPassword(found.user.passwordHash, password))) {
      await this.limiter.recordFailure(key, this.clock());
      throw new UnauthenticatedError(
        'auth/invalid-credential',
        authErrorText('auth/invalid-credential'),
      );
    }
    await this.limiter.reset(key);
    if (found.user.disabled) {
      throw new UnauthenticatedError('auth/user-disabled', authErrorText('auth/user-disabled'));
    }
    if (!mayEnter(found.user.roles)) throw new NotAllowedError(messages.noPermission);
    if (found.user.totpSecret) {
      return {
        mfaRequired: true,
        mfaPendingToken: await this.tokens.signMfaPending(found.user.uid),
        factors: ['totp'],
      };
    }
    if (found.user.phoneNumber && this.phone) {
      await this.phone.sendSignInCode(found.user);
      return {
        mfaRequired: true,
        mfaPendingToken: await this.tokens.signMfaPending(found.user.uid),
        factors: ['phone'],
      };
    }
    return this.issueTokens(found.user, found.tenant, null);
  }

  /**
   * Swaps a refresh token for a new pair of the same sign-in session; the old refresh token stops
   * working (rotation). A rotated token that comes back is a sign that it was stolen: its whole
   * session is revoked (`revokeSession`), so neither the thief nor the owner keeps it.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const rotated = await this.sessions.rotate(refreshToken);
    if ('reuse' in rotated) {
      if (rotated.reuse) await this.revokeSession(rotated.reuse.sid, rotated.reuse.uid);
      throw sessionExpired();
    }
    const { old, token } = rotated;
    const found = await this.userByUid(old.userUid);
    if (!found || found.user.disabled) {
      throw new UnauthenticatedError('auth/user-disabled', authErrorText('auth/user-disabled'));
    }
    const secondFactor = (old.secondFactor as SecondFactorType | null) ?? null;
    return this.tokenPair(found.user, found.tenant, secondFactor, old.familyId, token);
  }

  /**
   * Revokes a sign-in session (a refresh token family): its refresh tokens stop working, its ID
   * tokens are refused from the next request on, and `onSessionRevoked` listeners hear of it (its
   * sockets are signed out).
   */
  async revokeSession(sid: string, uid: string): Promise<void> {
    await this.sessions.revoke({ sid, uid });
    this.forgetUser(uid);
    for (const listener of this.sessionListeners) listener(sid);
  }

  /** Calls `listener` with the id of every session `revokeSession` revokes. */
  onSessionRevoked(listener: (sid: string) => void): () => void {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  }

  /**
   * Ends the sign-in session of a refresh token: its refresh tokens and its ID tokens stop
   * working at once, on every process, and its other sockets are signed out. Unknown or already
   * revoked tokens are ignored; a signed-out token that comes back does not count as theft.
   */
  async signOut(refreshToken: string): Promise<void> {
    const ended = await this.sessions.signOut(refreshToken);
    if (!ended) return;
    this.forgetUser(ended.uid);
    for (const listener of this.sessionListeners) listener(ended.sid);
  }

  /** After a password reset: every session of the user ended, like `signOut` of each. */
  sessionsEnded(uid: string, sids: readonly string[]): void {
    this.forgetUser(uid);
    for (const sid of sids) for (const listener of this.sessionListeners) listener(sid);
  }

  /**
   * The user behind a bearer token, with roles, geos, the disabled flag and the token's session
   * as they are in the database. The read is cached per user for AUTH_USER_CACHE_MS; every change
   * this process makes to a user drops it (`forgetUser`), so those count from the next request.
   */
  async authenticate(bearer: string): Promise<AuthUser> {
    return this.authenticateToken(await this.verifyToken(bearer));
  }

  /** The claims of a valid ID token (401 otherwise); nothing about the user is read. */
  verifyToken(bearer: string): Promise<VerifiedIdToken> {
    return this.tokens.verifyIdToken(bearer);
  }

  /** `authenticate` for a token already verified (`verifyToken`). */
  async authenticateToken(claims: VerifiedIdToken): Promise<AuthUser> {
    const state = await this.cache.get(claims.uid, () => this.freshState(claims.uid));
    return authUserOf(state, claims.sid, claims.signInSecondFactor);
  }

  /**
   * `authenticateToken` from a read of the user made by another statement (the same columns as
   * `readAuthState`): the claim statement reads the user itself when they are no longer as the
   * token says (`ChatService.claimAuthenticating`). The read is not cached: a change to the user
   * after it and before it reached the cache would stay unseen.
   */
  authenticateFrom(claims: VerifiedIdToken, state: AuthState | null): AuthUser {
    return authUserOf(state, claims.sid, claims.signInSecondFactor);
  }

  /** Whether the read of this user is cached now (`authenticateToken` would not read it). */
  hasCachedUser(uid: string): boolean {
    return this.cache.has(uid);
  }

  /**
   * The same user read afresh, never from the cache (though possibly by a read of them already
   * running: `freshState`), for a connection that outlives a request (a socket): roles, geos, the
   * disabled flag and the session as they are now, the second factor of the original sign-in kept.
   */
  async reauthenticate(user: AuthUser): Promise<AuthUser> {
    return authUserOf(await this.freshState(user.uid), user.sid, user.signInSecondFactor);
  }

  /**
   * The user read from the database now, or by a read of them that is running now: a socket's
   * handshake and the burst of subscriptions a console sends right after it (a reconnect storm:
   * five reads per operator) then cost one read. A shared read started before the caller asked,
   * so it may miss a change committed while it ran: a stale answer lives at most as long as one
   * read of a user runs (milliseconds), and only for a change made straight in the database.
   * Every change made through a server process drops the running read (`forgetUser`, passed on
   * to the other processes by the change feed), so whoever asks after it reads afresh: a user
   * disabled or a session revoked is refused from the next read after the change on.
   */
  private freshState(uid: string): Promise<AuthState | null> {
    const running = this.inFlight.get(uid);
    if (running) return running;
    const read = this.stateReads.load(uid);
    this.inFlight.set(uid, read);
    const settled = () => {
      if (this.inFlight.get(uid) === read) this.inFlight.delete(uid);
    };
    read.then(settled, settled);
    return read;
  }

  /**
   * Drops the cached read of a user: call it after every change to the user (or their sessions)
   * commits, so the next request sees it. `onForget` listeners hear of it, so other server
   * processes drop theirs too (server.ts passes it on over the change feed).
   */
  forgetUser(uid: string): void {
    this.cache.forget(uid);
    this.inFlight.delete(uid);
    for (const listener of this.forgetListeners) listener(uid);
  }

  /** Drops this process's cached read of a user, without telling anyone (another process did). */
  dropCachedUser(uid: string): void {
    this.cache.forget(uid);
    this.inFlight.delete(uid);
  }

  /** Calls `listener` with the uid of every user `forgetUser` drops. */
  onForget(listener: (uid: string) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /** What authentication needs of a user, read from the database now (uncached); null if gone. */
  async readAuthState(uid: string): Promise<AuthState | null> {
    const [state] = await this.readAuthStates([uid]);
    return state ?? null;
  }

  /** `readAuthState` of several users in one statement, in the order of `uids`. */
  async readAuthStates(uids: readonly string[]): Promise<(AuthState | null)[]> {
    const rows = await this.db
      .select(authStateFields())
      .from(users)
      .innerJoin(tenants, eq(users.tenantId, tenants.id))
      .where(uids.length === 1 ? eq(users.uid, uids[0]!) : inArray(users.uid, [...uids]));
    const byUid = new Map(rows.map((row) => [row.user.uid, row]));
    return uids.map((uid) => byUid.get(uid) ?? null);
  }

  /**
   * Issues an ID token and a refresh token for a user who has proved who they are: a new sign-in
   * session (refresh token family) unless `sid` names the one to continue.
   */
  async issueTokens(
    user: UserRow,
    tenant: TenantRow,
    secondFactor: SecondFactorType | null,
    sid: string = randomUUID(),
  ): Promise<TokenPair> {
    const refreshToken = await this.sessions.add(user.uid, sid, secondFactor);
    return this.tokenPair(user, tenant, secondFactor, sid, refreshToken);
  }

  private async tokenPair(
    user: UserRow,
    tenant: TenantRow,
    secondFactor: SecondFactorType | null,
    sid: string,
    refreshToken: string,
  ): Promise<TokenPair> {
    const claims = claimsOf(user, tenant, secondFactor);
    return {
      idToken: await this.tokens.signIdToken(claims, sid),
      refreshToken,
      expiresIn: this.tokens.idTokenTtlS,
      user: claims,
    };
  }

  private async userByEmail(email: string) {
    const [row] = await this.db
      .select({ user: users, tenant: tenants })
      .from(users)
      .innerJoin(tenants, eq(users.tenantId, tenants.id))
      .where(eq(users.email, email.trim().toLowerCase()));
    return row;
  }

  async userByUid(uid: string) {
    const [row] = await this.db
      .select({ user: users, tenant: tenants })
      .from(users)
      .innerJoin(tenants, eq(users.tenantId, tenants.id))
      .where(eq(users.uid, uid));
    return row;
  }
}

/** The user of a token of session `sid`, or the 401 that refuses it. */
function authUserOf(
  state: AuthState | null,
  sid: string | null,
  signInSecondFactor: SecondFactorType | null,
): AuthUser {
  if (!state)
    throw new UnauthenticatedError('auth/user-not-found', authErrorText('auth/user-not-found'));
  if (state.user.disabled)
    throw new UnauthenticatedError('auth/user-disabled', authErrorText('auth/user-disabled'));
  if (sid !== null && state.revokedSids.includes(sid)) throw sessionExpired();
  return { ...claimsOf(state.user, state.tenant, signInSecondFactor), sid, row: state.user };
}

function claimsOf(
  user: UserRow,
  tenant: TenantRow,
  signInSecondFactor: SecondFactorType | null,
): IdTokenClaims {
  return {
    uid: user.uid,
    email: user.email,
    name: user.displayName,
    tenantId: tenant.id,
    tenantAlias: tenant.alias,
    companyName: user.companyName,
    roles: user.roles,
    geos: user.geos,
    forceMfa: user.forceMfa,
    forcedTotp: user.forcedTotp,
    signInSecondFactor,
  };
}
