import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** SQL pieces the statistics queries share. */

/** The rows of a raw query, whichever driver runs it. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: { rows: T[] } = (await db.execute(query)) as never;
  return result.rows;
}

/** `expr` is one of `values` (any text values; one JSON parameter however many). */
export function inList(expr: SQLWrapper, values: readonly string[]): SQL {
  return sql`${expr} = any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
}

/** A timestamp as ISO-8601 in UTC, as text (the same from every driver). */
export function isoOf(expr: SQLWrapper | SQL): SQL<string> {
  return sql<string>`to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The local day (`YYYY-MM-DD`) or hour (`YYYY-MM-DDTHH:00`) of `expr` in the zone `tz`. */
export function bucketOf(expr: SQLWrapper | SQL, bucket: 'day' | 'hour', tz: string): SQL<string> {
  const format = bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM-DD"T"HH24:00';
  return sql<string>`to_char((${expr}) at time zone ${tz}, ${sql.raw(`'${format}'`)})`;
}

/** Seconds in a multirange of timestamps (0 when empty). */
export function secondsIn(multirange: SQL): SQL<number> {
  return sql<number>`coalesce((select sum(extract(epoch from upper(r) - lower(r))) from unnest(${multirange}) r), 0)::float8`;
}

/** The time window of a query, as a multirange. */
export function windowOf(from: string, to: string): SQL {
  return sql`tstzmultirange(tstzrange(${from}::timestamptz, ${to}::timestamptz))`;
}
