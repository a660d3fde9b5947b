import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { SignInRequest } from '@switchboard/domain';
import type { App, AppDeps } from '../http/app.js';
import { requireAuth } from '../http/middleware.js';
import { ErrorResponse } from '../http/openapi.js';

const RefreshRequest = z.object({ refreshToken: z.string().min(1, 'A refresh token is required') });

const Claims = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  tenantId: z.string(),
  tenantAlias: z.string(),
  companyName: z.string().nullable(),
  roles: z.array(z.string()),
  geos: z.array(z.string()),
  forceMfa: z.boolean(),
  forcedTotp: z.boolean(),
  signInSecondFactor: z.enum(['phone', 'totp']).nullable(),
});

const TokenPair = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  user: Claims,
});

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

const signIn = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['auth'],
    summary,
    request: { body: { ...json(SignInRequest), required: true } },
    responses: {
      200: {
        ...json(TokenPair),
        description: 'Signed in: an ID token (Bearer) and a refresh token.',
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

export function registerAuthRoutes(app: App, deps: AppDeps): void {
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
      request: { body: { ...json(RefreshRequest), required: true } },
      responses: {
        200: { ...json(TokenPair), description: 'New tokens.' },
        400: { ...json(ErrorResponse), description: 'Bad body.' },
        401: { ...json(ErrorResponse), description: 'Unknown, revoked or expired refresh token.' },
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
        200: { ...json(Claims), description: 'Current claims.' },
        401: { ...json(ErrorResponse), description: 'No valid token.' },
      },
    }),
    (c) => {
      const { row: _row, ...claims } = c.get('user');
      return c.json(claims, 200);
    },
  );
}
