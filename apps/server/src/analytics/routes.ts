import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { screenViews } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth } from '../http/middleware.js';
import { ErrorResponse } from '../http/openapi.js';

const ScreenView = z.object({
  path: z.string().trim().min(1).max(2_000).startsWith('/', 'A path starts with /'),
  title: z.string().max(500).default(''),
});

/** The analytics port of spec §1: the console reports every screen view here. */
export function registerAnalyticsRoutes(app: App, deps: Pick<AppDeps, 'auth' | 'db'>): void {
  app.use('/analytics/*', requireAuth(deps.auth));
  app.openapi(
    createRoute({
      method: 'post',
      path: '/analytics/screen-view',
      tags: ['analytics'],
      summary: 'Record a screen view',
      security: [{ bearer: [] }],
      request: {
        body: { content: { 'application/json': { schema: ScreenView } }, required: true },
      },
      responses: {
        204: { description: 'Recorded.' },
        400: {
          content: { 'application/json': { schema: ErrorResponse } },
          description: 'Bad body.',
        },
        401: {
          content: { 'application/json': { schema: ErrorResponse } },
          description: 'No valid token.',
        },
      },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      await deps.db
        .insert(screenViews)
        .values({ id: randomUUID(), tenantId: user.tenantId, userUid: user.uid, ...body });
      return c.body(null, 204);
    },
  );
}
