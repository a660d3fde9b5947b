import { describe, expect, it } from 'vitest';
import { pokeQueueLocations, pokeQueueRegions } from './queue-stats.js';

const answer = {
  'b.example': { region: 'nl', waiting: 1 },
  'a.example': { region: 'nl', waiting: 2 },
  'c.example': { region: 'de', waiting: 0 },
  'd.example': { waiting: 4 },
};

describe('poke queue pickers', () => {
  it('lists the regions once each, sorted, ignoring locations without one', () => {
    expect(pokeQueueRegions(answer)).toEqual(['de', 'nl']);
    expect(pokeQueueRegions(null)).toEqual([]);
  });

  it("lists a region's locations, sorted, and none without a region", () => {
    expect(pokeQueueLocations(answer, 'nl')).toEqual(['a.example', 'b.example']);
    expect(pokeQueueLocations(answer, 'fr')).toEqual([]);
    expect(pokeQueueLocations(answer, '')).toEqual([]);
  });
});
