import { z } from 'zod';

/**
 * What a poke's sends did, per recipient (issue #14): GET /pokes/{geo}/{id}/sending answers the
 * poke's runs with, per site, how many were sent, skipped by why, failed, or already had it, and
 * the first failed recipients with their reasons. `pokeSendBreakdown` adds the runs up per site,
 * so "Done" always comes with its breakdown.
 */

export const PokeRunSiteReport = z.object({
  site: z.string(),
  state: z.string(),
  estimate: z.number(),
  sent: z.number(),
  /** Skipped recipients by why: in_conversation, answered, filtered_out. */
  skipped: z.record(z.string(), z.number()),
  /** Recipients whose delivery failed for a reason of their own (see `failures`). */
  failed: z.number(),
  /** Recipients who already had this poke. */
  alreadyHad: z.number(),
  /** Recipients of this send who answered it (a customer message after the delivery). */
  answered: z.number().default(0),
  /** Why the site's send stopped (crashed, killed), if it did. */
  reason: z.string().nullable(),
});
export type PokeRunSiteReport = z.infer<typeof PokeRunSiteReport>;

export const PokeRunReport = z.object({
  id: z.string(),
  dueAt: z.string(),
  state: z.string(),
  reason: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  sites: z.array(PokeRunSiteReport),
});
export type PokeRunReport = z.infer<typeof PokeRunReport>;

/** A recipient whose delivery failed, with the reason (the first POKE_REPORT_FAILURES of them). */
export const PokeRecipientFailure = z.object({
  customerId: z.string(),
  site: z.string(),
  reason: z.string().nullable(),
});
export type PokeRecipientFailure = z.infer<typeof PokeRecipientFailure>;

/** How many failed recipients the report lists with their reasons (the counts are complete). */
export const POKE_REPORT_FAILURES = 20;

/** The `data` of GET /pokes/{geo}/{id}/sending. */
export const PokeSendingReport = z.object({
  /** Found past the grace time, waiting for send-late or cancel. */
  late: z.boolean(),
  runs: z.array(PokeRunReport),
  failures: z.array(PokeRecipientFailure).default([]),
});
export type PokeSendingReport = z.infer<typeof PokeSendingReport>;

/** The skip reasons in the order they are shown; others follow in name order. */
export const POKE_SKIP_REASONS = ['in_conversation', 'answered', 'filtered_out'] as const;

export interface PokeSiteBreakdown {
  site: string;
  sent: number;
  skipped: { reason: string; count: number }[];
  failed: number;
  alreadyHad: number;
  /** Why a run stopped on this site (crashed, killed), each once. */
  stopped: string[];
  failures: PokeRecipientFailure[];
}

export interface PokeSendBreakdown {
  /** False before any run: nothing to break down yet. */
  ran: boolean;
  sites: PokeSiteBreakdown[];
  total: Omit<PokeSiteBreakdown, 'site' | 'stopped' | 'failures'>;
  /** Failed recipients beyond those listed with their reasons. */
  unlistedFailures: number;
}

const reasonOrder = (reason: string) => {
  const known = (POKE_SKIP_REASONS as readonly string[]).indexOf(reason);
  return known === -1 ? POKE_SKIP_REASONS.length : known;
};

const sortedSkips = (skipped: ReadonlyMap<string, number>) =>
  [...skipped]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => reasonOrder(a) - reasonOrder(b) || a.localeCompare(b))
    .map(([reason, count]) => ({ reason, count }));

/** The report's runs added up per site (in site order) and over all sites. */
export function pokeSendBreakdown(report: PokeSendingReport): PokeSendBreakdown {
  const perSite = new Map<
    string,
    Omit<PokeSiteBreakdown, 'skipped'> & { skipped: Map<string, number> }
  >();
  const totalSkipped = new Map<string, number>();
  for (const run of report.runs) {
    for (const site of run.sites) {
      const row = perSite.get(site.site) ?? {
        site: site.site,
        sent: 0,
        skipped: new Map<string, number>(),
        failed: 0,
        alreadyHad: 0,
        stopped: [],
        failures: report.failures.filter((failure) => failure.site === site.site),
      };
      row.sent += site.sent;
      row.failed += site.failed;
      row.alreadyHad += site.alreadyHad;
      for (const [reason, count] of Object.entries(site.skipped)) {
        row.skipped.set(reason, (row.skipped.get(reason) ?? 0) + count);
        totalSkipped.set(reason, (totalSkipped.get(reason) ?? 0) + count);
      }
      const stopped = site.reason ?? run.reason;
      if (stopped && !row.stopped.includes(stopped)) row.stopped.push(stopped);
      perSite.set(site.site, row);
    }
  }
  const sites = [...perSite.values()]
    .sort((a, b) => a.site.localeCompare(b.site))
    .map((row) => ({ ...row, skipped: sortedSkips(row.skipped) }));
  const sum = (pick: (row: PokeSiteBreakdown) => number) =>
    sites.reduce((total, row) => total + pick(row), 0);
  const failed = sum((row) => row.failed);
  return {
    ran: report.runs.some((run) => run.sites.length > 0),
    sites,
    total: {
      sent: sum((row) => row.sent),
      skipped: sortedSkips(totalSkipped),
      failed,
      alreadyHad: sum((row) => row.alreadyHad),
    },
    unlistedFailures: Math.max(0, failed - report.failures.length),
  };
}

/**
 * Why targeted customers were not (yet) sent, skipped or failed: the send is still to come
 * (`scheduled`), running (`sending`), waits for a decision on a late poke (`waiting`), stopped
 * (`stopped`: killed, crashed), was cancelled (`cancelled`), or ended without finding them
 * (`notFound`: the audience shrank between the count and the send).
 */
export type PokeRemainderReason =
  'scheduled' | 'sending' | 'waiting' | 'stopped' | 'cancelled' | 'notFound';

/** The order in which a total's remainders are listed. */
const REMAINDER_ORDER: readonly PokeRemainderReason[] = [
  'sending',
  'scheduled',
  'waiting',
  'stopped',
  'cancelled',
  'notFound',
];

/**
 * A site's customers accounted for (issue #27): every targeted customer is sent, skipped (by
 * why), failed, already had it, or in the remainder with why, so that
 * `targeted + beyondEstimate = sent + Σ skipped + failed + alreadyHad + Σ remainders`.
 */
export interface PokeAccountRow {
  site: string;
  /** The customers counted for the send (the run's estimate, or the poke's before any run). */
  targeted: number;
  sent: number;
  skipped: { reason: string; count: number }[];
  failed: number;
  alreadyHad: number;
  /** Of the sent, how many answered (not a part of the sum: they were sent). */
  answered: number;
  /**
   * The targeted customers none of the above, by why: a site's one reason, or a total's, one
   * count per reason its sites gave (a stopped site's and a done site's are not the same);
   * empty when there are none.
   */
  remainders: { count: number; reason: PokeRemainderReason }[];
  /** Customers handled beyond the estimate (the audience grew between the count and the send). */
  beyondEstimate: number;
  /** Why the send stopped on this site (crashed, killed), if it did. */
  stopped: string[];
}

export interface PokeRunAccount {
  sites: PokeAccountRow[];
  total: Omit<PokeAccountRow, 'site'>;
}

export interface PokeAudienceAccount extends PokeRunAccount {
  /** The run accounted for: the latest by due time, or null before any run. */
  run: PokeRunReport | null;
}

const STOPPED_STATES = new Set(['killed', 'crashed']);

/** Why a site's remaining customers were not reached, from the site's and its run's states. */
function remainderReason(
  runState: string,
  site: { state: string; reason: string | null } | null,
): PokeRemainderReason {
  if (runState === 'late') return 'waiting';
  if (runState === 'cancelled') return 'cancelled';
  if (site && STOPPED_STATES.has(site.state)) return 'stopped';
  if (runState === 'running' || site?.state === 'running') return 'sending';
  if (site?.reason) return 'stopped';
  // A site done before its run was stopped had run out of customers: stopping took none from it.
  if (site?.state === 'done') return 'notFound';
  if (STOPPED_STATES.has(runState)) return 'stopped';
  if (runState === 'scheduled') return 'scheduled';
  return 'notFound';
}

function accountRow(
  site: string,
  targeted: number,
  figures: Pick<
    PokeRunSiteReport,
    'sent' | 'skipped' | 'failed' | 'alreadyHad' | 'answered'
  > | null,
  reason: PokeRemainderReason,
  stopped: string[],
): PokeAccountRow {
  const skipped = sortedSkips(new Map(Object.entries(figures?.skipped ?? {})));
  const sent = figures?.sent ?? 0;
  const failed = figures?.failed ?? 0;
  const alreadyHad = figures?.alreadyHad ?? 0;
  const handled = sent + failed + alreadyHad + skipped.reduce((n, skip) => n + skip.count, 0);
  const left = targeted - handled;
  return {
    site,
    targeted,
    sent,
    skipped,
    failed,
    alreadyHad,
    answered: figures?.answered ?? 0,
    remainders: left > 0 ? [{ count: left, reason }] : [],
    beyondEstimate: Math.max(0, -left),
    stopped,
  };
}

/** The sites' rows added up; the remainders by reason, each reason's counts summed. */
function totalOf(sites: readonly PokeAccountRow[]): Omit<PokeAccountRow, 'site'> {
  const sum = (pick: (row: PokeAccountRow) => number) =>
    sites.reduce((total, row) => total + pick(row), 0);
  const skipped = new Map<string, number>();
  for (const row of sites) {
    for (const skip of row.skipped) {
      skipped.set(skip.reason, (skipped.get(skip.reason) ?? 0) + skip.count);
    }
  }
  const left = new Map<PokeRemainderReason, number>();
  for (const row of sites) {
    for (const { reason, count } of row.remainders) {
      left.set(reason, (left.get(reason) ?? 0) + count);
    }
  }
  return {
    targeted: sum((row) => row.targeted),
    sent: sum((row) => row.sent),
    skipped: sortedSkips(skipped),
    failed: sum((row) => row.failed),
    alreadyHad: sum((row) => row.alreadyHad),
    answered: sum((row) => row.answered),
    remainders: REMAINDER_ORDER.filter((reason) => left.has(reason)).map((reason) => ({
      count: left.get(reason)!,
      reason,
    })),
    beyondEstimate: sum((row) => row.beyondEstimate),
    stopped: [...new Set(sites.flatMap((row) => row.stopped))],
  };
}

/**
 * One run's customers accounted for per site (in site order) and over all sites. `expected`
 * names sites the run has no row for yet (a late run, a run just started), with their estimate:
 * they are all in the remainder.
 */
export function pokeRunAccount(
  run: PokeRunReport,
  expected: readonly { site: string; estimate: number }[] = [],
): PokeRunAccount {
  const rows = run.sites.map((site) => {
    const stopped = site.reason ?? (STOPPED_STATES.has(site.state) ? run.reason : null);
    return accountRow(
      site.site,
      site.estimate,
      site,
      remainderReason(run.state, site),
      stopped ? [stopped] : [],
    );
  });
  for (const target of expected) {
    if (rows.some((row) => row.site === target.site)) continue;
    // A site the stopped run had not reached yet: its customers are not reached for the run's
    // reason (killed by whom, crashed how), never "stopped" alone.
    const reason = remainderReason(run.state, null);
    const stopped = reason === 'stopped' && run.reason ? [run.reason] : [];
    rows.push(accountRow(target.site, target.estimate, null, reason, stopped));
  }
  const sites = rows.sort((a, b) => a.site.localeCompare(b.site));
  return { sites, total: totalOf(sites) };
}

/** The latest run of a report by due time (the first listed of equal ones), or null. */
export function latestPokeRun(report: Pick<PokeSendingReport, 'runs'>): PokeRunReport | null {
  return report.runs.reduce<PokeRunReport | null>(
    (latest, run) => (!latest || Date.parse(run.dueAt) > Date.parse(latest.dueAt) ? run : latest),
    null,
  );
}

/**
 * The poke's audience accounted for (issue #27): its latest run per site — what was sent,
 * skipped by why, failed, and the remainder with why — so the figures add up to the customers
 * targeted. Before any run, the poke's own targets, all still to send (or waiting for a decision,
 * cancelled or stopped, as its status and the report say).
 */
export function pokeAudienceAccount(
  poke: {
    status?: string | null;
    targets: { targetsPerDomain: readonly { site: string; estimate: number }[] };
  },
  report: PokeSendingReport | null | undefined,
): PokeAudienceAccount {
  const run = report ? latestPokeRun(report) : null;
  const expected = poke.targets.targetsPerDomain;
  if (run) return { run, ...pokeRunAccount(run, expected) };
  const status = poke.status ?? 'scheduled';
  const state = report?.late
    ? 'late'
    : status === 'in_progress'
      ? 'running'
      : STOPPED_STATES.has(status) || status === 'cancelled'
        ? status
        : status === 'done' || status === 'mixed'
          ? 'done'
          : 'scheduled';
  const sites = expected
    .map((target) =>
      accountRow(target.site, target.estimate, null, remainderReason(state, null), []),
    )
    .sort((a, b) => a.site.localeCompare(b.site));
  return { run: null, sites, total: totalOf(sites) };
}
