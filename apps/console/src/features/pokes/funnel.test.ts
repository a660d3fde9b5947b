import { describe, expect, it } from 'vitest';
import { POKE_UI_MESSAGES } from '@switchboard/domain';
import { formatShare, funnelView } from './funnel';
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
