import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { PasswordResetService } from '../auth/password-reset.js';
import type { PhoneService } from '../auth/phone.js';
import type { AuthService, AuthUser } from '../auth/service.js';
import type { RegionalTokenSigner } from '../auth/regional.js';
import type { TotpService } from '../auth/totp.js';
import type { ChatService } from '../chats/service.js';
import type { DevOutbox } from '../outbox/outbox.js';
import type { ChangeFeed } from '../live/feed.js';
import type { Presence } from '../presence/presence.js';
import type { CacheStore } from '../cache/store.js';
import type { UrlSigner } from '../files/signing.js';
import type { SuggestionProvider } from '../suggestions/provider.js';
import type { Database } from '../db/client.js';
import { ApiError, InputError, RateLimitedError, type ErrorBody } from './errors.js';
import { inputErrorFromZod } from './validation.js';

export interface AppDeps {
  db: Database;
  auth: AuthService;
  totp: TotpService;
  phone: PhoneService;
  regional: RegionalTokenSigner;
  passwordReset: PasswordResetService;
  /** The dev outbox, when no real mail/SMS provider is configured. */
  outbox: DevOutbox | null;
  /** Committed changes, for live queries. */
  feed: ChangeFeed;
  presence: Presence;
  /** The claim service's cache: Redis when REDIS_URL is set, in-process otherwise. */
  cache: CacheStore;
  /** Chats and their claims; the sweeper of expired claims runs while the server listens. */
  chats: ChatService;
  /** Writes reply suggestions: an OpenAI-compatible service when SUGGESTIONS_URL is set. */
  suggestions: SuggestionProvider;
  /** Signs the expiring URLs of the server's own files (attachments). */
  urlSigner: UrlSigner;
  clock: () => Date;
}

export interface AppEnv {
  Variables: { user: AuthUser };
}

export type App = OpenAPIHono<AppEnv>;

/** The Hono app with the house rules: zod-validated input, typed errors mapped in one place. */
export function createBaseApp(): App {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const target =
          result.target === 'json' ? 'body' : result.target === 'param' ? 'path' : result.target;
        throw inputErrorFromZod(result.error, target as 'body' | 'query' | 'path' | 'header');
      }
    },
  });

  app.onError((error, c) => {
    let apiError: ApiError;
    if (error instanceof ApiError) apiError = error;
    else if (error instanceof HTTPException && error.status === 400) {
      // Hono's own 400s: malformed JSON and the like.
      apiError = new InputError(`body: ${error.message || 'Malformed request body'}`, [
        { field: '', message: error.message || 'Malformed request body' },
      ]);
    } else if (error instanceof HTTPException) {
      return c.json<ErrorBody>(
        { error: { code: 'invalid-input', message: error.message } },
        error.status,
      );
    } else {
      console.error('Unhandled error', c.req.method, c.req.path, error);
      return c.json(
        { error: { code: 'internal', message: 'Something went wrong on the server.' } },
        500,
      );
    }
    if (apiError instanceof RateLimitedError)
      c.header('Retry-After', String(apiError.retryAfterSeconds));
    const body: ErrorBody = { error: { code: apiError.code, message: apiError.message } };
    if (apiError.issues.length > 0) body.error.issues = [...apiError.issues];
    return c.json(body, apiError.status);
  });

  app.notFound((c) =>
    c.json<ErrorBody>(
      { error: { code: 'not-found', message: `No route for ${c.req.method} ${c.req.path}` } },
      404,
    ),
  );

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The ID token from POST /auth/sign-in.',
  });
  return app;
}
