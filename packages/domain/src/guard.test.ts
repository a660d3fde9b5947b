import { describe, expect, it } from 'vitest';
import {
  guardRoute,
  guardSessionOf,
  guardUserOf,
  isSafeRedirectPath,
  isSessionAuthorized,
  loginPathFor,
  queryParam,
  requiredSecondFactorPath,
  type GuardSession,
  type GuardUser,
} from './guard.js';
import { UserClaims, type SecondFactorType } from './schemas/user.js';

const user = (roles: string[], flags: Partial<GuardUser> = {}): GuardUser => ({
  roles,
  forceMfa: false,
  forcedTotp: false,
  enrolledFactors: [],
  ...flags,
});
const NO_FACTOR: GuardSession = { signInSecondFactor: null };

describe('guard lines of spec §2', () => {
  it('keeps the wanted path and its query, URL-encoded, in the redirect query', () => {
    expect(guardRoute(null, null, { pathname: '/pokes/nl/p 1/edit', search: 'tab=a&b=c' })).toEqual(
      {
        kind: 'redirect',
        to: '/login?redirect=%2Fpokes%2Fnl%2Fp%201%2Fedit%3Ftab%3Da%26b%3Dc',
        reason: 'signInRequired',
      },
    );
    expect(loginPathFor('/chat/lobby')).toBe('/login?redirect=%2Fchat%2Flobby');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('gives /totp and /totp-register no redirect query', () => {
    expect(guardRoute(null, null, { pathname: '/totp' }).kind).toBe('allow');
    expect(guardRoute(null, null, { pathname: '/totp-register', search: '?a=1' })).toMatchObject({
      to: '/login',
    });
  });

  it.each([
    ['%2Fpokes%2Fnew', ['CHAT_POKER'], '/pokes/new'],
    ['/pokes/new?d=2', ['CHAT_POKER'], '/pokes/new?d=2'],
    ['%2Fchat', ['CHAT_ADMIN'], '/chat/list'],
    ['%2Fcalendar', ['CHAT_OPERATOR:SFW'], '/chat/lobby'],
    ['%2Fno-such-page', ['CHAT_MANAGER'], '/no-such-page'],
    ['', ['CHAT_MANAGER'], '/statistics/chat'],
  ])('sends a signed-in user at /login?redirect=%s to the value (%j → %s)', (value, roles, to) => {
    expect(
      guardRoute(user(roles), NO_FACTOR, { pathname: '/login', search: `?redirect=${value}` }),
    ).toEqual({
      kind: 'redirect',
      to,
      reason: 'alreadySignedIn',
    });
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '%2Flogin%3Fredirect%3D%252Fx',
    '%E0%A4%A',
  ])('never follows an unsafe redirect value %s: goes to / instead', (value) => {
    expect(
      guardRoute(user(['CHAT_OPERATOR']), NO_FACTOR, {
        pathname: '/login',
        search: `redirect=${value}`,
      }),
    ).toEqual({ kind: 'redirect', to: '/chat/lobby', reason: 'alreadySignedIn' });
  });

  it('reads the redirect query of a /login path without its hash', () => {
    const operator = user(['CHAT_OPERATOR']);
    expect(guardRoute(operator, NO_FACTOR, { pathname: '/login#top', search: '' })).toMatchObject({
      to: '/chat/lobby',
    });
    expect(
      guardRoute(operator, NO_FACTOR, {
        pathname: '/login',
        search: '?redirect=%2Fpersonal-settings#top',
      }),
    ).toMatchObject({ to: '/personal-settings' });
  });

  it('sends a forced user at /login to the second-factor page', () => {
    const forced = user(['CHAT_ADMIN'], { forcedTotp: true });
    expect(
      guardRoute(
        forced,
        { signInSecondFactor: 'phone' },
        { pathname: '/login', search: '?redirect=%2Fcalendar' },
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/totp-register',
      reason: 'alreadySignedIn',
    });
  });

  it('names the line that started the redirect', () => {
    const admin = user(['CHAT_ADMIN']);
    expect(guardRoute(admin, NO_FACTOR, { pathname: '/' })).toMatchObject({
      to: '/chat/list',
      reason: 'roleRedirect',
    });
    expect(guardRoute(admin, NO_FACTOR, { pathname: '/debug' })).toMatchObject({
      to: '/chat/list',
      reason: 'missingRole',
    });
    expect(
      guardRoute(user(['CHAT_ADMIN'], { forcedTotp: true }), NO_FACTOR, { pathname: '/chat' }),
    ).toMatchObject({
      to: '/totp-register',
      reason: 'forcedTotp',
    });
    expect(
      guardRoute(user(['CHAT_ADMIN'], { forceMfa: true }), NO_FACTOR, { pathname: '/chat' }),
    ).toMatchObject({
      to: '/mfa',
      reason: 'forceMfa',
    });
  });

  it('lets a forced user finish on /totp-settle-down and /mfa hand over to /totp-register', () => {
    const totp = user(['CHAT_OPERATOR'], { forcedTotp: true, enrolledFactors: ['totp'] });
    expect(
      guardRoute(totp, { signInSecondFactor: 'phone' }, { pathname: '/totp-settle-down' }).kind,
    ).toBe('allow');
    expect(guardRoute(totp, { signInSecondFactor: 'phone' }, { pathname: '/mfa' })).toMatchObject({
      to: '/totp-register',
    });
    const mfa = user(['CHAT_OPERATOR'], { forceMfa: true });
    expect(guardRoute(mfa, NO_FACTOR, { pathname: '/totp-register' }).kind).toBe('allow');
  });

  it('routes a user with several roles by the first role the spec lists', () => {
    expect(
      guardRoute(user(['CHAT_OPERATOR:NSFW', 'CHAT_ADMIN']), NO_FACTOR, { pathname: '/' }),
    ).toMatchObject({
      to: '/chat/list',
    });
    expect(
      guardRoute(user(['CHAT_OPERATOR', 'DEBUG_DEVELOPER']), NO_FACTOR, {
        pathname: '/abuse/check',
      }).kind,
    ).toBe('allow');
    expect(
      guardRoute(user(['CHAT_OPERATOR']), NO_FACTOR, { pathname: '/abuse/check' }),
    ).toMatchObject({
      to: '/chat/lobby',
    });
  });

  it('reports the not-found page and the matched route', () => {
    const decision = guardRoute(user(['CHAT_POKER']), NO_FACTOR, {
      pathname: '/pokes/nl/p-1/edit',
      search: '?',
    });
    expect(decision).toMatchObject({
      kind: 'allow',
      notFound: false,
      match: { route: { id: 'poke-edit' }, params: { geo: 'nl', pokeId: 'p-1' } },
    });
    expect(guardRoute(null, null, { pathname: '/x' })).toMatchObject({
      kind: 'allow',
      notFound: true,
    });
  });
});

describe('second factor and authorization', () => {
  it.each<[Partial<GuardUser>, SecondFactorType | null, string | null]>([
    [{}, null, null],
    [{ forcedTotp: true }, null, '/totp-register'],
    [{ forcedTotp: true, enrolledFactors: ['totp'] }, 'phone', '/totp-register'],
    [{ forcedTotp: true }, 'totp', null],
    [{ forceMfa: true }, null, '/mfa'],
    [{ forceMfa: true, enrolledFactors: ['phone'] }, 'phone', null],
    [{ forceMfa: true, forcedTotp: true }, 'totp', null],
    [{ forceMfa: true, forcedTotp: true }, null, '/totp-register'],
  ])('%j signed in with %s → %s', (flags, factor, path) => {
    expect(
      requiredSecondFactorPath(user(['CHAT_OPERATOR'], flags), { signInSecondFactor: factor }),
    ).toBe(path);
  });

  it('treats a missing session as a sign-in without second factor', () => {
    expect(requiredSecondFactorPath(user([], { forcedTotp: true }), null)).toBe('/totp-register');
  });

  it('is authorized only when signed in, with an entry role and no pending second factor', () => {
    expect(isSessionAuthorized(null, null)).toBe(false);
    expect(isSessionAuthorized(user(['CHAT_OPERATOR']), NO_FACTOR)).toBe(true);
    expect(isSessionAuthorized(user(['DEBUG_DEVELOPER']), NO_FACTOR)).toBe(false);
    expect(isSessionAuthorized(user(['CHAT_ADMIN'], { forceMfa: true }), NO_FACTOR)).toBe(false);
  });

  it('builds the guard user and session from parsed claims', () => {
    const claims = UserClaims.parse({
      roles: ['CHAT_POKER'],
      forcedTotp: true,
      signInSecondFactor: 'totp',
    });
    expect(guardUserOf(claims, ['totp'])).toEqual({
      roles: ['CHAT_POKER'],
      forceMfa: false,
      forcedTotp: true,
      enrolledFactors: ['totp'],
    });
    expect(guardSessionOf(claims)).toEqual({ signInSecondFactor: 'totp' });
    expect(guardSessionOf(UserClaims.parse({}))).toEqual({ signInSecondFactor: null });
  });
});

describe('redirect query helpers', () => {
  it('reads the first value of a parameter', () => {
    expect(queryParam('?a=1&redirect=%2Fx%3Fy%3D1&redirect=/z', 'redirect')).toBe('/x?y=1');
    expect(queryParam('redirect=/a+b', 'redirect')).toBe('/a b');
    expect(queryParam('?redirect', 'redirect')).toBe('');
    expect(queryParam('?other=1', 'redirect')).toBeNull();
    expect(queryParam('', 'redirect')).toBeNull();
    expect(queryParam('?%E0%A4%A=1&redirect=%E0%A4%A', 'redirect')).toBeNull();
  });

  it.each([
    ['/chat/lobby', true],
    ['/pokes/new?d=1#x', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/a\u007f', false],
    ['/\t/evil.example', false],
    ['https://evil.example', false],
    ['', false],
    ['/login', false],
    ['/login/?redirect=/x', false],
  ])('%j safe: %s', (value, safe) => {
    expect(isSafeRedirectPath(value)).toBe(safe);
  });
});
