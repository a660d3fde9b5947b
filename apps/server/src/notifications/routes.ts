import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  isSystemNotificationShown,
  PostSystemNotificationRequest,
  SYSTEM_NOTIFICATION_HISTORY_SIZE,
  systemNotificationShowUntilRefusal,
} from '@switchboard/domain';
import { recordStaffAction } from '../audit/record.js';
import { systemNotifications } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { InputError, NotFoundError } from '../errors.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { notificationRow } from './rows.js';

const Notification = z.object({
  id: z.string(),
  message: z.string(),
  type: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  showUntilAt: z.string().nullable(),
});
const errors = authedErrors('Admins only.');

/** System notifications: everyone reads them; admins post and disable them (spec §1, §4). */
export function registerNotificationRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'feed'>,
): void {
  const { db, feed, clock } = deps;
  app.use('/system-notifications', requireAuth(deps.auth));
  // Posting is the admins': refused before the body is even read, as the other admin calls are.
  app.on('POST', '/system-notifications', requireRole('Admin'));
  app.use('/system-notifications/*', requireAuth(deps.auth), requireRole('Admin'));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/system-notifications',
      tags: ['system notifications'],
      summary: 'The 20 newest system notifications, newest first',
      security: [{ bearer: [] }],
      responses: {
        200: { ...json(z.object({ data: z.array(Notification) })), description: 'History.' },
        ...errors,
      },
    }),
    async (c) => {
      const rows = await db
        .select()
        .from(systemNotifications)
        .where(eq(systemNotifications.tenantId, c.get('user').tenantId))
        .orderBy(desc(systemNotifications.createdAt))
        .limit(SYSTEM_NOTIFICATION_HISTORY_SIZE);
      return c.json({ data: rows.map(notificationRow) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/system-notifications/current',
      tags: ['system notifications'],
      summary: 'The current notification: the newest, while it is shown; else null (Admin)',
      security: [{ bearer: [] }],
      responses: {
        200: { ...json(z.object({ data: Notification.nullable() })), description: 'Current.' },
        ...errors,
      },
    }),
    async (c) => {
      const [newest] = await db
        .select()
        .from(systemNotifications)
        .where(eq(systemNotifications.tenantId, c.get('user').tenantId))
        .orderBy(desc(systemNotifications.createdAt))
        .limit(1);
      const current = newest ? notificationRow(newest) : null;
      const shown = current && isSystemNotificationShown(current, clock()) ? current : null;
      return c.json({ data: shown }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/system-notifications',
      tags: ['system notifications'],
      summary: 'Post a system notification (Admin)',
      security: [{ bearer: [] }],
      description:
        'A text over 1,000 characters, or a show-until time that has passed (such a ' +
        'notification would never be shown, yet replace the current one), is refused with 400 ' +
        'naming the field.',
      request: { body: { ...json(PostSystemNotificationRequest), required: true } },
      responses: {
        201: { ...json(Notification), description: 'Posted; shown live at once.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      const refusal = systemNotificationShowUntilRefusal(body.showUntilAt, clock());
      if (refusal) {
        throw new InputError(`showUntilAt: ${refusal}`, [
          { field: 'showUntilAt', message: refusal },
        ]);
      }
      const out = await feed.write(db, async (tx, announce) => {
        const [row] = await tx
          .insert(systemNotifications)
          .values({
            id: randomUUID(),
            tenantId: user.tenantId,
            ...body,
            createdBy: user.uid,
            createdAt: clock().toISOString(),
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        const posted = notificationRow(row);
        await recordStaffAction(tx, c.get('staff'), {
          tenantId: user.tenantId,
          kind: 'system-notification.create',
          record: { type: 'system-notification', id: posted.id, label: posted.message },
          after: { message: posted.message, type: posted.type, showUntilAt: posted.showUntilAt },
        });
        announce({
          topic: 'system-notification',
          tenantId: user.tenantId,
          change: { kind: 'added', row: posted },
        });
        return posted;
      });
      return c.json(out, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/system-notifications/{id}/disable',
      tags: ['system notifications'],
      summary: 'Disable a system notification: showUntilAt becomes now (Admin)',
      security: [{ bearer: [] }],
      request: { params: z.object({ id: z.string().min(1) }) },
      responses: {
        200: { ...json(Notification), description: 'Disabled.' },
        404: { ...json(ErrorResponse), description: 'Not found.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const out = await feed.write(db, async (tx, announce) => {
        const which = and(
          eq(systemNotifications.id, c.req.valid('param').id),
          eq(systemNotifications.tenantId, user.tenantId),
        );
        // Locked and read first: the record keeps the show-until time it replaced.
        const [current] = await tx.select().from(systemNotifications).where(which).for('update');
        const [row] = await tx
          .update(systemNotifications)
          .set({ showUntilAt: clock().toISOString() })
          .where(which)
          .returning();
        if (!current || !row) throw new NotFoundError('No such system notification.');
        const disabled = notificationRow(row);
        await recordStaffAction(tx, c.get('staff'), {
          tenantId: user.tenantId,
          kind: 'system-notification.disable',
          record: { type: 'system-notification', id: disabled.id, label: disabled.message },
          before: { showUntilAt: notificationRow(current).showUntilAt },
          after: { showUntilAt: disabled.showUntilAt },
        });
        announce({
          topic: 'system-notification',
          tenantId: user.tenantId,
          change: { kind: 'modified', row: disabled },
        });
        return disabled;
      });
      return c.json(out, 200);
    },
  );
}
