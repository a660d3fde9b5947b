import { getConnInfo } from '@hono/node-server/conninfo';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { MfaRequired, messages, SessionUser, SignInRequest, TokenPair } from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth } from '../http/middleware.js';
import { ApiError } from '../errors.js';
import { ErrorResponse, json } from '../http/openapi.js';

const RefreshRequest = z.object({ refreshToken: z.string().min(1, 'A refresh token is required') });

const Code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the authenticator app');
const MfaTotpRequest = z.object({ mfaPendingToken: z.string().min(1), code: Code });
const ActivateRequest = z.object({ code: Code });
const SmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS');
const MfaPhoneRequest = z.object({ mfaPendingToken: z.string().min(1), code: SmsCode });
const PhoneEnrolRequest = z.object({
  phoneNumber: z
    .string({ error: 'Enter a phone number' })
    .trim()
    .min(1, 'Enter a phone number')
    .max(32, 'The phone number is too long')
    .openapi({ example: '+31612345678', description: 'E.164, with the country code.' }),
});
const PhoneVerifyRequest = z.object({ code: SmsCode });
const Enrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrDataUrl: z.string() });
const ResetRequest = z.object({ email: SignInRequest.shape.email });
const ResetConfirm = z.object({ token: z.string().min(1), password: SignInRequest.shape.password });

const signIn = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['auth'],
    summary,
    security: [],
    request: { body: { ...json(SignInRequest), required: true } },
    responses: {
      200: {
        ...json(z.union([TokenPair, MfaRequired])),
        description:
          "Signed in: an ID token (Bearer) and a refresh token; or, when a second factor is due, `{mfaRequired: true, mfaPendingToken, factors}`: factors `['totp']` finishes with POST /auth/mfa/totp, `['phone']` (a code was just sent by SMS) with POST /auth/mfa/phone. TOTP wins when both are enrolled.",
      },
      400: { ...json(ErrorResponse), description: 'Bad body; the message names the field.' },
      401: {
        ...json(ErrorResponse),
        description: 'Wrong credentials (auth/invalid-credential) or disabled account.',
      },
      403: { ...json(ErrorResponse), description: 'No role that may enter the app.' },
      429: {
        ...json(ErrorResponse),
        description: 'Too many failed attempts (auth/too-many-requests).',
      },
    },
  });

export function registerAuthRoutes(
  app: App,
  deps: Pick<
    AppDeps,
    'auth' | 'devOutbox' | 'logger' | 'outbox' | 'passwordReset' | 'phone' | 'presence' | 'totp'
  >,
): void {
  // A session revoked for a reused refresh token ends on its sockets too, at once.
  deps.auth.onSessionRevoked((sid) => {
    deps.presence
      .disconnectSession(sid)
      .catch((error: unknown) =>
        deps.logger.error({ job: 'presence', err: error }, 'Signing a revoked session out failed'),
      );
  });

  const handler = async (body: SignInRequest) => deps.auth.signIn(body.email, body.password);
  app.openapi(signIn('/auth/sign-in', 'Sign in with email and password'), async (c) =>
    c.json(await handler(c.req.valid('json')), 200),
  );
  app.openapi(signIn('/login', 'Sign in (spec §7 POST /login; same as /auth/sign-in)'), async (c) =>
    c.json(await handler(c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/refresh',
      tags: ['auth'],
      summary: 'Swap a refresh token for new tokens (the old one stops working)',
      security: [],
      request: { body: { ...json(RefreshRequest), required: true } },
      responses: {
        200: { ...json(TokenPair), description: 'New tokens.' },
        400: { ...json(ErrorResponse), description: 'Bad body.' },
        401: {
          ...json(ErrorResponse),
          description:
            'Unknown, revoked or expired refresh token (auth/user-token-expired). A token that was already swapped revokes its whole sign-in session: every token of it, its ID tokens and its sockets.',
        },
      },
    }),
    async (c) => c.json(await deps.auth.refresh(c.req.valid('json').refreshToken), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/sign-out',
      tags: ['auth'],
      summary: 'Revoke a refresh token',
      security: [],
      request: { body: { ...json(RefreshRequest), required: true } },
      responses: {
        204: { description: 'Signed out.' },
        400: { ...json(ErrorResponse), description: 'Bad body.' },
      },
    }),
    async (c) => {
      await deps.auth.signOut(c.req.valid('json').refreshToken);
      return c.body(null, 204);
    },
  );

  app.use('/auth/me', requireAuth(deps.auth));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/auth/me',
      tags: ['auth'],
      summary: 'The signed-in user as the server sees them now',
      security: [{ bearer: [] }],
      responses: {
        200: { ...json(SessionUser), description: 'Current claims.' },
        401: { ...json(ErrorResponse), description: 'No valid token.' },
      },
    }),
    (c) => {
      const { row: _row, sid: _sid, ...claims } = c.get('user');
      return c.json(claims, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/mfa/totp',
      tags: ['auth'],
      summary: 'Finish a sign-in with a TOTP code',
      security: [],
      request: { body: { ...json(MfaTotpRequest), required: true } },
      responses: {
        200: { ...json(TokenPair), description: 'Signed in with the second factor totp.' },
        400: {
          ...json(ErrorResponse),
          description:
            'Bad body, or a wrong code or one already used: each code works once, and not after a newer one (auth/invalid-verification-code).',
        },
        401: {
          ...json(ErrorResponse),
          description:
            'Pending token expired or already used to sign in (auth/invalid-multi-factor-session).',
        },
        429: { ...json(ErrorResponse), description: 'Too many wrong codes.' },
      },
    }),
    async (c) => {
      const { mfaPendingToken, code } = c.req.valid('json');
      return c.json(await deps.totp.signInWithCode(mfaPendingToken, code), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/mfa/phone',
      tags: ['auth'],
      summary: 'Finish a sign-in with the code sent by SMS',
      security: [],
      request: { body: { ...json(MfaPhoneRequest), required: true } },
      responses: {
        200: { ...json(TokenPair), description: 'Signed in with the second factor phone.' },
        400: {
          ...json(ErrorResponse),
          description:
            'Bad body, wrong code (auth/invalid-verification-code) or expired code (auth/code-expired).',
        },
        401: {
          ...json(ErrorResponse),
          description:
            'Pending token expired or already used to sign in, or no phone code waiting (auth/invalid-multi-factor-session).',
        },
        429: { ...json(ErrorResponse), description: 'Too many wrong codes.' },
      },
    }),
    async (c) => {
      const { mfaPendingToken, code } = c.req.valid('json');
      return c.json(await deps.phone.signInWithCode(mfaPendingToken, code), 200);
    },
  );

  // Not '/auth/mfa/phone/*': that would also cover the public POST /auth/mfa/phone.
  app.use('/auth/mfa/phone/enroll', requireAuth(deps.auth));
  app.use('/auth/mfa/phone/verify', requireAuth(deps.auth));
  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/mfa/phone/enroll',
      tags: ['auth'],
      summary: 'Start phone enrolment: text a 6-digit code (valid 5 minutes) to the number',
      security: [{ bearer: [] }],
      request: { body: { ...json(PhoneEnrolRequest), required: true } },
      responses: {
        200: {
          ...json(z.object({ message: z.string() })),
          description: 'Code sent; confirm with POST /auth/mfa/phone/verify.',
        },
        400: {
          ...json(ErrorResponse),
          description: 'Not an E.164 number (auth/invalid-phone-number); names phoneNumber.',
        },
        401: { ...json(ErrorResponse), description: 'No valid token.' },
        409: { ...json(ErrorResponse), description: 'A phone number is already enrolled.' },
        429: {
          ...json(ErrorResponse),
          description: 'A code was sent less than 30 seconds ago (auth/too-many-requests).',
        },
      },
    }),
    async (c) => {
      await deps.phone.startEnrolment(c.get('user').row, c.req.valid('json').phoneNumber);
      return c.json({ message: messages.secondFactorCodeSent }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/mfa/phone/verify',
      tags: ['auth'],
      summary: 'Confirm phone enrolment with the code from the SMS',
      security: [{ bearer: [] }],
      request: { body: { ...json(PhoneVerifyRequest), required: true } },
      responses: {
        204: { description: 'Enrolled; the phone factor is asked from the next sign-in.' },
        400: {
          ...json(ErrorResponse),
          description:
            'Bad body, wrong code (auth/invalid-verification-code) or expired code (auth/code-expired).',
        },
        401: { ...json(ErrorResponse), description: 'No valid token.' },
        409: { ...json(ErrorResponse), description: 'No enrolment started.' },
        429: { ...json(ErrorResponse), description: 'Too many wrong codes.' },
      },
    }),
    async (c) => {
      await deps.phone.finishEnrolment(c.get('user').row, c.req.valid('json').code);
      return c.body(null, 204);
    },
  );

  app.use('/auth/totp/*', requireAuth(deps.auth));
  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/totp/enroll',
      tags: ['auth'],
      summary: 'Start TOTP enrolment: a secret as otpauth URI and QR code',
      security: [{ bearer: [] }],
      responses: {
        200: { ...json(Enrolment), description: 'Scan the QR code, then confirm with a code.' },
        401: { ...json(ErrorResponse), description: 'No valid token.' },
        409: { ...json(ErrorResponse), description: 'Already enrolled.' },
      },
    }),
    async (c) => c.json(await deps.totp.enrol(c.get('user').row), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/totp/activate',
      tags: ['auth'],
      summary: 'Confirm TOTP enrolment with a first code; answers tokens signed in with totp',
      security: [{ bearer: [] }],
      request: { body: { ...json(ActivateRequest), required: true } },
      responses: {
        200: {
          ...json(TokenPair),
          description: 'Enrolled; new tokens carry signInSecondFactor totp.',
        },
        400: {
          ...json(ErrorResponse),
          description: 'Bad body, or a wrong code or one already used.',
        },
        409: { ...json(ErrorResponse), description: 'No enrolment started.' },
      },
    }),
    async (c) => c.json(await deps.totp.activate(c.get('user').row, c.req.valid('json').code), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/password-reset',
      tags: ['auth'],
      summary: 'Mail a password reset link (once per 15 minutes per address)',
      security: [],
      request: { body: { ...json(ResetRequest), required: true } },
      responses: {
        200: {
          ...json(z.object({ message: z.string() })),
          description: 'Sent when the account exists.',
        },
        400: { ...json(ErrorResponse), description: 'Bad e-mail.' },
        429: { ...json(ErrorResponse), description: 'Asked again within 15 minutes.' },
      },
    }),
    async (c) => {
      await deps.passwordReset.request(c.req.valid('json').email);
      return c.json({ message: messages.passwordResetRequested }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/password-reset/confirm',
      tags: ['auth'],
      summary: 'Choose a new password with the token from the reset mail',
      security: [],
      request: { body: { ...json(ResetConfirm), required: true } },
      responses: {
        204: { description: 'Password changed; every session of the account is signed out.' },
        400: { ...json(ErrorResponse), description: 'Bad body, or an expired or used link.' },
      },
    }),
    async (c) => {
      const { token, password } = c.req.valid('json');
      const ended = await deps.passwordReset.confirm(token, password);
      deps.auth.sessionsEnded(ended.uid, ended.sids);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/dev/outbox',
      tags: ['dev'],
      summary:
        'The dev outbox: mail and SMS sent to an address (only without a real mail provider; only from this machine unless DEV_OUTBOX=off turns it off)',
      security: [],
      request: { query: z.object({ to: z.string().trim().min(3, 'Name the recipient') }) },
      responses: {
        200: {
          ...json(
            z.object({
              messages: z.array(
                z.object({
                  channel: z.string(),
                  recipient: z.string(),
                  subject: z.string(),
                  body: z.string(),
                  createdAt: z.string(),
                }),
              ),
            }),
          ),
          description: 'Newest first.',
        },
        404: { ...json(ErrorResponse), description: 'The dev outbox is off.' },
      },
    }),
    async (c) => {
      if (!deps.outbox || !mayReadDevOutbox(deps.devOutbox, c)) {
        throw new ApiError(404, 'not-found', 'The dev outbox is off.');
      }
      const rows = await deps.outbox.list(c.req.valid('query').to);
      return c.json(
        {
          messages: rows.map(({ channel, recipient, subject, body, createdAt }) => ({
            channel,
            recipient,
            subject,
            body,
            createdAt,
          })),
        },
        200,
      );
    },
  );
}

/**
 * The dev outbox holds second-factor codes and reset links, so it answers only connections from
 * this machine: a loopback address with no proxy header (behind a proxy every request would
 * look local).
 */
export function mayReadDevOutbox(setting: 'local' | 'off', c: Context): boolean {
  if (setting === 'off') return false;
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) {
    return false;
  }
  const address = getConnInfo(c).remote.address ?? '';
  return /^(127\.|::1$|::ffff:127\.)/.test(address);
}
