import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardDecision, type GuardSession, type GuardUser } from './guard.js';
import { ROUTER_ROLE_CLAIM, type RouterRole } from './roles.js';
import type { SecondFactorType } from './schemas/user.js';

/**
 * The guard over every route of spec §2 × every router role (and none) × signed-out × every
 * combination of the second-factor flags. The expectation of each cell is read off the spec's
 * tables written out below, not computed by the code under test. Every redirect must also be
 * stable (the guard allows where it sends you) and never point back at the path itself.
 */
type Access = 'public' | 'signed-in' | RouterRole[];
type RoleKey = RouterRole | 'none';

const AP: RouterRole[] = ['Admin', 'Poker'];

/** One concrete path per route of spec §2 (and a few others), with the spec's access. */
const PATHS: [string, Access][] = [
  ['/', 'signed-in'],
  ['/login', 'public'],
  ['/mfa', 'signed-in'],
  ['/totp', 'public'],
  ['/totp-register', 'signed-in'],
  ['/totp-settle-down', 'signed-in'],
  ['/calendar', AP],
  ['/chat', 'signed-in'],
  ['/chat/lobby', 'signed-in'],
  ['/chat/list', ['Admin']],
  ['/chat/claimed', 'signed-in'],
  ['/pokes', AP],
  ['/pokes/schedule', AP],
  ['/pokes/schedule?week=2&view=list', AP],
  ['/pokes/new', AP],
  ['/pokes/queue', ['Admin']],
  ['/pokes/nl/p-1', AP],
  ['/pokes/de/p-2/edit', AP],
  ['/announcements', ['Admin', 'Manager']],
  ['/statistics', ['Admin', 'Manager', 'Poker', 'AbuseChecker']],
  ['/statistics/operators', ['Admin']],
  ['/statistics/queues', ['Admin', 'Manager']],
  ['/statistics/scores', ['Admin']],
  ['/statistics/messages', ['Admin', 'Manager']],
  ['/statistics/chat', ['Admin', 'Manager']],
  ['/statistics/chat/gb/c-1', ['Admin', 'Manager']],
  ['/statistics/live-conversations', ['Admin', 'Manager', 'AbuseChecker']],
  ['/statistics/live-conversations/fr/c-2', ['Admin', 'Manager', 'AbuseChecker']],
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
  ['/abuse/reported-messages/nl/r-1', ['Admin', 'Manager']],
  ['/trigger', ['Admin']],
  ['/connectedOperators', ['Admin', 'Manager', 'Developer']],
  ['/debug', ['Developer']],
  ['/uikit', ['Developer']],
  ['/uikit/menu', ['Developer']],
  ['/uikit/poke', ['Developer']],
  ['/uikit/avatars', ['Developer']],
  ['/uikit/icons', ['Developer']],
  ['/uikit/announcements', ['Developer']],
  ['/uikit/unclaimed', ['Developer']],
  ['/uikit/chat', ['Developer']],
  ['/uikit/error', ['Developer']],
  ['/no-such-page', 'public'],
  ['/chat/lobby/extra?x=1', 'public'],
];
const NOT_FOUND = new Set(['/no-such-page', '/chat/lobby/extra?x=1']);

/** Where `/` finally lands, per role (spec §2: / → role page → its default child). */
const LANDING: Record<RoleKey, string> = {
  Admin: '/chat/list',
  Poker: '/pokes/new',
  Manager: '/statistics/chat',
  Operator: '/chat/lobby',
  AbuseChecker: '/abuse/check',
  Developer: '/',
  none: '/',
};

/** The role redirects of spec §2, for a role that may open the route. */
const ROLE_REDIRECTS: Record<string, Partial<Record<RoleKey, string>>> = {
  '/': {
    Admin: '/chat/list',
    Poker: '/pokes/new',
    Manager: '/statistics/chat',
    Operator: '/chat/lobby',
    AbuseChecker: '/abuse/check',
  },
  '/chat': {
    Admin: '/chat/list',
    Manager: '/chat/lobby',
    Operator: '/chat/lobby',
    Poker: '/chat/lobby',
    AbuseChecker: '/chat/lobby',
    Developer: '/chat/lobby',
    none: '/chat/lobby',
  },
  '/pokes': { Admin: '/pokes/schedule', Poker: '/pokes/new' },
  '/statistics': {
    Admin: '/statistics/operators',
    Manager: '/statistics/chat',
    Poker: '/statistics/pokers',
    AbuseChecker: '/statistics/live-conversations',
  },
  '/abuse': {
    Admin: '/abuse/list',
    AbuseChecker: '/abuse/check',
    Manager: '/abuse/reported-messages',
  },
};

interface Flags {
  forceMfa: boolean;
  forcedTotp: boolean;
  enrolledFactors: SecondFactorType[];
  signInSecondFactor: SecondFactorType | null;
}

const FLAG_CASES: Flags[] = [false, true].flatMap((forceMfa) =>
  [false, true].flatMap((forcedTotp) =>
    ([[], ['phone'], ['totp'], ['phone', 'totp']] as SecondFactorType[][]).flatMap(
      (enrolledFactors) =>
        ([null, 'phone', 'totp'] as const).map((signInSecondFactor) => ({
          forceMfa,
          forcedTotp,
          enrolledFactors,
          signInSecondFactor,
        })),
    ),
  ),
);

type Expected = { allow: true; notFound: boolean } | { to: string };

/** The expected outcome, read off the spec tables above. */
function expected(role: RoleKey | null, flags: Flags, path: string, access: Access): Expected {
  if (role === null) {
    if (access === 'public') return { allow: true, notFound: NOT_FOUND.has(path) };
    if (path === '/totp-register' || path === '/') return { to: '/login' };
    return { to: `/login?redirect=${encodeURIComponent(path)}` };
  }
  let forced: string | null = null;
  if (flags.forcedTotp && flags.signInSecondFactor !== 'totp') forced = '/totp-register';
  else if (flags.forceMfa && flags.enrolledFactors.length === 0 && !flags.forcedTotp)
    forced = '/mfa';

  if (path === '/login') return { to: forced ?? LANDING[role] };
  if (access === 'public') return { allow: true, notFound: NOT_FOUND.has(path) };
  const exempt =
    forced === '/totp-register'
      ? ['/totp-register', '/totp-settle-down']
      : ['/mfa', '/totp-register', '/totp-settle-down'];
  if (forced !== null && !exempt.includes(path)) return { to: forced };
  if (Array.isArray(access) && (role === 'none' || !access.includes(role))) {
    return { to: LANDING[role] };
  }
  const redirect = ROLE_REDIRECTS[path]?.[role];
  return redirect === undefined ? { allow: true, notFound: false } : { to: redirect };
}

const ROLE_KEYS: RoleKey[] = [
  'Admin',
  'Manager',
  'Operator',
  'Poker',
  'AbuseChecker',
  'Developer',
  'none',
];

const userOf = (role: RoleKey, flags: Flags): GuardUser => ({
  roles: role === 'none' ? ['CHAT_BETA_ACCESS'] : [ROUTER_ROLE_CLAIM[role]],
  forceMfa: flags.forceMfa,
  forcedTotp: flags.forcedTotp,
  enrolledFactors: flags.enrolledFactors,
});

const locationOf = (path: string) => {
  const q = path.indexOf('?');
  return q === -1 ? { pathname: path } : { pathname: path.slice(0, q), search: path.slice(q) };
};

const outcome = (decision: GuardDecision): Expected =>
  decision.kind === 'allow' ? { allow: true, notFound: decision.notFound } : { to: decision.to };

/** Cells that differ from the expectation, plus redirects that are not stable or go nowhere. */
function mismatches(
  user: GuardUser | null,
  session: GuardSession | null,
  role: RoleKey | null,
  flags: Flags,
) {
  const wrong: unknown[] = [];
  for (const [path, access] of PATHS) {
    const decision = guardRoute(user, session, locationOf(path));
    const want = expected(role, flags, path, access);
    if (JSON.stringify(outcome(decision)) !== JSON.stringify(want)) {
      wrong.push({ path, got: outcome(decision), want });
    }
    if (decision.kind === 'redirect') {
      if (decision.to === path) wrong.push({ path, selfRedirect: decision.to });
      const next = guardRoute(user, session, locationOf(decision.to));
      if (next.kind !== 'allow') wrong.push({ path, notStable: decision.to, then: next });
    }
  }
  return wrong;
}

const PLAIN: Flags = {
  forceMfa: false,
  forcedTotp: false,
  enrolledFactors: [],
  signInSecondFactor: null,
};

describe('guard matrix: every route × signed-out', () => {
  it('sends a signed-out user to /login, except on public pages', () => {
    expect(mismatches(null, null, null, PLAIN)).toEqual([]);
    expect(mismatches(null, { signInSecondFactor: 'totp' }, null, PLAIN)).toEqual([]);
  });
});

describe.each(ROLE_KEYS)('guard matrix: every route × %s × MFA flags', (role) => {
  it.each(FLAG_CASES)('%j', (flags) => {
    const session: GuardSession = { signInSecondFactor: flags.signInSecondFactor };
    expect(mismatches(userOf(role, flags), session, role, flags)).toEqual([]);
  });
});
