import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env.js';

/**
 * What a staff action's record needs of the request that made it: who acted, the request id the
 * client saw, and the server's clock.
 *
 * Carried in an AsyncLocalStorage rather than passed along: the writes to record sit in a dozen
 * services whose signatures take a tenant and, at most, an actor uid; threading a request id and
 * a clock through every one of them (and their tests, and the background callers that have no
 * request) would change them all for a value only the record reads. The actor is read when the
 * record is written, as the authentication middleware sets it after this one ran.
 */
export interface StaffRequest {
  requestId: string;
  /** The authenticated user, once a route's middleware has read them; undefined before. */
  actor: () => { uid: string; tenantId: string } | undefined;
  clock: () => Date;
}

const requests = new AsyncLocalStorage<StaffRequest>();

/** The request being served, when the caller runs inside one. */
export function currentStaffRequest(): StaffRequest | undefined {
  return requests.getStore();
}

/** Serves each request inside its `StaffRequest`; registered before every route. */
export function staffRequestContext(clock: () => Date) {
  return createMiddleware<AppEnv>((c, next) =>
    requests.run(
      {
        requestId: c.get('reqId'),
        actor: () => c.get('user') ?? c.get('token'),
        clock,
      },
      next,
    ),
  );
}
