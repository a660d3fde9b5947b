import type { PGliteInterface } from '@electric-sql/pglite';
import { defaultLogger, type Logger } from '../log/logger.js';

/** How often the embedded database looks for tables whose planner statistics are stale. */
export const PGLITE_ANALYZE_INTERVAL_MS = 30_000;

/**
 * The tables whose statistics are missing or stale: never analyzed (`reltuples` is -1), or grown
 * by more than a tenth (and 8 pages) since the last ANALYZE recorded their size. PGlite keeps no
 * per-table change counters (its cumulative statistics are not flushed in single-user mode), so
 * growth in pages stands in for autovacuum's "rows changed since the last ANALYZE".
 */
const STALE_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg_toast%'
    and (c.reltuples < 0
      or pg_relation_size(c.oid) > (c.relpages * 1.1 + 8) * current_setting('block_size')::int)
  order by c.relname`;

export interface StatisticsKeeper {
  /** Analyzes the stale tables now (at most one pass at a time); the names of those it did. */
  refresh(): Promise<string[]>;
  stop(): void;
}

/**
 * Keeps the planner's statistics of an embedded PGlite database fresh, as autovacuum's ANALYZE
 * does for a PostgreSQL server: PGlite runs no autovacuum, so without this its planner never has
 * statistics. It then guesses every table's selectivity, and a plan it keeps for a prepared
 * statement (pglite-statements.ts) stays fixed however the tables grow: measured in bench/claim,
 * the claim batch hashed the whole users table per statement and a claim's server time grew
 * fourfold over three rounds of 2,000 new operators; with statistics it stayed flat. ANALYZE
 * also makes PostgreSQL plan again the statements it keeps for the tables it analyzed.
 *
 * Every `intervalMs` (and on `refresh`) the stale tables are analyzed, one statement each. An
 * ANALYZE reads a sample of at most 30,000 rows, so a pass is short; it waits for, and holds up,
 * other queries as any query does.
 */
export function keepStatisticsFresh(
  pglite: PGliteInterface,
  intervalMs = PGLITE_ANALYZE_INTERVAL_MS,
  logger: Logger = defaultLogger(),
): StatisticsKeeper {
  let running: Promise<string[]> | null = null;
  let stopped = false;
  const pass = async (): Promise<string[]> => {
    const { rows } = await pglite.query<{ name: string }>(STALE_TABLES);
    const done: string[] = [];
    for (const { name } of rows) {
      if (stopped) break;
      await pglite.exec(`analyze ${name}`);
      done.push(name);
    }
    return done;
  };
  const refresh = (): Promise<string[]> => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (pglite.closed) return;
    refresh().catch((error: unknown) => {
      if (!pglite.closed)
        logger.warn({ err: error }, 'Refreshing the embedded database statistics failed');
    });
  }, intervalMs);
  timer.unref();
  return {
    refresh,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
