import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { NOTIFICATION_TYPES } from '../messages.js';

/**
 * System notification, spec §3: createdBy, createdAt, showUntilAt, plus content fields the spec
 * does not show. Ours are a message and a snackbar type (severity).
 */
export const SystemNotification = z.object({
  id: Id,
  message: z.string().trim().min(1).max(1_000),
  type: z.enum(NOTIFICATION_TYPES).default('info'),
  createdBy: z.string(),
  createdAt: Timestamp,
  showUntilAt: Timestamp.nullable().default(null),
});
export type SystemNotification = z.infer<typeof SystemNotification>;

/** What an admin posts: the text, its type and an optional end of display. */
export const PostSystemNotificationRequest = z.object({
  message: z.string().trim().min(1).max(1_000),
  type: z.enum(NOTIFICATION_TYPES).default('info'),
  showUntilAt: Timestamp.nullable().default(null),
});
export type PostSystemNotificationRequest = z.infer<typeof PostSystemNotificationRequest>;
