import { describe, expect, it } from 'vitest';
import { rangeTooLong, STATISTICS_MAX_RANGE_DAYS, statisticsRange } from './statistics.js';
import { STATISTICS_MESSAGES } from './statistics-messages.js';

const now = new Date('2026-03-02T09:00:00.000Z');
const DAY_MS = 86_400_000;
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('statisticsRange (FIGURES.md "Range")', () => {
  it('ends now without `to`, however far back `from` is', () => {
    for (const back of [2 * 3_600_000, 3 * DAY_MS]) {
      expect(statisticsRange({ from: before(back) }, now)).toEqual({
        from: before(back),
        to: now.toISOString(),
      });
    }
  });

  it('starts 7 days before the end without `from`', () => {
    expect(statisticsRange({}, now)).toEqual({ from: before(7 * DAY_MS), to: now.toISOString() });
    expect(statisticsRange({ to: '2026-01-08T00:00:00.000Z' }, now)).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-08T00:00:00.000Z',
    });
  });

  it('names the field, in words, of a range it refuses', () => {
    expect(statisticsRange({ from: '2026-03-03T00:00:00.000Z' }, now)).toEqual({
      field: 'from',
      message: STATISTICS_MESSAGES.rangeStartNotPast,
    });
    expect(
      statisticsRange({ from: '2026-01-02T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' }, now),
    ).toEqual({ field: 'to', message: STATISTICS_MESSAGES.rangeEndNotAfterStart });
    const tooLong = {
      from: before((STATISTICS_MAX_RANGE_DAYS + 1) * DAY_MS),
      to: now.toISOString(),
    };
    expect(statisticsRange(tooLong, now)).toEqual({
      field: 'from',
      message: STATISTICS_MESSAGES.rangeTooLong(STATISTICS_MAX_RANGE_DAYS),
    });
    expect(rangeTooLong(tooLong)).toBe(true);
    const fits = { from: before(STATISTICS_MAX_RANGE_DAYS * DAY_MS), to: now.toISOString() };
    expect(rangeTooLong(fits)).toBe(false);
    expect('field' in statisticsRange(fits, now)).toBe(false);
  });
});
