import type { systemNotifications } from '../db/schema.js';

export function notificationRow(row: typeof systemNotifications.$inferSelect) {
  return {
    id: row.id,
    message: row.message,
    type: row.type,
    createdBy: row.createdBy,
    createdAt: new Date(row.createdAt).toISOString(),
    showUntilAt: row.showUntilAt ? new Date(row.showUntilAt).toISOString() : null,
  };
}
