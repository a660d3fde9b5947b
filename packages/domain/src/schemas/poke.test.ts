import { describe, expect, it } from 'vitest';
import { POKE_MESSAGE_MAX_LENGTH } from '../constants.js';
import {
  isLegacyPoke,
  LegacyPokeWriteRequest,
  Poke,
  POKE_KIND_LABELS,
  POKE_KINDS,
  POKE_STRATEGIES,
  POKE_TYPES,
  PokeFrequency,
  PokeMessage,
  PokeWriteRequest,
  pokeWriteTexts,
} from './poke.js';
import { AddPokeDomainRequest } from '../poke/actions.js';

const storedPoke = {
  id: 'poke-1',
  agent: { id: 'u1', name: 'Ann' },
  company: 'acme',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  updatedBy: 'u1',
  domain: 'flirt.example.nl',
  domains: ['flirt.example.nl'],
  locale: 'nl',
  tenant: 't1',
  type: 'poke',
  strategy: 'default',
  origin: { type: 'legacy' },
  scheduled: '2025-03-02T10:00:00.000Z',
  frequency: null,
  filters: { gender: ['female'] },
  message: { content: 'Hi %[name]%', messageLength: 11, type: 'flirt' },
  profile: { id: 'p1', name: 'Eva', timezone: 'Europe/Amsterdam', uuid: 'uuid-1' },
  targets: { estimate: 3, targetsPerDomain: [{ site: 'flirt.example.nl', estimate: 3 }] },
  followUp: null,
  abuse: { status: 'pending' },
  status: 'scheduled',
};

const writeRequest = {
  agent: { id: 'u1', name: 'Ann' },
  domains: ['flirt.example.nl', 'flirt.example.nl', 'chat.example.nl'],
  locale: 'nl',
  origin: { type: 'legacy' },
  filters: {},
  message: { content: 'Hello', messageLength: 5 },
  profile: { id: 'p1', name: 'Eva', uuid: 'uuid-1' },
};

describe('poke vocabularies', () => {
  it('lists the spec types, strategies and kinds', () => {
    expect(POKE_TYPES).toEqual(['poke', 'message']);
    expect(POKE_STRATEGIES).toEqual(['default', 'recurring', 'follow-up']);
    expect(POKE_KINDS).toEqual(['message', 'flirt', 'favorite', 'like', 'proposal']);
    expect(Object.values(POKE_KIND_LABELS)).toEqual([
      'Message',
      'Flirt',
      'Favorite',
      'Like',
      'Proposal',
    ]);
  });

  it('defaults the frequency limit to 0', () => {
    expect(PokeFrequency.parse({ day: 3 })).toEqual({ day: 3, limit: 0 });
  });

  it.each([
    ['0123456789abcdef', true],
    ['0123456789abcdef.webp', true],
    ['0123456789ABCDEF', false],
    ['0123456789abcde', false],
  ])('accepts %s as a legacy attachment file name: %s', (name, ok) => {
    const result = PokeMessage.safeParse({
      content: 'x',
      messageLength: 1,
      attachmentFilenameForLegacy: name,
    });
    expect(result.success).toBe(ok);
  });
});

describe('Poke (stored document)', () => {
  it('parses a legacy poke with its legacy filters and defaults', () => {
    const poke = Poke.parse(storedPoke);
    expect(isLegacyPoke(poke)).toBe(true);
    expect(poke.filters).toMatchObject({ gender: ['female'], lastLogin: 7, age: [] });
    expect(poke.message.hasAttachment).toBe(false);
    expect(poke.targets.targetsPerDomain[0]?.reached).toBe(0);
  });

  it('treats a poke without an origin as legacy', () => {
    const poke = Poke.parse({ ...storedPoke, origin: undefined });
    expect(poke.origin).toEqual({ type: 'legacy' });
  });

  it('parses another origin with the other-origin filters', () => {
    const poke = Poke.parse({ ...storedPoke, origin: { type: 'api' }, filters: { age_min: 30 } });
    expect(isLegacyPoke(poke)).toBe(false);
    expect(poke.filters).toMatchObject({ age_min: 30, age_max: 99, gender: 'male' });
  });

  it('reports the field error of the schema chosen by origin', () => {
    const result = Poke.safeParse({
      ...storedPoke,
      origin: { type: 'api' },
      filters: { age_min: 17 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['filters', 'age_min']);
  });

  it('rejects a legacy poke whose filters hold an unknown age band', () => {
    const result = Poke.safeParse({ ...storedPoke, filters: { age: ['10-17'] } });
    expect(result.error?.issues[0]?.path).toEqual(['filters', 'age', 0]);
  });
});

describe('PokeWriteRequest', () => {
  it('accepts a minimal legacy request, removing duplicate domains', () => {
    const request = PokeWriteRequest.parse(writeRequest);
    expect(request.domains).toEqual(['flirt.example.nl', 'chat.example.nl']);
  });

  it('keeps a site once whatever its case, in lower case (a host name is the same in any case)', () => {
    const request = PokeWriteRequest.parse({
      ...writeRequest,
      domains: ['Flirt.Example.NL', 'flirt.example.nl', 'CHAT.example.nl'],
    });
    expect(request.domains).toEqual(['flirt.example.nl', 'chat.example.nl']);
    expect(AddPokeDomainRequest.parse({ domain: 'Chat.Example.NL' }).domain).toBe(
      'chat.example.nl',
    );
    expect(request.scheduled).toBeNull();
    expect(request.strategy).toBe('default');
  });

  it('needs at least one domain', () => {
    expect(PokeWriteRequest.safeParse({ ...writeRequest, domains: [] }).success).toBe(false);
  });

  it('needs text or an attachment: saying it has one is not having one', () => {
    for (const message of [
      { content: '  ', messageLength: 2 },
      { content: '', messageLength: 0, hasAttachment: true },
    ]) {
      const result = PokeWriteRequest.safeParse({ ...writeRequest, message });
      expect(result.error?.issues[0]?.message).toBe(pokeWriteTexts.contentRequired);
      expect(result.error?.issues[0]?.message).toBe('The message is empty.');
      expect(result.error?.issues[0]?.path).toEqual(['message', 'content']);
    }
    const withAttachment = PokeWriteRequest.safeParse({
      ...writeRequest,
      message: { content: '', messageLength: 0, hasAttachment: true, attachment: { hash: 'h' } },
    });
    expect(withAttachment.success).toBe(true);
  });

  it(`refuses a message over ${POKE_MESSAGE_MAX_LENGTH} characters, in words`, () => {
    const content = 'x'.repeat(POKE_MESSAGE_MAX_LENGTH + 1);
    const result = PokeWriteRequest.safeParse({
      ...writeRequest,
      message: { content, messageLength: content.length },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['message.content', `The message may have at most ${POKE_MESSAGE_MAX_LENGTH} characters.`],
    ]);
  });

  it('names the field in words, whichever origin chose the schema', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ domains: [] }, 'domains', 'Choose at least one domain.'],
      [
        { scheduled: 'tomorrow' },
        'scheduled',
        expect.stringMatching(/^The scheduled time must/) as never,
      ],
      [{ filters: { ages: [] } }, 'filters', 'There is no filter called "ages".'],
      [
        { origin: { type: 'api' }, filters: { age_min: 60, age_max: 20 } },
        'filters.age_min',
        'The minimum age cannot be higher than the maximum age.',
      ],
      [
        { strategy: 'recurring', frequency: { day: 0 } },
        'frequency.day',
        'The repeat interval must be a whole number from 1 to 365 days.',
      ],
      [
        { strategy: 'recurring', frequency: { day: 1, limit: -1 } },
        'frequency.limit',
        'The number of sends must be a whole number from 0 to 1000.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const result = PokeWriteRequest.safeParse({ ...writeRequest, ...fields });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        [field, message],
      ]);
    }
  });

  it('links follow-ups and only follow-ups to a parent', () => {
    const missing = PokeWriteRequest.safeParse({ ...writeRequest, strategy: 'follow-up' });
    expect(missing.error?.issues[0]?.message).toBe(pokeWriteTexts.followUpLinkRequired);
    const unexpected = PokeWriteRequest.safeParse({
      ...writeRequest,
      followUp: { parentId: 'p', index: 1 },
    });
    expect(unexpected.error?.issues[0]?.message).toBe(pokeWriteTexts.followUpLinkUnexpected);
  });

  it('sends hasFilters for other origins only', () => {
    const legacy = LegacyPokeWriteRequest.safeParse({ ...writeRequest, hasFilters: ['name'] });
    expect(legacy.error?.issues[0]?.message).toBe(pokeWriteTexts.hasFiltersLegacy);
    const other = PokeWriteRequest.parse({
      ...writeRequest,
      origin: { type: 'api' },
      hasFilters: ['name', 'playerCity'],
    });
    expect(other.hasFilters).toEqual(['name', 'playerCity']);
    expect(
      PokeWriteRequest.safeParse({ ...writeRequest, origin: { type: 'api' }, hasFilters: ['x'] })
        .success,
    ).toBe(false);
  });

  it('does not take server-owned fields from the client', () => {
    const request = PokeWriteRequest.parse({ ...writeRequest, status: 'done', tenant: 'other' });
    expect(request).not.toHaveProperty('status');
    expect(request).not.toHaveProperty('tenant');
  });
});
