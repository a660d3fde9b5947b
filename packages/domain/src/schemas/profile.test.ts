import { describe, expect, it } from 'vitest';
import { CustomerProfile, EntertainmentProfile, Profile } from './profile.js';

describe('Profile schema', () => {
  it('reads a sparse profile with every descriptive field empty', () => {
    const p = Profile.parse({ profileCmsId: 4711 });
    expect(p.profileCmsId).toBe('4711');
    expect(p).toMatchObject({
      uuid: null,
      name: null,
      gender: null,
      is_smoker: null,
      hobbies: [],
      media: [],
      geo: [],
      geo_free: null,
    });
  });

  it('needs a profileCmsId or a uuid', () => {
    const result = Profile.safeParse({ name: 'Anna' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A profile needs a profileCmsId or a uuid');
    expect(Profile.safeParse({ uuid: 'u-1' }).success).toBe(true);
  });

  it('reads 0/1 flags as booleans', () => {
    const p = Profile.parse({
      uuid: 'u',
      is_smoker: 1,
      has_tattoo: 0,
      has_piercing: true,
      is_angel: false,
    });
    expect(p).toMatchObject({
      is_smoker: true,
      has_tattoo: false,
      has_piercing: true,
      is_angel: false,
    });
    expect(Profile.safeParse({ uuid: 'u', is_smoker: 2 }).success).toBe(false);
  });

  it('reads hobbies sent as comma-separated text as a list', () => {
    expect(Profile.parse({ uuid: 'u', hobbies: 'tennis, cooking,,' }).hobbies).toEqual([
      'tennis',
      'cooking',
    ]);
    expect(Profile.parse({ uuid: 'u', hobbies: ['chess'] }).hobbies).toEqual(['chess']);
  });

  it('accepts gender male or female only', () => {
    expect(Profile.parse({ uuid: 'u', gender: 'female' }).gender).toBe('female');
    expect(Profile.safeParse({ uuid: 'u', gender: 'couple' }).success).toBe(false);
  });

  it('reads geo as a list, with coordinates from numbers or numeric text', () => {
    const p = Profile.parse({
      uuid: 'u',
      geo: { iso: 'gb', timezone: 'Europe/London', latitude: '53.8', longitude: -1.55 },
      geo_free: 0,
    });
    expect(p.geo).toEqual([
      expect.objectContaining({
        iso: 'gb',
        timezone: 'Europe/London',
        latitude: 53.8,
        longitude: -1.55,
        region4: null,
      }),
    ]);
    expect(Profile.safeParse({ uuid: 'u', geo: [{ latitude: 'north' }] }).success).toBe(false);
    expect(Profile.safeParse({ uuid: 'u', geo_free: 2 }).success).toBe(false);
  });

  it('keeps the full description and rejects a negative length', () => {
    const p = Profile.parse({
      uuid: 'u',
      length: 180,
      age: 31,
      about_me: 'Hi',
      creditsBalance: 12.5,
      media: [{ url: 'https://cdn.example/a.webp' }],
    });
    expect(p).toMatchObject({ length: 180, age: 31, about_me: 'Hi', creditsBalance: 12.5 });
    expect(p.media[0]).toEqual({ url: 'https://cdn.example/a.webp', hash: null, type: null });
    expect(Profile.safeParse({ uuid: 'u', length: -1 }).success).toBe(false);
  });

  it('serves entertainment and customer profiles alike', () => {
    expect(EntertainmentProfile).toBe(Profile);
    expect(CustomerProfile).toBe(Profile);
  });
});
