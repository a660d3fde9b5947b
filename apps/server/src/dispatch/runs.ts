import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { effectivePokeStrategy, type Poke, type PokeStatus } from '@switchboard/domain';
import { countAudience } from '../audience/repo.js';
import type { Database } from '../db/client.js';
import { pokeDeliveries, pokeRuns, pokeRunSites } from '../db/dispatch-schema.js';
import { pokes } from '../db/poke-schema.js';
import type { Db } from '../pokes/repo.js';
import { pokeFromRecord } from '../pokes/rows.js';
import { audienceSql } from './plan.js';

/**
 * The life of a poke's runs (issue #14): finding due pokes, starting a run with its sites,
 * finishing it with the status its sites add up to, and the poker's decisions (cancel, kill,
 * send a late poke anyway). Every step is a conditional write inside a transaction, so with any
 * number of processes each happens once.
 */

const DAY_MS = 86_400_000;

export type RunState = 'late' | 'running' | 'done' | 'mixed' | 'killed' | 'crashed' | 'cancelled';
export type SiteState = 'running' | 'done' | 'killed' | 'crashed';

/** Abuse review statuses that hold a poke (the abuse issue's seam, see `heldByAbuse`). */
export const ABUSE_HOLDING_STATUSES = ['pending', 'claimed'] as const;
/** The abuse status that cancels a poke instead of sending it. */
export const ABUSE_REJECTED_STATUS = 'abuse';

/**
 * The seam with the abuse review: a poke whose `abuse.status` is pending or claimed is held (not
 * sent, not counted late); one marked abuse is cancelled when it comes due; safe or no review at
 * all (null: nothing flagged it) is sent.
 */
export const heldByAbuse = sql`coalesce(${pokes.abuse}->>'status', '') in ('pending', 'claimed')`;

export interface DuePoke {
  id: string;
  tenantId: string;
  locale: string;
  scheduled: string;
  /** When it is really due: its schedule, or for a follow-up its delay after the parent's run. */
  due: string;
  abuseStatus: string | null;
  checkedAt: string | null;
  /** A follow-up: when the poke before it (parent or earlier follow-up) finished. */
  after: string | null;
}

/** Reads the rows of a raw query on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Locks up to `limit` due pokes this transaction may start (`FOR UPDATE SKIP LOCKED`): scheduled,
 * due, not held by the abuse review, without a run for this schedule yet; a follow-up only once
 * its parent and every follow-up before it (by index) went out, and its delay after the parent's
 * run has passed. The order of follow-ups is their `followUp.index` alone: spec §3 says they are
 * "ordered by index" and gives `followUp.previousId` no meaning of its own (the write only checks
 * it names a poke of the family), so it never decides order here.
 */
export async function lockDuePokes(tx: Db, now: Date, limit: number): Promise<DuePoke[]> {
  const at = now.toISOString();
  const result = await tx.execute(sql`
    select p.id, p.tenant_id as "tenantId", p.locale, p.scheduled,
      case when p.follow_up_parent_id is null then p.scheduled
        else pr.started_at + (p.scheduled - pr.due_at) end as due,
      p.abuse->>'status' as "abuseStatus", p.abuse->>'checkedAt' as "checkedAt",
      (select max(r.finished_at) from ${pokeRuns} r join ${pokes} q on q.id = r.poke_id
        where q.tenant_id = p.tenant_id and (q.id = p.follow_up_parent_id
          or (q.follow_up_parent_id = p.follow_up_parent_id
            and q.follow_up_index < p.follow_up_index))) as "after"
    from ${pokes} p
    left join lateral (
      select r.started_at, r.due_at, r.state from ${pokeRuns} r
      where r.poke_id = p.follow_up_parent_id order by r.due_at desc limit 1
    ) pr on true
    where p.status = 'scheduled' and p.scheduled <= ${at}::timestamptz
      and coalesce(p.abuse->>'status', '') not in ('pending', 'claimed')
      and not exists (select 1 from ${pokeRuns} r where r.poke_id = p.id and r.due_at = p.scheduled)
      and (p.follow_up_parent_id is null or (
        pr.state in ('done', 'mixed')
        and pr.started_at + (p.scheduled - pr.due_at) <= ${at}::timestamptz
        and not exists (
          select 1 from ${pokes} q where q.tenant_id = p.tenant_id
            and q.follow_up_parent_id = p.follow_up_parent_id
            and q.follow_up_index < p.follow_up_index and q.status not in ('done', 'mixed')
        )
      ))
    order by p.scheduled, p.id
    limit ${limit}
    for update of p skip locked
  `);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    tenantId: String(row.tenantId),
    locale: String(row.locale),
    scheduled: new Date(String(row.scheduled)).toISOString(),
    due: new Date(String(row.due)).toISOString(),
    abuseStatus: (row.abuseStatus as string | null) ?? null,
    checkedAt: (row.checkedAt as string | null) ?? null,
    after: row.after ? new Date(row.after as string | Date).toISOString() : null,
  }));
}

/**
 * A poke by id in its tenant (no locale needed: ids are unique); `lock` holds its row until the
 * transaction ends.
 */
export async function loadPoke(
  db: Db,
  tenantId: string,
  id: string,
  lock = false,
): Promise<Poke | null> {
  const query = db
    .select()
    .from(pokes)
    .where(and(eq(pokes.tenantId, tenantId), eq(pokes.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? pokeFromRecord(row) : null;
}

/**
 * The sites a poke is sent to: its domains; for a follow-up, those of its parent poke as well
 * (a follow-up goes to the domains of its parent, also those added to it after the follow-up was
 * written: its audience is the parent's recipients there).
 */
async function sitesOf(tx: Db, tenantId: string, poke: Poke): Promise<string[]> {
  const own = poke.domains.length > 0 ? [...poke.domains] : [poke.domain];
  const parentId = poke.followUp?.parentId;
  const parent = parentId ? await loadPoke(tx, tenantId, parentId) : null;
  return [...own, ...(parent?.domains ?? []).filter((site) => !own.includes(site))];
}

/** How many each site may reach now: the audience at send time, or a follow-up's parent's recipients. */
async function siteEstimates(
  tx: Db,
  tenantId: string,
  poke: Poke,
  now: Date,
): Promise<{ site: string; estimate: number }[]> {
  const sites = await sitesOf(tx, tenantId, poke);
  const parentId = poke.followUp?.parentId;
  if (!parentId) {
    const counted = await countAudience(
      tx as Database,
      sites,
      audienceSql(tenantId, poke, sites, now),
    );
    return counted.targetsPerDomain.map(({ site, estimate }) => ({ site, estimate }));
  }
  const rows = await tx
    .select({ site: pokeDeliveries.site, n: count() })
    .from(pokeDeliveries)
    .where(and(eq(pokeDeliveries.pokeId, parentId), eq(pokeDeliveries.outcome, 'sent')))
    .groupBy(pokeDeliveries.site);
  const bySite = new Map(rows.map((row) => [row.site, Number(row.n)]));
  return sites.map((site) => ({ site, estimate: bySite.get(site) ?? 0 }));
}

/** The targets of a poke from its run's sites: estimate and reached per site. */
export async function targetsOfRun(tx: Db, runId: string): Promise<Poke['targets']> {
  const sites = await tx
    .select({ site: pokeRunSites.site, estimate: pokeRunSites.estimate, sent: pokeRunSites.sent })
    .from(pokeRunSites)
    .where(eq(pokeRunSites.runId, runId))
    .orderBy(asc(pokeRunSites.site));
  return {
    estimate: sites.reduce((sum, site) => sum + site.estimate, 0),
    targetsPerDomain: sites.map((site) => ({
      site: site.site,
      estimate: site.estimate,
      reached: site.sent,
    })),
  };
}

/** Targets with their sites in the order of `domains` (any other site after them). */
export function inDomainOrder(domains: readonly string[], targets: Poke['targets']) {
  const order = new Map(domains.map((site, index) => [site, index]));
  const sorted = [...targets.targetsPerDomain].sort(
    (a, b) => (order.get(a.site) ?? order.size) - (order.get(b.site) ?? order.size),
  );
  return { ...targets, targetsPerDomain: sorted };
}

/** Writes a poke's targets (in the order of its domains) and, when given, its status. */
export async function writeProgress(
  tx: Db,
  poke: Poke,
  targets: Poke['targets'],
  status?: PokeStatus,
  scheduled?: string,
): Promise<void> {
  await tx
    .update(pokes)
    .set({
      targets: inDomainOrder(poke.domains, targets),
      ...(status ? { status } : {}),
      ...(scheduled ? { scheduled } : {}),
    })
    .where(and(eq(pokes.tenantId, poke.tenant ?? ''), eq(pokes.id, poke.id)));
}

/**
 * Starts a run of a locked poke: its sites with the audience counted at send time, the poke In
 * Progress with those targets. `runId` is the late run a poker decided to send, else a new one.
 */
export async function beginRun(
  tx: Db,
  tenantId: string,
  poke: Poke,
  dueAt: string,
  now: Date,
  lateRunId?: string,
): Promise<string> {
  const at = now.toISOString();
  const runId = lateRunId ?? randomUUID();
  if (lateRunId) {
    await tx
      .update(pokeRuns)
      .set({ state: 'running', startedAt: at })
      .where(and(eq(pokeRuns.id, lateRunId), eq(pokeRuns.state, 'late')));
  } else {
    await tx.insert(pokeRuns).values({
      id: runId,
      pokeId: poke.id,
      tenantId,
      locale: poke.locale,
      dueAt,
      state: 'running',
      startedAt: at,
      createdAt: at,
    });
  }
  const estimates = await siteEstimates(tx, tenantId, poke, now);
  if (estimates.length > 0) {
    await tx
      .insert(pokeRunSites)
      .values(
        estimates.map(({ site, estimate }) =>
          runSite({ runId, pokeId: poke.id, tenantId }, site, estimate, at),
        ),
      );
  }
  await writeProgress(
    tx,
    { ...poke, tenant: tenantId },
    {
      estimate: estimates.reduce((sum, site) => sum + site.estimate, 0),
      targetsPerDomain: estimates.map(({ site, estimate }) => ({ site, estimate, reached: 0 })),
    },
    'in_progress',
  );
  return runId;
}

/** A site of a run, to send to while it has customers left to reach (done at once with none). */
function runSite(
  run: { runId: string; pokeId: string; tenantId: string },
  site: string,
  estimate: number,
  at: string,
) {
  return {
    ...run,
    site,
    state: estimate > 0 ? ('running' as const) : ('done' as const),
    estimate,
    updatedAt: at,
  };
}

/**
 * The running run of a poke, its row locked until the transaction ends, or null. Adding a domain
 * takes it before the poke's row, the order in which finishing a run (`finishStoppedRuns`) and
 * killing one (its update of the run) take them: they wait for each other instead of
 * deadlocking, and a run is never finished or killed halfway through a site being added to it.
 */
export async function lockRunningRun(
  tx: Db,
  tenantId: string,
  pokeId: string,
): Promise<string | null> {
  const [run] = await tx
    .select({ id: pokeRuns.id })
    .from(pokeRuns)
    .where(
      and(
        eq(pokeRuns.tenantId, tenantId),
        eq(pokeRuns.pokeId, pokeId),
        eq(pokeRuns.state, 'running'),
      ),
    )
    .limit(1)
    .for('update');
  return run?.id ?? null;
}

/**
 * Adds a site to a running run (a domain added to a poke while it is sent), in the transaction
 * that adds the domain to the poke, with the run's row locked (`lockRunningRun`): its audience
 * counted now, capped by what the legacy limit leaves after the run's other sites. The dispatcher
 * sends it like the others: its batches' deliveries keep everyone to one delivery of the poke.
 */
export async function addRunSite(
  tx: Db,
  runId: string,
  tenantId: string,
  poke: Poke,
  site: string,
  now: Date,
): Promise<void> {
  const conditions = audienceSql(tenantId, poke, [site], now);
  const counted = await countAudience(tx as Database, [site], conditions);
  let estimate = counted.estimate;
  if (conditions.limit !== null) {
    const [taken] = await tx
      .select({ n: sql<number>`coalesce(sum(${pokeRunSites.estimate}), 0)::int` })
      .from(pokeRunSites)
      .where(eq(pokeRunSites.runId, runId));
    estimate = Math.max(0, Math.min(estimate, conditions.limit - Number(taken?.n ?? 0)));
  }
  await tx
    .insert(pokeRunSites)
    .values(runSite({ runId, pokeId: poke.id, tenantId }, site, estimate, now.toISOString()))
    .onConflictDoNothing();
}

/** Marks a due poke found too late: it waits for a poker (send anyway, or cancel). */
export async function markLate(tx: Db, due: DuePoke, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx
    .insert(pokeRuns)
    .values({
      id: randomUUID(),
      pokeId: due.id,
      tenantId: due.tenantId,
      locale: due.locale,
      dueAt: due.scheduled,
      state: 'late',
      createdAt: at,
    })
    .onConflictDoNothing();
}

/** What the states of a run's sites add up to. */
export function runOutcome(states: readonly string[]): Exclude<RunState, 'late' | 'running'> {
  if (states.length === 0 || states.every((state) => state === 'done')) return 'done';
  if (states.every((state) => state === 'killed')) return 'killed';
  if (states.every((state) => state === 'crashed')) return 'crashed';
  return 'mixed';
}

/**
 * Cancels the follow-ups still waiting after `parent` ended without going out (cancelled, killed,
 * crashed): nothing left for them to follow. Answers the ids.
 */
export async function cancelWaitingFollowUps(
  tx: Db,
  tenantId: string,
  parentId: string,
): Promise<string[]> {
  const rows = await tx
    .update(pokes)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(pokes.tenantId, tenantId),
        eq(pokes.followUpParentId, parentId),
        eq(pokes.status, 'scheduled'),
      ),
    )
    .returning({ id: pokes.id });
  return rows.map((row) => row.id);
}

/**
 * Finishes the runs whose sites have all stopped (`FOR UPDATE SKIP LOCKED`, so each once), in the
 * caller's transaction: the run and the poke take the outcome; a recurring poke with runs left is
 * scheduled again `day` days after this run was due. Answers the pokes (by tenant) whose documents
 * changed.
 */
export async function finishStoppedRuns(
  tx: Db,
  now: Date,
): Promise<{ tenantId: string; ids: string[] }[]> {
  const runs = rowsOf<{ id: string; poke_id: string; tenant_id: string; due_at: string }>(
    await tx.execute(sql`
      select r.id, r.poke_id, r.tenant_id, r.due_at from ${pokeRuns} r
      where r.state = 'running' and not exists (
        select 1 from ${pokeRunSites} s where s.run_id = r.id and s.state = 'running')
      limit 20
      for update of r skip locked`),
  );
  const changed: { tenantId: string; ids: string[] }[] = [];
  for (const run of runs) {
    const sites = await tx
      .select({ state: pokeRunSites.state, reason: pokeRunSites.reason })
      .from(pokeRunSites)
      .where(eq(pokeRunSites.runId, run.id));
    const outcome = runOutcome(sites.map((site) => site.state));
    const reason = sites.find((site) => site.reason)?.reason ?? null;
    await tx
      .update(pokeRuns)
      .set({ state: outcome, reason, finishedAt: now.toISOString() })
      .where(eq(pokeRuns.id, run.id));
    const poke = await loadPoke(tx, run.tenant_id, run.poke_id);
    if (!poke) continue;
    const targets = await targetsOfRun(tx, run.id);
    const ids = [poke.id];
    const went = outcome === 'done' || outcome === 'mixed';
    const again = went ? nextRecurrence(poke, new Date(run.due_at).toISOString()) : null;
    if (again && (await runsLeft(tx, poke))) {
      await writeProgress(tx, poke, targets, 'scheduled', again);
    } else {
      await writeProgress(tx, poke, targets, outcome);
      if (!went) ids.push(...(await cancelWaitingFollowUps(tx, run.tenant_id, poke.id)));
    }
    changed.push({ tenantId: run.tenant_id, ids });
  }
  return changed;
}

/** The next time a recurring poke goes out after a run due at `dueAt`, or null. */
export function nextRecurrence(poke: Poke, dueAt: string): string | null {
  if (effectivePokeStrategy(poke) !== 'recurring') return null;
  const day = poke.frequency?.day ?? 0;
  return new Date(Date.parse(dueAt) + day * DAY_MS).toISOString();
}

/** Whether a recurring poke may run again: its frequency limit (0: no limit) not reached. */
async function runsLeft(tx: Db, poke: Poke): Promise<boolean> {
  const limit = poke.frequency?.limit ?? 0;
  if (limit === 0) return true;
  const [row] = await tx
    .select({ n: count() })
    .from(pokeRuns)
    .where(and(eq(pokeRuns.pokeId, poke.id), inArray(pokeRuns.state, ['done', 'mixed'])));
  return Number(row?.n ?? 0) < limit;
}
