import { describe, expect, it } from 'vitest';
import { cover, percentileOf, type Bucket } from './periods.js';

describe('cover', () => {
  it('reads whole months, then whole days, and the raw edges of a ragged range', () => {
    expect(cover('2025-11-25T13:30:00.000Z', '2026-01-03T05:00:00.000Z', ['month', 'day'])).toEqual(
      {
        periods: [
          { unit: 'day', from: '2025-11-26T00:00:00.000Z', to: '2025-12-01T00:00:00.000Z' },
          { unit: 'month', from: '2025-12-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' },
          { unit: 'day', from: '2026-01-01T00:00:00.000Z', to: '2026-01-03T00:00:00.000Z' },
        ],
        raw: [
          { from: '2025-11-25T13:30:00.000Z', to: '2025-11-26T00:00:00.000Z' },
          { from: '2026-01-03T00:00:00.000Z', to: '2026-01-03T05:00:00.000Z' },
        ],
      },
    );
  });

  it('reads a range on the boundaries from the rollup only', () => {
    expect(cover('2026-01-05T00:00:00.000Z', '2026-01-06T00:00:00.000Z', ['month', 'day'])).toEqual(
      {
        periods: [
          { unit: 'day', from: '2026-01-05T00:00:00.000Z', to: '2026-01-06T00:00:00.000Z' },
        ],
        raw: [],
      },
    );
    expect(cover('2026-01-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', ['month', 'day'])).toEqual(
      {
        periods: [
          { unit: 'month', from: '2026-01-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' },
        ],
        raw: [],
      },
    );
  });

  it('reads a range inside one period from the raw rows only', () => {
    expect(cover('2026-01-05T10:00:00.000Z', '2026-01-05T11:30:00.000Z', ['month', 'day'])).toEqual(
      {
        periods: [],
        raw: [{ from: '2026-01-05T10:00:00.000Z', to: '2026-01-05T11:30:00.000Z' }],
      },
    );
  });

  it('reads whole ISO weeks (from Monday, UTC), then whole days, and the raw edges', () => {
    // Tuesday 25 November 2025 to Saturday 3 January 2026.
    expect(cover('2025-11-25T13:30:00.000Z', '2026-01-03T05:00:00.000Z', ['week', 'day'])).toEqual({
      periods: [
        { unit: 'day', from: '2025-11-26T00:00:00.000Z', to: '2025-12-01T00:00:00.000Z' },
        { unit: 'week', from: '2025-12-01T00:00:00.000Z', to: '2025-12-29T00:00:00.000Z' },
        { unit: 'day', from: '2025-12-29T00:00:00.000Z', to: '2026-01-03T00:00:00.000Z' },
      ],
      raw: [
        { from: '2025-11-25T13:30:00.000Z', to: '2025-11-26T00:00:00.000Z' },
        { from: '2026-01-03T00:00:00.000Z', to: '2026-01-03T05:00:00.000Z' },
      ],
    });
    // Less than a whole week (Sunday to Sunday): days only.
    expect(cover('2026-01-04T00:00:00.000Z', '2026-01-11T00:00:00.000Z', ['week', 'day'])).toEqual({
      periods: [{ unit: 'day', from: '2026-01-04T00:00:00.000Z', to: '2026-01-11T00:00:00.000Z' }],
      raw: [],
    });
  });

  it('cuts a range in whole hours and the minutes around them', () => {
    expect(cover('2026-01-05T10:15:00.000Z', '2026-01-05T13:45:00.000Z', ['hour'])).toEqual({
      periods: [{ unit: 'hour', from: '2026-01-05T11:00:00.000Z', to: '2026-01-05T13:00:00.000Z' }],
      raw: [
        { from: '2026-01-05T10:15:00.000Z', to: '2026-01-05T11:00:00.000Z' },
        { from: '2026-01-05T13:00:00.000Z', to: '2026-01-05T13:45:00.000Z' },
      ],
    });
  });
});

describe('percentileOf (a histogram of times)', () => {
  const bucketOf = (ms: number) => (ms <= 1 ? 0 : Math.floor(Math.log(ms) / Math.log(1.1)));
  const histogram = (times: number[]): Bucket[] => {
    const byBucket = new Map<number, Bucket>();
    for (const ms of times) {
      const b = byBucket.get(bucketOf(ms)) ?? { bucket: bucketOf(ms), count: 0, totalMs: 0 };
      b.count += 1;
      b.totalMs += ms;
      byBucket.set(b.bucket, b);
    }
    return [...byBucket.values()];
  };
  /** PostgreSQL's percentile_cont over the exact times, in seconds. */
  const exact = (times: number[], p: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    const x = p * (sorted.length - 1);
    const low = Math.floor(x);
    const high = Math.min(sorted.length - 1, low + 1);
    return (sorted[low]! + (x - low) * (sorted[high]! - sorted[low]!)) / 1000;
  };

  it('is exact when each bucket holds one distinct time', () => {
    const buckets = histogram([30_000, 120_000, 600_000]);
    expect(percentileOf(buckets, 0.5)).toBe(120);
    expect(percentileOf(buckets, 0.9)).toBe(504);
    expect(percentileOf(histogram([60_000, 60_000]), 0.9)).toBe(60);
  });

  it('is within 10% of the exact percentile', () => {
    // 1,000 times from 0.2 s to ~3 h, spread unevenly (most of them short).
    const times = Array.from({ length: 1000 }, (_, i) => 200 + ((i * 7919) % 1000) ** 2 * 11);
    for (const p of [0.1, 0.5, 0.9, 0.99]) {
      const got = percentileOf(histogram(times), p)!;
      const want = exact(times, p);
      expect(Math.abs(got - want) / want, `p${p * 100}`).toBeLessThan(0.1);
    }
  });

  it('answers null for no time at all', () => {
    expect(percentileOf([], 0.5)).toBeNull();
    expect(percentileOf([{ bucket: 3, count: 0, totalMs: 0 }], 0.5)).toBeNull();
  });
});
