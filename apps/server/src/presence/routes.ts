import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ConnectedOperatorsByPool } from '@switchboard/domain';
import { recordStaffAction } from '../audit/record.js';
import { users } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { NotFoundError } from '../errors.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';

const errors = authedErrors('Role not allowed.');

/** Connected operators per pool (spec §7 GET /connectedOperators/, claim service GET /operators/connected). */
export function registerPresenceRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'db' | 'presence'>,
): void {
  const connected = createRoute({
    method: 'get',
    path: '/operators/connected',
    tags: ['presence'],
    summary: 'Connected operators by pool (Admin, Manager, Developer)',
    security: [{ bearer: [] }],
    responses: {
      200: {
        ...json(ConnectedOperatorsByPool),
        description: 'Operators by pool; geos is JSON text.',
      },
      ...errors,
    },
  });
  for (const path of ['/operators/connected', '/connectedOperators/']) {
    app.use(path, requireAuth(deps.auth), requireRole(['Admin', 'Manager', 'Developer']));
    // The spec's alias stays out of the document: a trailing slash fails no-path-trailing-slash,
    // and it is the same call as GET /operators/connected.
    app.openapi({ ...connected, path, hide: path !== '/operators/connected' }, async (c) =>
      c.json(await deps.presence.byPool(c.get('user').tenantId), 200),
    );
  }

  app.use('/operators/:uid/disconnect', requireAuth(deps.auth), requireRole('Admin'));
  app.openapi(
    createRoute({
      method: 'post',
      path: '/operators/{uid}/disconnect',
      tags: ['presence'],
      summary: 'Sign an operator out everywhere: their sockets get disconnectOperator (Admin)',
      security: [{ bearer: [] }],
      request: { params: z.object({ uid: z.string().min(1) }) },
      responses: {
        200: {
          ...json(z.object({ disconnected: z.number().int() })),
          description: 'How many connections were closed.',
        },
        404: { ...json(ErrorResponse), description: 'No such user in this tenant.' },
        ...errors,
      },
    }),
    async (c) => {
      const { uid } = c.req.valid('param');
      const [row] = await deps.db
        .select({ uid: users.uid, email: users.email })
        .from(users)
        .where(and(eq(users.uid, uid), eq(users.tenantId, c.get('user').tenantId)));
      if (!row) throw new NotFoundError('No such user.');
      const tenantId = c.get('user').tenantId;
      const disconnected = await deps.presence.disconnectUser(tenantId, uid);
      // A sign-out is a message to the sockets, not a database change: there is no transaction
      // to share, so the record is its own insert once the sign-out went out.
      await recordStaffAction(deps.db, c.get('staff'), {
        tenantId,
        kind: 'session.sign-out',
        record: { type: 'session', id: uid, label: row.email },
        after: { disconnected },
      });
      return c.json({ disconnected }, 200);
    },
  );
}
