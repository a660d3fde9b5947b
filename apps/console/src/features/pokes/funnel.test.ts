import { describe, expect, it } from 'vitest';
import { POKE_UI_MESSAGES } from '@switchboard/domain';
import { formatShare, funnelSites, funnelView } from './funnel';
import { SITE_A, SITE_B } from './test-support';

const targetsPerDomain = [
  { site: SITE_A, estimate: 30, reached: 0 },
  { site: SITE_B, estimate: 10, reached: 0 },
];

describe('funnelView', () => {
  it('starts from the customers of the domains and shows what each filter leaves', () => {
    const view = funnelView({
      estimate: 40,
      targetsPerDomain,
      funnel: {
        total: 200,
        steps: [
          { filter: 'gender', label: 'Gender', estimate: 100 },
          { filter: 'lastLogin', label: 'Last login', estimate: 40 },
        ],
      },
    });
    expect(view?.rows).toEqual([
      { key: 'total', label: POKE_UI_MESSAGES.funnelTotal, estimate: 200, share: 1, dropped: 0 },
      { key: 'gender', label: 'Gender', estimate: 100, share: 0.5, dropped: 100 },
      { key: 'lastLogin', label: 'Last login', estimate: 40, share: 0.2, dropped: 60 },
    ]);
    expect(view?.targets).toBe(40);
    expect(view?.sites).toEqual([
      { site: SITE_A, estimate: 30, share: 0.75 },
      { site: SITE_B, estimate: 10, share: 0.25 },
    ]);
  });

  it('adds a row when the legacy limit takes targets away', () => {
    const view = funnelView({
      estimate: 25,
      targetsPerDomain,
      funnel: { total: 200, steps: [{ filter: 'lastLogin', label: 'Last login', estimate: 40 }] },
    });
    expect(view?.rows.at(-1)).toEqual({
      key: 'limit',
      label: POKE_UI_MESSAGES.funnelLimit,
      estimate: 25,
      share: 0.125,
      dropped: 15,
    });
  });

  it('has shares of zero for domains without customers, and nothing without a funnel', () => {
    const empty = funnelView({
      estimate: 0,
      targetsPerDomain: [{ site: SITE_A, estimate: 0, reached: 0 }],
      funnel: { total: 0, steps: [{ filter: 'gender', label: 'Gender', estimate: 0 }] },
    });
    expect(empty?.rows.map((row) => row.share)).toEqual([1, 0]);
    expect(empty?.sites).toEqual([{ site: SITE_A, estimate: 0, share: 0 }]);
    expect(funnelView({ estimate: 3, targetsPerDomain })).toBeNull();
  });

  it('formats shares as percentages', () => {
    expect(formatShare(0.125)).toBe('12.5%');
    expect(formatShare(1)).toBe('100%');
  });
});

describe('funnelView of one domain', () => {
  const count = {
    estimate: 25,
    targetsPerDomain: [
      { site: SITE_A, estimate: 25, reached: 0 },
      { site: SITE_B, estimate: 0, reached: 0 },
    ],
    funnel: {
      total: 200,
      steps: [{ filter: 'gender', label: 'Gender', estimate: 40 }],
      perDomain: [
        { site: SITE_A, total: 150, steps: [{ filter: 'gender', label: 'Gender', estimate: 30 }] },
        { site: SITE_B, total: 50, steps: [{ filter: 'gender', label: 'Gender', estimate: 10 }] },
      ],
    },
  };

  it('shows the domain’s customers, its steps and its targets (the limit row when capped)', () => {
    const a = funnelView(count, SITE_A);
    expect(a?.targets).toBe(25);
    expect(a?.rows.map((row) => [row.key, row.label, row.estimate, row.dropped])).toEqual([
      ['total', POKE_UI_MESSAGES.funnelSiteTotal, 150, 0],
      ['gender', 'Gender', 30, 120],
      ['limit', POKE_UI_MESSAGES.funnelLimit, 25, 5],
    ]);
    expect(funnelView(count, SITE_B)?.rows.at(-1)).toMatchObject({ key: 'limit', estimate: 0 });
  });

  it('falls back to all domains for an unknown one, and offers the choice from two domains', () => {
    expect(funnelView(count, 'other.test')?.rows[0]?.estimate).toBe(200);
    expect(funnelSites(count)).toEqual([SITE_A, SITE_B]);
    const one = {
      ...count,
      funnel: { ...count.funnel, perDomain: count.funnel.perDomain.slice(0, 1) },
    };
    expect(funnelSites(one)).toEqual([]);
    expect(funnelSites(null)).toEqual([]);
  });
});
