import { createRoute } from '@hono/zod-openapi';
import { SecondFactorStatus } from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth } from '../http/middleware.js';
import { ErrorResponse, json } from '../http/openapi.js';

/**
 * The signed-in user's own account. The token tells which factor a sign-in used; the second-factor
 * pages (/mfa, /totp-register, /totp-settle-down) need what the account has now, enrolments made
 * since the sign-in included.
 */
export function registerAccountRoutes(app: App, deps: Pick<AppDeps, 'auth'>): void {
  app.use('/account/*', requireAuth(deps.auth));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/second-factors',
      tags: ['auth'],
      summary: 'The second factors enrolled on the signed-in account now',
      security: [{ bearer: [] }],
      responses: {
        200: {
          ...json(SecondFactorStatus),
          description: 'Whether an authenticator app and a mobile number are enrolled.',
        },
        401: { ...json(ErrorResponse), description: 'No valid token.' },
      },
    }),
    (c) => {
      const { row } = c.get('user');
      return c.json({ totp: Boolean(row.totpSecret), phone: Boolean(row.phoneNumber) }, 200);
    },
  );
}
