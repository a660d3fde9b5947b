import { describe, expect, it } from 'vitest';
import {
  latestPokeRun,
  pokeAudienceAccount,
  pokeRunAccount,
  pokeSendBreakdown,
  PokeSendingReport,
  type PokeAccountRow,
} from './send-breakdown.js';

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

  it('orders unknown skip reasons by name after the known ones, leaving out zero counts', () => {
    const report = PokeSendingReport.parse({
      late: false,
      runs: [
        run('r', [
          site('a.test', { skipped: { zeta: 1, answered: 0, alpha: 2, filtered_out: 3 } }),
        ]),
      ],
    });
    expect(pokeSendBreakdown(report).total.skipped).toEqual([
      { reason: 'filtered_out', count: 3 },
      { reason: 'alpha', count: 2 },
      { reason: 'zeta', count: 1 },
    ]);
  });

  it('says nothing ran before any run, and defaults the failures of an older server', () => {
    const report = PokeSendingReport.parse({ late: true, runs: [] });
    expect(report.failures).toEqual([]);
    expect(pokeSendBreakdown(report)).toMatchObject({ ran: false, sites: [], unlistedFailures: 0 });
  });
});

const handled = (row: PokeAccountRow | Omit<PokeAccountRow, 'site'>) =>
  row.sent +
  row.failed +
  row.alreadyHad +
  row.skipped.reduce((n, skip) => n + skip.count, 0) +
  row.remainders.reduce((n, left) => n + left.count, 0);

describe('pokeAudienceAccount', () => {
  const targets = {
    targetsPerDomain: [
      { site: 'b.test', estimate: 20 },
      { site: 'a.test', estimate: 10 },
    ],
  };

  it('accounts for every targeted customer of the latest run, the rest with why', () => {
    const report = PokeSendingReport.parse({
      late: false,
      runs: [
        { ...run('old', [site('a.test', { sent: 10 })]), dueAt: '2026-11-20T10:00:00.000Z' },
        run('new', [
          site('a.test', { estimate: 12, sent: 6, skipped: { in_conversation: 2 }, failed: 1 }),
          site('b.test', { estimate: 20, state: 'crashed', reason: 'disk full', sent: 5 }),
        ]),
      ],
    });
    const account = pokeAudienceAccount({ status: 'crashed', targets }, report);
    expect(account.run?.id).toBe('new');
    expect(account.sites.map((row) => row.site)).toEqual(['a.test', 'b.test']);
    expect(account.sites[0]).toMatchObject({
      targeted: 12,
      sent: 6,
      failed: 1,
      remainders: [{ count: 3, reason: 'notFound' }],
    });
    expect(account.sites[1]).toMatchObject({
      targeted: 20,
      remainders: [{ count: 15, reason: 'stopped' }],
      stopped: ['disk full'],
    });
    expect(account.total).toMatchObject({ targeted: 32, sent: 11, failed: 1 });
    expect(account.total.remainders).toEqual([
      { count: 15, reason: 'stopped' },
      { count: 3, reason: 'notFound' },
    ]);
    for (const row of [...account.sites, account.total]) {
      expect(handled(row)).toBe(row.targeted + row.beyondEstimate);
    }
  });

  it('says what is still to send while a run goes on, and what went beyond the estimate', () => {
    const report = PokeSendingReport.parse({
      late: false,
      runs: [
        {
          ...run('r', [site('a.test', { estimate: 10, sent: 11, state: 'done' })]),
          state: 'running',
        },
      ],
    });
    const account = pokeAudienceAccount({ status: 'in_progress', targets }, report);
    expect(account.sites[0]).toMatchObject({ remainders: [], beyondEstimate: 1 });
    // A site the run has no row for yet is still to send, counted with the poke's estimate.
    expect(account.sites[1]).toMatchObject({
      site: 'b.test',
      targeted: 20,
      sent: 0,
      remainders: [{ count: 20, reason: 'sending' }],
    });
    expect(account.total).toMatchObject({ targeted: 30, beyondEstimate: 1 });
    expect(handled(account.total)).toBe(31);
  });

  it('before any run: all still to send, waiting for a decision, or cancelled', () => {
    const empty = PokeSendingReport.parse({ late: false, runs: [] });
    expect(pokeAudienceAccount({ status: 'scheduled', targets }, empty)).toMatchObject({
      run: null,
      total: { targeted: 30, remainders: [{ count: 30, reason: 'scheduled' }] },
    });
    expect(
      pokeAudienceAccount({ status: 'scheduled', targets }, undefined).total.remainders,
    ).toEqual([{ count: 30, reason: 'scheduled' }]);
    const late = PokeSendingReport.parse({ late: true, runs: [] });
    expect(
      pokeAudienceAccount({ status: 'scheduled', targets }, late).total.remainders.map(
        (left) => left.reason,
      ),
    ).toEqual(['waiting']);
    expect(
      pokeAudienceAccount({ status: 'cancelled', targets }, empty).total.remainders.map(
        (left) => left.reason,
      ),
    ).toEqual(['cancelled']);
  });

  it('accounts for each run on its own', () => {
    const account = pokeRunAccount(
      PokeSendingReport.parse({
        late: false,
        runs: [run('r', [site('a.test', { estimate: 5, sent: 3, alreadyHad: 2 })])],
      }).runs[0]!,
    );
    expect(account.total).toMatchObject({ targeted: 5, sent: 3, alreadyHad: 2, remainders: [] });
  });

  it.each([
    [
      'the site ran out of customers before its run was stopped',
      'killed',
      'done',
      null,
      'notFound',
      [],
    ],
    [
      'a site was stopped, giving the run’s reason',
      'done',
      'killed',
      null,
      'stopped',
      ['by admin'],
    ],
    ['a site gave a reason', 'done', 'done', 'quota', 'stopped', ['quota']],
    ['the site is still sending', 'done', 'running', null, 'sending', []],
    ['the run ended without them', 'done', 'done', null, 'notFound', []],
  ])(
    'says the remainder of a run is not reached when %s',
    (_why, runState, siteState, siteReason, reason, stopped) => {
      const report = PokeSendingReport.parse({
        late: false,
        runs: [
          {
            ...run('r', [site('a.test', { state: siteState, reason: siteReason, sent: 4 })]),
            state: runState,
            reason: 'by admin',
          },
        ],
      });
      const [row] = pokeRunAccount(report.runs[0]!).sites;
      expect(row).toMatchObject({
        targeted: 10,
        sent: 4,
        remainders: [{ count: 6, reason }],
        stopped,
      });
    },
  );

  it('gives the run’s reason to a stopped run’s sites that had not started, none to the done', () => {
    const report = PokeSendingReport.parse({
      late: false,
      runs: [
        {
          ...run('r', [
            site('a.test', { state: 'done', sent: 10 }),
            site('b.test', { state: 'done', sent: 4 }),
          ]),
          state: 'killed',
          reason: 'by admin',
        },
      ],
    });
    const account = pokeRunAccount(report.runs[0]!, [{ site: 'c.test', estimate: 7 }]);
    expect(account.sites.map((row) => [row.site, row.remainders, row.stopped])).toEqual([
      ['a.test', [], []],
      ['b.test', [{ count: 6, reason: 'notFound' }], []],
      ['c.test', [{ count: 7, reason: 'stopped' }], ['by admin']],
    ]);
    // The total tells the two apart: 7 not reached because the send stopped, 6 not found.
    expect(account.total.remainders).toEqual([
      { count: 7, reason: 'stopped' },
      { count: 6, reason: 'notFound' },
    ]);
    expect(account.total.stopped).toEqual(['by admin']);
  });

  it.each([
    [null, 'scheduled'],
    ['in_progress', 'sending'],
    ['killed', 'stopped'],
    ['crashed', 'stopped'],
    ['done', 'notFound'],
    ['mixed', 'notFound'],
  ])('before any run, a poke of status %j has its targets %s', (status, reason) => {
    const empty = PokeSendingReport.parse({ late: false, runs: [] });
    expect(pokeAudienceAccount({ status, targets }, empty).total).toMatchObject({
      targeted: 30,
      sent: 0,
      remainders: [{ count: 30, reason }],
    });
  });

  it('finds the latest run by due time', () => {
    const report = PokeSendingReport.parse({
      late: false,
      runs: [
        { ...run('a', []), dueAt: '2026-11-20T10:00:00.000Z' },
        { ...run('b', []), dueAt: '2026-11-22T10:00:00.000Z' },
        { ...run('c', []), dueAt: '2026-11-21T10:00:00.000Z' },
      ],
    });
    expect(latestPokeRun(report)?.id).toBe('b');
    expect(latestPokeRun({ runs: [] })).toBeNull();
  });
});
