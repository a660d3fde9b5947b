import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AbuseAuditResponse,
  AbuseBulkRequest,
  AbuseBulkResponse,
  AbuseClusterQuery,
  AbuseHistoryQuery,
  AbuseItemDetailsResponse,
  AbuseItemListResponse,
  AbuseItemPageResponse,
  AbuseItemResponse,
  AbuseMarkRequest,
  AbuseNextRequest,
  AbuseNextResponse,
  AbuseQueueQuery,
  AbuseRemediateRequest,
  AbuseRemediationQuery,
  AbuseUndoResponse,
  Id,
  type AbuseItem,
  ABUSE_REVIEWER_ROLES,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import type { RoleRequirement } from '../auth/access.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { auditOf } from './audit.js';
import { clusterOf, conversationAround, historyPage, remediationPage } from './lists.js';
import { remediate } from './remediation.js';
import { itemsOf } from './repo.js';
import type { AbuseReviewService } from './service.js';

/** Who sees the list, history and remediation and takes bulk decisions (spec §2 abuse table). */
export const ABUSE_ADMINS = 'Admin';

const tags = ['abuse review'];
const security = [{ bearer: [] }];
const ItemPath = z.object({ id: Id });
const errors = {
  ...authedErrors('Role not allowed, or the item’s locale is not in the caller’s geos.'),
  404: { ...json(ErrorResponse), description: 'No such flagged item in this tenant.' },
  409: { ...json(ErrorResponse), description: 'Refused by the review rules (the text says why).' },
};

/** The abuse review calls (issue #13); see README.md next to this file for the list. */
export function registerAbuseRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db' | 'feed'>,
  service: AbuseReviewService,
): void {
  app.use('/abuse/*', requireAuth(deps.auth));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/abuse/queue',
      middleware: [requireRole(ABUSE_REVIEWER_ROLES)] as const,
      tags,
      summary: 'Pending and claimed items of the caller’s geos, messages and pokes, oldest first',
      security,
      request: { query: AbuseQueueQuery },
      responses: { 200: { ...json(AbuseItemListResponse), description: 'The queue.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const { locale, kind } = c.req.valid('query');
      return c.json({ data: await service.queue(user, locale, kind) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/abuse/next',
      middleware: [requireRole(ABUSE_REVIEWER_ROLES)] as const,
      tags,
      summary: 'The caller’s live claim, else claim the oldest free item (null: nothing to do)',
      security,
      request: { body: { ...json(AbuseNextRequest), required: false } },
      responses: { 200: { ...json(AbuseNextResponse), description: 'The item.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const body = AbuseNextRequest.parse(await c.req.json().catch(() => ({})));
      return c.json({ data: await service.next(user, body) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/abuse/items/{id}',
      middleware: [requireRole(ABUSE_REVIEWER_ROLES)] as const,
      tags,
      summary: 'An item with its conversation around it and its audit trail',
      security,
      request: { params: ItemPath },
      responses: {
        200: { ...json(AbuseItemDetailsResponse), description: 'The item.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const row = await service.row(user, c.req.valid('param').id);
      const [item] = await itemsOf(deps.db, [row]);
      return c.json(
        {
          data: {
            item: item!,
            conversation: await conversationAround(deps.db, row),
            audit: await auditOf(deps.db, user.tenantId, row.id),
          },
        },
        200,
      );
    },
  );

  const action = (
    path: string,
    summary: string,
    roles: RoleRequirement,
    run: (user: AuthUser, id: string) => Promise<AbuseItem>,
  ) =>
    app.openapi(
      createRoute({
        method: 'post',
        path: `/abuse/items/{id}/${path}`,
        middleware: [requireRole(roles)] as const,
        tags,
        summary,
        security,
        request: { params: ItemPath },
        responses: { 200: { ...json(AbuseItemResponse), description: 'The item now.' }, ...errors },
      }),
      async (c) => {
        const user = c.get('user');
        return c.json({ data: await run(user, c.req.valid('param').id) }, 200);
      },
    );

  action(
    'claim',
    'Claim (status claimed, claimedBy, claimedAt)',
    ABUSE_REVIEWER_ROLES,
    (user, id) => service.claim(user, id),
  );
  action(
    'unclaim',
    'Unclaim (stays claimed; claimedBy, claimedAt cleared)',
    ABUSE_REVIEWER_ROLES,
    (u, id) => service.unclaim(u, id),
  );
  action('release', 'Release whoever’s claim (Admin)', ABUSE_ADMINS, (user, id) =>
    service.release(user, id),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/abuse/items/{id}/mark',
      middleware: [requireRole(ABUSE_REVIEWER_ROLES)] as const,
      tags,
      summary: 'Mark safe or abuse (checkedAt, checkedBy; claimedBy cleared); needs the claim',
      security,
      request: { params: ItemPath, body: { ...json(AbuseMarkRequest), required: true } },
      responses: { 200: { ...json(AbuseItemResponse), description: 'The item now.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json(
        { data: await service.mark(user, c.req.valid('param').id, c.req.valid('json')) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/abuse/items/{id}/remediate',
      middleware: [requireRole(ABUSE_ADMINS)] as const,
      tags,
      summary: 'Modify, delete or mark done a message marked abuse (Admin)',
      security,
      request: { params: ItemPath, body: { ...json(AbuseRemediateRequest), required: true } },
      responses: { 200: { ...json(AbuseItemResponse), description: 'The item now.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const item = await remediate(
        deps,
        service,
        user,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.get('staff'),
      );
      return c.json({ data: item }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/abuse/items/{id}/audit',
      middleware: [requireRole(ABUSE_REVIEWER_ROLES)] as const,
      tags,
      summary: 'The audit trail of an item, oldest first',
      security,
      request: { params: ItemPath },
      responses: { 200: { ...json(AbuseAuditResponse), description: 'Entries.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const row = await service.row(user, c.req.valid('param').id);
      return c.json({ data: await auditOf(deps.db, user.tenantId, row.id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/abuse/items/{id}/cluster',
      middleware: [requireRole(ABUSE_ADMINS)] as const,
      tags,
      summary: 'Undecided items of the same sender or the same text (Admin)',
      security,
      request: { params: ItemPath, query: AbuseClusterQuery },
      responses: { 200: { ...json(AbuseItemListResponse), description: 'Items.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const row = await service.row(user, c.req.valid('param').id);
      return c.json({ data: await clusterOf(deps.db, user, row, c.req.valid('query').by) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/abuse/bulk',
      middleware: [requireRole(ABUSE_REVIEWER_ROLES)] as const,
      tags,
      summary:
        'One verdict and one reason for many items, undoable for ABUSE_UNDO_WINDOW_MS; lists every item not decided, with why',
      security,
      request: { body: { ...json(AbuseBulkRequest), required: true } },
      responses: {
        200: { ...json(AbuseBulkResponse), description: 'Decided and skipped.' },
        ...errors,
      },
    }),
    async (c) => {
      // Checkers decide the clusters of their check screen too (#28): the same rules as claim and
      // mark one by one, in one transaction, with every left-out item named.
      const user = c.get('user');
      return c.json({ data: await service.bulk(user, c.req.valid('json')) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/abuse/batches/{batchId}/undo',
      middleware: [requireRole(ABUSE_REVIEWER_ROLES)] as const,
      tags,
      summary: 'Undo a recent decision (a mark or a bulk decision) of the caller',
      security,
      request: { params: z.object({ batchId: Id }) },
      responses: { 200: { ...json(AbuseUndoResponse), description: 'Restored.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json({ data: await service.undo(user, c.req.valid('param').batchId) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/abuse/history',
      middleware: [requireRole(ABUSE_ADMINS)] as const,
      tags,
      summary: 'Safe and abuse decisions, newest first, 10 a page (Admin)',
      security,
      request: { query: AbuseHistoryQuery },
      responses: { 200: { ...json(AbuseItemPageResponse), description: 'A page.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const query = c.req.valid('query');
      if (query.locale) service.localesOf(user, [query.locale]);
      return c.json({ data: await historyPage(deps.db, user, query) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/abuse/remediation',
      middleware: [requireRole(ABUSE_ADMINS)] as const,
      tags,
      summary: 'Messages marked abuse still to remediate (state=all: every one), 10 a page (Admin)',
      security,
      request: { query: AbuseRemediationQuery },
      responses: { 200: { ...json(AbuseItemPageResponse), description: 'A page.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const query = c.req.valid('query');
      if (query.locale) service.localesOf(user, [query.locale]);
      return c.json({ data: await remediationPage(deps.db, user, query) }, 200);
    },
  );
}
