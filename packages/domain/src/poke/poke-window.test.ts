import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarEntries,
  dayInTimezone,
  defaultPokeWindow,
  monthGrid,
  monthOfDay,
  shiftMonth,
  weekOfDay,
} from './poke-window.js';

describe('poke window', () => {
  it('takes the day in the timezone, UTC when unknown', () => {
    const lateUtc = new Date('2026-03-31T23:30:00Z');
    expect(dayInTimezone(lateUtc.getTime(), 'Europe/Amsterdam')).toBe('2026-04-01');
    expect(dayInTimezone(lateUtc)).toBe('2026-03-31');
    expect(dayInTimezone(lateUtc, 'Europe/Amsterdam')).toBe('2026-04-01');
    expect(dayInTimezone(lateUtc, 'Not/AZone')).toBe('2026-03-31');
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('opens on today and the six days after', () => {
    expect(defaultPokeWindow(new Date('2026-11-24T10:00:00Z'))).toEqual({
      from: '2026-11-24',
      to: '2026-11-30',
    });
    expect(defaultPokeWindow(new Date('2026-11-24T10:00:00Z'), 'UTC', 1).to).toBe('2026-11-24');
  });
});

describe('week of a day', () => {
  it('is Monday to Sunday around the day, across months and years', () => {
    // 1 November 2026 is a Sunday.
    expect(weekOfDay('2026-11-01')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weekOfDay('2026-11-02')[0]).toBe('2026-11-02');
    expect(weekOfDay('2027-01-01')).toEqual(weekOfDay('2026-12-28'));
    expect(weekOfDay('2027-01-01')[6]).toBe('2027-01-03');
  });
});

describe('month grid', () => {
  it('shows whole weeks, Monday first, from the week of the 1st to that of the last day', () => {
    const grid = monthGrid({ year: 2026, month: 11 });
    // 1 November 2026 is a Sunday; 30 November a Monday.
    expect(grid[0]?.[0]).toBe('2026-10-26');
    expect(grid[0]?.[6]).toBe('2026-11-01');
    expect(grid.at(-1)?.[0]).toBe('2026-11-30');
    expect(grid.at(-1)?.[6]).toBe('2026-12-06');
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });

  it('needs only four weeks for a February starting on a Monday', () => {
    expect(monthGrid({ year: 2027, month: 2 })).toHaveLength(4);
  });

  it('steps months over year ends', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthOfDay('2026-07-15')).toEqual({ year: 2026, month: 7 });
  });
});

describe('calendar entries', () => {
  const parent = {
    id: 'p1',
    scheduled: '2026-11-24T22:30:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    strategy: 'default' as const,
    profile: { name: 'Ann', timezone: 'Europe/Amsterdam' },
  };
  const followUp = {
    id: 'f1',
    scheduled: '2026-11-25T08:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    strategy: 'follow-up' as const,
    profile: { name: 'Ann', timezone: null },
    followUp: { parentId: 'p1' },
  };

  it("puts pokes on their profile timezone's day, with the parent's time on a follow-up", () => {
    const days = calendarEntries([followUp, parent], new Date('2026-11-25T00:00:00Z'));
    const [onParentDay] = days.get('2026-11-24') ?? [];
    // 22:30 UTC is 23:30 in Amsterdam, still the 24th there.
    expect(onParentDay?.time).toBe('23:30');
    expect(onParentDay?.past).toBe(true);
    const [entry] = days.get('2026-11-25') ?? [];
    expect(entry?.time).toBe('08:00');
    expect(entry?.isFollowUp).toBe(true);
    expect(entry?.past).toBe(false);
    expect(entry?.parentTime).toBe('23:30 Tue, Nov 24, 2026');
  });

  it('moves a poke to the next day in a timezone ahead of UTC', () => {
    const late = { ...parent, scheduled: '2026-11-24T23:30:00.000Z' };
    const days = calendarEntries([late], new Date('2026-11-01T00:00:00Z'));
    expect([...days.keys()]).toEqual(['2026-11-25']);
    expect(days.get('2026-11-25')?.[0]?.past).toBe(false);
  });

  it('orders the pokes of a day by time, placing one without a schedule at its creation', () => {
    const at = (id: string, scheduled: string | null, createdAt: string) => ({
      id,
      scheduled,
      createdAt,
      profile: { name: 'Ann', timezone: 'UTC' },
    });
    const days = calendarEntries(
      [
        at('evening', '2026-11-24T20:00:00.000Z', '2026-11-01T00:00:00.000Z'),
        at('immediate', null, '2026-11-24T12:00:00.000Z'),
        at('morning', '2026-11-24T08:00:00.000Z', '2026-11-30T00:00:00.000Z'),
      ],
      new Date('2026-11-24T13:00:00Z'),
    );
    expect(days.get('2026-11-24')?.map((entry) => [entry.poke.id, entry.time, entry.past])).toEqual(
      [
        ['morning', '08:00', true],
        ['immediate', '12:00', true],
        ['evening', '20:00', false],
      ],
    );
  });

  it("leaves out a poke without a readable time, and takes an unscheduled parent's creation", () => {
    const unscheduledParent = { ...parent, scheduled: null };
    const broken = { ...parent, id: 'x', scheduled: 'not a time' };
    const days = calendarEntries([followUp, unscheduledParent, broken], new Date(0));
    expect([...days.values()].flat().map((entry) => entry.poke.id)).toEqual(['f1', 'p1']);
    const [entry] = days.get('2026-11-25') ?? [];
    // Created 10:00 UTC, 11:00 in Amsterdam.
    expect(entry?.parentTime).toBe('11:00 Fri, Nov 20, 2026');
  });

  it('has no parent time for a follow-up whose parent is not in the list', () => {
    const [entry] = calendarEntries([followUp], new Date(0)).get('2026-11-25') ?? [];
    expect(entry?.isFollowUp).toBe(true);
    expect(entry?.parentTime).toBeNull();
  });
});
