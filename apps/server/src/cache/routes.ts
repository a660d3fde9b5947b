import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  CacheDeleteResponse,
  CacheEntryResponse,
  CacheKeysResponse,
  GeoCode,
  OperatorPoolsResponse,
  type RouterRole,
} from '@switchboard/domain';
import type { StaffRequest } from '../audit/staff-request.js';
import { recordStaffAction } from '../audit/record.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { NotAllowedError, NotFoundError } from '../errors.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { readPools } from './pools.js';
import { TenantCache } from './store.js';

/**
 * The claim service's cache inspection (spec §7). Reading is a debug tool: Admin and Developer
 * (spec §6 gives developers the debug tools). Deleting a key and flushing are debug tools too
 * (/debug offers them, #16): Admin and Developer. Every call sees only the caller's tenant's keys; `flush` empties only those.
 */
const READ_ROLES: readonly RouterRole[] = ['Admin', 'Developer'];
const WRITE_ROLES: readonly RouterRole[] = ['Admin', 'Developer'];

const tags = ['claim service'];
const security = [{ bearer: [] }];
const notFound = { 404: { ...json(ErrorResponse), description: 'No such key.' } };
const Pattern = z.object({
  pattern: z.string().min(1).max(512).describe('A Redis glob pattern.'),
});
const Key = z.object({ key: z.string().min(1).max(512) });

export function registerCacheRoutes(app: App, deps: Pick<AppDeps, 'auth' | 'cache' | 'db'>): void {
  const cacheOf = (tenantId: string) => new TenantCache(deps.cache, tenantId);
  // The cache is Redis or the process's memory, not the database: no transaction to share, so
  // a deletion is recorded by its own insert once it is done (a failed one records nothing).
  const recordDeletion = (by: StaffRequest, tenantId: string, what: string, deleted: number) =>
    recordStaffAction(deps.db, by, {
      tenantId,
      kind: 'cache.delete',
      record: { type: 'cache', id: what, label: what },
      after: { deleted },
    });
  app.use('/redis/*', requireAuth(deps.auth));
  const reads = requireRole(READ_ROLES);
  const writes = requireRole(WRITE_ROLES);
  app.on('GET', ['/redis/keys/*', '/redis/values/*', '/redis/pools/*'], reads);
  app.on('DELETE', '/redis/*', writes);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/redis/keys/{pattern}',
      tags,
      summary: 'Keys matching a Redis glob pattern, sorted (Admin, Developer)',
      description: 'Keys are shown without the tenant prefix; other tenants’ keys never match.',
      security,
      request: { params: Pattern },
      responses: {
        200: { ...json(CacheKeysResponse), description: 'Matching keys.' },
        ...authedErrors('Admin or Developer only.'),
      },
    }),
    async (c) => {
      const keys = await cacheOf(c.get('user').tenantId).keys(c.req.valid('param').pattern);
      return c.json({ data: keys }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/redis/values/{key}',
      tags,
      summary: 'The value of a key and its time to live (Admin, Developer)',
      security,
      request: { params: Key },
      responses: {
        200: { ...json(CacheEntryResponse), description: 'The value.' },
        ...notFound,
        ...authedErrors('Admin or Developer only.'),
      },
    }),
    async (c) => {
      const { key } = c.req.valid('param');
      const entry = await cacheOf(c.get('user').tenantId).get(key);
      if (!entry) throw new NotFoundError(`No key "${key}".`);
      return c.json({ data: { key, ...entry } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/redis/keys/{pattern}',
      tags,
      summary: 'Delete the keys matching a glob pattern (Admin, Developer)',
      description:
        'A key without `*`, `?` or `[` matches only itself. To delete one key whose name holds ' +
        'such characters or a slash, use DELETE /redis/key?key=.',
      security,
      request: { params: Pattern },
      responses: {
        200: { ...json(CacheDeleteResponse), description: 'How many keys went.' },
        ...authedErrors('Admin or Developer only.'),
      },
    }),
    async (c) => {
      const { tenantId } = c.get('user');
      const { pattern } = c.req.valid('param');
      const deleted = await cacheOf(tenantId).delMatching(pattern);
      await recordDeletion(c.get('staff'), tenantId, pattern, deleted);
      return c.json({ data: { deleted } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/redis/key',
      tags,
      summary:
        'Delete exactly one key, named in the query; glob characters are literal (Admin, Developer)',
      security,
      request: { query: Key },
      responses: {
        200: { ...json(CacheDeleteResponse), description: '1 if the key existed, else 0.' },
        ...authedErrors('Admin or Developer only.'),
      },
    }),
    async (c) => {
      const { tenantId } = c.get('user');
      const { key } = c.req.valid('query');
      const deleted = await cacheOf(tenantId).del([key]);
      await recordDeletion(c.get('staff'), tenantId, key, deleted);
      return c.json({ data: { deleted } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/redis/cache',
      tags,
      summary: 'Delete every key of the caller’s tenant (Admin, Developer)',
      description: 'Other tenants’ keys stay. Operator pools are rewritten at the next connect.',
      security,
      responses: {
        200: { ...json(CacheDeleteResponse), description: 'How many keys went.' },
        ...authedErrors('Admin or Developer only.'),
      },
    }),
    async (c) => {
      const { tenantId } = c.get('user');
      const deleted = await cacheOf(tenantId).flush();
      // The whole tenant's cache: named `*`, the pattern that matches it all.
      await recordDeletion(c.get('staff'), tenantId, '*', deleted);
      return c.json({ data: { deleted } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/redis/pools/geo/{geo}/tenant/{tenant}',
      tags,
      summary: 'Connected operators per pool who work a geo (Admin, Developer)',
      description:
        '`tenant` is the caller’s tenant id or alias; any other tenant is refused, and so is a ' +
        'geo outside the caller’s geos. A geo nobody works answers empty pools.',
      security,
      request: { params: z.object({ geo: GeoCode, tenant: z.string().min(1).max(128) }) },
      responses: {
        200: {
          ...json(OperatorPoolsResponse),
          description: 'Operators by pool; geos is JSON text.',
        },
        ...authedErrors('Admin or Developer only, and only for their own tenant and geos.'),
      },
    }),
    async (c) => {
      const user = c.get('user');
      const { geo, tenant } = c.req.valid('param');
      if (tenant !== user.tenantId && tenant !== user.tenantAlias) {
        throw new NotAllowedError(`This account does not belong to tenant "${tenant}".`);
      }
      assertLocalesAllowed(user, [geo]);
      return c.json({ data: await readPools(cacheOf(user.tenantId), user.tenantId, geo) }, 200);
    },
  );
}
