import { describe, expect, it } from 'vitest';
import { CLAIM_TICK_MS } from '../constants.js';
import { countdownAt, countdownColour, formatCountdown } from './countdown.js';

const NOW = new Date('2024-05-01T12:00:00.000Z');
const after = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('claim countdown', () => {
  it.each([
    [120_000, 120, 'blue', '2:00', null],
    [61_000, 61, 'blue', '1:01', null],
    [60_000, 60, 'orange', '1:00', null],
    [31_000, 31, 'orange', '0:31', null],
    [30_000, 30, 'red', '0:30', null],
    [9_000, 9, 'red', '0:09', null],
    [1_000, 1, 'red', '0:01', null],
    [400, 1, 'red', '0:01', null],
    [0, 0, 'red', '-', 'end'],
    [-5_000, 0, 'red', '-', 'end'],
  ])('%i ms before expiry: %i s, %s, %s, signal %s', (ms, secondsLeft, colour, display, signal) => {
    expect(countdownAt(after(ms), NOW)).toEqual({ secondsLeft, colour, display, signal });
  });

  it('accepts a Date', () => {
    expect(countdownAt(new Date(NOW.getTime() + 75 * 60_000), NOW).display).toBe('75:00');
  });

  it.each([null, undefined, '', 'not a date'])(
    'shows a dash without signalling end for %j',
    (expiresAt) => {
      expect(countdownAt(expiresAt, NOW)).toEqual({
        secondsLeft: 0,
        colour: 'red',
        display: '-',
        signal: null,
      });
    },
  );

  it('colours by the 60 s and 30 s thresholds', () => {
    expect([61, 60, 31, 30, 0].map(countdownColour)).toEqual([
      'blue',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });

  it('formats m:ss and a dash when none is left', () => {
    expect(formatCountdown(599)).toBe('9:59');
    expect(formatCountdown(0)).toBe('-');
    expect(formatCountdown(Number.NaN)).toBe('-');
  });

  it('ticks every second', () => {
    expect(CLAIM_TICK_MS).toBe(1_000);
  });
});
