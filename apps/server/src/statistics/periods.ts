import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * How a range is read from the per-period rollups (stats_operator_periods and the bucket
 * tables): the whole UTC months, days or hours inside it from the rollup rows, and only the ragged
 * edges from the raw rows. A year reads 11 months, up to 60 days and two partial days, whatever
 * the history holds. Weeks (ISO, from Monday 00:00 UTC) are kept by stats_operator_periods only: the
 * score trend's weeks (service.ts `scores`).
 */

export type Unit = 'hour' | 'day' | 'week' | 'month';

export interface Span {
  from: string;
  to: string;
}

export interface Cover {
  /** Whole periods inside the range: rollup rows of `unit` whose start is in [from, to). */
  periods: (Span & { unit: Unit })[];
  /** What no whole period covers: raw rows whose time is in one of these. */
  raw: Span[];
}

const UNIT_ORDER: Unit[] = ['month', 'week', 'day', 'hour'];

function floorTo(unit: Unit, ms: number): number {
  const d = new Date(ms);
  if (unit === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  if (unit === 'day') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (unit === 'week') {
    // Back to the Monday (getUTCDay: 0 is Sunday).
    return Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth(),
      d.getUTCDate() - ((d.getUTCDay() + 6) % 7),
    );
  }
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours());
}

function ceilTo(unit: Unit, ms: number): number {
  const floor = floorTo(unit, ms);
  if (floor === ms) return ms;
  const d = new Date(floor);
  if (unit === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return floor + { week: 7 * 86_400_000, day: 86_400_000, hour: 3_600_000 }[unit];
}

const isoAt = (ms: number) => new Date(ms).toISOString();

/** [from, to) as whole periods of `units` (largest first) and raw edges. */
export function cover(from: string, to: string, units: readonly Unit[]): Cover {
  const order = UNIT_ORDER.filter((unit) => units.includes(unit));
  const result: Cover = { periods: [], raw: [] };
  const walk = (a: number, b: number, level: number): void => {
    if (a >= b) return;
    const unit = order[level];
    if (unit === undefined) {
      result.raw.push({ from: isoAt(a), to: isoAt(b) });
      return;
    }
    const start = ceilTo(unit, a);
    const end = floorTo(unit, b);
    if (start >= end) {
      walk(a, b, level + 1);
      return;
    }
    walk(a, start, level + 1);
    result.periods.push({ unit, from: isoAt(start), to: isoAt(end) });
    walk(end, b, level + 1);
  };
  walk(Date.parse(from), Date.parse(to), 0);
  return result;
}

/** Rollup rows (`unit`, `start` columns) of the cover's whole periods. */
export function inPeriods(c: Cover, unit: SQLWrapper, start: SQLWrapper): SQL {
  if (c.periods.length === 0) return sql`false`;
  return sql`(${sql.join(
    c.periods.map(
      (p) =>
        sql`(${unit} = ${p.unit} and ${start} >= ${p.from}::timestamptz and ${start} < ${p.to}::timestamptz)`,
    ),
    sql` or `,
  )})`;
}

/** Raw rows whose time (`at`) falls in the cover's edges. */
export function inEdges(c: Cover, at: SQLWrapper): SQL {
  if (c.raw.length === 0) return sql`false`;
  return sql`(${sql.join(
    c.raw.map((r) => sql`(${at} >= ${r.from}::timestamptz and ${at} < ${r.to}::timestamptz)`),
    sql` or `,
  )})`;
}

/** A histogram bucket (stats_response_buckets, stats_claim_buckets): its count and sum in ms. */
export interface Bucket {
  bucket: number;
  count: number;
  totalMs: number;
}

/**
 * The `p` percentile (0–1) in seconds of the times in these buckets, as PostgreSQL's
 * `percentile_cont` (linear interpolation between the ranked values) with each time taken as the
 * mean of its bucket. Buckets grow by 10%, so the answer is within 10% of the exact one, and
 * exact when each bucket holds one distinct time. Null when there is none.
 */
export function percentileOf(buckets: readonly Bucket[], p: number): number | null {
  const sorted = buckets.filter((b) => b.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const valueAt = (rank: number): number => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.count;
      if (rank < seen) return b.totalMs / b.count;
    }
    const last = sorted[sorted.length - 1]!;
    return last.totalMs / last.count;
  };
  const x = p * (total - 1);
  const low = Math.floor(x);
  const below = valueAt(low);
  const ms = x > low ? below + (x - low) * (valueAt(low + 1) - below) : below;
  return Math.round(ms) / 1000;
}
