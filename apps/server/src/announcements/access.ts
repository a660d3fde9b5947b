import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { announcements, announcementTopics } from '../db/schema.js';
import { NotFoundError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import type { FeedChange, FeedEvent } from '../live/feed.js';

/** The user's tenant's topic `id`, when its locale is one of the user's geos (else 404 / 403). */
export async function topicFor(db: Database, user: AuthUser, id: string) {
  const [topic] = await db
    .select()
    .from(announcementTopics)
    .where(and(eq(announcementTopics.id, id), eq(announcementTopics.tenantId, user.tenantId)));
  if (!topic) throw new NotFoundError('No such announcement topic.');
  assertLocalesAllowed(user, [topic.locale]);
  return topic;
}

/** The user's tenant's announcement `id`, when its locale is one of the user's geos. */
export async function announcementFor(db: Database, user: AuthUser, id: string) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.tenantId, user.tenantId)));
  if (!row) throw new NotFoundError('No such announcement.');
  assertLocalesAllowed(user, [row.locale]);
  return row;
}

/**
 * A change of the `announcements` live query, for the operators of `locale`: to announce in the
 * transaction that writes it (`ChangeFeed.write`).
 */
export function announcementEvent(tenantId: string, locale: string, change: FeedChange): FeedEvent {
  return { topic: 'announcements', tenantId, locale, change };
}
