import { describe, expect, it } from 'vitest';
import { colonCodesToEmoji, emojiForShortName, emojiToColonCodes } from './emoji.js';

describe('emojiToColonCodes', () => {
  it.each([
    ['Hi 😄', 'Hi :smile:'],
    ['👍 and 👎', ':+1: and :-1:'],
    ['love ❤️', 'love :heart:'],
    ['💯💯', ':100::100:'],
    ['family 👨‍👩‍👧', 'family :family_man_woman_girl:'],
    ['no emoji here', 'no emoji here'],
    ['© 2025 ™', '© 2025 ™'],
    ['thumbs 👍🏽', 'thumbs 👍🏽'],
    ['an extra selector 😄\uFE0F', 'an extra selector :smile:'],
    ['a lone selector \uFE0F', 'a lone selector \uFE0F'],
  ])('%s → %s', (native, stored) => {
    expect(emojiToColonCodes(native)).toBe(stored);
  });
});

describe('colonCodesToEmoji', () => {
  it.each([
    ['Hi :smile:', 'Hi 😄'],
    [':+1: and :-1:', '👍 and 👎'],
    ['love :heart:', 'love ❤️'],
    [':100::100:', '💯💯'],
    ['at 10:30:00', 'at 10:30:00'],
    ['10:30:smile:', '10:30😄'],
    [':not_an_emoji: :smile:', ':not_an_emoji: 😄'],
    [':constructor:', ':constructor:'],
    [':SMILE:', ':SMILE:'],
  ])('%s → %s', (stored, shown) => {
    expect(colonCodesToEmoji(stored)).toBe(shown);
  });

  it('round-trips a message', () => {
    const message = 'Hey %[name]% 😄, see you at 10:30 ❤️ 👍';
    expect(colonCodesToEmoji(emojiToColonCodes(message))).toBe(message);
  });
});

describe('emojiForShortName', () => {
  it.each([
    ['smile', '😄'],
    [':smile:', '😄'],
    ['toString', undefined],
  ])('%s → %s', (name, emoji) => {
    expect(emojiForShortName(name)).toBe(emoji);
  });
});
