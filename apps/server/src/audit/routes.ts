import { createRoute } from '@hono/zod-openapi';
import { AuditLatestQuery, AuditLatestResponse, AuditPage, AuditQuery } from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, json } from '../http/openapi.js';
import { readLatestStaffActions, readStaffActions } from './repo.js';

/**
 * The record of staff actions (issue #31): an admin reads their own tenant's, newest first, by
 * actor, kind, record and period, a page at a time.
 */
export function registerAuditRoutes(app: App, deps: Pick<AppDeps, 'auth' | 'db'>): void {
  app.use('/audit', requireAuth(deps.auth), requireRole('Admin'));
  app.use('/audit/*', requireAuth(deps.auth), requireRole('Admin'));

  // Before any `/audit/{…}` route: `latest` is not an entry's id.
  app.openapi(
    createRoute({
      method: 'get',
      path: '/audit/latest',
      operationId: 'listLatestStaffActions',
      tags: ['audit'],
      summary:
        'The newest staff action on each of some records in the caller’s tenant, at once (Admin)',
      security: [{ bearer: [] }],
      request: { query: AuditLatestQuery },
      responses: {
        200: {
          ...json(AuditLatestResponse),
          description: 'The newest entry of each record that has one; the others are absent.',
        },
        ...authedErrors('Admins only.'),
      },
    }),
    async (c) =>
      c.json(
        await readLatestStaffActions(deps.db, c.get('user').tenantId, c.req.valid('query')),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/audit',
      operationId: 'listStaffActions',
      tags: ['audit'],
      summary: 'The record of staff actions in the caller’s tenant, newest first (Admin)',
      security: [{ bearer: [] }],
      request: { query: AuditQuery },
      responses: {
        200: { ...json(AuditPage), description: 'A page of entries and the cursor of the next.' },
        ...authedErrors('Admins only.'),
      },
    }),
    async (c) =>
      c.json(await readStaffActions(deps.db, c.get('user').tenantId, c.req.valid('query')), 200),
  );
}
