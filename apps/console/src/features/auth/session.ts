import {
  isSafeRedirectPath,
  MfaRequired,
  queryParam,
  ROUTE_PATHS,
  SessionUser,
  TokenPair,
} from '@switchboard/domain';
import { readKey, STORAGE_KEYS, writeKey, type KeyValueStorage } from '../../common/storage';

/** A signed-in session: the token pair, when the ID token expires, and the user's claims. */
export interface Session {
  idToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the ID token expires. */
  expiresAt: number;
  user: SessionUser;
}

export type { SessionUser, TokenPair };
export type MfaRequiredAnswer = MfaRequired;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The user of a token answer or a stored session, or null when it does not have the shape. */
export function parseSessionUser(value: unknown): SessionUser | null {
  const parsed = SessionUser.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A token pair answer, or null when the answer is something else. */
export function parseTokenPair(value: unknown): TokenPair | null {
  const parsed = TokenPair.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether a sign-in answer asks for the second factor. */
export function isMfaRequired(value: unknown): value is MfaRequiredAnswer {
  return MfaRequired.safeParse(value).success;
}

/** The factor an mfaRequired answer asks for: 'phone' when the server says so, else 'totp'. */
export function requiredFactorOf(answer: { factors?: readonly string[] }): 'totp' | 'phone' {
  return answer.factors?.[0] === 'phone' ? 'phone' : 'totp';
}

/** The session a token pair starts, `now` being when the answer arrived (epoch ms). */
export function sessionFromTokens(pair: TokenPair, now: number): Session {
  return {
    idToken: pair.idToken,
    refreshToken: pair.refreshToken,
    expiresAt: now + pair.expiresIn * 1000,
    user: pair.user,
  };
}

/** Refresh this long before the ID token expires, so a call never leaves with a dying token. */
export const TOKEN_REFRESH_MARGIN_MS = 30_000;

/** Whether the session's ID token is expired or about to expire at `now`. */
export function needsRefresh(session: Session, now: number): boolean {
  return session.expiresAt - TOKEN_REFRESH_MARGIN_MS <= now;
}

/** The stored session, or null when there is none or it is unreadable. */
export function loadSession(storage: KeyValueStorage | null): Session | null {
  const text = readKey(storage, STORAGE_KEYS.session);
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  const { idToken, refreshToken, expiresAt } = raw;
  if (!isText(idToken) || !isText(refreshToken) || typeof expiresAt !== 'number') return null;
  const user = parseSessionUser(raw.user);
  return user === null ? null : { idToken, refreshToken, expiresAt, user };
}

/** Stores the session, or removes it for null. */
export function saveSession(storage: KeyValueStorage | null, session: Session | null): void {
  writeKey(storage, STORAGE_KEYS.session, session === null ? null : JSON.stringify(session));
}

/**
 * Forgets what belonged to the previous sign-in, at every login (spec §4 "Session and presence"):
 * the selected geo, and that the announcements were read (they show again).
 */
export function forgetPreviousSignIn(storage: KeyValueStorage | null): void {
  writeKey(storage, STORAGE_KEYS.selectedGeo, null);
  writeKey(storage, STORAGE_KEYS.announcementsSeen, null);
}

/** Where a finished sign-in goes: the redirect query value if it is safe, else `/`. */
export function destinationAfterSignIn(search: string): string {
  const wanted = queryParam(search, 'redirect');
  return wanted !== null && isSafeRedirectPath(wanted) ? wanted : ROUTE_PATHS.home;
}

/** The auth state to start with: the stored session, and whether its announcements were read. */
export function loadAuthState(storage: KeyValueStorage | null) {
  const session = loadSession(storage);
  const seenBy = readKey(storage, STORAGE_KEYS.announcementsSeen);
  return { session, announcementsSeen: session !== null && seenBy === session.user.uid };
}
