import { describe, expect, it } from 'vitest';
import type { LegacyPoke, OriginPoke } from '../schemas/poke.js';
import { Poke } from '../schemas/poke.js';
import { PokeRuleError } from './errors.js';
import { effectivePokeStrategy, recurringPokeNotification, toRecurringPoke } from './recurring.js';

const original = Poke.parse({
  id: 'poke-1',
  agent: { id: 'u1', name: 'Ann' },
  createdAt: '2025-02-01T10:00:00.000Z',
  updatedAt: '2025-02-01T10:00:00.000Z',
  domain: 'flirt.example.nl',
  domains: ['flirt.example.nl'],
  locale: 'nl',
  strategy: 'default',
  origin: { type: 'legacy' },
  scheduled: '2025-02-02T10:00:00.000Z',
  filters: { gender: ['female'], lastLogin: 30 },
  message: { content: 'Hi', messageLength: 2 },
  profile: { id: 'p1', name: 'Eva', uuid: 'uuid-1' },
  targets: {
    estimate: 10,
    targetsPerDomain: [{ site: 'flirt.example.nl', estimate: 10, reached: 9 }],
  },
  abuse: { status: 'safe' },
  status: 'done',
}) as LegacyPoke;

const now = new Date('2025-03-01T12:00:00.000Z');
const agent = { id: 'u2', name: 'Bo' };

describe('effectivePokeStrategy', () => {
  it.each([
    [{ strategy: 'recurring', frequency: { day: 2 } }, 'recurring'],
    [{ strategy: 'recurring', frequency: { day: null } }, 'default'],
    [{ strategy: 'recurring', frequency: null }, 'default'],
    [{ strategy: 'recurring' }, 'default'],
    [{ strategy: 'follow-up' }, 'follow-up'],
    [{ strategy: null }, 'default'],
    [{}, 'default'],
  ] as const)('%j → %s', (poke, strategy) => {
    expect(effectivePokeStrategy(poke)).toBe(strategy);
  });
});

describe('toRecurringPoke', () => {
  it('copies the poke with a new id, frequency, schedule and lastLogin filter', () => {
    const copy = toRecurringPoke(
      original,
      { frequency: { day: 7 }, scheduled: '2025-03-02T09:00:00.000Z', lastLogin: 3 },
      { newId: 'poke-2', now, agent },
    );
    expect(copy).toMatchObject({
      id: 'poke-2',
      strategy: 'recurring',
      frequency: { day: 7, limit: 0 },
      scheduled: '2025-03-02T09:00:00.000Z',
      createdAt: '2025-03-01T12:00:00.000Z',
      updatedAt: '2025-03-01T12:00:00.000Z',
      updatedBy: 'u2',
      agent,
      status: 'scheduled',
      followUp: null,
      abuse: null,
      targets: { estimate: 0, targetsPerDomain: [] },
      message: original.message,
      profile: original.profile,
    });
    expect(copy.filters).toEqual({ ...original.filters, lastLogin: 3 });
    expect(original.id).toBe('poke-1');
    expect(original.filters.lastLogin).toBe(30);
    expect(Poke.safeParse(copy).success).toBe(true);
  });

  it('defaults the lastLogin filter to 7 days and adds it to other origins too', () => {
    const other = Poke.parse({ ...original, origin: { type: 'api' }, filters: {} }) as OriginPoke;
    const copy = toRecurringPoke(
      other,
      { frequency: { day: 1, limit: 4 }, scheduled: '2025-03-02T09:00:00.000Z' },
      { newId: 'poke-3', now, agent },
    );
    expect(copy.filters.lastLogin).toBe(7);
    expect(copy.frequency).toEqual({ day: 1, limit: 4 });
  });

  it.each([
    ['no frequency day', { frequency: { day: 0 }, scheduled: '2025-03-02T09:00:00.000Z' }],
    ['no scheduled time', { frequency: { day: 1 }, scheduled: 'soon' }],
  ])('refuses %s', (_name, conversion) => {
    expect(() => toRecurringPoke(original, conversion, { newId: 'x', now, agent })).toThrow();
  });

  it('refuses a scheduled time in the past', () => {
    expect(() =>
      toRecurringPoke(
        original,
        { frequency: { day: 1 }, scheduled: '2025-03-01T11:00:00.000Z' },
        { newId: 'x', now, agent },
      ),
    ).toThrow(PokeRuleError);
  });
});

describe('recurringPokeNotification', () => {
  it('reports success with both ids', () => {
    expect(recurringPokeNotification({ ok: true, newId: 'poke-2', originalId: 'poke-1' })).toEqual({
      type: 'success',
      message: 'Created recurring poke "poke-2" based on the original poke "poke-1"',
    });
  });

  it('reports failure with the error', () => {
    expect(recurringPokeNotification({ ok: false, error: 'quota exceeded' })).toEqual({
      type: 'error',
      message: "Can't create recurring poke. Error: quota exceeded",
    });
  });
});
