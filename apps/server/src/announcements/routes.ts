import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AnnouncementText,
  AnnouncementTopicEmoji,
  AnnouncementTopicTitle,
  Locale,
} from '@switchboard/domain';
import { recordStaffAction } from '../audit/record.js';
import { announcements, announcementTopics } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { announcementEvent, announcementFor, topicFor } from './access.js';
import { announcementRow, topicRow } from './rows.js';

const errors = authedErrors('Role or locale not allowed.');
const NewTopic = z.object({
  locale: Locale,
  title: AnnouncementTopicTitle,
  emoji: AnnouncementTopicEmoji.default(''),
});
const NewAnnouncement = z.object({
  topicId: z.string().min(1),
  message: AnnouncementText,
});
const Id = z.object({ id: z.string().min(1) });

/** Announcements are published by admins and managers (spec §6: Notices). */
export function registerAnnouncementRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'db' | 'feed'>,
): void {
  const { db, feed } = deps;
  app.use('/announcement-topics', requireAuth(deps.auth), requireRole(['Admin', 'Manager']));
  app.use('/announcements', requireAuth(deps.auth), requireRole(['Admin', 'Manager']));
  app.use('/announcements/*', requireAuth(deps.auth), requireRole(['Admin', 'Manager']));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/announcement-topics',
      tags: ['announcements'],
      summary: 'Create an announcement topic in a locale',
      security: [{ bearer: [] }],
      request: { body: { ...json(NewTopic), required: true } },
      responses: {
        201: { ...json(z.object({ id: z.string() })), description: 'Created.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      assertLocalesAllowed(user, [body.locale]);
      const id = await feed.write(db, async (tx, announce) => {
        const [row] = await tx
          .insert(announcementTopics)
          .values({ id: randomUUID(), tenantId: user.tenantId, ...body })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        await recordStaffAction(tx, c.get('staff'), {
          tenantId: user.tenantId,
          kind: 'topic.create',
          record: { type: 'topic', id: row.id, label: row.title },
          after: { title: row.title, emoji: row.emoji, locale: row.locale },
        });
        announce(
          announcementEvent(user.tenantId, row.locale, { kind: 'added', row: topicRow(row) }),
        );
        return row.id;
      });
      return c.json({ id }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/announcements',
      tags: ['announcements'],
      summary: 'Publish an announcement under a topic (its locale is the topic’s)',
      security: [{ bearer: [] }],
      request: { body: { ...json(NewAnnouncement), required: true } },
      responses: {
        201: {
          ...json(z.object({ id: z.string() })),
          description: 'Published; live to operators at once.',
        },
        404: { ...json(ErrorResponse), description: 'No such topic.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      const topic = await topicFor(db, user, body.topicId);
      const id = await feed.write(db, async (tx, announce) => {
        const [row] = await tx
          .insert(announcements)
          .values({
            id: randomUUID(),
            tenantId: user.tenantId,
            topicId: topic.id,
            locale: topic.locale,
            message: body.message,
            createdBy: user.uid,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        await recordStaffAction(tx, c.get('staff'), {
          tenantId: user.tenantId,
          kind: 'announcement.create',
          record: { type: 'announcement', id: row.id, label: row.message },
          after: { message: row.message, topicId: row.topicId, locale: row.locale },
        });
        announce(
          announcementEvent(user.tenantId, row.locale, {
            kind: 'added',
            row: announcementRow(row),
          }),
        );
        return row.id;
      });
      return c.json({ id }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/announcements/{id}',
      tags: ['announcements'],
      summary: 'Remove an announcement',
      security: [{ bearer: [] }],
      request: { params: Id },
      responses: {
        204: { description: 'Removed.' },
        404: { ...json(ErrorResponse), description: 'Not found.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const row = await announcementFor(db, user, c.req.valid('param').id);
      await feed.write(db, async (tx, announce) => {
        await tx.delete(announcements).where(eq(announcements.id, row.id));
        await recordStaffAction(tx, c.get('staff'), {
          tenantId: user.tenantId,
          kind: 'announcement.delete',
          record: { type: 'announcement', id: row.id, label: row.message },
          before: { message: row.message, topicId: row.topicId, locale: row.locale },
        });
        announce(announcementEvent(user.tenantId, row.locale, { kind: 'removed', id: row.id }));
      });
      return c.body(null, 204);
    },
  );
}
