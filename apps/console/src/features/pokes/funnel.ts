import { POKE_UI_MESSAGES, type AudienceCount } from '@switchboard/domain';

/** The wizard's audience funnel: how each chosen filter narrows the customers of the domains. */

export interface FunnelRow {
  /** The filter's field name; `total` for the first row, `limit` for the legacy cap. */
  key: string;
  label: string;
  /** Customers left after this row's filter and every one before it. */
  estimate: number;
  /** `estimate` as a part of the first row, 0–1 (0 when the domains have no customers). */
  share: number;
  /** Customers this row's filter took away from the row before it. */
  dropped: number;
}

export interface FunnelSite {
  site: string;
  estimate: number;
  /** The site's part of all targets, 0–1. */
  share: number;
}

export interface FunnelView {
  rows: FunnelRow[];
  /** The targets: the last row's count, or fewer when the legacy `limit` caps it. */
  targets: number;
  sites: FunnelSite[];
}

const part = (count: number, of: number) => (of > 0 ? count / of : 0);

/**
 * The funnel of a count answer: the customers of the domains, then one row per filter step, then
 * a row for the legacy `limit` when it caps the targets. Null when the answer carries no funnel.
 */
export function funnelView(count: AudienceCount): FunnelView | null {
  if (!count.funnel) return null;
  const { total, steps } = count.funnel;
  const rows: FunnelRow[] = [
    { key: 'total', label: POKE_UI_MESSAGES.funnelTotal, estimate: total, share: 1, dropped: 0 },
  ];
  let previous = total;
  for (const step of steps) {
    rows.push({
      key: step.filter,
      label: step.label,
      estimate: step.estimate,
      share: part(step.estimate, total),
      dropped: Math.max(0, previous - step.estimate),
    });
    previous = step.estimate;
  }
  if (count.estimate < previous) {
    rows.push({
      key: 'limit',
      label: POKE_UI_MESSAGES.funnelLimit,
      estimate: count.estimate,
      share: part(count.estimate, total),
      dropped: previous - count.estimate,
    });
  }
  return {
    rows,
    targets: count.estimate,
    sites: count.targetsPerDomain.map(({ site, estimate }) => ({
      site,
      estimate,
      share: part(estimate, count.estimate),
    })),
  };
}

const COUNT_FORMAT = new Intl.NumberFormat('en-US');
const SHARE_FORMAT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (count: number) => COUNT_FORMAT.format(count);
export const formatShare = (share: number) => SHARE_FORMAT.format(share);
