import type { FlaggedItem } from '../schemas/abuse-review.js';
import { displayedMessageContent } from '../chat/index.js';
import { foldForMatching } from './highlight.js';

/**
 * Clusters of flagged items for bulk decisions (issue #13): items from the same sender, or with
 * the same text, decided together with one shared reason.
 */

export type AbuseClusterBy = 'sender' | 'text';

/** The text reviewed: a message's displayed content, a poke's message. */
export function flaggedItemText(item: FlaggedItem): string {
  return item.kind === 'message'
    ? displayedMessageContent(item.flagged.message)
    : item.poke.message.content;
}

/** The key `by` groups an item under: its sender, or its text ignoring case, accents and spacing. */
export function abuseClusterKey(item: FlaggedItem, by: AbuseClusterBy): string {
  if (by === 'sender') return `${item.kind}:${item.senderId}`;
  return foldForMatching(flaggedItemText(item)).replace(/\s+/g, ' ').trim();
}

/** The key of an item across kinds and locales. */
export function flaggedItemKey(item: Pick<FlaggedItem, 'kind' | 'locale' | 'id'>): string {
  return `${item.kind}:${item.locale}:${item.id}`;
}

/** The items of `items` in the same cluster as `item` (itself included), in their order. */
export function abuseClusterOf(
  item: FlaggedItem,
  items: readonly FlaggedItem[],
  by: AbuseClusterBy,
): FlaggedItem[] {
  const key = abuseClusterKey(item, by);
  const own = flaggedItemKey(item);
  const others = items.filter(
    (other) => flaggedItemKey(other) !== own && abuseClusterKey(other, by) === key,
  );
  return [item, ...others];
}

/** Filters of the review queue: a locale and a kind, each optional. */
export interface AbuseQueueFilter {
  locale?: string | undefined;
  kind?: FlaggedItem['kind'] | undefined;
}

export function matchesAbuseQueueFilter(item: FlaggedItem, filter: AbuseQueueFilter): boolean {
  return (
    (!filter.locale || item.locale === filter.locale) && (!filter.kind || item.kind === filter.kind)
  );
}
