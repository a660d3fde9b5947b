import { desc, eq } from 'drizzle-orm';
import { SYSTEM_NOTIFICATION_HISTORY_SIZE } from '@switchboard/domain';
import { systemNotifications } from '../db/schema.js';
import type { LiveContext, LiveQueries } from '../live/registry.js';
import { cachedRowsSource } from '../live/sources.js';
import { notificationRow } from './rows.js';

/** `system-notification {}`: the tenant's newest system notifications. */
export function registerSystemNotificationLive(live: LiveQueries, ctx: LiveContext): void {
  live.register('system-notification', {
    authorize: () => undefined,
    open: (_params, user) =>
      cachedRowsSource({
        topics: ['system-notification'],
        matches: () => true,
        read: async () =>
          (
            await ctx.db
              .select()
              .from(systemNotifications)
              .where(eq(systemNotifications.tenantId, user.tenantId))
              .orderBy(desc(systemNotifications.createdAt))
              .limit(SYSTEM_NOTIFICATION_HISTORY_SIZE)
          ).map(notificationRow),
      }),
  });
}
