import {
  liveAbuseClaimHolder,
  matchesAbuseQueueFilter,
  type AbuseItem,
  type AbuseQueueFilter,
} from '@switchboard/domain';

/**
 * How the check screen gets its next item. The server's POST /abuse/next claims atomically the
 * reviewer's live claim or else the oldest free item of some locales; it knows no kind filter and
 * no skipped items. With either, the screen claims by id instead, trying the oldest free items of
 * the live queue in turn (a claim is atomic too: two reviewers never get the same item).
 */
export type NextPlan =
  | { kind: 'held'; item: AbuseItem }
  | { kind: 'server'; locales: string[] | undefined }
  | { kind: 'claim'; candidates: AbuseItem[] };

/** Most items tried one after another before the screen says there is nothing to review. */
export const MAX_CLAIM_ATTEMPTS = 10;

export function planNextItem(options: {
  rows: readonly AbuseItem[];
  loaded: boolean;
  filter: AbuseQueueFilter;
  skipped: ReadonlySet<string>;
  /**
   * Items this screen decided a moment ago: the live queue may not have dropped them yet, and
   * they must not come back as "held".
   */
  decided?: ReadonlySet<string>;
  reviewer: string;
  now: Date;
}): NextPlan {
  const { rows, loaded, filter, skipped, decided = new Set(), reviewer, now } = options;
  const wanted = rows.filter(
    (row) => matchesAbuseQueueFilter(row, filter) && !skipped.has(row.id) && !decided.has(row.id),
  );
  const held = wanted.find((row) => liveAbuseClaimHolder(row.abuse, now) === reviewer);
  if (held) return { kind: 'held', item: held };
  if (!loaded || (!filter.kind && skipped.size === 0)) {
    return { kind: 'server', locales: filter.locale ? [filter.locale] : undefined };
  }
  const candidates = wanted
    .filter((row) => liveAbuseClaimHolder(row.abuse, now) === null)
    .slice(0, MAX_CLAIM_ATTEMPTS);
  return { kind: 'claim', candidates };
}

/** Whether an item the server handed over fits the screen's filter and was not skipped. */
export function fitsSession(
  item: AbuseItem,
  filter: AbuseQueueFilter,
  skipped: ReadonlySet<string>,
): boolean {
  return matchesAbuseQueueFilter(item, filter) && !skipped.has(item.id);
}
