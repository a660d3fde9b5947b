import { and, desc, eq, inArray } from 'drizzle-orm';
import { SYSTEM_NOTIFICATION_HISTORY_SIZE, type LiveQuery } from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { announcements, announcementTopics, systemNotifications } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { assertLocalesAllowed } from '../http/middleware.js';
import { announcementRow, topicRow } from '../announcements/rows.js';
import { notificationRow } from '../notifications/rows.js';
import {
  chatMessagesLive,
  claimedChatLive,
  queueCountsLive,
  unclaimedChatsLive,
} from '../chats/live.js';
import { chatLogsLive } from '../chats/actions/live.js';
import { chatSuggestionsLive } from '../suggestions/live.js';
import type { AppDeps } from '../http/app.js';
import type { FeedChange, FeedEvent, FeedRow } from './feed.js';

/** What a live query may use besides the database handle `initial` gets. */
export type LiveContext = Pick<AppDeps, 'db' | 'clock' | 'chats'>;

/** How one live query is authorized, loaded and matched against the change feed. */
export interface LiveDefinition {
  authorize(user: AuthUser): void;
  initial(db: Database, user: AuthUser): Promise<FeedRow[]>;
  matches(event: FeedEvent, user: AuthUser): boolean;
  /**
   * What a matching event means to this subscriber, when that is more than passing its change on
   * (a claim removes a chat from the unclaimed list; counts are recounted). Called once per event
   * in feed order, each after the previous one settled, and only after `initial`; `send` works
   * until `close`, so a definition may also send later (a debounced recount).
   */
  changes?(
    event: FeedEvent,
    user: AuthUser,
    send: (changes: FeedChange[]) => void,
  ): void | Promise<void>;
  /** Ends whatever the subscription started (timers). */
  close?(): void;
}

/** The live queries this server answers; the others of the protocol come with later issues. */
export function liveDefinition(query: LiveQuery, ctx: LiveContext): LiveDefinition {
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
    case 'queues.counts':
      return queueCountsLive(query.params, ctx);
    case 'chats.unclaimed':
      return unclaimedChatsLive(query.params, ctx);
    case 'chat.claimed':
      return claimedChatLive(ctx);
    case 'chat.messages':
      return chatMessagesLive(query.params, ctx);
    case 'chat.logs':
      return chatLogsLive(query.params, ctx);
    case 'chat.suggestions':
      return chatSuggestionsLive(query.params, ctx);
    default:
      throw new ApiError(404, 'not-found', `The live query "${query.query}" is not served yet.`);
  }
}
