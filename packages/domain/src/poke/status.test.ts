import { describe, expect, it } from 'vitest';
import { parsePokeStatus, POKE_STATUS_LABELS, pokeStatusLabel } from './status.js';

describe('pokeStatusLabel', () => {
  it('labels every known status as the spec does', () => {
    expect(Object.values(POKE_STATUS_LABELS)).toEqual([
      'Scheduled',
      'In Progress',
      'Done',
      'Cancelled',
      'Killed',
      'Mixed',
      'Crashed',
    ]);
  });

  it.each([
    ['scheduled', 'Scheduled'],
    ['in_progress', 'In Progress'],
    ['In Progress', 'In Progress'],
    ['in-progress', 'In Progress'],
    ['DONE', 'Done'],
    ['cancelled', 'Cancelled'],
    ['canceled', 'Cancelled'],
    ['killed', 'Killed'],
    ['mixed', 'Mixed'],
    ['crashed', 'Crashed'],
    ['paused', 'Not available'],
    ['', 'Not available'],
    [null, 'Not available'],
    [undefined, 'Not available'],
  ])('%j → %s', (value, label) => {
    expect(pokeStatusLabel(value)).toBe(label);
  });

  it('parses to the stored name', () => {
    expect(parsePokeStatus(' In Progress ')).toBe('in_progress');
    expect(parsePokeStatus('unknown')).toBeNull();
  });
});
