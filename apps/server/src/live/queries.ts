import { and, desc, eq, inArray } from 'drizzle-orm';
import { SYSTEM_NOTIFICATION_HISTORY_SIZE, type LiveQuery } from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { announcements, announcementTopics, systemNotifications } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { assertLocalesAllowed } from '../http/middleware.js';
import { announcementRow, topicRow } from '../announcements/rows.js';
import { notificationRow } from '../notifications/rows.js';
import type { FeedEvent, FeedRow } from './feed.js';

/** How one live query is authorized, loaded and matched against the change feed. */
export interface LiveDefinition {
  authorize(user: AuthUser): void;
  initial(db: Database, user: AuthUser): Promise<FeedRow[]>;
  matches(event: FeedEvent, user: AuthUser): boolean;
}

/** The live queries this server answers; the others of the protocol come with later issues. */
export function liveDefinition(query: LiveQuery): LiveDefinition {
  switch (query.query) {
    case 'announcements': {
      const { locales } = query.params;
      return {
        authorize: (user) => assertLocalesAllowed(user, locales),
        initial: async (db, user) => {
          const where = (table: typeof announcements | typeof announcementTopics) =>
            and(eq(table.tenantId, user.tenantId), inArray(table.locale, locales));
          const topics = await db
            .select()
            .from(announcementTopics)
            .where(where(announcementTopics));
          const items = await db.select().from(announcements).where(where(announcements));
          return [...topics.map(topicRow), ...items.map(announcementRow)];
        },
        matches: (event, user) =>
          event.topic === 'announcements' &&
          event.tenantId === user.tenantId &&
          event.locale !== undefined &&
          locales.includes(event.locale),
      };
    }
    case 'system-notification':
      return {
        authorize: () => undefined,
        initial: async (db, user) =>
          (
            await db
              .select()
              .from(systemNotifications)
              .where(eq(systemNotifications.tenantId, user.tenantId))
              .orderBy(desc(systemNotifications.createdAt))
              .limit(SYSTEM_NOTIFICATION_HISTORY_SIZE)
          ).map(notificationRow),
        matches: (event, user) =>
          event.topic === 'system-notification' && event.tenantId === user.tenantId,
      };
    default:
      throw new ApiError(404, 'not-found', `The live query "${query.query}" is not served yet.`);
  }
}
