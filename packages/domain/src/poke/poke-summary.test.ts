import { describe, expect, it } from 'vitest';
import { SEND_NOW_CONFIRM_MESSAGES } from './confirm-messages.js';
import {
  POKE_EXCERPT_LENGTH,
  pokeExcerpt,
  pokeKindLabel,
  pokeKindMarker,
  pokeKindOf,
  pokeMessageText,
  type PokeKindLike,
} from './poke-summary.js';

describe('pokeMessageText', () => {
  it('shows emoji codes as emoji and folds white space', () => {
    expect(pokeMessageText('  Hoi %[name]%,\n\nzin in een praatje? :wave:  ')).toBe(
      'Hoi %[name]%, zin in een praatje? 👋',
    );
  });

  it('keeps a code it does not know as written', () => {
    expect(pokeMessageText('at 10:30 :no_such_emoji:')).toBe('at 10:30 :no_such_emoji:');
  });
});

describe('pokeExcerpt', () => {
  it('keeps a short message whole, without an ellipsis', () => {
    expect(pokeExcerpt('Nog even aan je gedacht :blush:')).toBe('Nog even aan je gedacht 😊');
  });

  it(`cuts a long message to ${POKE_EXCERPT_LENGTH} characters and ends it with an ellipsis`, () => {
    const long = 'a'.repeat(POKE_EXCERPT_LENGTH + 10);
    expect(pokeExcerpt(long)).toBe(`${'a'.repeat(POKE_EXCERPT_LENGTH)}…`);
  });

  it('keeps a message of exactly the length whole', () => {
    const exact = 'b'.repeat(POKE_EXCERPT_LENGTH);
    expect(pokeExcerpt(exact)).toBe(exact);
  });

  it('counts an emoji as one character and never splits it', () => {
    // Each :wave: is one grapheme once shown; a family emoji is several code points.
    expect(pokeExcerpt(':wave::wave::wave:', 2)).toBe('👋👋…');
    expect(pokeExcerpt('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', 1)).toBe('👨‍👩‍👧…');
  });

  it('drops the space before the ellipsis', () => {
    expect(pokeExcerpt('Hello there, how are you?', 6)).toBe('Hello…');
  });

  it('is empty for a message without text', () => {
    expect(pokeExcerpt('   ')).toBe('');
  });
});

describe('pokeKindOf and its words', () => {
  it.each<[string, PokeKindLike, string, string | null]>([
    ['a default poke', { strategy: 'default' }, 'Default', null],
    ['no strategy', {}, 'Default', null],
    [
      'a recurring poke',
      { strategy: 'recurring', frequency: { day: 3 } },
      'Recurring — every 3 days',
      'Recurring',
    ],
    [
      'a daily recurring poke',
      { strategy: 'recurring', frequency: { day: 1 } },
      'Recurring — every day',
      'Recurring',
    ],
    // Spec §4: without a frequency day a recurring poke runs as a default one.
    ['a recurring poke without a day', { strategy: 'recurring', frequency: null }, 'Default', null],
    [
      'the first follow-up',
      { strategy: 'follow-up', followUp: { index: 0 } },
      'Follow-up 1',
      'Follow-up 1',
    ],
    [
      'the second follow-up',
      { strategy: 'follow-up', followUp: { index: 1 } },
      'Follow-up 2',
      'Follow-up 2',
    ],
    ['a follow-up without its link', { strategy: 'follow-up' }, 'Follow-up', 'Follow-up'],
  ])('%s', (_, poke, label, marker) => {
    const kind = pokeKindOf(poke);
    expect(pokeKindLabel(kind)).toBe(label);
    expect(pokeKindMarker(kind)).toBe(marker);
  });

  it('reads a follow-up by its link even when the strategy says otherwise', () => {
    expect(pokeKindOf({ strategy: 'default', followUp: { index: 2 } })).toEqual({
      strategy: 'follow-up',
      position: 3,
    });
  });
});

describe('the send-now question (SEND_NOW_CONFIRM_MESSAGES)', () => {
  it('names the number on the confirm button, one customer or many', () => {
    expect(SEND_NOW_CONFIRM_MESSAGES.confirm('743', 743)).toBe('Send now to 743 customers');
    expect(SEND_NOW_CONFIRM_MESSAGES.confirm('1', 1)).toBe('Send now to 1 customer');
  });

  it('says what happens: now, from which profile, to how many', () => {
    expect(SEND_NOW_CONFIRM_MESSAGES.summary('1,204', 1204, 'Eva')).toMatch(
      /^Saving sends this poke now, from Eva, to 1,204 customers\./,
    );
    expect(SEND_NOW_CONFIRM_MESSAGES.summaryUncounted('Eva')).toContain('now, from Eva');
  });

  it('counts the follow-ups that go out after it', () => {
    expect(SEND_NOW_CONFIRM_MESSAGES.followUps(1)).toBe(
      'Its follow-up goes out at its own time after it.',
    );
    expect(SEND_NOW_CONFIRM_MESSAGES.followUps(2)).toBe(
      'Its 2 follow-ups go out at their own times after it.',
    );
  });
});
