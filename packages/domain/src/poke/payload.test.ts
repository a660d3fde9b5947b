import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { PokeProfile } from '../schemas/poke.js';
import { PokeRuleError, pokeRuleTexts } from './errors.js';
import type { PokeDraft } from './payload.js';
import { buildPokePayload, canBuildPokePayload, pokeMessageLength } from './payload.js';

const profile: PokeProfile = {
  id: 'p1',
  name: 'Eva',
  timezone: 'Europe/Amsterdam',
  uuid: 'uuid-1',
  profileType: 'default',
};

const draft: PokeDraft = {
  agent: { id: 'u1', name: 'Ann' },
  domains: ['flirt.example.nl'],
  locale: 'nl',
  origin: { type: 'legacy' },
  filters: { gender: ['female'], age: [], geoRegion1: { region1: '', locality: '' }, limit: null },
  message: { content: 'Hi %[name]% 😄' },
};

describe('pokeMessageLength', () => {
  it.each([
    ['', 0],
    ['Hello', 5],
    ['Hi 😄', 4],
    ['👨‍👩‍👧!', 2],
  ])('%s has %i characters', (content, length) => {
    expect(pokeMessageLength(content)).toBe(length);
  });
});

describe('buildPokePayload', () => {
  it.each([[null], [undefined]])('refuses without a selected profile (%s)', (missing) => {
    expect(canBuildPokePayload(missing)).toBe(false);
    expect(() => buildPokePayload(draft, missing)).toThrow(PokeRuleError);
    try {
      buildPokePayload(draft, missing);
    } catch (error) {
      expect(error).toMatchObject({
        code: 'POKE_PROFILE_REQUIRED',
        message: pokeRuleTexts.profileRequired,
      });
    }
  });

  it('builds a legacy payload: stripped filters, colon codes, derived fields', () => {
    expect(canBuildPokePayload(profile)).toBe(true);
    const payload = buildPokePayload(draft, profile);
    expect(payload.profile).toEqual(profile);
    expect(payload.message).toEqual({
      content: 'Hi %[name]% :smile:',
      messageLength: 13,
      attachment: null,
      attachmentFilenameForLegacy: null,
      hasAttachment: false,
      type: 'message',
    });
    expect(payload.filters).toMatchObject({ gender: ['female'], age: [], lastLogin: 7 });
    expect(payload.filters).not.toHaveProperty('geoRegion1');
    expect(payload).not.toHaveProperty('hasFilters');
    expect(payload).not.toHaveProperty('id');
    expect(payload.scheduled).toBeNull();
  });

  it('keeps the id when updating and sends hasFilters for other origins', () => {
    const payload = buildPokePayload(
      {
        ...draft,
        id: 'poke-9',
        origin: { type: 'api' },
        filters: { age_min: 25, build: [] },
        message: { content: 'In %[playerCity]% at %[age]%', attachment: { hash: 'abc' } },
      },
      profile,
    );
    expect(payload.id).toBe('poke-9');
    expect(payload.hasFilters).toEqual(['playerCity', 'age']);
    expect(payload.message.hasAttachment).toBe(true);
    expect(payload.filters).toMatchObject({ age_min: 25, age_max: 99 });
  });

  it('refuses a message with a broken or invalid variable, naming it', () => {
    const build = (content: string, type = 'api') =>
      buildPokePayload({ ...draft, origin: { type }, filters: {}, message: { content } }, profile);
    expect(() => build('In %[playerCity]% at %[ age]%')).toThrow(
      'The variable %[ age]% is broken: write %[age]%.',
    );
    expect(() => build('Hi %[shoeSize]%')).toThrow(
      'The variable %[shoeSize]% is not a known variable.',
    );
    expect(() => build('Hi from %[playerCity]%', 'legacy')).toThrow(
      'The variable %[playerCity]% cannot be used for the legacy origin.',
    );
  });

  it('marks a legacy file name as an attachment', () => {
    const payload = buildPokePayload(
      { ...draft, message: { content: 'x', attachmentFilenameForLegacy: 'abcdef0123456789' } },
      profile,
    );
    expect(payload.message.hasAttachment).toBe(true);
  });

  it('turns a recurring draft without a frequency day into a default poke', () => {
    const payload = buildPokePayload(
      { ...draft, strategy: 'recurring', frequency: { day: null, limit: 0 } },
      profile,
    );
    expect(payload.strategy).toBe('default');
    const recurring = buildPokePayload(
      {
        ...draft,
        strategy: 'recurring',
        frequency: { day: 2, limit: 0 },
        scheduled: '2030-01-01T09:00:00.000Z',
      },
      profile,
    );
    expect(recurring.strategy).toBe('recurring');
    expect(recurring.frequency).toEqual({ day: 2, limit: 0 });
  });

  it('refuses an invalid draft with the field error', () => {
    expect(() => buildPokePayload({ ...draft, domains: [] }, profile)).toThrow(ZodError);
  });
});
