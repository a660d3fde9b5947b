import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { defaultLogger, type Logger } from '../log/logger.js';
import type { ServerMetrics } from '../metrics/metrics.js';
import {
  ApiError,
  InputError,
  PayloadTooLargeError,
  RateLimitedError,
  type ErrorBody,
} from '../errors.js';
import type { App, AppEnv } from './env.js';
import { requestLog, routeOf } from './request-log.js';
import { findNul, nulInputError } from './validation.js';
import { dataExceptionOf } from '../db/errors.js';
import { inputErrorFromZod } from '../errors.js';

/** The largest request body the server reads, bytes. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * The Hono app with the house rules: zod-validated input, typed errors mapped in one place, a log
 * line per request (`requestLog`).
 */
export function createBaseApp(
  options: { logger?: Logger; metrics?: ServerMetrics | null } = {},
): App {
  const logger = options.logger ?? defaultLogger();
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const target =
          result.target === 'json' ? 'body' : result.target === 'param' ? 'path' : result.target;
        throw inputErrorFromZod(result.error, target as 'body' | 'query' | 'path' | 'header');
      }
    },
  });

  // First: every request gets its id, its line and its time, the refused and the failed ones too.
  app.use('*', requestLog(logger, options.metrics ?? null));

  // The largest body a call takes is an abuse word import (10 000 lines); past this, the body
  // is refused before it is buffered, so no request can exhaust the process's memory.
  const streamedBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new PayloadTooLargeError(MAX_BODY_BYTES);
    },
  });
  app.use(
    '*',
    createMiddleware<AppEnv>(async (c, next) => {
      // What hono's bodyLimit decides from the headers, decided here without asking for the body:
      // on Node that question alone builds a web Request and a stream around the socket for every
      // request, where a route reading JSON would otherwise read the socket directly. Only a body
      // of unknown length (chunked) goes through bodyLimit, which counts it as it comes.
      const chunked = c.req.header('Transfer-Encoding') !== undefined;
      const length = c.req.header('Content-Length');
      if (!chunked && length !== undefined) {
        if (parseInt(length, 10) > MAX_BODY_BYTES) throw new PayloadTooLargeError(MAX_BODY_BYTES);
        return next();
      }
      if (!chunked && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
      return streamedBodyLimit(c, next);
    }),
  );

  // PostgreSQL cannot store NUL in text: refuse it at the door, naming where it is, rather than
  // let a query fail with a 500 somewhere deep.
  app.use('*', async (c, next) => {
    // A NUL reaches the path or the query only as `%00` (Node's parser refuses a raw one), so a
    // URL without it is not parsed again.
    if (c.req.url.includes('%00')) {
      const url = new URL(c.req.url);
      if (/%00/.test(url.pathname)) throw nulInputError('path', '');
      for (const [key, value] of url.searchParams) {
        if (key.includes('\u0000') || value.includes('\u0000')) throw nulInputError('query', key);
      }
    }
    if (/^application\/([a-z0-9.+-]+\+)?json/i.test(c.req.header('Content-Type') ?? '')) {
      // A malformed body is left to the route's validator, which names it.
      const body: unknown = await c.req.json().catch(() => undefined);
      const field = findNul(body);
      if (field) throw nulInputError('body', field.join('.'));
    }
    await next();
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
    } else if (dataExceptionOf(error) !== null) {
      // Validation let a value through that the database refuses: a gap to close where the
      // route validates, but still the client's input, so a 400 rather than a 500.
      const message = dataExceptionOf(error) ?? '';
      logger.warn(
        { reqId: c.get('reqId'), method: c.req.method, route: routeOf(c), reason: message },
        'Input refused by the database',
      );
      apiError = new InputError(`input: ${message}`, [{ field: '', message }]);
    } else {
      // The request's line (requestLog) logs the error with its stack under this request id.
      return c.json(
        {
          error: {
            code: 'internal',
            message: 'Something went wrong on the server.',
            requestId: c.get('reqId'),
          },
        },
        500,
      );
    }
    if (apiError instanceof RateLimitedError)
      c.header('Retry-After', String(apiError.retryAfterSeconds));
    const body: ErrorBody = { error: { code: apiError.code, message: apiError.message } };
    if (apiError.issues.length > 0) body.error.issues = [...apiError.issues];
    if (apiError.status >= 500) body.error.requestId = c.get('reqId');
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
