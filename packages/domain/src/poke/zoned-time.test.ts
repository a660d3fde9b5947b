import { describe, expect, it } from 'vitest';
import { instantToLocalParts, localDateTimeToInstant, pokeDateRangeForDays } from './schedule.js';
import { fromZoned, isKnownTimezone, parseLocalDateTime, toZoned } from './zoned-time.js';

describe('zoned time with Intl', () => {
  it('knows IANA zones and UTC, not made-up ones', () => {
    expect(isKnownTimezone('Europe/Amsterdam')).toBe(true);
    expect(isKnownTimezone('UTC')).toBe(true);
    expect(isKnownTimezone('Mars/Olympus')).toBe(false);
    expect(isKnownTimezone('')).toBe(false);
  });

  it('round-trips a wall-clock time through an instant', () => {
    for (const zone of ['Europe/Amsterdam', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
      const local = parseLocalDateTime('2025-11-14T09:45');
      expect(local).not.toBeNull();
      const ms = fromZoned(local!, zone);
      expect(toZoned(ms, zone)).toMatchObject({
        year: 2025,
        month: 11,
        day: 14,
        hour: 9,
        minute: 45,
      });
    }
  });

  it('reads a skipped spring-forward time an hour later, and a repeated one as the first', () => {
    // Amsterdam skips 02:00–03:00 on 30 March 2025 and repeats 02:00–03:00 on 26 October.
    expect(localDateTimeToInstant('2025-03-30T02:30', 'Europe/Amsterdam')).toBe(
      '2025-03-30T01:30:00.000Z',
    );
    expect(localDateTimeToInstant('2025-10-26T02:30', 'Europe/Amsterdam')).toBe(
      '2025-10-26T00:30:00.000Z',
    );
  });

  it('spans a day of a clock change: 23 and 25 hours', () => {
    expect(pokeDateRangeForDays('2025-03-30', '2025-03-30', 'Europe/Amsterdam')).toEqual({
      start: '2025-03-29T23:00:00.000Z',
      end: '2025-03-30T21:59:59.999Z',
    });
    expect(pokeDateRangeForDays('2025-10-26', '2025-10-26', 'Europe/Amsterdam')).toEqual({
      start: '2025-10-25T22:00:00.000Z',
      end: '2025-10-26T22:59:59.999Z',
    });
  });

  it('gives the date and time of an instant in a zone, or empty parts for no instant', () => {
    expect(instantToLocalParts('2025-07-04T23:30:00.000Z', 'Europe/Amsterdam')).toEqual({
      date: '2025-07-05',
      time: '01:30',
    });
    expect(instantToLocalParts(null, 'UTC')).toEqual({ date: '', time: '' });
  });

  it('refuses dates that do not exist and other texts', () => {
    expect(parseLocalDateTime('2025-02-29')).toBeNull();
    expect(parseLocalDateTime('2024-02-29')).not.toBeNull();
    expect(parseLocalDateTime('2025-01-01T24:00')).toBeNull();
    expect(parseLocalDateTime('1/1/2025')).toBeNull();
  });
});
