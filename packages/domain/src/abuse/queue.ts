import { PAGE_SIZE_ABUSE_HISTORY } from '../constants.js';
import type { AbuseInfo } from '../schemas/abuse-info.js';
import type { FlaggedMessage } from '../schemas/abuse.js';
import { toMillis } from '../schemas/common.js';
import { pageAbuseList, type AbuseListPage } from './paging.js';
import { isAbuseVerdict, liveAbuseClaimHolder, pendingAbuseInfo } from './review.js';

/**
 * The abuse review queue and history, spec §4: flagged messages and pokes merged into one list of
 * review items, oldest first; the next item a reviewer gets; the history of verdicts.
 */

export const ABUSE_REVIEW_ITEM_KINDS = ['message', 'poke'] as const;
export type AbuseReviewItemKind = (typeof ABUSE_REVIEW_ITEM_KINDS)[number];

/**
 * One thing to review: a flagged message or a poke (`subject`), with what the queue orders and
 * filters by lifted out. `createdAt` is when the message was sent or the poke created.
 */
export interface AbuseReviewItem<TSubject = unknown> {
  kind: AbuseReviewItemKind;
  id: string;
  locale: string;
  createdAt: string;
  abuse: AbuseInfo;
  subject: TSubject;
}

/** Identity of an item across kinds and locales (ids are unique only per collection). */
export function abuseReviewItemKey(item: Pick<AbuseReviewItem, 'kind' | 'locale' | 'id'>): string {
  return `${item.kind}:${item.locale}:${item.id}`;
}

/** A flagged message as a review item, dated by the message. */
export function flaggedMessageReviewItem(flagged: FlaggedMessage): AbuseReviewItem<FlaggedMessage> {
  return {
    kind: 'message',
    id: flagged.id,
    locale: flagged.locale,
    createdAt: flagged.message.createdAt,
    abuse: flagged.abuse,
    subject: flagged,
  };
}

/** What a poke must carry to be reviewed (spec §3 Poke: id, locale, createdAt, abuse). */
export interface ReviewablePoke {
  id: string;
  locale: string;
  createdAt: string;
  abuse?: AbuseInfo | null | undefined;
}

/** A poke as a review item. A poke without abuse info has not been reviewed: it is pending. */
export function pokeReviewItem<TPoke extends ReviewablePoke>(poke: TPoke): AbuseReviewItem<TPoke> {
  return {
    kind: 'poke',
    id: poke.id,
    locale: poke.locale,
    createdAt: poke.createdAt,
    abuse: poke.abuse ?? pendingAbuseInfo(),
    subject: poke,
  };
}

/** The review queue holds items that are unreviewed (pending) or claimed. */
export function isInAbuseReviewQueue(item: Pick<AbuseReviewItem, 'abuse'>): boolean {
  return !isAbuseVerdict(item.abuse.status);
}

/** The history holds the items marked safe or abuse. */
export function isInAbuseHistory(item: Pick<AbuseReviewItem, 'abuse'>): boolean {
  return isAbuseVerdict(item.abuse.status);
}

/** Oldest first; equal times ordered by key so the order never depends on the input order. */
function byOldestItem(a: AbuseReviewItem, b: AbuseReviewItem): number {
  const difference = toMillis(a.createdAt) - toMillis(b.createdAt);
  if (difference !== 0) return difference;
  const keyA = abuseReviewItemKey(a);
  const keyB = abuseReviewItemKey(b);
  return Number(keyA > keyB) - Number(keyA < keyB);
}

/**
 * The review queue: flagged messages and pokes merged, only items still to review (pending or
 * claimed), oldest first.
 */
export function mergeAbuseReviewQueue<TMessage, TPoke>(
  messages: readonly AbuseReviewItem<TMessage>[],
  pokes: readonly AbuseReviewItem<TPoke>[],
): AbuseReviewItem<TMessage | TPoke>[] {
  return [...messages, ...pokes].filter(isInAbuseReviewQueue).sort(byOldestItem);
}

/**
 * The item a reviewer gets next. A reviewer who holds a live claim gets that item again (the
 * oldest, should they hold several); otherwise the oldest item nobody holds a live claim on:
 * pending, unclaimed, or with an expired claim. Undefined when there is nothing to review.
 */
export function nextAbuseReviewItem<TSubject>(
  items: readonly AbuseReviewItem<TSubject>[],
  reviewer: string,
  now: Date,
): AbuseReviewItem<TSubject> | undefined {
  const queue = items.filter(isInAbuseReviewQueue).sort(byOldestItem);
  const held = queue.find((item) => liveAbuseClaimHolder(item.abuse, now) === reviewer);
  return held ?? queue.find((item) => liveAbuseClaimHolder(item.abuse, now) === null);
}

/** Newest verdict first; items without a check time (older data) go last, oldest created first. */
function byNewestChecked(a: AbuseReviewItem, b: AbuseReviewItem): number {
  const checkedA = toMillis(a.abuse.checkedAt);
  const checkedB = toMillis(b.abuse.checkedAt);
  const knownA = !Number.isNaN(checkedA);
  const knownB = !Number.isNaN(checkedB);
  if (knownA && knownB && checkedA !== checkedB) return checkedB - checkedA;
  if (knownA !== knownB) return knownA ? -1 : 1;
  return byOldestItem(a, b);
}

/** The history: items marked safe or abuse, newest checked first. */
export function abuseHistory<TSubject>(
  items: readonly AbuseReviewItem<TSubject>[],
): AbuseReviewItem<TSubject>[] {
  return items.filter(isInAbuseHistory).sort(byNewestChecked);
}

/** One page (from 1) of the history, `PAGE_SIZE_ABUSE_HISTORY` items a page. */
export function pageAbuseHistory<TSubject>(
  items: readonly AbuseReviewItem<TSubject>[],
  page: number,
): AbuseListPage<AbuseReviewItem<TSubject>> {
  return pageAbuseList(abuseHistory(items), page, PAGE_SIZE_ABUSE_HISTORY);
}
