import { describe, expect, it } from 'vitest';
import {
  parsePokeStatus,
  pokeSendHasEnded,
  POKE_STATUS_LABELS,
  pokeStatusLabel,
} from './status.js';

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

describe('pokeSendHasEnded', () => {
  it.each([
    ['done', true],
    ['Done', true],
    ['mixed', true],
    ['killed', true],
    ['crashed', true],
    ['scheduled', false],
    ['in_progress', false],
    ['cancelled', false],
    ['paused', false],
    [null, false],
    [undefined, false],
  ])('%s: %s', (value, ended) => {
    expect(pokeSendHasEnded(value)).toBe(ended);
  });
});
