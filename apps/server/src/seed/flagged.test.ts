import { abuseWordMatches } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './data.js';
import { DEMO_LOCALES, DEMO_TENANT } from './demo.js';
import { flagDemoMessages } from './flagged.js';

const NOW = new Date('2026-03-02T14:00:00.000Z');
const WORLD = {
  tenantId: DEMO_TENANT.id,
  sites: [
    { domain: 'flirt-nl.demo.test', locale: 'nl' },
    { domain: 'de.demo.test', locale: 'de' },
    { domain: 'gb.demo.test', locale: 'gb' },
  ],
  locales: DEMO_LOCALES,
  agents: [{ uid: 'demo-operator', name: 'Olga Operator' }],
} as const;

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
