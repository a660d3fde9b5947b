import { mayEnter, routerRolesOf } from './roles.js';
import { ROUTE_PATHS, type RouteId } from './route-table.js';
import {
  canAccessRoute,
  matchRoute,
  pathnameOf,
  roleRedirectFor,
  type RouteMatch,
} from './routes.js';
import type { SecondFactorType, UserClaims } from './schemas/user.js';

/**
 * The route guard of spec §2 "Guard behaviour" as one pure function, `guardRoute`.
 *
 * The guard returns the end of the redirect chain, not its first hop: a signed-in Admin opening
 * /login lands on /chat/list in one navigation, without passing through / and /chat. Applying the
 * guard to the place it redirects to always allows it, and it never redirects a path to itself.
 *
 * Whether the user may enter the app at all (spec §5: a user with none of the five entry roles is
 * signed out) is decided at sign-in, not here. If such a user reaches the guard, they are routed by
 * the roles they hold: a Developer alone stays on `/` and may open the Developer pages.
 */

/** The signed-in account as the guard sees it. */
export interface GuardUser {
  /** Claim roles of the token (`CHAT_OPERATOR:SFW`…); router roles are derived from them. */
  readonly roles: readonly string[];
  readonly forceMfa: boolean;
  readonly forcedTotp: boolean;
  /** Second factors enrolled on the account. */
  readonly enrolledFactors: readonly SecondFactorType[];
}

/** What the current sign-in proved. */
export interface GuardSession {
  /** The second factor used at sign-in, null for a first-factor-only sign-in. */
  readonly signInSecondFactor: SecondFactorType | null;
}

/** Where the user is going; `search` is the query with or without its leading `?`. */
export interface GuardLocation {
  readonly pathname: string;
  readonly search?: string;
}

/** Which line of the guard made the first redirect of the chain. */
export type GuardRedirectReason =
  'signInRequired' | 'forcedTotp' | 'forceMfa' | 'alreadySignedIn' | 'missingRole' | 'roleRedirect';

export type GuardDecision =
  | { readonly kind: 'allow'; readonly match: RouteMatch; readonly notFound: boolean }
  | { readonly kind: 'redirect'; readonly to: string; readonly reason: GuardRedirectReason };

/** The guard's view of a user from their parsed claims and enrolled factors. */
export function guardUserOf(
  claims: UserClaims,
  enrolledFactors: readonly SecondFactorType[],
): GuardUser {
  return {
    roles: claims.roles,
    forceMfa: claims.forceMfa,
    forcedTotp: claims.forcedTotp,
    enrolledFactors,
  };
}

/** The guard's view of the current sign-in from the token claims. */
export function guardSessionOf(claims: UserClaims): GuardSession {
  return { signInSecondFactor: claims.signInSecondFactor ?? null };
}

/**
 * The second-factor page the user must finish before anything else, or null:
 * - forcedTotp and this sign-in did not use TOTP → /totp-register;
 * - forceMfa, no factor enrolled and not forcedTotp → /mfa.
 */
export function requiredSecondFactorPath(
  user: GuardUser,
  session: GuardSession | null,
): typeof ROUTE_PATHS.totpRegister | typeof ROUTE_PATHS.mfa | null {
  if (user.forcedTotp && session?.signInSecondFactor !== 'totp') return ROUTE_PATHS.totpRegister;
  if (user.forceMfa && user.enrolledFactors.length === 0 && !user.forcedTotp)
    return ROUTE_PATHS.mfa;
  return null;
}

/**
 * Pages a forced user may stay on. /totp-settle-down follows a TOTP registration while the token
 * still reports the old sign-in, so forcing the user away from it would send them back to the
 * registration they just finished. /mfa may hand over to /totp-register to enrol an app.
 */
const FORCED_PAGE_EXEMPTIONS: Record<string, readonly RouteId[]> = {
  [ROUTE_PATHS.totpRegister]: ['totp-register', 'totp-settle-down'],
  [ROUTE_PATHS.mfa]: ['mfa', 'totp-register', 'totp-settle-down'],
};

/**
 * Whether the session is authorized: signed in, holding an entry role (spec §6), with no
 * second-factor step pending. The header and the main chrome show only then.
 */
export function isSessionAuthorized(user: GuardUser | null, session: GuardSession | null): boolean {
  return user !== null && mayEnter(user.roles) && requiredSecondFactorPath(user, session) === null;
}

function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The first value of a query parameter (`search` with or without `?`), null when absent or malformed. */
export function queryParam(search: string, name: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const key = decodeQueryPart(equals === -1 ? pair : pair.slice(0, equals));
    if (key === name) return decodeQueryPart(equals === -1 ? '' : pair.slice(equals + 1));
  }
  return null;
}

/**
 * Whether a redirect query value may be followed: a same-origin relative path starting with a
 * single `/`. Refused: absolute URLs, protocol-relative `//host`, anything with a backslash
 * (browsers read `/\host` as `//host`) or a control character (browsers drop tabs and line breaks,
 * turning `/\t/host` into `//host`), and /login itself, which would redirect to itself.
 */
export function isSafeRedirectPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return false;
  }
  return matchRoute(value).route.id !== 'login';
}

/** /login with the wanted path (and its query) in the redirect query; plain /login for `/`. */
export function loginPathFor(wanted: string): string {
  return wanted === ROUTE_PATHS.home
    ? ROUTE_PATHS.login
    : `${ROUTE_PATHS.login}?redirect=${encodeURIComponent(wanted)}`;
}

type GuardStep =
  | { kind: 'allow'; match: RouteMatch }
  | { kind: 'redirect'; to: string; reason: GuardRedirectReason };

const allow = (match: RouteMatch): GuardStep => ({ kind: 'allow', match });
const redirect = (to: string, reason: GuardRedirectReason): GuardStep => ({
  kind: 'redirect',
  to,
  reason,
});

/** The query of a path, with its `?` and without any hash; '' when there is none. */
function searchOf(path: string): string {
  const rest = path.slice(pathnameOf(path).length);
  if (!rest.startsWith('?')) return '';
  const hash = rest.indexOf('#');
  return hash === -1 ? rest : rest.slice(0, hash);
}

/** One hop of the guard for a path with its query. */
function guardStep(user: GuardUser | null, session: GuardSession | null, path: string): GuardStep {
  const match = matchRoute(path);
  const { route } = match;

  if (user === null) {
    if (route.access.kind === 'public') return allow(match);
    // /totp-register carries no redirect (spec §2); /totp, the other exception, is public.
    if (route.id === 'totp-register') return redirect(ROUTE_PATHS.login, 'signInRequired');
    return redirect(loginPathFor(path), 'signInRequired');
  }

  if (route.id === 'login') {
    const wanted = queryParam(searchOf(path), 'redirect');
    const to = wanted !== null && isSafeRedirectPath(wanted) ? wanted : ROUTE_PATHS.home;
    return redirect(to, 'alreadySignedIn');
  }
  if (route.access.kind === 'public') return allow(match);

  const forced = requiredSecondFactorPath(user, session);
  if (forced !== null && !FORCED_PAGE_EXEMPTIONS[forced]?.includes(route.id)) {
    return redirect(forced, forced === ROUTE_PATHS.totpRegister ? 'forcedTotp' : 'forceMfa');
  }

  const roles = routerRolesOf(user.roles);
  if (!canAccessRoute(route, roles)) return redirect(ROUTE_PATHS.home, 'missingRole');

  const next = roleRedirectFor(path, roles);
  return next === null ? allow(match) : redirect(next, 'roleRedirect');
}

function normalizedSearch(search: string | undefined): string {
  if (search === undefined || search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * The guard: may `user` open `location`, and if not, where do they go. `user` is null when
 * nobody is signed in (then `session` is ignored).
 *
 * In order: a signed-out user may open public pages and is sent to /login (with the wanted path
 * in `redirect`) from the others; a signed-in user at /login goes to the redirect query value if it
 * is a safe same-origin path, else to `/`; public pages are open; a pending forced second factor
 * sends the user to /totp-register or /mfa; a user lacking the role goes to `/`; `/`, /chat,
 * /pokes, /statistics and /abuse redirect by role. A not-found page is public and reports
 * `notFound`.
 */
export function guardRoute(
  user: GuardUser | null,
  session: GuardSession | null,
  location: GuardLocation,
): GuardDecision {
  const start = location.pathname + normalizedSearch(location.search);
  const visited = new Set<string>([start]);
  let current = start;
  let firstReason: GuardRedirectReason | null = null;
  for (;;) {
    const step = guardStep(user, session, current);
    if (step.kind === 'allow') {
      return firstReason === null
        ? { kind: 'allow', match: step.match, notFound: step.match.notFound }
        : { kind: 'redirect', to: current, reason: firstReason };
    }
    if (visited.has(step.to))
      throw new Error(`Route guard loop: ${[...visited, step.to].join(' → ')}`);
    visited.add(step.to);
    firstReason ??= step.reason;
    current = step.to;
  }
}
