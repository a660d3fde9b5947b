import { ABUSE_MESSAGES } from '../abuse-messages.js';
import type { AbuseItem, AbuseItemKind } from '../schemas/abuse-review.js';
import { abuseMatchTokens } from './matching.js';

/**
 * Clusters of flagged items for bulk decisions (issue #13): items from the same sender, or with
 * the same text, decided together with one shared reason; and the queue's filters.
 */

export type AbuseClusterBy = 'sender' | 'text';

/** What a cluster needs of an item. */
type Clusterable = Pick<AbuseItem, 'kind' | 'locale' | 'id' | 'senderId' | 'text'>;

/**
 * The key `by` groups an item under: its sender, or its words ignoring case, accents and marks.
 * The sender is who wrote it (an operator's uid, a poke's author), never the profile an operator
 * wrote as: two operators writing as the same profile are two clusters (#28).
 */
export function abuseClusterKey(item: Clusterable, by: AbuseClusterBy): string {
  if (by === 'sender') return `${item.kind}:${item.senderId}`;
  return abuseMatchTokens(item.text).join(' ');
}

/** Who sent an item, by name: the operator (their name, else their id), and the profile as which. */
export function abuseSenderLabel(
  item: Pick<AbuseItem, 'senderId' | 'senderName'> & { profileName?: string | null | undefined },
): string {
  const sender = item.senderName || item.senderId;
  return item.profileName && item.profileName !== sender
    ? ABUSE_MESSAGES.senderAs(sender, item.profileName)
    : sender;
}

/** The key of an item across kinds and locales. */
export function abuseItemKey(item: Pick<AbuseItem, 'kind' | 'locale' | 'id'>): string {
  return `${item.kind}:${item.locale}:${item.id}`;
}

/** The items of `items` in the same cluster as `item` (itself first), in their order. */
export function abuseClusterOf<T extends Clusterable>(
  item: T,
  items: readonly T[],
  by: AbuseClusterBy,
): T[] {
  const key = abuseClusterKey(item, by);
  const own = abuseItemKey(item);
  const others = items.filter(
    (other) => abuseItemKey(other) !== own && abuseClusterKey(other, by) === key,
  );
  return [item, ...others];
}

/** Filters of the review queue: a locale and a kind, each optional. */
export interface AbuseQueueFilter {
  locale?: string | undefined;
  kind?: AbuseItemKind | undefined;
}

export function matchesAbuseQueueFilter(
  item: Pick<AbuseItem, 'locale' | 'kind'>,
  filter: AbuseQueueFilter,
): boolean {
  return (
    (!filter.locale || item.locale === filter.locale) && (!filter.kind || item.kind === filter.kind)
  );
}
