import type { announcements, announcementTopics } from '../db/schema.js';

/** Live-query rows: topics and announcements travel in one list, told apart by `kind`. */
export function topicRow(row: typeof announcementTopics.$inferSelect) {
  return {
    id: row.id,
    kind: 'topic' as const,
    title: row.title,
    emoji: row.emoji,
    locale: row.locale,
  };
}

export function announcementRow(row: typeof announcements.$inferSelect) {
  return {
    id: row.id,
    kind: 'announcement' as const,
    topicId: row.topicId,
    message: row.message,
    locale: row.locale,
    createdBy: row.createdBy,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}
