import { z } from 'zod';
import { AbuseInfo } from './abuse-info.js';
import { AbuseWord, FlaggedMessage, ReportedMessage } from './abuse.js';
import { Id, Locale, Timestamp } from './common.js';
import { Message } from './message.js';
import { Poke } from './poke.js';

/**
 * What the abuse review screens read (issue #13, spec §3, §4, §7): the rows of the `abuse.queue`
 * live query, the context of an item, the history with its audit trail, the remediation list, the
 * dry run of a new word and the reported messages. The console checks every answer with these.
 */

/** The abuse words that matched an item (as stored in the list, so they can be highlighted). */
export const MatchedWords = z.array(z.string().min(1)).default([]);

const ItemCommon = {
  /** The flagged item's id (unique per kind and locale). */
  id: Id,
  locale: Locale,
  /** When the message was sent or the poke created. */
  createdAt: Timestamp,
  abuse: AbuseInfo,
  matchedWords: MatchedWords,
  /** The uid that sent the message or created the poke, and their name. */
  senderId: z.string().min(1),
  senderName: z.string().nullish(),
};

/** A flagged message in the review queue. */
export const FlaggedMessageItem = z.object({
  kind: z.literal('message'),
  ...ItemCommon,
  flagged: FlaggedMessage,
});
export type FlaggedMessageItem = z.infer<typeof FlaggedMessageItem>;

/** A flagged poke in the review queue (held until it is marked safe). */
export const FlaggedPokeItem = z.object({
  kind: z.literal('poke'),
  ...ItemCommon,
  poke: Poke,
});
export type FlaggedPokeItem = z.infer<typeof FlaggedPokeItem>;

/** One row of the merged review queue: a flagged message or a flagged poke. */
export const FlaggedItem = z.discriminatedUnion('kind', [FlaggedMessageItem, FlaggedPokeItem]);
export type FlaggedItem = z.infer<typeof FlaggedItem>;

/** An item named across kinds and locales, as the review calls take it. */
export const FlaggedItemRef = z.object({
  kind: z.enum(['message', 'poke']),
  locale: Locale,
  id: Id,
});
export type FlaggedItemRef = z.infer<typeof FlaggedItemRef>;

/** The conversation around a flagged message: the messages before and after it, oldest first. */
export const FlaggedMessageContext = z.object({
  chatId: Id.optional(),
  messages: z.array(Message),
});
export type FlaggedMessageContext = z.infer<typeof FlaggedMessageContext>;

/** A verdict with an optional reason; the reason is shared by every item of a bulk decision. */
export const AbuseVerdictRequest = z.object({
  verdict: z.enum(['safe', 'abuse']),
  reason: z.string().trim().max(500).optional(),
});
export type AbuseVerdictRequest = z.infer<typeof AbuseVerdictRequest>;

/** The audit trail of an item: every review action with who, what, when, before and after. */
export const ABUSE_AUDIT_ACTIONS = [
  'flagged',
  'claim',
  'unclaim',
  'expire',
  'safe',
  'abuse',
  'modify',
  'delete',
  'done',
] as const;
export const AbuseAuditEntry = z.object({
  id: Id,
  action: z.enum(ABUSE_AUDIT_ACTIONS),
  by: z.string().nullish(),
  byName: z.string().nullish(),
  at: Timestamp,
  before: z.record(z.string(), z.unknown()).nullish(),
  after: z.record(z.string(), z.unknown()).nullish(),
  reason: z.string().nullish(),
});
export type AbuseAuditEntry = z.infer<typeof AbuseAuditEntry>;

/** A page of a paged abuse list (history, reported messages): 10 a page (spec §9). */
export const abusePageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    pageCount: z.number().int().min(1),
  });

export const AbuseHistoryPage = abusePageOf(FlaggedItem);
export type AbuseHistoryPage = z.infer<typeof AbuseHistoryPage>;

/** Filters of the history: reviewer, kind, verdict and a date range of the verdict. */
export const AbuseHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  reviewer: z.string().optional(),
  kind: z.enum(['message', 'poke']).optional(),
  verdict: z.enum(['safe', 'abuse']).optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type AbuseHistoryQuery = z.input<typeof AbuseHistoryQuery>;

/** A message marked abuse that still needs action (modify, delete or mark done). */
export const RemediationItem = FlaggedMessageItem;
export type RemediationItem = FlaggedMessageItem;

/** Before a word is added: what it would have flagged in the last 7 days. */
export const AbuseWordDryRun = z.object({
  messages: z.number().int().min(0),
  pokes: z.number().int().min(0),
  examples: z.array(
    z.object({
      kind: z.enum(['message', 'poke']),
      id: Id,
      locale: Locale,
      text: z.string(),
      createdAt: Timestamp.optional(),
    }),
  ),
});
export type AbuseWordDryRun = z.infer<typeof AbuseWordDryRun>;

export const ReportedMessagesPage = abusePageOf(ReportedMessage);
export type ReportedMessagesPage = z.infer<typeof ReportedMessagesPage>;

/** A page of the chat around a reported message (15 a page, spec §9 quality review). */
export const ReportedChatPage = z.object({
  data: z.array(Message),
  hasMore: z.boolean().default(false),
});
export type ReportedChatPage = z.infer<typeof ReportedChatPage>;

/** Lists the review calls answer in `data`. */
export const AbuseAuditTrail = z.array(AbuseAuditEntry);
export const RemediationList = z.array(FlaggedMessageItem);
/** The next item of a reviewer, or null when there is nothing to review. */
export const NextFlaggedItem = FlaggedItem.nullable();
export const AbuseWordList = z.array(AbuseWord);
