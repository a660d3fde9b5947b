import type { RouterRole } from './roles.js';
import {
  NOT_FOUND_ROUTE,
  ROUTE_PATHS,
  ROUTE_TABLE,
  type RouteDefinition,
  type RouteId,
} from './route-table.js';

/**
 * Matching paths against the route table of spec §2, the role redirects of `/`, `/chat`,
 * `/pokes`, `/statistics` and `/abuse`, and page titles.
 *
 * Users may hold several roles. Every role redirect picks the first rule, in the order the spec
 * lists the rules, whose role the user holds: at `/` Admin wins over Poker, Poker over Manager,
 * Manager over Operator, Operator over AbuseChecker. Each rule's target allows the role that
 * chose it, so a redirect never leads to a page the user may not open.
 */

export interface RouteMatch {
  readonly route: RouteDefinition;
  /** Decoded values of the `:name` segments. */
  readonly params: Readonly<Record<string, string>>;
  /** True when no route of the table matched: the public not-found page. */
  readonly notFound: boolean;
}

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly segments: readonly string[];
  readonly staticCount: number;
}

const COMPILED: readonly CompiledRoute[] = ROUTE_TABLE.map((route) => {
  const segments = route.pattern.split('/').filter((segment) => segment !== '');
  return {
    route,
    segments,
    staticCount: segments.filter((segment) => !segment.startsWith(':')).length,
  };
});

/** The path part of a location string: everything before the first `?` or `#`. */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * Splits a pathname into decoded segments. Empty segments are ignored, so a trailing slash
 * (`/chat/`) names the same page as `/chat`. Returns null for a malformed percent-encoding.
 */
function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matchCompiled(
  compiled: CompiledRoute,
  segments: readonly string[],
): Record<string, string> | null {
  if (compiled.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of compiled.segments.entries()) {
    const actual = segments[index] as string;
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    else if (expected !== actual) return null;
  }
  return params;
}

/**
 * The route of a path (its query and hash are ignored) with its parameters, or the not-found
 * route for any other path. Matching is case-sensitive, as the product only links to the paths
 * of the table. When two patterns fit, the one with more fixed segments wins, as in React Router.
 */
export function matchRoute(path: string): RouteMatch {
  const segments = decodedSegments(pathnameOf(path));
  let best: { compiled: CompiledRoute; params: Record<string, string> } | null = null;
  if (segments !== null) {
    for (const compiled of COMPILED) {
      const params = matchCompiled(compiled, segments);
      if (params !== null && (best === null || compiled.staticCount > best.compiled.staticCount)) {
        best = { compiled, params };
      }
    }
  }
  return best === null
    ? { route: NOT_FOUND_ROUTE, params: {}, notFound: true }
    : { route: best.compiled.route, params: best.params, notFound: false };
}

/** The route of the table with this id. */
export function routeById(id: RouteId): RouteDefinition {
  return ROUTE_TABLE.find((route) => route.id === id) ?? NOT_FOUND_ROUTE;
}

/**
 * The path of a route with its parameters filled in and URL-encoded, e.g.
 * `routePath('poke-edit', { geo: 'nl', pokeId: 'abc' })` → `/pokes/nl/abc/edit`.
 * Throws when a parameter is missing or empty, or for the not-found route, which has no path.
 */
export function routePath(id: RouteId, params: Readonly<Record<string, string>> = {}): string {
  const route = routeById(id);
  if (route === NOT_FOUND_ROUTE) throw new Error('The not-found route has no path');
  const path = route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing route parameter "${name}" for ${route.pattern}`);
    }
    return encodeURIComponent(value);
  });
  return path;
}

/**
 * Whether a user may open a route. `roles` is null for a signed-out user. A role list is met by
 * holding any one of its roles.
 */
export function canAccessRoute(
  route: RouteDefinition,
  roles: readonly RouterRole[] | null,
): boolean {
  switch (route.access.kind) {
    case 'public':
      return true;
    case 'signedIn':
      return roles !== null;
    case 'roles': {
      const allowed = route.access.roles;
      return roles !== null && roles.some((role) => allowed.includes(role));
    }
  }
}

type PrecedenceRule = readonly [RouterRole, string];

function firstRuleHeld(
  roles: readonly RouterRole[],
  rules: readonly PrecedenceRule[],
  fallback: string,
): string {
  return rules.find(([role]) => roles.includes(role))?.[1] ?? fallback;
}

/** Spec §2, `/`: in this order of precedence. */
const HOME_RULES: readonly PrecedenceRule[] = [
  ['Admin', ROUTE_PATHS.chat],
  ['Poker', ROUTE_PATHS.pokes],
  ['Manager', ROUTE_PATHS.statistics],
  ['Operator', ROUTE_PATHS.chatLobby],
  ['AbuseChecker', ROUTE_PATHS.abuseCheck],
];

const STATISTICS_RULES: readonly PrecedenceRule[] = [
  ['Manager', '/statistics/chat'],
  ['Poker', '/statistics/pokers'],
  ['AbuseChecker', '/statistics/live-conversations'],
];

const ABUSE_RULES: readonly PrecedenceRule[] = [
  ['AbuseChecker', ROUTE_PATHS.abuseCheck],
  ['Manager', '/abuse/reported-messages'],
];

/** Where `/` sends a user: Admin → /chat, Poker → /pokes, Manager → /statistics, Operator → /chat/lobby, AbuseChecker → /abuse/check; anyone else stays on `/`. */
export function landingPathFor(roles: readonly RouterRole[]): string {
  return firstRuleHeld(roles, HOME_RULES, ROUTE_PATHS.home);
}

/** Where `/chat` sends a user: Admin → /chat/list, everyone else → /chat/lobby. */
export function chatRedirectFor(roles: readonly RouterRole[]): string {
  return roles.includes('Admin') ? ROUTE_PATHS.chatList : ROUTE_PATHS.chatLobby;
}

/** Where `/pokes` sends a user: Admin → /pokes/schedule, everyone else → /pokes/new. */
export function pokesRedirectFor(roles: readonly RouterRole[]): string {
  return roles.includes('Admin') ? ROUTE_PATHS.pokesSchedule : ROUTE_PATHS.pokesNew;
}

/** The default child of `/statistics`: Manager → chat, Poker → pokers, AbuseChecker → live-conversations, anyone else → operators. */
export function statisticsDefaultPathFor(roles: readonly RouterRole[]): string {
  return firstRuleHeld(roles, STATISTICS_RULES, '/statistics/operators');
}

/** The default child of `/abuse`: AbuseChecker → check, Manager → reported-messages, anyone else → list. */
export function abuseDefaultPathFor(roles: readonly RouterRole[]): string {
  return firstRuleHeld(roles, ABUSE_RULES, '/abuse/list');
}

/**
 * The one-step role redirect of a path, or null when the path is not one of the redirecting
 * routes (or `/` for a user who stays there). The query of the path is not carried over.
 */
export function roleRedirectFor(path: string, roles: readonly RouterRole[]): string | null {
  const { route } = matchRoute(path);
  switch (route.id) {
    case 'home': {
      const landing = landingPathFor(roles);
      return landing === ROUTE_PATHS.home ? null : landing;
    }
    case 'chat':
      return chatRedirectFor(roles);
    case 'pokes':
      return pokesRedirectFor(roles);
    case 'statistics':
      return statisticsDefaultPathFor(roles);
    case 'abuse':
      return abuseDefaultPathFor(roles);
    default:
      return null;
  }
}

/** More hops than any chain of the table can take (the longest is two). */
const MAX_ROLE_REDIRECT_HOPS = 8;

/**
 * Follows role redirects to the end: Admin at `/` ends on /chat/list, Poker on /pokes/new,
 * Manager on /statistics/chat, Operator on /chat/lobby, AbuseChecker on /abuse/check. Returns the
 * path unchanged when it does not redirect. Access is not checked here; the guard does that.
 */
export function resolveRoleRedirects(path: string, roles: readonly RouterRole[]): string {
  let current = path;
  for (let hop = 0; hop < MAX_ROLE_REDIRECT_HOPS; hop += 1) {
    const next = roleRedirectFor(current, roles);
    if (next === null) return current;
    current = next;
  }
  throw new Error(`Role redirect loop starting at ${path}`);
}

/**
 * The document title: 'page | app title' (spec §1). When the tenant's app title is unknown (its
 * appearance lookup failed and gave an empty title) the page name stands alone, and the other
 * way round, so the title never starts or ends with a bare separator.
 */
export function pageTitle(pageName: string, appTitle: string): string {
  const page = pageName.trim();
  const app = appTitle.trim();
  if (page === '') return app;
  if (app === '') return page;
  return `${page} | ${app}`;
}

/** The title of the page at a path, e.g. `/chat/list` → 'Unclaimed Chats List | app title'. */
export function pageTitleForPath(path: string, appTitle: string): string {
  return pageTitle(matchRoute(path).route.pageName, appTitle);
}
