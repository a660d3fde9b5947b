import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { defaultLogger, type Logger } from '../log/logger.js';
import { lockDataFolder, type DataFolderLock } from './data-lock.js';
import { keepStatisticsFresh } from './pglite-statistics.js';
import { keepStatementsParsed } from './pglite-statements.js';
import { pgliteNotifyChannel, postgresNotifyChannel, type NotifyChannel } from './notify.js';
import * as schema from './schema.js';

/** The database, whichever engine is behind it: same schema, same queries. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of the database, whichever engine runs it (it opens savepoints with `transaction`). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anything that runs statements: the database or an open transaction. */
export type Queryable = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'
>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on this database: how server processes sharing it hear each other's changes. */
  notify: NotifyChannel;
  /**
   * Brings the planner's statistics up to date after a bulk load (the demo seed): the embedded
   * database has no autovacuum to do it (pglite-statistics.ts); PostgreSQL's does it itself.
   */
  refreshStatistics: () => Promise<void>;
  /** The embedded database itself, when it is one: backups snapshot it (backup/snapshot.ts). */
  pglite?: PGlite;
  close: () => Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise the embedded database. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** An existing PGlite instance (tests clone one per test). */
  pglite?: PGlite;
  /** For what goes wrong in the background (a lost connection, statistics). */
  logger?: Logger;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger = (options.logger ?? defaultLogger()).child({ job: 'database' });
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection the database closes while it sits idle in the pool (a restart, an
    // administrator, a dropped database) is an 'error' on the pool, which unheard would end the
    // process. The pool has dropped that connection already and opens a new one when needed.
    pool.on('error', (error) =>
      logger.warn({ reason: error.message }, 'An idle database connection was lost'),
    );
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      notify: postgresNotifyChannel(pool, options.databaseUrl),
      refreshStatistics: () => Promise.resolve(),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  let lock: DataFolderLock | undefined;
  if (!client) {
    const dir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      // Before PGlite touches the folder: a second process on it would destroy it (data-lock.ts).
      lock = lockDataFolder(dir);
    }
    client = new PGlite(dir);
  }
  const owned = !options.pglite;
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
  } catch (error) {
    if (owned) await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  keepStatementsParsed(client);
  const statistics = keepStatisticsFresh(client, undefined, logger);
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    pglite: client,
    notify: pgliteNotifyChannel(client),
    refreshStatistics: async () => {
      await statistics.refresh();
    },
    close: async () => {
      statistics.stop();
      // The folder is free only once PGlite has closed it (its shutdown checkpoint is written).
      if (owned) await client.close();
      lock?.release();
    },
  };
}
