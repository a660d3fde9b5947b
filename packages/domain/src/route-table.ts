import type { RouterRole } from './roles.js';

/**
 * The route table of spec §2 as data: every path pattern, who may open it, its layout and the
 * page name used in the title. Matching, redirects and titles live in `routes.ts`; the guard in
 * `guard.ts`.
 *
 * Child routes carry their own access list, and that list is authoritative for the child: the
 * parent's list is not intersected with it. `/abuse/check` therefore allows AbuseChecker or
 * Developer although `/abuse` lists Admin, AbuseChecker and Manager; the role table of §6
 * confirms that a Developer has the abuse check.
 */

/** Who may open a route: anyone, any signed-in user, or a signed-in user holding one of the roles. */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'roles'; readonly roles: readonly RouterRole[] };

/** `login`: the centred card of /login and /totp. `main`: header and announcements dialog. */
export type RouteLayout = 'login' | 'main';

export interface RouteDefinition {
  /** Stable name of the route, for code that links to it. */
  readonly id: RouteId;
  /** Path pattern; `:name` segments are parameters, `*` is the not-found catch-all. */
  readonly pattern: string;
  readonly access: RouteAccess;
  readonly layout: RouteLayout;
  /** The page part of the document title ('page | app title'). */
  readonly pageName: string;
}

const PUBLIC: RouteAccess = { kind: 'public' };
const SIGNED_IN: RouteAccess = { kind: 'signedIn' };
const only = (...roles: RouterRole[]): RouteAccess => ({ kind: 'roles', roles });

const ADMIN_POKER = only('Admin', 'Poker');
const DEVELOPER = only('Developer');

const route = <Id extends string>(
  id: Id,
  pattern: string,
  access: RouteAccess,
  pageName: string,
  layout: RouteLayout = 'main',
) => ({ id, pattern, access, pageName, layout }) as const;

const UIKIT_CHILDREN = [
  'menu',
  'poke',
  'avatars',
  'icons',
  'announcements',
  'unclaimed',
  'chat',
  'error',
] as const;

const uikitChild = <Child extends (typeof UIKIT_CHILDREN)[number]>(child: Child) =>
  route(`uikit-${child}`, `/uikit/${child}`, DEVELOPER, `UI kit: ${child}`);

const ROUTES = [
  route('home', '/', SIGNED_IN, 'Home'),
  route('login', '/login', PUBLIC, 'Login', 'login'),
  route('mfa', '/mfa', SIGNED_IN, 'Two-factor authentication'),
  route('totp', '/totp', PUBLIC, 'Authenticator code', 'login'),
  route('totp-register', '/totp-register', SIGNED_IN, 'Authenticator app setup'),
  route('totp-settle-down', '/totp-settle-down', SIGNED_IN, 'Authenticator app ready'),
  route('calendar', '/calendar', ADMIN_POKER, 'Calendar'),
  route('chat', '/chat', SIGNED_IN, 'Chat'),
  route('chat-lobby', '/chat/lobby', SIGNED_IN, 'Lobby'),
  route('chat-list', '/chat/list', only('Admin'), 'Unclaimed Chats List'),
  route('chat-claimed', '/chat/claimed', SIGNED_IN, 'Claimed Chat'),
  route('pokes', '/pokes', ADMIN_POKER, 'Pokes'),
  route('pokes-schedule', '/pokes/schedule', ADMIN_POKER, 'Poke schedule'),
  route('pokes-new', '/pokes/new', ADMIN_POKER, 'New poke'),
  route('pokes-queue', '/pokes/queue', only('Admin'), 'Poke queue'),
  route('poke', '/pokes/:geo/:pokeId', ADMIN_POKER, 'Poke'),
  route('poke-edit', '/pokes/:geo/:pokeId/edit', ADMIN_POKER, 'Edit poke'),
  route('announcements', '/announcements', only('Admin', 'Manager'), 'Notices'),
  route(
    'statistics',
    '/statistics',
    only('Admin', 'Manager', 'Poker', 'AbuseChecker'),
    'Statistics',
  ),
  route('statistics-operators', '/statistics/operators', only('Admin'), 'Operator statistics'),
  route('statistics-queues', '/statistics/queues', only('Admin', 'Manager'), 'Queue statistics'),
  route('statistics-scores', '/statistics/scores', only('Admin'), 'Score statistics'),
  route(
    'statistics-messages',
    '/statistics/messages',
    only('Admin', 'Manager'),
    'Message statistics',
  ),
  route('statistics-chat', '/statistics/chat', only('Admin', 'Manager'), 'Chat statistics'),
  route(
    'statistics-chat-details',
    '/statistics/chat/:geo/:id',
    only('Admin', 'Manager'),
    'Chat details',
  ),
  route(
    'statistics-live-conversations',
    '/statistics/live-conversations',
    only('Admin', 'Manager', 'AbuseChecker'),
    'Live conversations',
  ),
  route(
    'statistics-live-conversation-details',
    '/statistics/live-conversations/:geo/:id',
    only('Admin', 'Manager', 'AbuseChecker'),
    'Live conversation',
  ),
  route('statistics-pokes', '/statistics/pokes', only('Admin'), 'Poke statistics'),
  route(
    'statistics-pokers',
    '/statistics/pokers',
    only('Admin', 'Manager', 'Poker'),
    'Poker statistics',
  ),
  route('personal-stats', '/personal-stats', only('Admin', 'Operator'), 'My statistics'),
  route('personal-settings', '/personal-settings', SIGNED_IN, 'Settings'),
  route('abuse', '/abuse', only('Admin', 'AbuseChecker', 'Manager'), 'Abuse'),
  route('abuse-check', '/abuse/check', only('AbuseChecker', 'Developer'), 'Abuse check'),
  route('abuse-list', '/abuse/list', only('Admin'), 'Abuse list'),
  route('abuse-words', '/abuse/words', only('Admin'), 'Abuse words'),
  route('abuse-history', '/abuse/history', only('Admin'), 'Abuse history'),
  route('abuse-remediation', '/abuse/remediation', only('Admin'), 'Abuse remediation'),
  route(
    'abuse-reported-messages',
    '/abuse/reported-messages',
    only('Admin', 'Manager'),
    'Reported messages',
  ),
  route(
    'abuse-reported-message-details',
    '/abuse/reported-messages/:geo/:id',
    only('Admin', 'Manager'),
    'Reported message',
  ),
  route('trigger', '/trigger', only('Admin'), 'Triggers'),
  route(
    'connected-operators',
    '/connectedOperators',
    only('Admin', 'Manager', 'Developer'),
    'Connected Operators',
  ),
  route('debug', '/debug', DEVELOPER, 'Debug'),
  route('uikit', '/uikit', DEVELOPER, 'UI kit'),
  ...UIKIT_CHILDREN.map(uikitChild),
] as const;

const NOT_FOUND = route('not-found', '*', PUBLIC, 'Page not found');

/** Names of every route of the table, `not-found` included. */
export type RouteId = (typeof ROUTES)[number]['id'] | typeof NOT_FOUND.id;

/** Every route of spec §2 with a path of its own, in the spec's order. */
export const ROUTE_TABLE: readonly RouteDefinition[] = ROUTES;

/** The catch-all for any other path: public, main layout. */
export const NOT_FOUND_ROUTE: RouteDefinition = NOT_FOUND;

/** Paths the rest of the product links to or redirects to, named once. */
export const ROUTE_PATHS = {
  home: '/',
  login: '/login',
  mfa: '/mfa',
  totp: '/totp',
  totpRegister: '/totp-register',
  totpSettleDown: '/totp-settle-down',
  chat: '/chat',
  chatLobby: '/chat/lobby',
  chatList: '/chat/list',
  chatClaimed: '/chat/claimed',
  pokes: '/pokes',
  pokesSchedule: '/pokes/schedule',
  pokesNew: '/pokes/new',
  announcements: '/announcements',
  statistics: '/statistics',
  personalStats: '/personal-stats',
  personalSettings: '/personal-settings',
  abuse: '/abuse',
  abuseCheck: '/abuse/check',
  trigger: '/trigger',
  connectedOperators: '/connectedOperators',
  debug: '/debug',
} as const;
