import { describe, expect, it } from 'vitest';
import { Timestamp, toMillis } from './common.js';

describe('Timestamp', () => {
  it.each([
    ['2026-11-22T19:00:00Z', true],
    ['2026-11-22T19:00:00.123+01:00', true],
    ['0001-01-01T00:00:00Z', true],
    ['0000-06-01T00:00:00Z', false],
    ['2026-11-22', false],
    ['2026-11-22T19:00:00', false],
    ['not a time', false],
  ])('%s is %s', (value, valid) => {
    expect(Timestamp.safeParse(value).success).toBe(valid);
  });

  it('names the year 0000 as the problem', () => {
    const result = Timestamp.safeParse('0000-01-01T00:00:00Z');
    expect(result.error?.issues[0]?.message).toBe('There is no year 0000; times start at 0001');
  });

  it('reads to milliseconds, NaN for none', () => {
    expect(toMillis('1970-01-01T00:00:01Z')).toBe(1000);
    expect(toMillis(null)).toBeNaN();
  });
});
