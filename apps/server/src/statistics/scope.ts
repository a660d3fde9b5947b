/** What every figure is asked for: the tenant, the locales (within the caller's geos), a range. */
export interface Scope {
  tenantId: string;
  locales: readonly string[];
  from: string;
  to: string;
  tz: string;
  /** The server clock, ISO: where open intervals (a socket still connected) end. */
  now: string;
}

/**
 * A number from a row: drivers answer sums and counts as text or bigint, and an aggregate over no
 * rows as null, which a count reads as 0.
 */
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

/** A number from a row where none (a percentile of no responses) must stay null, not 0. */
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
