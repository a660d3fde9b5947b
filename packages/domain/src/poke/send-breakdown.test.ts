import { describe, expect, it } from 'vitest';
import { pokeSendBreakdown, PokeSendingReport } from './send-breakdown.js';

const site = (name: string, figures: Partial<Record<string, unknown>> = {}) => ({
  site: name,
  state: 'done',
  estimate: 10,
  sent: 0,
  skipped: {},
  failed: 0,
  alreadyHad: 0,
  reason: null,
  ...figures,
});
const run = (id: string, sites: unknown[], reason: string | null = null) => ({
  id,
  dueAt: '2026-11-24T10:00:00.000Z',
  state: 'done',
  reason,
  startedAt: null,
  finishedAt: null,
  sites,
});

describe('pokeSendBreakdown', () => {
  it('adds the runs up per site and over all, skips by reason in a fixed order, failures listed', () => {
    const report = PokeSendingReport.parse({
      late: false,
      runs: [
        run('r2', [
          site('b.test', { sent: 3, skipped: { filtered_out: 1, in_conversation: 2 }, failed: 1 }),
          site('a.test', { sent: 1, alreadyHad: 4, state: 'crashed', reason: 'disk full' }),
        ]),
        run('r1', [
          site('b.test', { sent: 2, skipped: { in_conversation: 1, odd: 1 }, failed: 2 }),
        ]),
      ],
      failures: [{ customerId: 'c1', site: 'b.test', reason: 'refused' }],
    });
    const breakdown = pokeSendBreakdown(report);
    expect(breakdown.ran).toBe(true);
    expect(breakdown.sites.map((row) => row.site)).toEqual(['a.test', 'b.test']);
    expect(breakdown.sites[0]).toMatchObject({ sent: 1, alreadyHad: 4, stopped: ['disk full'] });
    expect(breakdown.sites[1]).toMatchObject({
      sent: 5,
      failed: 3,
      skipped: [
        { reason: 'in_conversation', count: 3 },
        { reason: 'filtered_out', count: 1 },
        { reason: 'odd', count: 1 },
      ],
      failures: [{ customerId: 'c1', site: 'b.test', reason: 'refused' }],
    });
    expect(breakdown.total).toMatchObject({ sent: 6, failed: 3, alreadyHad: 4 });
    expect(breakdown.total.skipped[0]).toEqual({ reason: 'in_conversation', count: 3 });
    expect(breakdown.unlistedFailures).toBe(2);
  });

  it('says nothing ran before any run, and defaults the failures of an older server', () => {
    const report = PokeSendingReport.parse({ late: true, runs: [] });
    expect(report.failures).toEqual([]);
    expect(pokeSendBreakdown(report)).toMatchObject({ ran: false, sites: [], unlistedFailures: 0 });
  });
});
