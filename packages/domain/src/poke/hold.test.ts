import { describe, expect, it } from 'vitest';
import { pokeHold } from './hold.js';

const info = (status: 'pending' | 'claimed' | 'safe' | 'abuse') => ({
  status,
  checkedAt: null,
  checkedBy: null,
  claimedBy: null,
  claimedAt: null,
});

describe('pokeHold', () => {
  it('holds a flagged poke with its words and since when, until it is decided', () => {
    const abuse = {
      ...info('pending'),
      words: ['telegram'],
      flaggedAt: '2026-03-01T10:00:00.000Z',
    };
    expect(pokeHold({ abuse })).toEqual({
      words: ['telegram'],
      since: '2026-03-01T10:00:00.000Z',
      inReview: false,
    });
    expect(pokeHold({ abuse: { ...abuse, status: 'claimed' } })?.inReview).toBe(true);
    expect(pokeHold({ abuse: { ...abuse, status: 'safe' } })).toBeNull();
    expect(pokeHold({ abuse: { ...abuse, status: 'abuse' } })).toBeNull();
  });

  it('is not held without a review, and held without words when flagged before they were kept', () => {
    expect(pokeHold({ abuse: null })).toBeNull();
    expect(pokeHold({})).toBeNull();
    expect(pokeHold({ abuse: info('pending') })).toEqual({
      words: [],
      since: null,
      inReview: false,
    });
  });
});
