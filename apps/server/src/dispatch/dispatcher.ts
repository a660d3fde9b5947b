import { and, asc, eq, sql } from 'drizzle-orm';
import type { Poke } from '@switchboard/domain';
import type { ChatService } from '../chats/service.js';
import type { Database } from '../db/client.js';
import { pokeRunSites } from '../db/dispatch-schema.js';
import { pokes } from '../db/poke-schema.js';
import type { ChangeFeed } from '../live/feed.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import type { DispatchMetrics } from '../metrics/metrics.js';
import type { Db } from '../pokes/repo.js';
import type { BatchResult } from './batch.js';
import { messageEvents, pokeEvents } from './events.js';
import { runBatchIsolating } from './isolate.js';
import { reasonOf } from '../db/errors.js';
import { batchPlan, loadSiteContext, type SiteContext } from './plan.js';
import {
  ABUSE_REJECTED_STATUS,
  beginRun,
  cancelWaitingFollowUps,
  finishStoppedRuns,
  loadPoke,
  lockDuePokes,
  markLate,
  rowsOf,
  targetsOfRun,
  writeProgress,
} from './runs.js';

/** How often the dispatcher looks for work when nothing wakes it, ms. */
export const DISPATCH_INTERVAL_MS = 1_000;
/** Customers per batch statement. */
export const DISPATCH_BATCH_SIZE = 1_000;
/** How late a scheduled poke may be found and still go out without a poker's decision, ms. */
export const DISPATCH_GRACE_MS = 15 * 60_000;

/**
 * Thrown by a test hook to stand for the process dying mid-batch: the batch's transaction rolls
 * back, nothing is marked, and this dispatcher stops, as a killed process would.
 */
export class SimulatedProcessDeath extends Error {
  constructor() {
    super('simulated process death');
    this.name = 'SimulatedProcessDeath';
  }
}

export interface DispatcherOptions {
  db: Database;
  feed: ChangeFeed;
  /** Shapes the messages the batches write as the chat live queries show them. */
  chats: ChatService;
  clock: () => Date;
  batchSize?: number;
  graceMs?: number;
  /** How often to look for work, ms; 0: only when `drain` is called (tests). */
  intervalMs?: number;
  /** Runs inside each batch's transaction before it commits (tests: crashes, failures). */
  afterBatch?: (batch: { pokeId: string; site: string; result: BatchResult }) => void;
  /** What each pass did, and what failed (`job: 'dispatcher'`). */
  logger?: Logger;
  /** Counts deliveries and times batches (when metrics are on). */
  metrics?: DispatchMetrics;
}

interface SiteRow {
  runId: string;
  site: string;
  pokeId: string;
  tenantId: string;
  estimate: number;
  processed: number;
  cursor: string;
}

/**
 * The poke dispatcher (issue #14). It runs in every server process; all of them share the work
 * through the database alone:
 * - due pokes are taken with `FOR UPDATE SKIP LOCKED` and a run unique per (poke, due time);
 * - each batch locks its run site's row (`SKIP LOCKED`), so one process sends a site at a time
 *   and the others take other sites, and a batch is one statement whose deliveries have a unique
 *   key (batch.ts): a crash rolls the batch back, and whoever comes next resumes at the cursor;
 * - runs whose sites have all stopped are finished once (`finishStoppedRuns`).
 * Every change it makes is announced in the transaction that makes it (`ChangeFeed.write`), read
 * there: the poke's status and figures, and each message a batch writes (the chats it writes
 * announce themselves: their table's trigger). So every process hears them as they commit, in the
 * order they commit, even when this one dies right after.
 */
export class PokeDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly contexts = new Map<string, SiteContext>();

  private readonly logger: Logger;

  constructor(private readonly options: DispatcherOptions) {
    this.logger = (options.logger ?? defaultLogger()).child({ job: 'dispatcher' });
  }

  private get db() {
    return this.options.db;
  }

  /** Looks for work every `intervalMs`, and at once when a poke is written anywhere. */
  start(intervalMs = this.options.intervalMs ?? DISPATCH_INTERVAL_MS): void {
    if (this.timer || intervalMs <= 0) return;
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), intervalMs);
    this.timer.unref();
    // A poke written here or in another process (the feed rides NOTIFY) may be due at once.
    this.unsubscribe = this.options.feed.subscribe(['pokes'], () => this.wake());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.running?.catch(() => undefined);
  }

  /** Asks for a pass soon when started; passes never overlap within a process. */
  wake(): void {
    if (this.stopped || !this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => {
        if (!this.stopped) this.logger.error({ err: error }, 'The poke dispatcher failed');
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Works until nothing is left to do now: starts due pokes, sends batches, finishes runs. */
  async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const began = performance.now();
      const started = await this.startDue();
      let batches = 0;
      while (!this.stopped && (await this.sendBatch())) batches += 1;
      const finished = await this.finishRuns();
      if (started === 0 && batches === 0 && finished === 0) return;
      const ms = Math.round(performance.now() - began);
      this.logger.info({ started, batches, finished, ms }, 'Dispatched pokes');
    }
  }

  /** Starts, marks late or cancels the due pokes; answers how many it took. */
  async startDue(): Promise<number> {
    const now = this.options.clock();
    const grace = this.options.graceMs ?? DISPATCH_GRACE_MS;
    const touched = await this.options.feed.write(this.db, async (tx, announce) => {
      const due = await lockDuePokes(tx, now, 20);
      const out: { tenantId: string; ids: string[] }[] = [];
      for (const item of due) {
        const poke = await loadPoke(tx, item.tenantId, item.id);
        if (!poke) continue;
        if (item.abuseStatus === ABUSE_REJECTED_STATUS) {
          await tx
            .update(pokes)
            .set({ status: 'cancelled' })
            .where(and(eq(pokes.tenantId, item.tenantId), eq(pokes.id, item.id)));
          const followUps = await cancelWaitingFollowUps(tx, item.tenantId, item.id);
          out.push({ tenantId: item.tenantId, ids: [item.id, ...followUps] });
          continue;
        }
        // Lateness counts from when it could go at the earliest: its time, the review's decision,
        // and for a follow-up the end of the poke before it.
        const since = Math.max(
          Date.parse(item.due),
          Date.parse(item.checkedAt ?? '') || 0,
          Date.parse(item.after ?? '') || 0,
        );
        if (now.getTime() - since > grace) {
          await markLate(tx, item, now);
          out.push({ tenantId: item.tenantId, ids: [item.id] });
          continue;
        }
        await beginRun(tx, item.tenantId, poke, item.scheduled, now);
        out.push({ tenantId: item.tenantId, ids: [item.id] });
      }
      for (const { tenantId, ids } of out) {
        for (const event of await pokeEvents(tx, tenantId, ids)) announce(event);
      }
      return out;
    });
    return touched.length;
  }

  /** Sends one batch of some running site; false when no site is free to work on. */
  async sendBatch(): Promise<boolean> {
    const now = this.options.clock();
    const at = now.toISOString();
    const failure: { site: SiteRow; error: unknown }[] = [];
    const began = performance.now();
    let sent: BatchResult | null = null;
    const done = await this.options.feed
      .write(this.db, async (tx, announce) => {
        const [site] = rowsOf<SiteRow>(
          await tx.execute(sql`
            select run_id as "runId", site, poke_id as "pokeId", tenant_id as "tenantId",
              estimate, processed, cursor
            from ${pokeRunSites} where state = 'running'
            order by updated_at limit 1
            for update skip locked`),
        );
        if (!site) return null;
        try {
          const poke = await loadPoke(tx, site.tenantId, site.pokeId);
          if (!poke) throw new Error(`Poke ${site.pokeId} is gone`);
          const limit = Math.min(
            this.options.batchSize ?? DISPATCH_BATCH_SIZE,
            site.estimate - site.processed,
          );
          if (limit <= 0) {
            await tx
              .update(pokeRunSites)
              .set({ state: 'done', updatedAt: at })
              .where(and(eq(pokeRunSites.runId, site.runId), eq(pokeRunSites.site, site.site)));
          } else {
            const context = await this.siteContext(tx, site, poke);
            const plan = batchPlan({
              poke,
              tenantId: site.tenantId,
              runId: site.runId,
              site: site.site,
              context,
              now,
            });
            const result = await runBatchIsolating(tx, plan, site.cursor, limit, at);
            for (const event of await messageEvents(tx, this.options.chats, result))
              announce(event);
            this.options.afterBatch?.({ pokeId: poke.id, site: site.site, result });
            sent = result;
          }
          // The poke's row is locked here, where writing its figures would lock it anyway (after
          // the batch's statement, so batches of other sites go on side by side), and read
          // afterwards: a domain added to it meanwhile (its site added in the same transaction as
          // the poke's change, see `addRunSite`) is in the figures written, not dropped from them.
          const current = (await loadPoke(tx, site.tenantId, site.pokeId, true)) ?? poke;
          await writeProgress(tx, current, await targetsOfRun(tx, site.runId));
          for (const event of await pokeEvents(tx, site.tenantId, [poke.id])) announce(event);
          return site;
        } catch (error) {
          if (error instanceof SimulatedProcessDeath) {
            this.stopped = true;
            throw error;
          }
          failure.push({ site, error });
          throw error;
        }
      })
      .catch(async (error: unknown) => {
        const [failed] = failure;
        if (!failed) throw error;
        sent = null;
        await this.markCrashed(failed.site, failed.error, at);
        return failed.site;
      });
    // A site found with nothing left (marked done) ran no batch.
    if (sent !== null || failure.length > 0) this.recordBatch(sent, failure.length === 0, began);
    return done !== null;
  }

  /** A batch's deliveries and time, for the metrics (rolled back: none delivered). */
  private recordBatch(result: BatchResult | null, ok: boolean, began: number): void {
    const metrics = this.options.metrics;
    if (!metrics) return;
    const deliveries = result && {
      sent: result.sent,
      failed: result.failed,
      skipped: Math.max(0, result.taken - result.sent - result.failed),
    };
    metrics.batch(deliveries, (performance.now() - began) / 1000, ok);
  }

  /**
   * A site whose batch failed stops with the reason; the other sites go on. Nothing a live query
   * shows changes (the poke's figures are those before the batch) until its run finishes.
   */
  private async markCrashed(site: SiteRow, error: unknown, at: string): Promise<void> {
    // The database's own words, not a wrapper's 'Failed query: <the whole statement>'.
    const reason = reasonOf(error);
    this.logger.error(
      { tenantId: site.tenantId, pokeId: site.pokeId, site: site.site, reason },
      'Sending a poke failed',
    );
    await this.db
      .update(pokeRunSites)
      .set({ state: 'crashed', reason, updatedAt: at })
      .where(
        and(
          eq(pokeRunSites.runId, site.runId),
          eq(pokeRunSites.site, site.site),
          eq(pokeRunSites.state, 'running'),
        ),
      );
  }

  private async siteContext(tx: Db, site: SiteRow, poke: Poke): Promise<SiteContext> {
    const key = `${site.runId}:${site.site}`;
    let context = this.contexts.get(key);
    if (!context) {
      context = await loadSiteContext(tx, site.tenantId, site.site, poke);
      if (this.contexts.size > 500) this.contexts.clear();
      this.contexts.set(key, context);
    }
    return context;
  }

  async finishRuns(): Promise<number> {
    const changed = await this.options.feed.write(this.db, async (tx, announce) => {
      const finished = await finishStoppedRuns(tx, this.options.clock());
      for (const { tenantId, ids } of finished) {
        for (const event of await pokeEvents(tx, tenantId, ids)) announce(event);
      }
      return finished;
    });
    return changed.length;
  }
}

/** The sites of a run in order, for reports. */
export async function runSites(db: Db, runId: string) {
  return db
    .select()
    .from(pokeRunSites)
    .where(eq(pokeRunSites.runId, runId))
    .orderBy(asc(pokeRunSites.site));
}
