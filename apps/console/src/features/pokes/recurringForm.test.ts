import { describe, expect, it } from 'vitest';
import { mayConvertToRecurring, recurringConversion, recurringDraft } from './recurringForm';

const now = new Date('2026-01-15T12:20:00.000Z');

describe('recurring form', () => {
  it('starts weekly from the next full hour with the poke’s lastLogin, or 7', () => {
    expect(recurringDraft({ filters: { lastLogin: 3 } as never }, now)).toEqual({
      day: '7',
      scheduled: '2026-01-15T13:00:00.000Z',
      lastLogin: '3',
    });
    expect(recurringDraft({ filters: { gender: 'male' } as never }, now).lastLogin).toBe('7');
  });

  it('starts from the poke’s own frequency when it already recurs', () => {
    const filters = { lastLogin: 3 } as never;
    const recurring = { filters, strategy: 'recurring' as const, frequency: { day: 2, limit: 0 } };
    expect(recurringDraft(recurring, now).day).toBe('2');
    // A recurring poke without a day is a default one; a default poke keeps its old frequency.
    expect(recurringDraft({ ...recurring, frequency: { day: null, limit: 0 } }, now).day).toBe('7');
    expect(recurringDraft({ ...recurring, strategy: 'default' }, now).day).toBe('7');
  });

  it('asks for the frequency, the instant chosen and the lastLogin filter', () => {
    const draft = { day: '2', scheduled: '2026-01-16T08:00:00.000Z', lastLogin: '0' };
    expect(recurringConversion(draft, now)).toEqual({
      frequency: { day: 2 },
      scheduled: '2026-01-16T08:00:00.000Z',
      lastLogin: 0,
    });
  });

  it('is incomplete without a day of 1 or more, a lastLogin, or a time after now', () => {
    const draft = { day: '2', scheduled: '2026-01-16T08:00:00.000Z', lastLogin: '7' };
    expect(recurringConversion({ ...draft, day: '0' }, now)).toBeNull();
    expect(recurringConversion({ ...draft, day: '1.5' }, now)).toBeNull();
    expect(recurringConversion({ ...draft, lastLogin: '' }, now)).toBeNull();
    expect(recurringConversion({ ...draft, lastLogin: '-1' }, now)).toBeNull();
    expect(recurringConversion({ ...draft, scheduled: null }, now)).toBeNull();
    expect(
      recurringConversion({ ...draft, scheduled: '2026-01-15T12:00:00.000Z' }, now),
    ).toBeNull();
  });

  it('is offered for pokes, not for follow-ups', () => {
    expect(mayConvertToRecurring({ followUp: null })).toBe(true);
    expect(mayConvertToRecurring({ followUp: { parentId: 'p', index: 0, previousId: null } })).toBe(
      false,
    );
  });
});
