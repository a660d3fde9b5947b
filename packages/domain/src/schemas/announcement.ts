import { z } from 'zod';
import { Id, Locale, Timestamp } from './common.js';

/** Announcement topic, spec §3: id, title, emoji, locale. */
export const AnnouncementTopic = z.object({
  id: Id,
  title: z.string().trim().min(1).max(200),
  emoji: z.string().max(16).default(''),
  locale: Locale,
});
export type AnnouncementTopic = z.infer<typeof AnnouncementTopic>;

/** Announcement, spec §3: id, topicId, message, locale, createdBy, createdAt, updatedBy, updatedAt. */
export const Announcement = z.object({
  id: Id,
  topicId: Id,
  message: z.string().min(1).max(10_000),
  locale: Locale,
  createdBy: z.string(),
  createdAt: Timestamp,
  updatedBy: z.string().nullish(),
  updatedAt: Timestamp.nullish(),
});
export type Announcement = z.infer<typeof Announcement>;
