import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { AuthService } from './auth/service.js';
import { registerAuthRoutes } from './auth/routes.js';
import { SignInRateLimiter } from './auth/rate-limit.js';
import { loadSigningKey, TokenService } from './auth/tokens.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { createBaseApp, type App, type AppDeps } from './http/app.js';
import { registerTenantRoutes } from './tenants/routes.js';
import { PasswordResetService } from './auth/password-reset.js';
import { TotpService } from './auth/totp.js';
import { DevOutbox } from './outbox/outbox.js';

export const API_VERSION = '0.1.0';

/** Builds the whole HTTP app on an open database. */
export async function buildApp(
  db: Database,
  config: Pick<
    ServerConfig,
    'AUTH_SECRET' | 'ID_TOKEN_TTL_S' | 'REFRESH_TOKEN_TTL_S' | 'PUBLIC_URL'
  >,
  clock: () => Date = () => new Date(),
): Promise<{ app: App; deps: AppDeps }> {
  const key = await loadSigningKey(db, config.AUTH_SECRET);
  const tokens = new TokenService(key, config.ID_TOKEN_TTL_S);
  const limiter = new SignInRateLimiter(db);
  const auth = new AuthService(db, tokens, limiter, config.REFRESH_TOKEN_TTL_S, clock);
  const outbox = new DevOutbox(db);
  const publicUrl = config.PUBLIC_URL ?? 'http://localhost:8080';
  const deps: AppDeps = {
    db,
    auth,
    totp: new TotpService(db, auth, limiter, tokens, clock),
    passwordReset: new PasswordResetService(db, outbox, publicUrl, clock),
    outbox,
    clock,
  };
  const app = createBaseApp();
  app.get('/health', (c) => c.json({ ok: true }));
  registerAuthRoutes(app, deps);
  registerTenantRoutes(app, deps);
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Switchboard API',
      version: API_VERSION,
      description:
        'The calls of the Switchboard console (spec §7). Sign in with POST /auth/sign-in and send the ID token as `Authorization: Bearer …`.',
    },
  });
  return { app, deps };
}

/** Listens on `port` (0 picks a free one) and resolves once it does. */
export function listen(
  app: App,
  port: number,
  hostname: string,
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      resolve({ server: server, port: info.port });
    }) as Server;
  });
}
