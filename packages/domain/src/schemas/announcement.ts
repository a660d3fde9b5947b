import { z } from 'zod';
import { NOTICES_MESSAGES } from '../admin-messages.js';
import { Id, Locale, Timestamp } from './common.js';
import { wordedText } from './worded-text.js';

/** Longest announcement text, topic title and topic emoji (UTF-16 units, as the console counts). */
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 10_000;
export const ANNOUNCEMENT_TOPIC_TITLE_MAX_LENGTH = 200;
export const ANNOUNCEMENT_TOPIC_EMOJI_MAX_LENGTH = 16;

/** An announcement's text as typed: trimmed, required, refused in words when too long (#28). */
export const AnnouncementText = wordedText(
  {
    required: NOTICES_MESSAGES.announcementRequired,
    tooLong: NOTICES_MESSAGES.announcementTooLong,
  },
  ANNOUNCEMENT_MESSAGE_MAX_LENGTH,
);

/** A topic's title as typed: trimmed, required, refused in words when too long. */
export const AnnouncementTopicTitle = wordedText(
  { required: NOTICES_MESSAGES.topicTitleRequired, tooLong: NOTICES_MESSAGES.topicTitleTooLong },
  ANNOUNCEMENT_TOPIC_TITLE_MAX_LENGTH,
);

/** A topic's emoji as typed: trimmed, may be empty. */
export const AnnouncementTopicEmoji = z
  .string({ error: NOTICES_MESSAGES.emojiInvalid })
  .trim()
  .max(ANNOUNCEMENT_TOPIC_EMOJI_MAX_LENGTH, {
    error: NOTICES_MESSAGES.emojiTooLong(ANNOUNCEMENT_TOPIC_EMOJI_MAX_LENGTH),
  });

/** Announcement topic, spec §3: id, title, emoji, locale. */
export const AnnouncementTopic = z.object({
  id: Id,
  title: z.string().trim().min(1).max(ANNOUNCEMENT_TOPIC_TITLE_MAX_LENGTH),
  emoji: z.string().max(ANNOUNCEMENT_TOPIC_EMOJI_MAX_LENGTH).default(''),
  locale: Locale,
});
export type AnnouncementTopic = z.infer<typeof AnnouncementTopic>;

/** Announcement, spec §3: id, topicId, message, locale, createdBy, createdAt, updatedBy, updatedAt. */
export const Announcement = z.object({
  id: Id,
  topicId: Id,
  message: z.string().min(1).max(ANNOUNCEMENT_MESSAGE_MAX_LENGTH),
  locale: Locale,
  createdBy: z.string(),
  createdAt: Timestamp,
  updatedBy: z.string().nullish(),
  updatedAt: Timestamp.nullish(),
});
export type Announcement = z.infer<typeof Announcement>;
