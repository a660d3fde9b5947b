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
