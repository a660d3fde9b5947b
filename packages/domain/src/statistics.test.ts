import { describe, expect, it } from 'vitest';
import {
  hourlyAllowed,
  isTimeZone,
  operatorScore,
  scoreTrendUnit,
  STATISTICS_DAILY_TREND_MAX_DAYS,
  STATISTICS_HOURLY_MAX_DAYS,
  StatisticsQuery,
} from './statistics.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const from = '2026-01-01T00:00:00.000Z';
const rangeOf = (ms: number) => ({ from, to: new Date(Date.parse(from) + ms).toISOString() });

describe('hourlyAllowed', () => {
  it.each([
    ['a day', DAY_MS, true],
    ['31 days', STATISTICS_HOURLY_MAX_DAYS * DAY_MS, true],
    // An hour more: local days across a daylight-saving change.
    ['31 days and an hour', STATISTICS_HOURLY_MAX_DAYS * DAY_MS + HOUR_MS, true],
    [
      '31 days and an hour and a second',
      STATISTICS_HOURLY_MAX_DAYS * DAY_MS + HOUR_MS + 1000,
      false,
    ],
    ['32 days', (STATISTICS_HOURLY_MAX_DAYS + 1) * DAY_MS, false],
  ])('answers %s per hour: %s', (_what, ms, allowed) => {
    expect(hourlyAllowed(rangeOf(ms))).toBe(allowed);
  });
});

describe('scoreTrendUnit', () => {
  it.each([
    ['a week', 7 * DAY_MS, 'day'],
    ['92 days and an hour', STATISTICS_DAILY_TREND_MAX_DAYS * DAY_MS + HOUR_MS, 'day'],
    ['93 days', (STATISTICS_DAILY_TREND_MAX_DAYS + 1) * DAY_MS, 'week'],
    ['a year', 365 * DAY_MS, 'week'],
  ])('has a point per day or week over %s: %s', (_what, ms, unit) => {
    expect(scoreTrendUnit(rangeOf(ms))).toBe(unit);
  });
});

describe('isTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/Amsterdam', true],
    ['America/New_York', true],
    ['Not/AZone', false],
    ['', false],
  ])('knows %j: %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});

describe('StatisticsQuery', () => {
  it('fills in UTC and JSON, and reads the locales as a comma-separated list', () => {
    expect(StatisticsQuery.parse({})).toEqual({ tz: 'UTC', format: 'json' });
    expect(
      StatisticsQuery.parse({ locales: ' nl, de ,,', tz: 'Europe/Amsterdam', format: 'csv' }),
    ).toEqual({ locales: ['nl', 'de'], tz: 'Europe/Amsterdam', format: 'csv' });
    expect(StatisticsQuery.parse({ locales: '' }).locales).toEqual([]);
  });

  it.each([
    [{ tz: 'Mars/Olympus' }, 'tz', 'Unknown time zone'],
    [{ locales: 'nl,NLD' }, 'locales.1', 'Expected a two-letter lower-case locale'],
    [{ from: '2026-01-01' }, 'from', 'Expected an ISO date-time'],
  ])('refuses %j naming %s', (query, path, message) => {
    const result = StatisticsQuery.safeParse(query);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [path, message],
    ]);
  });
});

describe('operatorScore (FIGURES.md "scores")', () => {
  it.each([
    // FIGURES.md: 1 reply within 120 s, 1 claim answered and 1 run out, nothing judged.
    [{ withinTargetShare: 1, answerRate: 0.5, abuseShare: null }, 81],
    // FIGURES.md: replies after 30, 120 and 600 s, 1 of 2 claims answered, 1 of 4 judged abuse.
    [{ withinTargetShare: 2 / 3, answerRate: 0.5, abuseShare: 0.25 }, 63],
    [{ withinTargetShare: 1, answerRate: 1, abuseShare: 0 }, 100],
    [{ withinTargetShare: 0, answerRate: 0, abuseShare: 1 }, 0],
    // A single part known is the whole score.
    [{ withinTargetShare: 0.4, answerRate: null, abuseShare: null }, 40],
    [{ withinTargetShare: null, answerRate: 0.25, abuseShare: null }, 25],
    [{ withinTargetShare: null, answerRate: null, abuseShare: 0.1 }, 90],
    // Answers 0.3 · 1 and abuse 0.2 · 0, over 0.5.
    [{ withinTargetShare: null, answerRate: 1, abuseShare: 1 }, 60],
  ])('scores %j as %i', (parts, score) => {
    expect(operatorScore(parts)).toBe(score);
  });

  it('is null when no part has data', () => {
    expect(operatorScore({ withinTargetShare: null, answerRate: null, abuseShare: null })).toBe(
      null,
    );
  });
});
