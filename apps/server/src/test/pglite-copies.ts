import { readFileSync } from 'node:fs';
import { PGlite, protocol } from '@electric-sql/pglite';

/**
 * The embedded databases of one test worker's servers, copies of the run's migrated template
 * (global-setup.ts). A closed server's copy is emptied and kept for the worker's next server (the
 * files of a worker share its modules: vitest.config.ts) instead of loading the template again.
 * Loading a copy cost 0.45–0.5 s of CPU and its 27 MB again in memory; emptying one costs one
 * TRUNCATE (#32).
 *
 * Emptied is as loaded only when the test changed nothing but rows. A copy is closed, not kept,
 * when its catalog differs from the template's (a table, column, trigger, function, constraint,
 * type, role, extension or stored setting left behind), when it is in a transaction, or when
 * emptying it fails: the next server then loads a fresh copy. What a session holds (settings,
 * LISTEN, advisory locks, temporary tables) is let go; the prepared statements stay, as the
 * server's statement cache (db/pglite-statements.ts) expects of its database.
 */
const kept = new Map<string, PGlite[]>();
/** Each template's catalog, as `catalogOf` reads it from a fresh copy. */
const templateCatalogs = new Map<string, string>();

/** `column` names one of our schemas: not PostgreSQL's own, nor drizzle's record of migrations. */
const ours = (column: string) =>
  `${column} not in ('pg_catalog', 'information_schema', 'drizzle')
    and ${column} not like 'pg\\_toast%' and ${column} not like 'pg\\_temp%'`;

/**
 * One text for everything a test could change in the database besides its rows; equal texts,
 * equal schema. (Relations with their columns, kinds and options; triggers; functions by body;
 * constraints; types and enum labels; rules; policies; roles; stored settings; extensions.)
 */
const CATALOG = `
  select md5(coalesce(string_agg(line, E'\\n' order by line), '')) as catalog from (
    select format('rel %s.%s %s %s %s', n.nspname, c.relname, c.relkind, c.relrowsecurity,
        c.reloptions) as line
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${ours('n.nspname')}
    union all
    select format('col %s.%s %s %s %s %s', n.nspname, c.relname, a.attname, a.atttypid,
        a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped and ${ours('n.nspname')}
    union all
    select format('trigger %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled)
      from pg_trigger t where not t.tgisinternal
    union all
    select format('function %s.%s %s', n.nspname, p.proname, md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${ours('n.nspname')}
    union all
    select format('constraint %s %s %s', c.conrelid::regclass, c.conname,
        pg_get_constraintdef(c.oid))
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where ${ours('n.nspname')}
    union all
    select format('type %s.%s %s', n.nspname, t.typname, t.typtype)
      from pg_type t join pg_namespace n on n.oid = t.typnamespace where ${ours('n.nspname')}
    union all
    select format('enum %s %s', e.enumtypid::regtype, e.enumlabel) from pg_enum e
    union all
    select format('rule %s %s', r.ev_class::regclass, r.rulename) from pg_rewrite r
      join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
      where ${ours('n.nspname')}
    union all
    select format('policy %s %s', p.polrelid::regclass, p.polname) from pg_policy p
    union all
    select format('role %s', r.rolname) from pg_roles r
    union all
    select format('setting %s %s %s', s.setdatabase, s.setrole, s.setconfig)
      from pg_db_role_setting s
    union all
    select format('extension %s %s', e.extname, e.extversion) from pg_extension e
    union all
    select format('schema %s', n.nspname) from pg_namespace n where ${ours('n.nspname')}
  ) lines`;

async function catalogOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ catalog: string }>(CATALOG);
  return rows[0]?.catalog ?? '';
}

/** Whether the database's session is in a transaction (its last ReadyForQuery said so). */
async function inTransaction(pglite: PGlite): Promise<boolean> {
  const { messages } = await pglite.execProtocol(protocol.serialize.query('select 1'));
  const ready = messages.find((message) => message.name === 'readyForQuery') as
    { status: string } | undefined;
  return ready?.status !== 'I';
}

/**
 * PGlite's own start parameters, and a write-ahead log for a database nobody replicates or
 * restores to a point in time: `minimal` (no replica's records) and no full page images after
 * checkpoints. A test's copy lives only in this worker's memory (PGlite runs with fsync off
 * already), so neither record guards anything there; the demo seed's writes took a third less
 * CPU (#32). A copy loaded into a folder for a server process (`dataDir`) is closed before that
 * process opens the folder with the product's own parameters.
 */
const TEST_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', '-c', 'full_page_writes=off'],
];

/** The dumps this worker has read, by file: each is read once. */
const dumps = new Map<string, Buffer>();

/**
 * A new embedded database loaded from the dump in `file` (a tar of a data folder, made by
 * global-setup.ts or a test), ready: `execProtocol` (inTransaction) does not wait for it. In
 * memory, or in the folder `dataDir` (for a server process to open).
 */
export async function loadDump(file: string, dataDir?: string): Promise<PGlite> {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = readFileSync(file)));
  const options = { loadDataDir: new Blob([dump]), startParams: TEST_START_PARAMS };
  const pglite = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  return pglite;
}

/** A copy of the migrated template in `file`: one a closed server left, or a fresh load. */
export async function takeCopy(file: string): Promise<PGlite> {
  const spare = kept.get(file)?.pop();
  if (spare) return spare;
  const copy = await loadDump(file);
  if (!templateCatalogs.has(file)) templateCatalogs.set(file, await catalogOf(copy));
  return copy;
}

/**
 * Takes back a closed server's copy: emptied and kept when only its rows changed, closed
 * otherwise. Resolves whether it was kept.
 */
export async function giveBack(file: string, copy: PGlite): Promise<boolean> {
  if (copy.closed) return false;
  try {
    if (!(await inTransaction(copy))) {
      await copy.exec(
        'reset all; unlisten *; select pg_advisory_unlock_all(); discard temp; discard sequences',
      );
      if ((await catalogOf(copy)) === templateCatalogs.get(file)) {
        const { rows } = await copy.query<{ name: string }>(
          `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
             join pg_namespace n on n.oid = c.relnamespace
             where c.relkind in ('r', 'p') and ${ours('n.nspname')}`,
        );
        if (rows.length > 0)
          await copy.exec(`truncate ${rows.map((row) => row.name).join(', ')} restart identity`);
        kept.set(file, [...(kept.get(file) ?? []), copy]);
        return true;
      }
    }
  } catch {
    // Not emptied: closed below, and the next server loads a fresh copy.
  }
  await copy.close();
  return false;
}
