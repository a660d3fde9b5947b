import { readFileSync } from 'node:fs';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { DebugInfo } from '@switchboard/domain';
import { tenants } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, json } from '../http/openapi.js';

/** The server's version: its package.json, two folders up from src/debug and from dist/debug. */
export const SERVER_VERSION: string = (() => {
  try {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    const version = (JSON.parse(text) as { version?: unknown }).version;
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
})();

const startedAt = new Date();

/** `GET /debug/info` (Developer): what /debug shows about this server process and the tenant. */
export function registerDebugRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'db' | 'feed'>,
  redis: boolean,
): void {
  app.use('/debug/*', requireAuth(deps.auth), requireRole('Developer'));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/debug/info',
      tags: ['debug'],
      summary: 'Server version, process, cache kind and the tenant (Developer)',
      security: [{ bearer: [] }],
      responses: {
        200: { ...json(DebugInfo), description: 'About this server process.' },
        ...authedErrors('Developers only.'),
      },
    }),
    async (c) => {
      const user = c.get('user');
      const [tenant] = await deps.db.select().from(tenants).where(eq(tenants.id, user.tenantId));
      return c.json(
        {
          serverVersion: SERVER_VERSION,
          node: process.version,
          processId: deps.feed.node,
          startedAt: startedAt.toISOString(),
          cache: redis ? ('redis' as const) : ('in-process' as const),
          tenant: {
            id: user.tenantId,
            alias: tenant?.alias ?? user.tenantAlias,
            appName: tenant?.appName ?? '',
            appLogoName: tenant?.appLogoName ?? '',
            appPrimaryColor: tenant?.appPrimaryColor ?? '',
          },
        },
        200,
      );
    },
  );
}
