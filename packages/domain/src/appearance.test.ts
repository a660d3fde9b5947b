import { describe, expect, it } from 'vitest';
import { appearanceFrom, EMPTY_APPEARANCE } from './appearance.js';

describe('tenant appearance', () => {
  it('applies a valid appearance', () => {
    const appearance = {
      app_name: 'Demo Chat',
      app_logo_name: 'demo.svg',
      app_primary_color: '#112233',
    };
    expect(appearanceFrom(appearance)).toEqual(appearance);
  });

  it('gives an empty title and logo on a failed lookup', () => {
    expect(appearanceFrom(undefined)).toEqual({
      app_name: '',
      app_logo_name: '',
      app_primary_color: '#28379E',
    });
    expect(appearanceFrom('error')).toBe(EMPTY_APPEARANCE);
  });

  it('keeps the name and logo but falls back to #28379E for a bad colour', () => {
    expect(
      appearanceFrom({ app_name: 'X', app_logo_name: 'x.png', app_primary_color: 'red' }),
    ).toEqual({
      app_name: 'X',
      app_logo_name: 'x.png',
      app_primary_color: '#28379E',
    });
    expect(appearanceFrom({ app_primary_color: 'red' })).toEqual(EMPTY_APPEARANCE);
  });
});
