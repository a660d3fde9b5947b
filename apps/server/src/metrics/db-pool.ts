import pg from 'pg';
import type { Database } from '../db/client.js';

/** What a pool says of its connections. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/**
 * The `pg` pool behind the database when it is PostgreSQL (drizzle keeps it as `$client`); null
 * on the embedded PGlite, which has one in-process connection and no pool to report: its
 * statements queue inside PGlite, which does not say how many wait.
 */
export function poolOf(db: Database): PoolCounts | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}
