import { describe, expect, it } from 'vitest';
import { ABUSE_MESSAGES as text } from './abuse-messages.js';

describe('the abuse review texts', () => {
  it('name the kind of an item', () => {
    expect(text.kindLabel('message')).toBe('Message');
    expect(text.kindLabel('poke')).toBe('Poke');
  });

  it('name the same-sender cluster by its operator when known', () => {
    expect(text.sameSender(3, 'Eva')).toBe('Same sender: Eva (3)');
    expect(text.sameSender(3)).toBe('Same sender (3)');
    expect(text.sameSender(2, '')).toBe('Same sender (2)');
  });

  it.each([
    [
      text.queueCount,
      '1 item waits for review',
      '0 items wait for review',
      '5 items wait for review',
    ],
    [
      (n: number) => text.bulkPending(n, 'safe'),
      '1 item will be marked safe.',
      '0 items will be marked safe.',
      '5 items will be marked safe.',
    ],
    [
      (n: number) => text.bulkDone(n, 'abuse'),
      '1 item marked abuse.',
      '0 items marked abuse.',
      '5 items marked abuse.',
    ],
    [
      text.bulkFailed,
      '1 item could not be marked.',
      '0 items could not be marked.',
      '5 items could not be marked.',
    ],
    [
      text.bulkNotDecidedTitle,
      '1 item was not decided',
      '0 items were not decided',
      '5 items were not decided',
    ],
    [
      text.bulkNotDecided,
      '1 item was not decided.',
      '0 items were not decided.',
      '5 items were not decided.',
    ],
    [text.bulkRetry, 'Retry it', 'Retry these 0', 'Retry these 5'],
    [text.imported, 'Imported 1 word.', 'Imported 0 words.', 'Imported 5 words.'],
    [text.importRejected, '1 line was refused:', '0 lines were refused:', '5 lines were refused:'],
  ])('count one, none or many: %#', (made, one, none, many) => {
    expect(made(1)).toBe(one);
    expect(made(0)).toBe(none);
    expect(made(5)).toBe(many);
  });

  describe('the dry run of a new word', () => {
    const neither = { messages: false, pokes: false };

    it.each([
      [1, 1, 'In the last 7 days this word would have flagged 1 message and 1 poke.'],
      [0, 0, 'In the last 7 days this word would have flagged 0 messages and 0 pokes.'],
      [12, 3, 'In the last 7 days this word would have flagged 12 messages and 3 pokes.'],
    ])('counts %i messages and %i pokes, one or many', (messages, pokes, expected) => {
      expect(text.dryRun(messages, pokes, neither)).toBe(expected);
    });

    it('says "more than" of a count that reached the cap, grouping its thousands', () => {
      expect(text.dryRun(10_000, 2, { messages: true, pokes: false })).toBe(
        'In the last 7 days this word would have flagged more than 10,000 messages and 2 pokes.',
      );
      expect(text.dryRun(1, 10_000, { messages: false, pokes: true })).toBe(
        'In the last 7 days this word would have flagged 1 message and more than 10,000 pokes.',
      );
    });
  });
});
