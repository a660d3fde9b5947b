import { describe, expect, it } from 'vitest';
import { PokeRuleError } from './errors.js';
import type { FollowUpPokeLike } from './follow-ups.js';
import {
  assertNoReusedAttachment,
  chatPokeId,
  FOLLOW_UP_DELAY_OPTIONS,
  followUpDelayLabel,
  followUpScheduledAt,
  followUpsOf,
  isFollowUpPoke,
  planPokeRemoval,
  pokeEditPath,
  pokeOpenPath,
  pokeRemovalNotification,
  pokeShowPath,
  findReusedAttachment,
} from './follow-ups.js';

const poke = (id: string, parentId?: string, index = 0): FollowUpPokeLike => ({
  id,
  locale: 'nl',
  followUp: parentId ? { parentId, index, previousId: null } : null,
});

const pokes = [
  poke('main'),
  poke('f3', 'main', 3),
  poke('f1', 'main', 1),
  poke('f2', 'main', 2),
  poke('other'),
  poke('g1', 'other', 1),
];

describe('follow-up delays', () => {
  it('offers the spec delays with labels', () => {
    expect(FOLLOW_UP_DELAY_OPTIONS).toEqual([
      { minutes: 5, label: '5 minutes' },
      { minutes: 30, label: '30 minutes' },
      { minutes: 60, label: '1 hour' },
      { minutes: 180, label: '3 hours' },
      { minutes: 360, label: '6 hours' },
      { minutes: 720, label: '12 hours' },
      { minutes: 1440, label: '1 day' },
      { minutes: 2880, label: '2 days' },
    ]);
  });

  it.each([
    [1, '1 minute'],
    [0, '0 minutes'],
    [90, '90 minutes'],
    [4320, '3 days'],
  ])('%i minutes reads %s', (minutes, label) => {
    expect(followUpDelayLabel(minutes)).toBe(label);
  });

  it('schedules a follow-up after the time it follows', () => {
    expect(followUpScheduledAt('2025-03-01T23:00:00.000Z', 180)).toBe('2025-03-02T02:00:00.000Z');
  });
});

describe('followUpsOf', () => {
  it('links follow-ups to their parent, ordered by index', () => {
    expect(followUpsOf('main', pokes).map((p) => p.id)).toEqual(['f1', 'f2', 'f3']);
    expect(followUpsOf('other', pokes).map((p) => p.id)).toEqual(['g1']);
    expect(followUpsOf('f1', pokes)).toEqual([]);
  });

  it('orders equal indexes by id', () => {
    const tied = [poke('b', 'm', 1), poke('a', 'm', 1)];
    expect(followUpsOf('m', tied).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('knows a follow-up', () => {
    expect(isFollowUpPoke(poke('f', 'main', 1))).toBe(true);
    expect(isFollowUpPoke(poke('main'))).toBe(false);
  });
});

describe('planPokeRemoval', () => {
  it.each([
    ['a main poke with follow-ups', 'main', ['main', 'f1', 'f2', 'f3'], 3, 0],
    ['a main poke without follow-ups', 'lonely', ['lonely'], 0, 0],
    ['the first follow-up', 'f1', ['f1', 'f2', 'f3'], 0, 2],
    ['a middle follow-up', 'f2', ['f2', 'f3'], 0, 1],
    ['the last follow-up', 'f3', ['f3'], 0, 0],
  ])('removing %s', (_name, id, ids, followUps, following) => {
    const all = [...pokes, poke('lonely')];
    const target = all.find((p) => p.id === id);
    if (!target) throw new Error('fixture');
    const plan = planPokeRemoval(target, all);
    expect(plan).toMatchObject({ ids, followUps, followingFollowUps: following });
  });

  it('reports the counts in the success text', () => {
    const plan = planPokeRemoval(pokes[0] as FollowUpPokeLike, pokes);
    expect(plan.message).toBe('The poke was removed. Removed follow-ups: 3.');
    expect(pokeRemovalNotification({ ok: true, plan })).toEqual({
      type: 'success',
      message: plan.message,
    });
    const single = planPokeRemoval(poke('f1', 'main', 1), pokes);
    expect(single.message).toBe('The poke was removed. Removed following follow-ups: 2.');
  });

  it('shows the error text when removal fails', () => {
    expect(pokeRemovalNotification({ ok: false, error: 'permission denied' })).toEqual({
      type: 'error',
      message: 'permission denied',
    });
  });
});

describe('findReusedAttachment', () => {
  const withAttachment = (id: string, attachment: FollowUpPokeLike['message']) => ({
    id,
    message: attachment,
  });

  it('accepts different or missing attachments', () => {
    expect(
      findReusedAttachment(withAttachment('m', { attachment: { hash: 'a' } }), [
        withAttachment('f1', { attachment: { hash: 'b' } }),
        withAttachment('f2', null),
        withAttachment('f3', { attachmentFilenameForLegacy: '0123456789abcdef' }),
      ]),
    ).toBeNull();
  });

  it('names a follow-up that reuses the main poke attachment', () => {
    const reuse = findReusedAttachment(withAttachment('m', { attachment: { hash: 'a' } }), [
      withAttachment('f1', { attachment: { hash: 'b' } }),
      withAttachment('f2', { attachment: { hash: 'a' } }),
    ]);
    expect(reuse).toEqual({
      offenderId: 'f2',
      offender: 'follow-up 2',
      conflictsWith: 'the main poke',
      key: 'a',
      message:
        'The attachment of follow-up 2 is already used by the main poke. An attachment cannot be reused across a poke and its follow-ups.',
    });
  });

  it('names a follow-up that reuses another follow-up attachment, by URL or file name', () => {
    const byUrl = findReusedAttachment({ message: null }, [
      { message: { attachment: { url: 'https://cdn.example/x.webp' } } },
      { message: { attachment: { url: 'https://cdn.example/x.webp' } } },
    ]);
    expect(byUrl).toMatchObject({
      offenderId: null,
      offender: 'follow-up 2',
      conflictsWith: 'follow-up 1',
    });
    const byName = findReusedAttachment(
      { message: { attachmentFilenameForLegacy: '0123456789abcdef' } },
      [{ id: 'f1', message: { attachmentFilenameForLegacy: '0123456789abcdef' } }],
    );
    expect(byName?.offender).toBe('follow-up 1');
  });

  it('throws for the server', () => {
    const main = { message: { attachment: { hash: 'a' } } };
    expect(() => assertNoReusedAttachment(main, [])).not.toThrow();
    expect(() => assertNoReusedAttachment(main, [main])).toThrow(PokeRuleError);
  });
});

describe('poke paths', () => {
  it.each([
    ['a main poke', poke('main'), '/pokes/nl/main', '/pokes/nl/main/edit', '/pokes/nl/main'],
    [
      'a follow-up',
      poke('f1', 'main', 1),
      '/pokes/nl/f1',
      '/pokes/nl/main/edit',
      '/pokes/nl/main/edit',
    ],
  ])('%s', (_name, target, show, edit, open) => {
    expect(pokeShowPath(target)).toBe(show);
    expect(pokeEditPath(target)).toBe(edit);
    expect(pokeOpenPath(target)).toBe(open);
  });

  it('escapes path segments', () => {
    expect(pokeShowPath({ id: 'a/b', locale: 'nl' })).toBe('/pokes/nl/a%2Fb');
  });
});

describe('chatPokeId', () => {
  it('is the newest poke message’s sender, or null', () => {
    expect(
      chatPokeId([
        { senderType: 'poke', senderId: 'poke-1' },
        { senderType: 'customer', senderId: 'c1' },
        { senderType: 'poke', senderId: 'poke-2' },
        { senderType: 'agent', senderId: 'u1' },
      ]),
    ).toBe('poke-2');
    expect(chatPokeId([{ senderType: 'poke', senderId: null }])).toBeNull();
    expect(chatPokeId([])).toBeNull();
  });
});
