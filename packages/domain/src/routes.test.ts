import { describe, expect, it } from 'vitest';
import type { RouterRole } from './roles.js';
import { NOT_FOUND_ROUTE, ROUTE_TABLE, type RouteAccess, type RouteId } from './route-table.js';
import {
  abuseDefaultPathFor,
  canAccessRoute,
  chatRedirectFor,
  landingPathFor,
  matchRoute,
  pageTitle,
  pageTitleForPath,
  pathnameOf,
  pokesRedirectFor,
  resolveRoleRedirects,
  roleRedirectFor,
  routeById,
  routePath,
  statisticsDefaultPathFor,
} from './routes.js';

type SpecAccess = 'public' | 'signed-in' | RouterRole[];

/** Spec §2, route table, statistics and abuse children, written out again. */
const SPEC_ROUTES: [string, SpecAccess][] = [
  ['/', 'signed-in'],
  ['/login', 'public'],
  ['/mfa', 'signed-in'],
  ['/totp', 'public'],
  ['/totp-register', 'signed-in'],
  ['/totp-settle-down', 'signed-in'],
  ['/calendar', ['Admin', 'Poker']],
  ['/chat', 'signed-in'],
  ['/chat/lobby', 'signed-in'],
  ['/chat/list', ['Admin']],
  ['/chat/claimed', 'signed-in'],
  ['/pokes', ['Admin', 'Poker']],
  ['/pokes/schedule', ['Admin', 'Poker']],
  ['/pokes/new', ['Admin', 'Poker']],
  ['/pokes/queue', ['Admin']],
  ['/pokes/:geo/:pokeId', ['Admin', 'Poker']],
  ['/pokes/:geo/:pokeId/edit', ['Admin', 'Poker']],
  ['/announcements', ['Admin', 'Manager']],
  ['/statistics', ['Admin', 'Manager', 'Poker', 'AbuseChecker']],
  ['/statistics/operators', ['Admin']],
  ['/statistics/queues', ['Admin', 'Manager']],
  ['/statistics/scores', ['Admin']],
  ['/statistics/messages', ['Admin', 'Manager']],
  ['/statistics/chat', ['Admin', 'Manager']],
  ['/statistics/chat/:geo/:id', ['Admin', 'Manager']],
  ['/statistics/live-conversations', ['Admin', 'Manager', 'AbuseChecker']],
  ['/statistics/live-conversations/:geo/:id', ['Admin', 'Manager', 'AbuseChecker']],
  ['/statistics/pokes', ['Admin']],
  ['/statistics/pokers', ['Admin', 'Manager', 'Poker']],
  ['/personal-stats', ['Admin', 'Operator']],
  ['/personal-settings', 'signed-in'],
  ['/abuse', ['Admin', 'AbuseChecker', 'Manager']],
  ['/abuse/check', ['AbuseChecker', 'Developer']],
  ['/abuse/list', ['Admin']],
  ['/abuse/words', ['Admin']],
  ['/abuse/history', ['Admin']],
  ['/abuse/remediation', ['Admin']],
  ['/abuse/reported-messages', ['Admin', 'Manager']],
  ['/abuse/reported-messages/:geo/:id', ['Admin', 'Manager']],
  ['/trigger', ['Admin']],
  ['/connectedOperators', ['Admin', 'Manager', 'Developer']],
  ['/debug', ['Developer']],
  ['/uikit', ['Developer']],
  ...['menu', 'poke', 'avatars', 'icons', 'announcements', 'unclaimed', 'chat', 'error'].map(
    (child): [string, SpecAccess] => [`/uikit/${child}`, ['Developer']],
  ),
];

const asSpecAccess = (access: RouteAccess): SpecAccess =>
  access.kind === 'public'
    ? 'public'
    : access.kind === 'signedIn'
      ? 'signed-in'
      : [...access.roles];

describe('route table', () => {
  it('holds exactly the routes of spec §2 with their access, in order', () => {
    expect(ROUTE_TABLE.map((route) => [route.pattern, asSpecAccess(route.access)])).toEqual(
      SPEC_ROUTES,
    );
  });

  it('uses the login layout for /login and /totp only', () => {
    const login = ROUTE_TABLE.filter((route) => route.layout === 'login').map((r) => r.pattern);
    expect(login).toEqual(['/login', '/totp']);
    expect(NOT_FOUND_ROUTE.layout).toBe('main');
  });

  it('gives every route a unique id and a page name', () => {
    const ids = ROUTE_TABLE.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ROUTE_TABLE.every((route) => route.pageName.trim() !== '')).toBe(true);
  });

  it('makes any other path public', () => {
    expect(NOT_FOUND_ROUTE.access).toEqual({ kind: 'public' });
    const id: RouteId = 'uikit-menu';
    // @ts-expect-error: route ids are a closed union, not any string
    const unknownId: RouteId = 'uikit-nope';
    expect(routeById(unknownId)).toBe(NOT_FOUND_ROUTE);
    expect(routeById(id).pattern).toBe('/uikit/menu');
    expect(routeById('not-found')).toBe(NOT_FOUND_ROUTE);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/login?redirect=%2Fchat', 'login', {}],
    ['/chat/lobby', 'chat-lobby', {}],
    ['/chat/lobby/', 'chat-lobby', {}],
    ['/pokes/schedule', 'pokes-schedule', {}],
    ['/pokes/nl/abc123', 'poke', { geo: 'nl', pokeId: 'abc123' }],
    ['/pokes/de/p%201/edit#top', 'poke-edit', { geo: 'de', pokeId: 'p 1' }],
    ['/pokes/new/x', 'poke', { geo: 'new', pokeId: 'x' }],
    ['/statistics/chat/gb/c1', 'statistics-chat-details', { geo: 'gb', id: 'c1' }],
    [
      '/statistics/live-conversations/fr/c2',
      'statistics-live-conversation-details',
      { geo: 'fr', id: 'c2' },
    ],
    ['/abuse/reported-messages/nl/m9', 'abuse-reported-message-details', { geo: 'nl', id: 'm9' }],
    ['/uikit/error', 'uikit-error', {}],
    ['/connectedOperators', 'connected-operators', {}],
  ])('%s → %s %j', (path, id, params) => {
    const match = matchRoute(path);
    expect(match.route.id).toBe(id);
    expect(match.params).toEqual(params);
    expect(match.notFound).toBe(false);
  });

  it.each([
    '/nope',
    '/chat/lobby/extra',
    '/pokes/nl',
    '/Chat',
    '/connectedoperators',
    '/uikit/other',
    '/statistics/chat/gb',
    '/pokes/%E0%A4%A/x',
  ])('%s is the public not-found page', (path) => {
    const match = matchRoute(path);
    expect(match.notFound).toBe(true);
    expect(match.route).toBe(NOT_FOUND_ROUTE);
    expect(match.params).toEqual({});
  });

  it('prefers fixed segments over parameters', () => {
    expect(matchRoute('/pokes/queue').route.id).toBe('pokes-queue');
    expect(matchRoute('/statistics/chat').route.id).toBe('statistics-chat');
  });

  it('strips query and hash from a path', () => {
    expect(pathnameOf('/a/b?c=d#e')).toBe('/a/b');
    expect(pathnameOf('/a#e?c')).toBe('/a');
    expect(pathnameOf('/a')).toBe('/a');
  });
});

describe('routePath', () => {
  it('fills in and encodes parameters', () => {
    expect(routePath('poke-edit', { geo: 'nl', pokeId: 'a/b c' })).toBe('/pokes/nl/a%2Fb%20c/edit');
    expect(routePath('abuse-reported-message-details', { geo: 'de', id: '7' })).toBe(
      '/abuse/reported-messages/de/7',
    );
    expect(routePath('chat-lobby')).toBe('/chat/lobby');
  });

  it('refuses a missing parameter and the not-found route', () => {
    expect(() => routePath('poke', { geo: 'nl' })).toThrow(
      'Missing route parameter "pokeId" for /pokes/:geo/:pokeId',
    );
    expect(() => routePath('poke', { geo: '', pokeId: 'x' })).toThrow('"geo"');
    expect(() => routePath('not-found')).toThrow('The not-found route has no path');
  });
});

describe('canAccessRoute', () => {
  it('opens public routes to everyone, signed-in routes to any user, role routes by role', () => {
    expect(canAccessRoute(routeById('login'), null)).toBe(true);
    expect(canAccessRoute(routeById('chat-lobby'), null)).toBe(false);
    expect(canAccessRoute(routeById('chat-lobby'), [])).toBe(true);
    expect(canAccessRoute(routeById('calendar'), null)).toBe(false);
    expect(canAccessRoute(routeById('calendar'), ['Manager'])).toBe(false);
    expect(canAccessRoute(routeById('calendar'), ['Manager', 'Poker'])).toBe(true);
    expect(canAccessRoute(routeById('abuse-check'), ['Developer'])).toBe(true);
  });
});

const ROLES: RouterRole[] = ['Admin', 'Manager', 'Operator', 'Poker', 'AbuseChecker', 'Developer'];

describe('role redirects (single role)', () => {
  // role, `/`, /chat, /pokes, /statistics, /abuse, whole chain from `/`
  const TABLE: [RouterRole, string, string, string, string, string, string][] = [
    [
      'Admin',
      '/chat',
      '/chat/list',
      '/pokes/schedule',
      '/statistics/operators',
      '/abuse/list',
      '/chat/list',
    ],
    [
      'Poker',
      '/pokes',
      '/chat/lobby',
      '/pokes/new',
      '/statistics/pokers',
      '/abuse/list',
      '/pokes/new',
    ],
    [
      'Manager',
      '/statistics',
      '/chat/lobby',
      '/pokes/new',
      '/statistics/chat',
      '/abuse/reported-messages',
      '/statistics/chat',
    ],
    [
      'Operator',
      '/chat/lobby',
      '/chat/lobby',
      '/pokes/new',
      '/statistics/operators',
      '/abuse/list',
      '/chat/lobby',
    ],
    [
      'AbuseChecker',
      '/abuse/check',
      '/chat/lobby',
      '/pokes/new',
      '/statistics/live-conversations',
      '/abuse/check',
      '/abuse/check',
    ],
    ['Developer', '/', '/chat/lobby', '/pokes/new', '/statistics/operators', '/abuse/list', '/'],
  ];

  it.each(TABLE)(
    '%s: / → %s, /chat → %s, /pokes → %s, /statistics → %s, /abuse → %s, chain ends on %s',
    (role, home, chat, pokes, statistics, abuse, end) => {
      expect(landingPathFor([role])).toBe(home);
      expect(chatRedirectFor([role])).toBe(chat);
      expect(pokesRedirectFor([role])).toBe(pokes);
      expect(statisticsDefaultPathFor([role])).toBe(statistics);
      expect(abuseDefaultPathFor([role])).toBe(abuse);
      expect(resolveRoleRedirects('/', [role])).toBe(end);
    },
  );

  it('covers every router role', () => {
    expect(TABLE.map(([role]) => role).sort()).toEqual([...ROLES].sort());
  });

  it('keeps a user without roles on /', () => {
    expect(landingPathFor([])).toBe('/');
    expect(roleRedirectFor('/', [])).toBeNull();
    expect(resolveRoleRedirects('/', [])).toBe('/');
  });
});

describe('role redirects (several roles): precedence is the order the spec lists', () => {
  it.each<[RouterRole[], string]>([
    [['Operator', 'Admin'], '/chat/list'],
    [['Manager', 'Poker'], '/pokes/new'],
    [['Operator', 'Manager'], '/statistics/chat'],
    [['AbuseChecker', 'Operator'], '/chat/lobby'],
    [['Developer', 'AbuseChecker'], '/abuse/check'],
  ])('%j at / ends on %s', (roles, end) => {
    expect(resolveRoleRedirects('/', roles)).toBe(end);
  });

  it('picks the statistics and abuse child by precedence', () => {
    expect(statisticsDefaultPathFor(['Admin', 'Manager'])).toBe('/statistics/chat');
    expect(statisticsDefaultPathFor(['Poker', 'AbuseChecker'])).toBe('/statistics/pokers');
    expect(statisticsDefaultPathFor(['Admin', 'AbuseChecker'])).toBe(
      '/statistics/live-conversations',
    );
    expect(abuseDefaultPathFor(['Manager', 'AbuseChecker'])).toBe('/abuse/check');
    expect(abuseDefaultPathFor(['Admin', 'Manager'])).toBe('/abuse/reported-messages');
  });

  it('redirects only the five redirecting routes and drops their query', () => {
    expect(roleRedirectFor('/chat?x=1', ['Admin'])).toBe('/chat/list');
    expect(roleRedirectFor('/statistics/', ['Manager'])).toBe('/statistics/chat');
    expect(roleRedirectFor('/chat/lobby', ['Admin'])).toBeNull();
    expect(roleRedirectFor('/nope', ['Admin'])).toBeNull();
    expect(resolveRoleRedirects('/calendar?d=1', ['Admin'])).toBe('/calendar?d=1');
  });
});

describe('page titles', () => {
  it.each([
    ['Notices', 'Switchboard', 'Notices | Switchboard'],
    ['Notices', '', 'Notices'],
    ['Notices', '  ', 'Notices'],
    ['', 'Switchboard', 'Switchboard'],
  ])('%j and %j → %j', (page, app, title) => {
    expect(pageTitle(page, app)).toBe(title);
  });

  it('names the page of a path', () => {
    expect(pageTitleForPath('/chat/list', 'Acme')).toBe('Unclaimed Chats List | Acme');
    expect(pageTitleForPath('/chat/claimed', 'Acme')).toBe('Claimed Chat | Acme');
    expect(pageTitleForPath('/personal-stats', 'Acme')).toBe('My statistics | Acme');
    expect(pageTitleForPath('/personal-settings', 'Acme')).toBe('Settings | Acme');
    expect(pageTitleForPath('/announcements', 'Acme')).toBe('Notices | Acme');
    expect(pageTitleForPath('/whatever', 'Acme')).toBe('Page not found | Acme');
  });
});
