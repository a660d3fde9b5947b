import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AnnouncementText,
  AnnouncementTopicEmoji,
  AnnouncementTopicTitle,
} from '@switchboard/domain';
import { changedFields, recordStaffAction } from '../audit/record.js';
import { announcements, announcementTopics } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { NotFoundError } from '../errors.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { announcementEvent, announcementFor, topicFor } from './access.js';
import { announcementRow, topicRow } from './rows.js';

const errors = authedErrors('Role or locale not allowed.');
const notFound = { 404: { ...json(ErrorResponse), description: 'Not found.' } };
const Id = z.object({ id: z.string().min(1).max(128) });
const TopicChange = z
  .object({
    title: AnnouncementTopicTitle.optional(),
    emoji: AnnouncementTopicEmoji.optional(),
  })
  .refine((body) => body.title !== undefined || body.emoji !== undefined, {
    message: 'Change the title or the emoji',
    path: ['title'],
  });
const AnnouncementChange = z.object({
  message: AnnouncementText,
});

/**
 * Editing what Notices publishes (Admin, Manager): a topic's title and emoji, a topic with its
 * announcements removed, an announcement's message. Each change is announced on the change feed
 * by its own transaction, so an operator's open announcements dialog shows it at once.
 */
export function registerAnnouncementEditRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'feed'>,
): void {
  const { db, feed, clock } = deps;
  app.use('/announcement-topics/*', requireAuth(deps.auth), requireRole(['Admin', 'Manager']));

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/announcement-topics/{id}',
      tags: ['announcements'],
      summary: 'Rename a topic or change its emoji',
      security: [{ bearer: [] }],
      request: { params: Id, body: { ...json(TopicChange), required: true } },
      responses: { 204: { description: 'Changed.' }, ...notFound, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const topic = await topicFor(db, user, c.req.valid('param').id);
      const body = c.req.valid('json');
      await feed.write(db, async (tx, announce) => {
        const [row] = await tx
          .update(announcementTopics)
          .set({
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.emoji !== undefined ? { emoji: body.emoji } : {}),
          })
          .where(eq(announcementTopics.id, topic.id))
          .returning();
        if (!row) throw new NotFoundError('No such announcement topic.');
        await recordStaffAction(tx, c.get('staff'), {
          tenantId: user.tenantId,
          kind: 'topic.update',
          record: { type: 'topic', id: row.id, label: row.title },
          ...changedFields(
            { title: topic.title, emoji: topic.emoji },
            { title: row.title, emoji: row.emoji },
          ),
        });
        announce(
          announcementEvent(user.tenantId, row.locale, { kind: 'modified', row: topicRow(row) }),
        );
      });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/announcement-topics/{id}',
      tags: ['announcements'],
      summary: 'Remove a topic and its announcements',
      security: [{ bearer: [] }],
      request: { params: Id },
      responses: { 204: { description: 'Removed.' }, ...notFound, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const topic = await topicFor(db, user, c.req.valid('param').id);
      await feed.write(db, async (tx, announce) => {
        const gone = await tx
          .delete(announcements)
          .where(eq(announcements.topicId, topic.id))
          .returning({ id: announcements.id });
        await tx.delete(announcementTopics).where(eq(announcementTopics.id, topic.id));
        await recordStaffAction(tx, c.get('staff'), {
          tenantId: user.tenantId,
          kind: 'topic.delete',
          record: { type: 'topic', id: topic.id, label: topic.title },
          before: {
            title: topic.title,
            emoji: topic.emoji,
            locale: topic.locale,
            announcements: gone.length,
          },
        });
        for (const { id } of [...gone, { id: topic.id }]) {
          announce(announcementEvent(user.tenantId, topic.locale, { kind: 'removed', id }));
        }
      });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/announcements/{id}',
      tags: ['announcements'],
      summary: 'Change an announcement’s message (live to operators at once)',
      security: [{ bearer: [] }],
      request: { params: Id, body: { ...json(AnnouncementChange), required: true } },
      responses: { 204: { description: 'Changed.' }, ...notFound, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const existing = await announcementFor(db, user, c.req.valid('param').id);
      await feed.write(db, async (tx, announce) => {
        const [row] = await tx
          .update(announcements)
          .set({
            message: c.req.valid('json').message,
            updatedBy: user.uid,
            updatedAt: clock().toISOString(),
          })
          .where(eq(announcements.id, existing.id))
          .returning();
        if (!row) throw new NotFoundError('No such announcement.');
        await recordStaffAction(tx, c.get('staff'), {
          tenantId: user.tenantId,
          kind: 'announcement.update',
          record: { type: 'announcement', id: row.id, label: row.message },
          before: { message: existing.message },
          after: { message: row.message },
        });
        announce(
          announcementEvent(user.tenantId, row.locale, {
            kind: 'modified',
            row: announcementRow(row),
          }),
        );
      });
      return c.body(null, 204);
    },
  );
}
