import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { requestLineLogger, type Logger } from '../log/logger.js';
import type { AppEnv } from './env.js';

/** The header a request id comes in (from a proxy) and goes back out in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A request id taken from a proxy: short and plain, so it cannot forge a log line. */
const GIVEN_REQUEST_ID = /^[\w.:=+/-]{1,128}$/;

/**
 * The route pattern a request was for (`/pokes/:geo/:id`), never the path: it carries no ids or
 * tokens, and lines of one route group. The handler that answered; when a middleware answered
 * before it (a 401), the route it was on its way to; null when no route matched (a 404).
 */
export function routeOf(c: Context): string | null {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered && answered.method !== 'ALL') return answered.path;
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i];
    if (route && route.method !== 'ALL') return route.path;
  }
  return null;
}

/**
 * Gives each request an id (a proxy's `X-Request-Id`, or a new one), answers it in
 * `X-Request-Id`, and writes one line when the request ends: reqId, method, route, status, ms,
 * tenantId and uid (of the authenticated user, when there is one); `info` below 500, `error` with
 * the error's stack from 500 on. Never a body, a query string or a header.
 */
export function requestLog(logger: Logger) {
  const lines = requestLineLogger(logger);
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const reqId = given !== undefined && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
    c.set('reqId', reqId);
    c.header(REQUEST_ID_HEADER, reqId);
    await next();
    if (c.res.headers.get(REQUEST_ID_HEADER) !== reqId) c.header(REQUEST_ID_HEADER, reqId);
    const status = c.res.status;
    const failed = status >= 500;
    if (!logger.isLevelEnabled(failed ? 'error' : 'info')) return;
    const who = c.get('user') ?? c.get('token');
    const line = {
      reqId,
      method: c.req.method,
      route: routeOf(c),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      tenantId: who?.tenantId,
      uid: who?.uid,
    };
    if (failed) logger.error({ ...line, err: c.error }, 'request failed');
    // Fixed fields only: the cheaper twin (log/logger.ts), never for a line with an error.
    else lines.info(line, 'request');
  });
}
