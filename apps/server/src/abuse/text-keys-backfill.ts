import { sql, type SQL } from 'drizzle-orm';
import { abuseTextMatchKeys, type AbuseItemKind } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { dryRunWindowStart, rowsOf } from './flagging.js';

/**
 * Fills `abuse_text_keys` (the words dry run's index, abuse/flagging.ts) with the stored texts of
 * the dry run's window it lacks: agent messages and pokes written some other way than through the
 * flagging statement (the demo seed, data older than the table, imports).
 */

/** Texts read, keyed and inserted per statement (one transaction each). */
export const TEXT_KEYS_BACKFILL_PAGE = 1_000;

/**
 * The transaction-level advisory lock a page is written under: one process at a time fills the
 * table, so two processes starting together do not key the same texts twice.
 */
export const TEXT_KEYS_BACKFILL_LOCK = 2_026_028;

/** How long a process waits before asking for the lock again while another holds it, ms. */
const LOCK_RETRY_MS = 100;

export interface BackfillTextKeysOptions {
  /** Texts per statement (`TEXT_KEYS_BACKFILL_PAGE`). */
  pageSize?: number;
  /** Stops between pages when aborted (the server closing): what was written stays. */
  signal?: AbortSignal;
}

interface StoredText {
  id: string;
  tenant_id: string;
  locale: string;
  text: string;
  /** `created_at` as the database prints it: read back exactly, to the microsecond. */
  at: string;
}

/** A text of a page: `text` null when it has keys already. */
type PageText = Omit<StoredText, 'text'> & { text: string | null };

/** Where a page starts: after this text in (created_at, id) order. */
interface Cursor {
  at: string;
  id: string;
}

/**
 * Adds the keys of every stored agent message (`sender_type = 'agent'`; a poke's deliveries are
 * `poke`, and the poke itself is counted) and every poke created since `dryRunWindowStart(now)`
 * that has no row in `abuse_text_keys` yet, keyed exactly as `flagIfAbusive` keys them (domain
 * `abuseTextMatchKeys`, the same array encoding). Returns how many rows it added.
 *
 * Exactly once whatever runs beside it: each page is one transaction that first takes
 * `pg_try_advisory_xact_lock` (another process holding it: this one waits and asks again), reads
 * the next page of texts in (created_at, id) order, keys those that have no row yet (what another
 * process or the flagging statement wrote meanwhile is skipped) and inserts them with
 * `on conflict (id) do nothing` (a row the flagging statement wrote first is kept as it is). The
 * cursor moves over every text read, keyed or not (a text without a key, as flagging skips it,
 * is not read again in the same run).
 */
export async function backfillTextKeys(
  db: Database,
  now: Date,
  options: BackfillTextKeysOptions = {},
): Promise<number> {
  const pageSize = options.pageSize ?? TEXT_KEYS_BACKFILL_PAGE;
  const since = dryRunWindowStart(now);
  let added = 0;
  for (const kind of ['message', 'poke'] as const) {
    let cursor: Cursor | null = null;
    for (;;) {
      if (options.signal?.aborted) return added;
      const page = await db.transaction(async (tx) => {
        const [lock] = rowsOf<{ locked: boolean }>(
          await tx.execute(
            sql`select pg_try_advisory_xact_lock(${TEXT_KEYS_BACKFILL_LOCK}::bigint) as locked`,
          ),
        );
        if (!lock?.locked) return null;
        const texts = rowsOf<PageText>(await tx.execute(pageOf(kind, since, cursor, pageSize)));
        const unkeyed = texts.filter((text): text is StoredText => text.text !== null);
        return { texts, added: await insertKeys(tx, kind, unkeyed) };
      });
      if (page === null) {
        await pause(LOCK_RETRY_MS, options.signal);
        continue;
      }
      added += page.added;
      const last = page.texts.at(-1);
      if (!last || page.texts.length < pageSize) break;
      cursor = { at: last.at, id: last.id };
    }
  }
  return added;
}

/**
 * The next `limit` texts of a kind in the window after `cursor`, oldest first, each with its text
 * only when it has no keys yet (`text` null: keyed already). The page is cut from the texts first
 * (an index range scan of `limit` rows), then each is looked up by id in `abuse_text_keys`: a
 * `not exists` over the whole window lets the planner hash the whole table on every page, which
 * grows with what is done (quadratic).
 */
function pageOf(kind: AbuseItemKind, since: string, cursor: Cursor | null, limit: number): SQL {
  const page =
    kind === 'message'
      ? // `messages_agent_created_idx` (created_at, id) where sender_type = 'agent': a range scan.
        sql`
          select m.id, m.tenant_id, m.locale, m.content as text, m.created_at
          from messages m
          where m.sender_type = 'agent' and m.created_at >= ${since}::timestamptz
            ${cursor ? sql`and (m.created_at, m.id) > (${cursor.at}::timestamptz, ${cursor.id})` : sql``}
          order by m.created_at, m.id
          limit ${limit}`
      : // As `flagPoke` (pokes/service.ts) matches a poke: its message's content, at its creation.
        sql`
          select p.id, p.tenant_id, p.locale, coalesce(p.message ->> 'content', '') as text,
            p.created_at
          from pokes p
          where p.created_at >= ${since}::timestamptz
            ${cursor ? sql`and (p.created_at, p.id) > (${cursor.at}::timestamptz, ${cursor.id})` : sql``}
          order by p.created_at, p.id
          limit ${limit}`;
  return sql`
    with page as materialized (${page})
    select page.id, page.tenant_id, page.locale,
      case when exists (select 1 from abuse_text_keys k where k.id = page.id) then null
        else page.text end as text,
      page.created_at::text as at
    from page
    order by page.created_at, page.id`;
}

/** Inserts the texts' keys in one statement; answers how many rows were added. */
async function insertKeys(
  tx: Pick<Database, 'execute'>,
  kind: AbuseItemKind,
  texts: readonly StoredText[],
): Promise<number> {
  const rows = texts.flatMap((text) => {
    const keys = abuseTextMatchKeys(text.text);
    // Nothing to match: `flagIfAbusive` keeps no row either.
    if (keys.length === 0) return [];
    return [{ ...text, keys: keys.join('\n') }];
  });
  if (rows.length === 0) return 0;
  const result = await tx.execute(sql`
    with added as (
      insert into abuse_text_keys (id, tenant_id, kind, locale, text, keys, created_at)
      select r.id, r.tenant_id, ${kind}, r.locale, r.text, string_to_array(r.keys, E'\n'),
        r.at::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id text, tenant_id text, locale text, text text, keys text, at text)
      on conflict (id) do nothing
      returning 1
    )
    select count(*)::int as n from added`);
  const [row] = rowsOf<{ n: number }>(result);
  return Number(row?.n ?? 0);
}

/** Waits `ms`, or less when `signal` is aborted meanwhile. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** A backfill running in the background of a server process. */
export interface TextKeysBackfillRun {
  /** Settles when it has ended (finished, stopped or failed: errors are logged, not thrown). */
  done: Promise<void>;
  /** Stops it after the page it is writing, and waits for that. */
  stop: () => Promise<void>;
}

/** Where the background backfill reports (the server's logger, or the console). */
export interface TextKeysBackfillLog {
  info: (message: string) => void;
  warn: (details: object, message: string) => void;
}

const running = new WeakMap<object, TextKeysBackfillRun>();

/**
 * Starts `backfillTextKeys` in the background for a server that has started listening (server.ts
 * `listen`): not awaited, its errors logged. `owner` (the server's deps) finds it again
 * (`textKeysBackfillOf`).
 */
export function startTextKeysBackfill(
  owner: object,
  db: Database,
  now: Date,
  log: TextKeysBackfillLog = console,
): TextKeysBackfillRun {
  const controller = new AbortController();
  const done = backfillTextKeys(db, now, { signal: controller.signal }).then(
    (added) => {
      if (added > 0) log.info(`Abuse words dry run: keyed ${added} stored texts of its window.`);
    },
    (error: unknown) => {
      // A database closed under a stopping server is no failure worth a word.
      if (!controller.signal.aborted) {
        log.warn({ err: error }, 'Keying the stored texts for the abuse words dry run failed');
      }
    },
  );
  const run: TextKeysBackfillRun = {
    done,
    stop: async () => {
      controller.abort();
      await done;
    },
  };
  running.set(owner, run);
  return run;
}

/** The background backfill `startTextKeysBackfill` started for `owner`, if any. */
export function textKeysBackfillOf(owner: object): TextKeysBackfillRun | undefined {
  return running.get(owner);
}
