import { http, HttpResponse } from 'msw';
import {
  authErrorText,
  MfaRequired,
  SignInRequest,
  TenantAppearance,
  TokenPair,
} from '@switchboard/domain';
import { answer, bodyOf, checked, errorAnswer, latency, parseInput } from './answers';

/**
 * The sign-in calls of the light /login page (src/login): the tenant look-up at start-up, POST
 * /auth/sign-in, the password reset request and the revocation of a refused sign-in.
 */

/** The demo tenant's look as GET /tenant/{alias}/info answers it. */
export const DEMO_APPEARANCE = checked(
  TenantAppearance,
  { app_name: 'Switchboard Demo', app_logo_name: '', app_primary_color: '#28379E' },
  'demo appearance',
);

/** An account whose password reset was asked a moment ago: another one is refused (429). */
export const RESET_ASKED_EMAIL = 'again@demo.test';

/** The password every demo account signs in with. */
export const DEMO_PASSWORD = 'switchboard-demo';

const demoUser = (email: string, roles: string[]) => ({
  uid: `demo-${email.split('@')[0] ?? 'user'}`,
  email,
  name: 'Olga Operator',
  tenantId: 'tenant-demo',
  tenantAlias: 'demo',
  companyName: 'Demo Company',
  roles,
  geos: ['nl'],
  forceMfa: false,
  forcedTotp: false,
  signInSecondFactor: null,
});

/** GET /firebase/tenant/{host} and GET /tenant/{alias}/info for the demo tenant. */
export function tenantHandlers({ appearance = DEMO_APPEARANCE } = {}) {
  return [
    http.get('/firebase/tenant/:host', () => HttpResponse.json({ tenantId: 'demo' })),
    http.get('/tenant/:alias/info', async () => {
      await latency();
      return HttpResponse.json({
        data: { data: checked(TenantAppearance, appearance, 'appearance') },
      });
    }),
  ];
}

/**
 * POST /auth/sign-in as the demo server answers it: operator@demo.test gets tokens, totp@demo.test
 * an mfaRequired answer, norole@demo.test tokens without an entry role; a wrong password is
 * 401 auth/wrong-password. POST /auth/password-reset is accepted, except for
 * `RESET_ASKED_EMAIL`, whose reset was asked within the last 15 minutes (429); POST
 * /auth/sign-out always succeeds.
 */
export function signInHandlers() {
  return [
    http.post('/auth/sign-in', async ({ request }) => {
      const input = parseInput(SignInRequest, await bodyOf(request));
      if (!input.ok) return input.response;
      await latency();
      const { email, password } = input.data;
      if (password !== DEMO_PASSWORD) {
        return errorAnswer({
          status: 401,
          code: 'auth/wrong-password',
          message: authErrorText('auth/wrong-password'),
        });
      }
      if (email === 'totp@demo.test') {
        return answer(MfaRequired, {
          mfaRequired: true,
          mfaPendingToken: 'story-pending',
          factors: ['totp'],
        });
      }
      return answer(TokenPair, {
        idToken: 'story-id-token',
        refreshToken: 'story-refresh-token',
        expiresIn: 3600,
        user: demoUser(email, email === 'norole@demo.test' ? [] : ['CHAT_OPERATOR:NSFW']),
      });
    }),
    http.post('/auth/password-reset', async ({ request }) => {
      const input = parseInput(SignInRequest.pick({ email: true }), await bodyOf(request));
      if (!input.ok) return input.response;
      await latency();
      if (input.data.email === RESET_ASKED_EMAIL) {
        return errorAnswer({ status: 429, code: 'rate-limited', message: 'Too many requests' });
      }
      return HttpResponse.json({ message: 'ok' });
    }),
    http.post('/auth/sign-out', () => new HttpResponse(null, { status: 204 })),
  ];
}
