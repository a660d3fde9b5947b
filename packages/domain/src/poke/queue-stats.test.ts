import { describe, expect, it } from 'vitest';
import {
  PokeQueueStatistics,
  pokeQueueErrorText,
  pokeQueueSelectionError,
  pokeQueueView,
} from './queue-stats.js';

const statistics = PokeQueueStatistics.parse({
  amsterdam: { queued: 12, sending: 3, oldest: '2025-03-01T10:00:00Z' },
  berlin: { queued: 0 },
});

describe('pokeQueueSelectionError', () => {
  it.each([
    [null, null, 'Please select region and location'],
    ['eu', '', 'Please select region and location'],
    [undefined, 'amsterdam', 'Please select region and location'],
    ['eu', 'amsterdam', null],
  ])('region %j, location %j → %j', (region, location, text) => {
    expect(pokeQueueSelectionError(region, location)).toBe(text);
  });
});

describe('pokeQueueErrorText', () => {
  it.each([
    [{ status: 500, message: 'Internal Server Error' }, 'No data for this location'],
    [{ status: 422, message: 'Unprocessable' }, 'No data for this location'],
    [{ status: 404, message: 'Not found' }, 'Not found'],
    [{ message: 'Network Error' }, 'Network Error'],
    [{ status: 503, message: '' }, 'No data for this location'],
  ])('%j → %s', (failure, text) => {
    expect(pokeQueueErrorText(failure)).toBe(text);
  });
});

describe('pokeQueueView', () => {
  it.each([
    [{}, { kind: 'select', message: 'Please select region and location' }],
    [{ region: 'eu' }, { kind: 'select', message: 'Please select region and location' }],
    [
      { region: 'eu', location: 'amsterdam', failure: { status: 500 }, statistics },
      { kind: 'error', message: 'No data for this location' },
    ],
    [
      { region: 'eu', location: 'amsterdam', failure: { status: 401, message: 'Unauthorized' } },
      { kind: 'error', message: 'Unauthorized' },
    ],
    [
      { region: 'eu', location: 'paris', statistics },
      { kind: 'error', message: 'No data for this location' },
    ],
    [
      { region: 'eu', location: 'constructor', statistics },
      { kind: 'error', message: 'No data for this location' },
    ],
    [
      { region: 'eu', location: 'amsterdam', statistics: null },
      { kind: 'error', message: 'No data for this location' },
    ],
    [
      { region: 'eu', location: 'amsterdam', statistics },
      { kind: 'stats', location: 'amsterdam', stats: statistics.amsterdam },
    ],
  ])('%j', (input, view) => {
    expect(pokeQueueView(input)).toEqual(view);
  });

  it('rejects figures that are not numbers or text', () => {
    expect(PokeQueueStatistics.safeParse({ x: { queued: [1] } }).success).toBe(false);
  });
});
