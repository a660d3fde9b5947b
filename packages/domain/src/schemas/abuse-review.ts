import { z } from 'zod';
import { AbuseInfo } from './abuse-info.js';
import { AbuseWordValue, ReportCategory } from './abuse.js';
import { dataOf, GeoCode } from './admin.js';
import { Id, Locale, Timestamp } from './common.js';
import { Message } from './message.js';
import { Poke } from './poke.js';

/**
 * Requests and answers of the abuse review calls (issue #13): the queue, next item, claim,
 * unclaim, mark, bulk decisions and their undo, history, audit trail, remediation, reported
 * messages and the word dry run. The entities are spec §3's; the paths are ours (§7 shows none).
 */

export const ABUSE_ITEM_KINDS = ['message', 'poke'] as const;
export const AbuseItemKind = z.enum(ABUSE_ITEM_KINDS);
export type AbuseItemKind = z.infer<typeof AbuseItemKind>;

/**
 * What is left to do about an item marked abuse: `needed` (a message still shows what was
 * said), `modified`, `deleted` or `done`. Null for anything not marked abuse, and for pokes
 * (marking a poke abuse cancels it: nothing is left to do).
 */
export const ABUSE_REMEDIATIONS = ['needed', 'modified', 'deleted', 'done'] as const;
export const AbuseRemediation = z.enum(ABUSE_REMEDIATIONS);
export type AbuseRemediation = z.infer<typeof AbuseRemediation>;

/**
 * One flagged item. For a message it is spec §3's flagged message (id, chatId, message, abuse,
 * locale, senderId, senderName): the sender is the operator who wrote it (their uid and name),
 * `profileName` the entertainment profile they wrote as (issue #28); for a poke, `poke` is the
 * poke and the sender its author. `createdAt` is when the message
 * was sent or the poke created (the queue's order); `text` what was matched; `matchedWords` the
 * abuse words that matched, as stored; `version` goes up with every change (optimistic lock).
 */
export const AbuseItem = z.object({
  kind: AbuseItemKind,
  id: Id,
  locale: Locale,
  createdAt: Timestamp,
  flaggedAt: Timestamp,
  abuse: AbuseInfo,
  senderId: z.string(),
  senderName: z.string().nullable(),
  /** The profile an operator's message was written as (what the customer saw as its sender). */
  profileName: z.string().nullable().optional(),
  chatId: Id.nullable(),
  text: z.string(),
  matchedWords: z.array(z.string()),
  message: Message.nullable(),
  poke: Poke.nullable(),
  /** The reason given with the verdict (a bulk decision's shared reason). */
  reason: z.string().nullable(),
  /** The decision batch the verdict belongs to (bulk decisions; undo). */
  batchId: z.string().nullable(),
  remediation: AbuseRemediation.nullable(),
  version: z.number().int(),
});
export type AbuseItem = z.infer<typeof AbuseItem>;

/** GET /abuse/queue: pending and claimed items of the caller's geos, oldest first. */
export const AbuseQueueQuery = z.object({
  locale: GeoCode.optional(),
  kind: AbuseItemKind.optional(),
});
export type AbuseQueueQuery = z.infer<typeof AbuseQueueQuery>;

/** Most skipped items one POST /abuse/next names. */
export const ABUSE_NEXT_SKIP_MAX = 500;

/**
 * POST /abuse/next: optionally only some of the caller's geos, only one kind, and never the items
 * listed in `skip` (the check screen sends the ones its reviewer skipped since it was opened).
 */
export const AbuseNextRequest = z.object({
  locales: z.array(Locale).min(1).optional(),
  kind: AbuseItemKind.optional(),
  skip: z.array(Id).max(ABUSE_NEXT_SKIP_MAX).optional(),
});
export type AbuseNextRequest = z.infer<typeof AbuseNextRequest>;

export const ABUSE_REASON_MAX_LENGTH = 500;
const Reason = z.string().trim().min(1).max(ABUSE_REASON_MAX_LENGTH);

/** POST /abuse/items/{id}/mark. `version`, when given, must be the item's current one (else 409). */
export const AbuseMarkRequest = z.object({
  verdict: z.enum(['safe', 'abuse']),
  reason: Reason.optional(),
  version: z.number().int().min(0).optional(),
});
export type AbuseMarkRequest = z.infer<typeof AbuseMarkRequest>;

/** Most items one bulk decision takes. */
export const ABUSE_BULK_MAX = 200;

/** POST /abuse/bulk: one verdict and one shared reason for a cluster of items (Admin). */
export const AbuseBulkRequest = z.object({
  ids: z.array(Id).min(1).max(ABUSE_BULK_MAX),
  verdict: z.enum(['safe', 'abuse']),
  reason: Reason,
});
export type AbuseBulkRequest = z.infer<typeof AbuseBulkRequest>;

/** How long a decision batch can be undone (POST /abuse/batches/{batchId}/undo). */
export const ABUSE_UNDO_WINDOW_MS = 10_000;

/**
 * Why a bulk decision left an item alone (issue #28):
 * - `CLAIMED_BY_ANOTHER`: another reviewer holds a live claim on it (`by` is the holder);
 * - `ALREADY_CHECKED`: it is safe or abuse already (`by` decided it, `verdict` says how);
 * - `NOT_FOUND`: no such item in the tenant (gone);
 * - `NOT_IN_LOCALES`: its locale is not one of the caller's geos.
 */
export const ABUSE_BULK_SKIP_CODES = [
  'CLAIMED_BY_ANOTHER',
  'ALREADY_CHECKED',
  'NOT_FOUND',
  'NOT_IN_LOCALES',
] as const;
export const AbuseBulkSkipCode = z.enum(ABUSE_BULK_SKIP_CODES);
export type AbuseBulkSkipCode = z.infer<typeof AbuseBulkSkipCode>;

/** A reviewer as a bulk result names them: uid, and the name a colleague knows them by. */
export const AbuseReviewerRef = z.object({ uid: z.string(), name: z.string() });
export type AbuseReviewerRef = z.infer<typeof AbuseReviewerRef>;

/** One requested item a bulk decision did not decide, with the reason in words. */
export const AbuseBulkSkip = z.object({
  id: z.string(),
  code: AbuseBulkSkipCode,
  /** The holder of the claim, or who decided it; null when nobody is concerned. */
  by: AbuseReviewerRef.nullable(),
  /** An ALREADY_CHECKED item's verdict. */
  verdict: z.enum(['safe', 'abuse']).nullable(),
  /** The reason in words (`ABUSE_MESSAGES.bulkSkip…`). */
  message: z.string(),
});
export type AbuseBulkSkip = z.infer<typeof AbuseBulkSkip>;

export const AbuseBulkResult = z.object({
  batchId: z.string(),
  decided: z.array(AbuseItem),
  /** Every requested item not decided, in the order asked, with why and who. */
  skipped: z.array(AbuseBulkSkip),
  undoUntil: Timestamp,
});
export type AbuseBulkResult = z.infer<typeof AbuseBulkResult>;

export const AbuseUndoResult = z.object({
  restored: z.array(AbuseItem),
  /** Items changed again since the decision: left as they are. */
  skipped: z.array(z.string()),
  /**
   * An undone single decision: the item, back as the undoer's one live claim (spec §4: a
   * reviewer with a live claim gets that same item). Null for a bulk decision, whose items go
   * back to pending, claimed by nobody.
   */
  claimed: AbuseItem.nullable(),
  /** The undoer's other claims, released back to pending so that they hold one item only. */
  released: z.array(AbuseItem),
});
export type AbuseUndoResult = z.infer<typeof AbuseUndoResult>;

/** GET /abuse/items/{id}/cluster?by=: the undecided items of the same sender or the same text. */
export const AbuseClusterQuery = z.object({ by: z.enum(['sender', 'text']) });
export type AbuseClusterQuery = z.infer<typeof AbuseClusterQuery>;

const Page = z.coerce.number().int().min(1).max(100_000).default(1);

/** GET /abuse/history: safe and abuse decisions, newest first, 10 a page. */
export const AbuseHistoryQuery = z.object({
  page: Page,
  reviewer: z.string().min(1).max(128).optional(),
  kind: AbuseItemKind.optional(),
  verdict: z.enum(['safe', 'abuse']).optional(),
  locale: GeoCode.optional(),
  /** Decided at or after / before these times. */
  from: Timestamp.optional(),
  to: Timestamp.optional(),
});
export type AbuseHistoryQuery = z.infer<typeof AbuseHistoryQuery>;

/** GET /abuse/remediation: messages marked abuse; `state=needed` (default) or all. */
export const AbuseRemediationQuery = z.object({
  page: Page,
  state: z.enum(['needed', 'all']).default('needed'),
  locale: GeoCode.optional(),
});
export type AbuseRemediationQuery = z.infer<typeof AbuseRemediationQuery>;

/**
 * POST /abuse/items/{id}/remediate: `modify` needs `modified_content` (the displayed content from
 * then on), `delete` a `reason`, `done` nothing. One flat object (not a union), so a refusal names
 * the missing field.
 */
export const AbuseRemediateRequest = z
  .object({
    action: z.enum(['modify', 'delete', 'done']),
    modified_content: z.string().trim().min(1).max(5000).optional(),
    modified_attachment: z.string().max(2000).nullish(),
    reason: Reason.optional(),
  })
  .superRefine((request, context) => {
    if (request.action === 'modify' && request.modified_content === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['modified_content'],
        message: 'The modified content is required to modify a message',
      });
    }
    if (request.action === 'delete' && request.reason === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'A reason is required to delete a message',
      });
    }
  });
export type AbuseRemediateRequest = z.infer<typeof AbuseRemediateRequest>;

export const ABUSE_AUDIT_ACTIONS = [
  'flag',
  'claim',
  'next',
  'unclaim',
  'release',
  'mark',
  'bulk-mark',
  'undo',
  'remediate',
] as const;
export const AbuseAuditAction = z.enum(ABUSE_AUDIT_ACTIONS);

/** One entry of an item's audit trail: who did what, when, the state before and after. */
export const AbuseAuditEntry = z.object({
  id: z.string(),
  itemId: z.string(),
  action: AbuseAuditAction,
  actor: z.string(),
  /** The actor's name (else e-mail, else the uid); `before`/`after` name theirs the same way. */
  actorName: z.string().optional(),
  at: Timestamp,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  batchId: z.string().nullable(),
});
export type AbuseAuditEntry = z.infer<typeof AbuseAuditEntry>;

/** A page (from 1) of a list: the domain's `AbuseListPage`. */
export const abusePageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    pageCount: z.number().int(),
  });

/** GET /abuse/items/{id}: the item with its context. */
export const AbuseItemDetails = z.object({
  item: AbuseItem,
  /** A message's conversation around it (up to 15 before and after), oldest first. */
  conversation: z.array(Message),
  audit: z.array(AbuseAuditEntry),
});
export type AbuseItemDetails = z.infer<typeof AbuseItemDetails>;

export const AbuseItemResponse = dataOf(AbuseItem);
export const AbuseNextResponse = dataOf(AbuseItem.nullable());
export const AbuseItemListResponse = dataOf(z.array(AbuseItem));
export const AbuseItemPageResponse = dataOf(abusePageOf(AbuseItem));
export const AbuseItemDetailsResponse = dataOf(AbuseItemDetails);
export const AbuseAuditResponse = dataOf(z.array(AbuseAuditEntry));
export const AbuseBulkResponse = dataOf(AbuseBulkResult);
export const AbuseUndoResponse = dataOf(AbuseUndoResult);

// ---------------------------------------------------------------------------------------------
// Reported messages

/** POST /reported-messages: an operator reports a customer message of the chat they hold. */
export const ReportMessageRequest = z.object({
  chatId: Id,
  messageId: Id,
  category: ReportCategory,
});
export type ReportMessageRequest = z.infer<typeof ReportMessageRequest>;

/** POST /reported-messages/intake: a customer's report of an agent message (site back end). */
export const ReportIntakeRequest = ReportMessageRequest.extend({
  /** The reporting customer (id or uuid). */
  reportedBy: z.string().trim().min(1).max(128),
});
export type ReportIntakeRequest = z.infer<typeof ReportIntakeRequest>;

/** A reported message as listed: spec §3 plus the chat and message it points at. */
export const ReportedMessageItem = z.object({
  id: Id,
  chatId: Id,
  messageId: Id,
  locale: Locale,
  message: Message,
  report: z.object({
    category: ReportCategory,
    processed: z.boolean(),
    reportedAt: Timestamp,
    reportedBy: z.string(),
    /** Who reported it by name: an operator's name (else e-mail), a customer's, else the id. */
    reportedByName: z.string().optional(),
  }),
});
export type ReportedMessageItem = z.infer<typeof ReportedMessageItem>;

/** GET /reported-messages: newest first, 10 a page. */
export const ReportedMessagesQuery = z.object({
  page: Page,
  processed: z.enum(['true', 'false', 'all']).default('all'),
  locale: GeoCode.optional(),
});
export type ReportedMessagesQuery = z.infer<typeof ReportedMessagesQuery>;

/** GET /reported-messages/{geo}/{id}?before=&after=: the report and 15 messages around it. */
export const ReportedMessageDetailsQuery = z.object({
  /** Older page: the 15 messages before this message id. */
  before: Id.optional(),
  /** Newer page: the 15 messages after this message id. */
  after: Id.optional(),
});
export type ReportedMessageDetailsQuery = z.infer<typeof ReportedMessageDetailsQuery>;

export const ReportedMessageDetails = z.object({
  report: ReportedMessageItem,
  /** Oldest first; the reported message among them on the first page. */
  messages: z.array(Message),
  hasOlder: z.boolean(),
  hasNewer: z.boolean(),
});
export type ReportedMessageDetails = z.infer<typeof ReportedMessageDetails>;

export const ReportedMessageResponse = dataOf(ReportedMessageItem);
export const ReportedMessagePageResponse = dataOf(abusePageOf(ReportedMessageItem));
export const ReportedMessageDetailsResponse = dataOf(ReportedMessageDetails);

// ---------------------------------------------------------------------------------------------
// Words: dry run and export

/** POST /abuse-words/dry-run: what a word would have flagged in the last 7 days. */
export const AbuseWordDryRunRequest = z.object({
  value: AbuseWordValue,
  locale: z
    .union([z.literal(''), GeoCode])
    .nullish()
    .transform((l) => l ?? ''),
});
export type AbuseWordDryRunRequest = z.infer<typeof AbuseWordDryRunRequest>;

export const ABUSE_DRY_RUN_DAYS = 7;
export const ABUSE_DRY_RUN_EXAMPLES = 5;
/**
 * The dry run counts each kind exactly up to this many; past it, it says "more than" this many.
 * A word in that many texts of a week is too broad to add whatever the exact figure, and counting
 * a word in a tenth of a million messages costs a second where this costs a few milliseconds.
 */
export const ABUSE_DRY_RUN_COUNT_CAP = 10_000;

export const AbuseWordDryRunResult = z.object({
  /** Exact up to `ABUSE_DRY_RUN_COUNT_CAP`; the cap when `capped.messages`. */
  messages: z.number().int(),
  /** Exact up to `ABUSE_DRY_RUN_COUNT_CAP`; the cap when `capped.pokes`. */
  pokes: z.number().int(),
  /** Which counts reached the cap: the word is in more texts of that kind than the count says. */
  capped: z.object({ messages: z.boolean(), pokes: z.boolean() }),
  examples: z.array(
    z.object({
      kind: AbuseItemKind,
      id: z.string(),
      locale: Locale,
      text: z.string(),
      createdAt: Timestamp,
    }),
  ),
});
export type AbuseWordDryRunResult = z.infer<typeof AbuseWordDryRunResult>;
export const AbuseWordDryRunResponse = dataOf(AbuseWordDryRunResult);

/** GET /abuse-words/export?locale=&format=: csv (value,locale) or json. */
export const AbuseWordExportQuery = z.object({
  locale: z.union([z.literal(''), GeoCode]).optional(),
  format: z.enum(['csv', 'json']).default('csv'),
});
export type AbuseWordExportQuery = z.infer<typeof AbuseWordExportQuery>;
