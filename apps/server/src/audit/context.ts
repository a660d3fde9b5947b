import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env.js';

/**
 * Gives each request its `StaffRequest` (staff-request.ts) as `c.get('staff')`; registered before
 * every route.
 */
export function staffRequestContext(clock: () => Date) {
  return createMiddleware<AppEnv>((c, next) => {
    c.set('staff', {
      requestId: c.get('reqId'),
      actor: () => c.get('user') ?? c.get('token'),
      clock,
    });
    return next();
  });
}
