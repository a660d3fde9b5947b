import { describe, expect, it } from 'vitest';
import { pokeSendProgress } from './send-progress.js';

const targets = {
  estimate: 300,
  targetsPerDomain: [
    { site: 'a.test', estimate: 200, reached: 150 },
    { site: 'b.test', estimate: 100, reached: 0 },
  ],
};

describe('pokeSendProgress', () => {
  it('adds up the reached targets of every site while the poke is being sent', () => {
    expect(pokeSendProgress({ status: 'in_progress', targets })).toEqual({
      reached: 150,
      estimate: 300,
      percent: 50,
      running: true,
      visible: true,
      sites: [
        { site: 'a.test', reached: 150, estimate: 200, percent: 75 },
        { site: 'b.test', reached: 0, estimate: 100, percent: 0 },
      ],
    });
  });

  it('shows an ended send without running, and nothing before a send', () => {
    expect(pokeSendProgress({ status: 'done', targets })).toMatchObject({
      running: false,
      visible: true,
    });
    expect(pokeSendProgress({ status: 'scheduled', targets }).visible).toBe(false);
    expect(pokeSendProgress({ status: 'cancelled', targets }).visible).toBe(false);
    expect(pokeSendProgress({ status: null, targets: null })).toMatchObject({
      reached: 0,
      estimate: 0,
      percent: 0,
      visible: false,
    });
  });

  it('never passes 100% when more were reached than estimated', () => {
    const over = { estimate: 1, targetsPerDomain: [{ site: 'a.test', estimate: 1, reached: 2 }] };
    expect(pokeSendProgress({ status: 'done', targets: over }).percent).toBe(100);
  });

  it('adds up the sites when the poke has no overall estimate, reading missing figures as 0', () => {
    expect(
      pokeSendProgress({
        status: 'mixed',
        targets: {
          targetsPerDomain: [
            { site: 'a.test', estimate: 40, reached: 10 },
            { site: 'b.test', estimate: null, reached: null },
            { site: 'c.test', estimate: 40 },
          ],
        },
      }),
    ).toEqual({
      reached: 10,
      estimate: 80,
      percent: 13,
      running: false,
      visible: true,
      sites: [
        { site: 'a.test', reached: 10, estimate: 40, percent: 25 },
        { site: 'b.test', reached: 0, estimate: 0, percent: 0 },
        { site: 'c.test', reached: 0, estimate: 40, percent: 0 },
      ],
    });
  });
});
