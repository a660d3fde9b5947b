import { and, eq, inArray } from 'drizzle-orm';
import { announcements, announcementTopics } from '../db/schema.js';
import { assertLocalesAllowed } from '../auth/access.js';
import type { LiveContext, LiveQueries } from '../live/registry.js';
import { cachedRowsSource } from '../live/sources.js';
import { announcementRow, topicRow } from './rows.js';

/** `announcements {locales}`: the topics and announcements of some locales, in one list. */
export function registerAnnouncementsLive(live: LiveQueries, ctx: LiveContext): void {
  live.register('announcements', {
    authorize: (user, params) => assertLocalesAllowed(user, params.locales),
    open: ({ locales }, user) =>
      cachedRowsSource({
        topics: ['announcements'],
        matches: (event) => event.locale !== undefined && locales.includes(event.locale),
        read: async () => {
          const where = (table: typeof announcements | typeof announcementTopics) =>
            and(eq(table.tenantId, user.tenantId), inArray(table.locale, locales));
          const topics = await ctx.db
            .select()
            .from(announcementTopics)
            .where(where(announcementTopics));
          const items = await ctx.db.select().from(announcements).where(where(announcements));
          return [...topics.map(topicRow), ...items.map(announcementRow)];
        },
      }),
  });
}
