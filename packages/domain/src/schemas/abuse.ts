import { z } from 'zod';
import { ABUSE_MESSAGES } from '../abuse-messages.js';
import { ABUSE_PHRASE_MAX_TOKENS, abuseMatchTokens } from '../abuse/matching.js';
import { AbuseInfo } from './abuse-info.js';
import { Id, Locale, Timestamp } from './common.js';
import { wordedText } from './worded-text.js';
import { Message, SenderType } from './message.js';

/**
 * Abuse review entities of spec §3: flagged messages, abuse words and reported messages, and the
 * requests that change them (§5, §7).
 */

// ---------------------------------------------------------------------------------------------
// Flagged message

/**
 * Flagged message, spec §3: the message plus abuse{status, checkedAt, checkedBy, claimedBy,
 * claimedAt}, locale, senderId and senderName. The message is nested (as `message`, like a
 * reported message's `message.senderType`), since sender id and name are listed beside it.
 * `chatId` is the parent chat (flagged messages are children of chats).
 */
export const FlaggedMessage = z.object({
  id: Id,
  chatId: Id.optional(),
  message: Message,
  abuse: AbuseInfo,
  locale: Locale,
  senderId: z.string().min(1),
  senderName: z.string().nullish(),
});
export type FlaggedMessage = z.infer<typeof FlaggedMessage>;

// ---------------------------------------------------------------------------------------------
// Abuse word

/** Longest abuse word or phrase accepted: the spec sets none; this keeps the list readable. */
export const ABUSE_WORD_MAX_LENGTH = 100;

/**
 * The locale of an abuse word: a locale code, or '' for a global word (spec §3). A missing or
 * null locale is read as global.
 */
export const AbuseWordLocale = z
  .union([Locale, z.literal('')])
  .nullish()
  .transform((locale) => locale ?? '');
export type AbuseWordLocale = z.infer<typeof AbuseWordLocale>;

/** Abuse word, spec §3: id, value, locale (empty = global). */
export const AbuseWord = z.object({
  id: Id,
  value: z.string().min(1),
  locale: AbuseWordLocale,
});
export type AbuseWord = z.infer<typeof AbuseWord>;

/**
 * An abuse word or phrase as it may be added: trimmed, 1 to `ABUSE_WORD_MAX_LENGTH` characters,
 * with a letter or digit to match, and at most `ABUSE_PHRASE_MAX_TOKENS` words (matching looks at
 * runs of that many tokens, so a longer phrase could never match; it is refused rather than stored
 * to no effect). Each refusal is in words (`ABUSE_MESSAGES`), on the field.
 */
export const AbuseWordValue = wordedText(
  { required: ABUSE_MESSAGES.wordRequired, tooLong: ABUSE_MESSAGES.wordTooLong },
  ABUSE_WORD_MAX_LENGTH,
).check((ctx) => {
  const tokens = abuseMatchTokens(ctx.value).length;
  const message =
    tokens === 0
      ? ABUSE_MESSAGES.wordHasNothingToMatch
      : tokens > ABUSE_PHRASE_MAX_TOKENS
        ? ABUSE_MESSAGES.phraseTooLong(ABUSE_PHRASE_MAX_TOKENS)
        : null;
  if (message !== null) ctx.issues.push({ code: 'custom', message, input: ctx.value });
});

/**
 * Request to add an abuse word. The value is trimmed; whether it already exists is decided by
 * `findAbuseWordConflict` against the current list (spec §5).
 */
export const AddAbuseWordRequest = z.object({
  value: AbuseWordValue,
  locale: AbuseWordLocale,
});
export type AddAbuseWordRequest = z.infer<typeof AddAbuseWordRequest>;

// ---------------------------------------------------------------------------------------------
// Reported message

/** Who sent a reported message: an operator (agent, on behalf of a profile) or the customer. */
export const ReportedSenderType = SenderType.extract(['agent', 'customer']);
export const REPORTED_SENDER_TYPES = ReportedSenderType.options;
export type ReportedSenderType = z.infer<typeof ReportedSenderType>;

/** Every report category code (spec §3). Codes are stable and stored; some serve both senders. */
export const REPORT_CATEGORIES = [
  'contact_info_given_out',
  'abusive_about_company_services',
  'abusive_operator',
  'misleading',
  'contact_info',
  'abusive_customer',
  'illegal',
  'new_category',
  'bad_quality',
  'other',
] as const;
export const ReportCategory = z.enum(REPORT_CATEGORIES);
export type ReportCategory = z.infer<typeof ReportCategory>;

/** The spec's wording of each report category, for display. */
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  contact_info_given_out: 'Contact info given out',
  abusive_about_company_services: 'Abusive message about company services',
  abusive_operator: 'Abusive operator',
  misleading: 'Misleading',
  contact_info: 'Contact info',
  abusive_customer: 'Abusive customer',
  illegal: 'Illegal',
  new_category: 'New category',
  bad_quality: 'Bad quality',
  other: 'Other',
};

/** Report categories for messages sent by an agent, in the spec's order. */
export const AGENT_REPORT_CATEGORIES = [
  'contact_info_given_out',
  'abusive_about_company_services',
  'abusive_operator',
  'misleading',
  'illegal',
  'new_category',
  'bad_quality',
  'other',
] as const satisfies readonly ReportCategory[];

/** Report categories for messages sent by a customer, in the spec's order. */
export const CUSTOMER_REPORT_CATEGORIES = [
  'contact_info',
  'abusive_customer',
  'illegal',
  'new_category',
  'bad_quality',
  'other',
] as const satisfies readonly ReportCategory[];

export const REPORT_CATEGORIES_BY_SENDER: Record<ReportedSenderType, readonly ReportCategory[]> = {
  agent: AGENT_REPORT_CATEGORIES,
  customer: CUSTOMER_REPORT_CATEGORIES,
};

/** A report: report{category, processed, reportedAt, reportedBy}. processed is false on creation. */
export const Report = z.object({
  category: ReportCategory,
  processed: z.boolean().default(false),
  reportedAt: Timestamp,
  reportedBy: z.string().min(1),
});
export type Report = z.infer<typeof Report>;

/**
 * Reported message, spec §3: id, locale, message.senderType and the report. Other message fields
 * are kept as they come. The category must be one offered for the message's sender type.
 */
export const ReportedMessage = z
  .object({
    id: Id,
    chatId: Id.optional(),
    locale: Locale,
    message: z.looseObject({ senderType: ReportedSenderType }),
    report: Report,
  })
  .refine(
    (reported) =>
      REPORT_CATEGORIES_BY_SENDER[reported.message.senderType].includes(reported.report.category),
    {
      message: 'The report category does not apply to this sender type',
      path: ['report', 'category'],
    },
  );
export type ReportedMessage = z.infer<typeof ReportedMessage>;

/** Set the processed status of a reported message, spec §7: {id, isProcessed}. */
export const SetReportProcessedPayload = z.object({
  id: Id,
  isProcessed: z.boolean(),
});
export type SetReportProcessedPayload = z.infer<typeof SetReportProcessedPayload>;
