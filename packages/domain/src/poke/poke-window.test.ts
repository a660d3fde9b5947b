import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInTimezone,
  defaultPokeWindow,
  monthGrid,
  monthOfDay,
  shiftMonth,
} from './poke-window.js';

describe('poke window', () => {
  it('takes the day in the timezone, UTC when unknown', () => {
    const lateUtc = new Date('2026-03-31T23:30:00Z');
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
