import { describe, expect, it } from 'vitest';
import { PokeRuleError, pokeRuleTexts } from './errors.js';
import {
  assertImmediateSendAllowed,
  assertScheduleInFuture,
  checkImmediateSend,
  FOLLOW_UP_TIME_FORMAT,
  formatFollowUpTime,
  isPokeInPast,
  isScheduledInRange,
  isSentImmediately,
  localDateTimeToInstant,
  PokeDateRange,
  pokeDateRangeForDays,
  pokeScheduleForEdit,
  pokeScheduleTexts,
  resolvePokeTimezone,
} from './schedule.js';

const now = new Date('2025-03-01T12:00:00.000Z');

describe('immediate sending', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['2025-03-02T10:00:00.000Z', false],
  ])('scheduled %j is sent immediately: %s', (scheduled, immediate) => {
    expect(isSentImmediately(scheduled)).toBe(immediate);
  });

  it.each([
    [['CHAT_ADMIN'], null, null],
    [['CHAT_POKER'], null, 'POKE_IMMEDIATE_SEND_NOT_ALLOWED'],
    [['CHAT_POKER', 'CHAT_ADMIN'], undefined, null],
    [['CHAT_POKER'], '2025-03-02T10:00:00.000Z', null],
    [[], null, 'POKE_IMMEDIATE_SEND_NOT_ALLOWED'],
  ])('roles %j, scheduled %j → %s', (roles, scheduled, code) => {
    expect(checkImmediateSend(roles, scheduled)).toBe(code);
  });

  it('throws for a non-admin sending immediately', () => {
    expect(() => assertImmediateSendAllowed(['CHAT_ADMIN'], null)).not.toThrow();
    expect(() => assertImmediateSendAllowed(['CHAT_POKER'], null)).toThrow(
      pokeRuleTexts.immediateSendNotAllowed,
    );
  });
});

describe('resolvePokeTimezone', () => {
  it.each([
    ['Europe/Amsterdam', 'Europe/Amsterdam'],
    ['Mars/Olympus', 'UTC'],
    ['', 'UTC'],
    [null, 'UTC'],
    [undefined, 'UTC'],
  ])('%j → %s', (zone, resolved) => {
    expect(resolvePokeTimezone(zone)).toBe(resolved);
  });
});

describe('pokeScheduleForEdit', () => {
  it('clears the schedule when the poke was created at its scheduled time', () => {
    expect(
      pokeScheduleForEdit({
        createdAt: '2025-03-01T10:00:00.000Z',
        scheduled: '2025-03-01T11:00:00+01:00',
        profile: { timezone: 'Europe/Amsterdam' },
      }),
    ).toEqual({ scheduled: null });
  });

  it('has no schedule when none is stored', () => {
    expect(pokeScheduleForEdit({ createdAt: '2025-03-01T10:00:00.000Z' })).toEqual({
      scheduled: null,
    });
  });

  it.each([
    ['Europe/Amsterdam', 'Europe/Amsterdam', '2025-03-02T11:00'],
    ['America/New_York', 'America/New_York', '2025-03-02T05:00'],
    [null, 'UTC', '2025-03-02T10:00'],
    ['Nowhere/Land', 'UTC', '2025-03-02T10:00'],
  ])('shows the time in the profile timezone %s', (zone, timezone, localDateTime) => {
    expect(
      pokeScheduleForEdit({
        createdAt: '2025-03-01T10:00:00.000Z',
        scheduled: '2025-03-02T10:00:00.000Z',
        profile: { timezone: zone },
      }),
    ).toEqual({ scheduled: '2025-03-02T10:00:00.000Z', timezone, localDateTime });
  });
});

describe('localDateTimeToInstant', () => {
  it.each([
    ['2025-03-02T11:00', 'Europe/Amsterdam', '2025-03-02T10:00:00.000Z'],
    ['2025-07-02T11:00', 'Europe/Amsterdam', '2025-07-02T09:00:00.000Z'],
    ['2025-03-02T11:00', null, '2025-03-02T11:00:00.000Z'],
    ['2025-02-30T11:00', 'UTC', null],
    ['tomorrow', 'UTC', null],
  ])('%s in %s → %s', (local, zone, instant) => {
    expect(localDateTimeToInstant(local, zone)).toBe(instant);
  });
});

describe('isPokeInPast', () => {
  it.each([
    ['scheduled before now', { scheduled: '2025-03-01T11:59:59.000Z' }, undefined, true],
    ['scheduled exactly now', { scheduled: '2025-03-01T12:00:00.000Z' }, undefined, true],
    ['scheduled later', { scheduled: '2025-03-01T12:00:01.000Z' }, undefined, false],
    ['not scheduled', { scheduled: null }, undefined, false],
    [
      'a follow-up whose original time passed',
      { scheduled: '2025-03-05T00:00:00.000Z', strategy: 'follow-up' as const },
      '2025-03-01T08:00:00.000Z',
      true,
    ],
    [
      'a follow-up whose original time is still ahead',
      { scheduled: '2025-03-05T00:00:00.000Z', strategy: 'follow-up' as const },
      '2025-03-02T08:00:00.000Z',
      false,
    ],
    [
      'a default poke moved ahead (original ignored)',
      { scheduled: '2025-03-05T00:00:00.000Z', strategy: 'default' as const },
      '2025-03-01T08:00:00.000Z',
      false,
    ],
  ])('%s → %s', (_name, poke, original, past) => {
    expect(isPokeInPast(poke, now, original)).toBe(past);
  });

  it('refuses a schedule in the past', () => {
    expect(() => assertScheduleInFuture('2025-03-01T13:00:00.000Z', now)).not.toThrow();
    expect(() => assertScheduleInFuture(null, now)).not.toThrow();
    expect(() => assertScheduleInFuture('2025-03-01T11:00:00.000Z', now)).toThrow(PokeRuleError);
  });
});

describe('formatFollowUpTime', () => {
  it('uses the spec format', () => {
    expect(FOLLOW_UP_TIME_FORMAT).toBe('HH:mm ddd, MMM D, YYYY');
  });

  it.each([
    ['2025-07-04T18:05:00.000Z', 'America/New_York', '14:05 Fri, Jul 4, 2025'],
    ['2025-07-04T18:05:00.000Z', 'Europe/Amsterdam', '20:05 Fri, Jul 4, 2025'],
    ['2025-07-04T18:05:00.000Z', undefined, '18:05 Fri, Jul 4, 2025'],
    ['2025-07-04T18:05:00.000Z', 'Bad/Zone', '18:05 Fri, Jul 4, 2025'],
    [null, 'UTC', ''],
    ['not a date', 'UTC', ''],
  ])('%s in %s → %s', (at, zone, shown) => {
    expect(formatFollowUpTime(at, zone)).toBe(shown);
  });
});

describe('scheduled poke query window', () => {
  const range = { start: '2025-03-01T00:00:00.000Z', end: '2025-03-07T23:59:59.999Z' };

  it.each([
    ['2025-03-01T00:00:00.000Z', true],
    ['2025-03-07T23:59:59.999Z', true],
    ['2025-02-28T23:59:59.999Z', false],
    ['2025-03-08T00:00:00.000Z', false],
    [null, false],
  ])('%j is in the window: %s', (scheduled, inside) => {
    expect(isScheduledInRange(scheduled, range)).toBe(inside);
  });

  it('rejects an end before the start', () => {
    const result = PokeDateRange.safeParse({ start: range.end, end: range.start });
    expect(result.error?.issues[0]?.message).toBe(pokeScheduleTexts.dateRangeInverted);
  });

  it('spans whole days in a timezone', () => {
    expect(pokeDateRangeForDays('2025-03-01', '2025-03-07', 'Europe/Amsterdam')).toEqual({
      start: '2025-02-28T23:00:00.000Z',
      end: '2025-03-07T22:59:59.999Z',
    });
    expect(pokeDateRangeForDays('2025-03-01', '2025-03-01')).toEqual({
      start: '2025-03-01T00:00:00.000Z',
      end: '2025-03-01T23:59:59.999Z',
    });
    expect(() => pokeDateRangeForDays('2025-03-02', '2025-03-01')).toThrow();
  });

  it('ends a day of a clock change at its real end, and a month end in the next month', () => {
    // Summer time starts on 30 March 2025 in Amsterdam: that day has 23 hours.
    expect(pokeDateRangeForDays('2025-03-30', '2025-03-30', 'Europe/Amsterdam')).toEqual({
      start: '2025-03-29T23:00:00.000Z',
      end: '2025-03-30T21:59:59.999Z',
    });
    expect(pokeDateRangeForDays('2025-12-31', '2025-12-31', 'UTC').end).toBe(
      '2025-12-31T23:59:59.999Z',
    );
  });

  it.each([
    ['a start with a time', '2025-03-01T10:00', '2025-03-02', ['start']],
    ['an end with a time', '2025-03-01', '2025-03-02T10:00', ['end']],
    ['a day that does not exist', '2025-02-30', '2025-03-02', ['start']],
    ['an end that is no day', '2025-03-01', 'soon', ['end']],
  ])('refuses %s, naming the field', (_what, fromDay, toDay, fields) => {
    let paths: string[] = [];
    try {
      pokeDateRangeForDays(fromDay, toDay);
    } catch (error) {
      paths = (error as { issues: { path: PropertyKey[] }[] }).issues.map((issue) =>
        issue.path.join('.'),
      );
    }
    expect(paths).toEqual(fields);
  });
});
