import { z } from 'zod';
import { Id, Locale, Timestamp } from './common.js';

/**
 * Logbook entries, spec §3 (Log) and §7 (save log, remove log). The rules of the form live in
 * `logbook/`; these schemas check the shape of what is stored and sent.
 */

/** Whom a log is about: the customer, or the entertainment profile the operator plays. */
export const LOG_CONCERNING = ['customer', 'entertainmentProfile'] as const;
export const LogConcerning = z.enum(LOG_CONCERNING);
export type LogConcerning = z.infer<typeof LogConcerning>;

/** The logbook categories of spec §3, in the order the form offers them. */
export const LOG_CATEGORIES = [
  'personal',
  'family',
  'hobbies',
  'work',
  'sex',
  'health',
  'updates',
  'other',
] as const;
export const LogCategory = z.enum(LOG_CATEGORIES);
export type LogCategory = z.infer<typeof LogCategory>;

/** The group every category has, and the default one (spec §3: group defaults to 'other'). */
export const LOG_GROUP_OTHER = 'other';

/** A group value; an empty string means none was chosen, and is read as null. */
const GroupValue = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/** Structured log content: content{group, groupValue, value}. `value` is the comment. */
export const LogContent = z.object({
  group: z.string().min(1).default(LOG_GROUP_OTHER),
  groupValue: GroupValue,
  value: z.string().default(''),
});
export type LogContent = z.infer<typeof LogContent>;

/**
 * Structured or legacy log content in the shape a caller may hand over: older logs hold the
 * comment as plain text.
 */
export type LogContentInput = string | z.input<typeof LogContent> | null | undefined;

/**
 * The structured form of any log content: plain text (older logs) becomes a comment in the
 * 'other' group with no group value; a missing content becomes an empty comment.
 */
export function normaliseLogContent(content: LogContentInput): LogContent {
  if (content === null || content === undefined) {
    return { group: LOG_GROUP_OTHER, groupValue: null, value: '' };
  }
  if (typeof content === 'string') {
    return { group: LOG_GROUP_OTHER, groupValue: null, value: content };
  }
  return LogContent.parse(content);
}

/** Content as stored: structured, or plain text for older logs; always read as structured. */
export const LogContentField = z
  .union([z.string(), LogContent])
  .nullish()
  .transform((content) => normaliseLogContent(content));

/**
 * A logbook entry (a child of a chat). Older logs carry plain text content and may lack a
 * category; both are read as the 'other' category and group, so every log has one shape.
 */
export const Log = z.object({
  id: Id,
  concerning: LogConcerning,
  category: LogCategory.nullish().transform((category) => category ?? 'other'),
  content: LogContentField,
  locale: Locale,
  createdBy: z.string().min(1),
  createdByName: z.string().nullish(),
  createdAt: Timestamp,
  updatedAt: Timestamp.nullish(),
  updatedBy: z.string().nullish(),
});
export type Log = z.infer<typeof Log>;

/** The log part of a save: an id only when an existing log is edited. */
export const SaveLogEntry = z.object({
  id: Id.optional(),
  concerning: LogConcerning,
  category: LogCategory,
  content: z.object({
    group: z.string().min(1),
    groupValue: z.string().min(1).nullable(),
    value: z.string(),
  }),
});
export type SaveLogEntry = z.infer<typeof SaveLogEntry>;

/**
 * Save log payload, spec §7: {chatId, log{id, concerning, category, content{group, groupValue,
 * value}}}. The form rules (required value, comment length…) are checked by
 * `saveLogPayloadErrors` in `logbook/`.
 */
export const SaveLogPayload = z.object({
  chatId: Id,
  log: SaveLogEntry,
});
export type SaveLogPayload = z.infer<typeof SaveLogPayload>;

/** Remove log payload, spec §7: {chatId, id}. */
export const RemoveLogPayload = z.object({
  chatId: Id,
  id: Id,
});
export type RemoveLogPayload = z.infer<typeof RemoveLogPayload>;
