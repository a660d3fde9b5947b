import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  messages,
  POKE_REPORT_FAILURES,
  POKE_SENDING_TEXTS,
  type AuditKind,
  type Poke,
  type PokeSendingReport,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { pokeDeliveries, pokeRuns, pokeRunSites } from '../db/dispatch-schema.js';
import { customers, pokes } from '../db/poke-schema.js';
import { statsPokeAnswers } from '../db/stats-schema.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import type { Announce, ChangeFeed } from '../live/feed.js';
import type { StaffRequest } from '../audit/staff-request.js';
import { recordStaffAction } from '../audit/record.js';
import { pokeRecord } from '../pokes/audit.js';
import { findPoke, type Db } from '../pokes/repo.js';
import type { PokeDispatcher } from './dispatcher.js';
import { pokeEvents } from './events.js';
import { beginRun, cancelWaitingFollowUps, targetsOfRun, writeProgress } from './runs.js';

/** A run as the sending report shows it. */
export type { PokeRunReport as RunReport } from '@switchboard/domain';

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/**
 * The poker's side of sending (issue #14): the report of a poke's runs with the breakdown of its
 * recipients, the recipients themselves, and the decisions: cancel before it runs, kill while it
 * runs, send a late poke anyway. Geos are checked on every call; the routes check the role.
 */
export class PokeSendingService {
  constructor(
    private readonly deps: {
      db: Database;
      feed: ChangeFeed;
      clock: () => Date;
      dispatcher: PokeDispatcher;
    },
  ) {}

  private async locked(tx: Db, user: AuthUser, locale: string, id: string): Promise<Poke> {
    assertLocalesAllowed(user, [locale]);
    const poke = await findPoke(tx, { tenantId: user.tenantId, locale, id }, true);
    if (!poke) throw new NotFoundError(messages.pokeNotFound(id));
    return poke;
  }

  /**
   * Records a sending decision in its transaction: the poke's status before and after it, and
   * the follow-ups it cancelled with it.
   */
  private async record(
    tx: Db,
    by: StaffRequest,
    user: AuthUser,
    kind: AuditKind,
    before: Poke,
    followUps: readonly string[] = [],
  ): Promise<void> {
    const after = await this.get(user, before.locale, before.id, tx);
    await recordStaffAction(tx, by, {
      tenantId: user.tenantId,
      kind,
      record: pokeRecord(before),
      before: { status: before.status ?? null },
      after: {
        status: after.status ?? null,
        ...(followUps.length > 0 && { cancelledFollowUps: followUps }),
      },
    });
  }

  /** Announces the pokes as `tx` wrote them, with its commit. */
  private async announcePokes(
    tx: Db,
    announce: Announce,
    tenantId: string,
    ids: readonly string[],
  ): Promise<void> {
    for (const event of await pokeEvents(tx, tenantId, ids)) announce(event);
  }

  /** Cancels a scheduled poke (and a late run waiting for a decision), with its follow-ups. */
  async cancel(user: AuthUser, locale: string, id: string, by: StaffRequest): Promise<Poke> {
    await this.deps.feed.write(this.deps.db, async (tx, announce) => {
      const poke = await this.locked(tx, user, locale, id);
      if (poke.status !== 'scheduled') throw new ConflictError(POKE_SENDING_TEXTS.notScheduled);
      await tx
        .update(pokes)
        .set({ status: 'cancelled' })
        .where(and(eq(pokes.tenantId, user.tenantId), eq(pokes.id, id)));
      await tx
        .update(pokeRuns)
        .set({
          state: 'cancelled',
          reason: POKE_SENDING_TEXTS.cancelledByPoker,
          finishedAt: this.deps.clock().toISOString(),
        })
        .where(and(eq(pokeRuns.pokeId, id), eq(pokeRuns.state, 'late')));
      const followUps = await cancelWaitingFollowUps(tx, user.tenantId, id);
      await this.record(tx, by, user, 'poke.cancel', poke, followUps);
      await this.announcePokes(tx, announce, user.tenantId, [id, ...followUps]);
    });
    return this.get(user, locale, id);
  }

  /** Stops a poke being sent: what went out stays, the rest does not go; follow-ups cancelled. */
  async kill(user: AuthUser, locale: string, id: string, by: StaffRequest): Promise<Poke> {
    const at = this.deps.clock().toISOString();
    await this.deps.feed.write(this.deps.db, async (tx, announce) => {
      await this.get(user, locale, id, tx);
      // Sites first, the poke last: the order a batch takes its locks in (no deadlock with it).
      const runs = await tx
        .update(pokeRuns)
        .set({ state: 'killed', reason: POKE_SENDING_TEXTS.killedByPoker, finishedAt: at })
        .where(and(eq(pokeRuns.pokeId, id), eq(pokeRuns.state, 'running')))
        .returning({ id: pokeRuns.id });
      // A batch in flight holds its site's row: this waits for it, then nothing more goes out.
      for (const run of runs) {
        await tx
          .update(pokeRunSites)
          .set({ state: 'killed', reason: POKE_SENDING_TEXTS.killedByPoker, updatedAt: at })
          .where(and(eq(pokeRunSites.runId, run.id), eq(pokeRunSites.state, 'running')));
      }
      const poke = await this.locked(tx, user, locale, id);
      if (poke.status !== 'in_progress') throw new ConflictError(POKE_SENDING_TEXTS.notRunning);
      const last = runs[0];
      const targets = last ? await targetsOfRun(tx, last.id) : poke.targets;
      await writeProgress(tx, { ...poke, tenant: user.tenantId }, targets, 'killed');
      const followUps = await cancelWaitingFollowUps(tx, user.tenantId, id);
      await this.record(tx, by, user, 'poke.kill', poke, followUps);
      await this.announcePokes(tx, announce, user.tenantId, [id, ...followUps]);
    });
    return this.get(user, locale, id);
  }

  /** Sends a poke found late anyway: its waiting run starts now. */
  async sendLate(user: AuthUser, locale: string, id: string, by: StaffRequest): Promise<Poke> {
    const now = this.deps.clock();
    await this.deps.feed.write(this.deps.db, async (tx, announce) => {
      const poke = await this.locked(tx, user, locale, id);
      const [run] = await tx
        .select()
        .from(pokeRuns)
        .where(and(eq(pokeRuns.pokeId, id), eq(pokeRuns.state, 'late')))
        .limit(1)
        .for('update');
      if (!run || poke.status !== 'scheduled') throw new ConflictError(POKE_SENDING_TEXTS.notLate);
      await beginRun(tx, user.tenantId, poke, run.dueAt, now, run.id);
      await this.record(tx, by, user, 'poke.send-late', poke);
      await this.announcePokes(tx, announce, user.tenantId, [id]);
    });
    this.deps.dispatcher.wake();
    return this.get(user, locale, id);
  }

  private async get(
    user: AuthUser,
    locale: string,
    id: string,
    db: Db = this.deps.db,
  ): Promise<Poke> {
    assertLocalesAllowed(user, [locale]);
    const poke = await findPoke(db, { tenantId: user.tenantId, locale, id });
    if (!poke) throw new NotFoundError(messages.pokeNotFound(id));
    return poke;
  }

  /** The runs of a poke, newest first, each with its sites and their breakdown. */
  async report(user: AuthUser, locale: string, id: string): Promise<PokeSendingReport> {
    assertLocalesAllowed(user, [locale]);
    await this.get(user, locale, id);
    const runs = await this.deps.db
      .select()
      .from(pokeRuns)
      .where(and(eq(pokeRuns.tenantId, user.tenantId), eq(pokeRuns.pokeId, id)))
      .orderBy(desc(pokeRuns.dueAt));
    const sites =
      runs.length === 0
        ? []
        : await this.deps.db
            .select()
            .from(pokeRunSites)
            .where(
              inArray(
                pokeRunSites.runId,
                runs.map((run) => run.id),
              ),
            )
            .orderBy(asc(pokeRunSites.site));
    // The first failed recipients with their reasons (the sites' counts have them all).
    const failures = await this.deps.db
      .select({
        customerId: pokeDeliveries.customerId,
        site: pokeDeliveries.site,
        reason: pokeDeliveries.reason,
      })
      .from(pokeDeliveries)
      .where(
        and(
          eq(pokeDeliveries.tenantId, user.tenantId),
          eq(pokeDeliveries.pokeId, id),
          eq(pokeDeliveries.outcome, 'failed'),
        ),
      )
      .orderBy(asc(pokeDeliveries.customerId))
      .limit(POKE_REPORT_FAILURES);
    // Who answered, per run and site: the answered deliveries (FIGURES.md, pokes' answers).
    const answers = await this.deps.db
      .select({
        runId: pokeDeliveries.runId,
        site: pokeDeliveries.site,
        n: sql<number>`count(*)::int`,
      })
      .from(statsPokeAnswers)
      .innerJoin(
        pokeDeliveries,
        and(
          eq(pokeDeliveries.pokeId, statsPokeAnswers.pokeId),
          eq(pokeDeliveries.customerId, statsPokeAnswers.customerId),
        ),
      )
      .where(and(eq(statsPokeAnswers.tenantId, user.tenantId), eq(statsPokeAnswers.pokeId, id)))
      .groupBy(pokeDeliveries.runId, pokeDeliveries.site);
    const answered = (runId: string, site: string) =>
      Number(answers.find((row) => row.runId === runId && row.site === site)?.n ?? 0);
    return {
      late: runs.some((run) => run.state === 'late'),
      failures,
      runs: runs.map((run) => ({
        id: run.id,
        dueAt: new Date(run.dueAt).toISOString(),
        state: run.state,
        reason: run.reason,
        startedAt: iso(run.startedAt),
        finishedAt: iso(run.finishedAt),
        sites: sites
          .filter((site) => site.runId === run.id)
          .map((site) => {
            const skipped = site.skipped;
            const skippedTotal = Object.values(skipped).reduce((sum, n) => sum + n, 0);
            return {
              site: site.site,
              state: site.state,
              estimate: site.estimate,
              sent: site.sent,
              skipped,
              failed: site.failed,
              alreadyHad: Math.max(0, site.processed - site.sent - skippedTotal - site.failed),
              answered: answered(run.id, site.site),
              reason: site.reason,
            };
          }),
      })),
    };
  }

  /** A page of a poke's recipients by customer id: what was sent or skipped, and why. */
  async recipients(
    user: AuthUser,
    locale: string,
    id: string,
    page: { after?: string | undefined; limit: number; run?: string | undefined },
  ) {
    assertLocalesAllowed(user, [locale]);
    await this.get(user, locale, id);
    const rows = await this.deps.db
      .select({
        customerId: pokeDeliveries.customerId,
        customerName: customers.name,
        runId: pokeDeliveries.runId,
        site: pokeDeliveries.site,
        outcome: pokeDeliveries.outcome,
        reason: pokeDeliveries.reason,
        chatId: pokeDeliveries.chatId,
        at: pokeDeliveries.createdAt,
      })
      .from(pokeDeliveries)
      .leftJoin(
        customers,
        and(
          eq(customers.id, pokeDeliveries.customerId),
          eq(customers.tenantId, pokeDeliveries.tenantId),
        ),
      )
      .where(
        and(
          eq(pokeDeliveries.pokeId, id),
          eq(pokeDeliveries.tenantId, user.tenantId),
          page.run ? eq(pokeDeliveries.runId, page.run) : undefined,
          page.after ? gt(pokeDeliveries.customerId, page.after) : undefined,
        ),
      )
      .orderBy(asc(pokeDeliveries.customerId))
      .limit(page.limit);
    return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
  }
}
