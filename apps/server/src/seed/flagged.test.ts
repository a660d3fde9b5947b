import { abuseWordMatches } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_TEST_NOW as NOW, DEMO_TEST_WORLD as WORLD } from '../test/demo-world.js';
import { buildDemoData } from './data.js';
import { DEMO_LOCALES } from './demo.js';
import { flagDemoMessages } from './flagged.js';

describe('the demo’s flagged messages', () => {
  it('flags a handful of agent messages in every locale, each naming words that really match', () => {
    const data = buildDemoData(NOW, 'small', WORLD);
    const flagged = flagDemoMessages(data, NOW);
    expect(flagged.length).toBeGreaterThanOrEqual(6);
    expect(new Set(flagged.map((row) => row.locale))).toEqual(new Set(DEMO_LOCALES));
    const lastIds = new Set(data.chats.map((chat) => (chat.lastMessage as { id: string }).id));
    for (const row of flagged) {
      const message = data.messages.find((m) => m.id === row.id);
      expect(message?.senderType).toBe('agent');
      expect(message?.content).toBe(row.text);
      expect(lastIds.has(row.id)).toBe(false);
      expect(row.matchedWords.length).toBeGreaterThan(0);
      for (const word of row.matchedWords) expect(abuseWordMatches(word, row.text)).toBe(true);
    }
  });
});
