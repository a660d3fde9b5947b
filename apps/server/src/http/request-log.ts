import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { requestLineWriter, type Logger } from '../log/logger.js';
import type { ServerMetrics } from '../metrics/metrics.js';
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

/** The Node response under hono's, when the app runs on @hono/node-server (not in `app.request`). */
function nodeResponseOf(c: Context): ServerResponse | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.outgoing;
}

/**
 * Gives each request an id (a proxy's `X-Request-Id`, or a new one), answers it in
 * `X-Request-Id`, and writes one line when the request ends: reqId, method, route, status, ms,
 * tenantId and uid (of the authenticated user, when there is one); `info` below 500, `error` with
 * the error's stack from 500 on. Never a body, a query string or a header. With `metrics`, the
 * same request is timed into the route's histogram (`ServerMetrics.observeRequest`): one clock
 * and one route lookup for both, and a refused or failed request is in its route's figures too.
 *
 * On Node the id goes on the Node response (`setHeader`, merged into whatever hono writes):
 * setting it through hono (`c.header`) makes every answer build a web `Headers` and leave
 * @hono/node-server's fast path of plain header objects, about a third of what watching a cheap
 * request cost (bench/http).
 */
export function requestLog(logger: Logger, metrics: ServerMetrics | null = null) {
  const writeLine = requestLineWriter(logger);
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const reqId = given !== undefined && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
    c.set('reqId', reqId);
    const outgoing = nodeResponseOf(c);
    if (outgoing) outgoing.setHeader(REQUEST_ID_HEADER, reqId);
    else c.header(REQUEST_ID_HEADER, reqId);
    await next();
    // A handler that answered with a Response of its own, off Node: it has no id yet.
    if (!outgoing && c.res.headers.get(REQUEST_ID_HEADER) !== reqId) {
      c.header(REQUEST_ID_HEADER, reqId);
    }
    const status = c.res.status;
    const failed = status >= 500;
    const logged = logger.isLevelEnabled(failed ? 'error' : 'info');
    if (!logged && !metrics) return;
    const ms = performance.now() - started;
    const route = routeOf(c);
    metrics?.observeRequest(c.req.method, route, status, ms / 1000);
    if (!logged) return;
    const who = c.get('user') ?? c.get('token');
    const line = {
      reqId,
      method: c.req.method,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      tenantId: who?.tenantId,
      uid: who?.uid,
    };
    if (failed) logger.error({ ...line, err: c.error }, 'request failed');
    // Fixed fields only, never a line with an error: written without pino's serialising.
    else writeLine(line);
  });
}
