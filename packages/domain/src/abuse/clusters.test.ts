import { describe, expect, it } from 'vitest';
import { FlaggedItem } from '../schemas/abuse-review.js';
import {
  abuseClusterKey,
  abuseClusterOf,
  flaggedItemKey,
  flaggedItemText,
  matchesAbuseQueueFilter,
} from './clusters.js';

const message = (id: string, senderId: string, content: string, locale = 'nl') =>
  FlaggedItem.parse({
    kind: 'message',
    id,
    locale,
    createdAt: '2026-01-15T10:00:00.000Z',
    abuse: { status: 'pending' },
    matchedWords: ['cash'],
    senderId,
    flagged: {
      id,
      chatId: 'chat-1',
      locale,
      senderId,
      abuse: { status: 'pending' },
      message: { id: `m-${id}`, content, senderType: 'agent', createdAt: '2026-01-15T10:00:00Z' },
    },
  });

const poke = (id: string, senderId: string, content: string) =>
  FlaggedItem.parse({
    kind: 'poke',
    id,
    locale: 'de',
    createdAt: '2026-01-15T10:00:00.000Z',
    abuse: { status: 'pending' },
    senderId,
    poke: {
      id,
      agent: { id: senderId, name: 'Pia' },
      createdAt: '2026-01-15T10:00:00.000Z',
      updatedAt: '2026-01-15T10:00:00.000Z',
      domain: 'flirt-de.demo.test',
      domains: ['flirt-de.demo.test'],
      locale: 'de',
      strategy: 'default',
      origin: { type: 'legacy' },
      scheduled: null,
      filters: {},
      message: { content, messageLength: content.length },
      profile: { id: 'p1', name: 'Eva', uuid: 'u1', timezone: 'UTC' },
    },
  });

describe('abuse clusters', () => {
  const a = message('a', 'op-1', 'Send CASH now');
  const b = message('b', 'op-1', 'something else');
  const c = message('c', 'op-2', 'send  cash now', 'de');
  const p = poke('p', 'op-1', 'Send cash now');
  const items = [a, b, c, p];

  it('groups by sender within a kind', () => {
    expect(abuseClusterOf(a, items, 'sender').map(flaggedItemKey)).toEqual([
      'message:nl:a',
      'message:nl:b',
    ]);
    expect(abuseClusterKey(p, 'sender')).toBe('poke:op-1');
  });

  it('groups by the same text, ignoring case and spacing, across kinds', () => {
    expect(abuseClusterOf(a, items, 'text').map((item) => item.id)).toEqual(['a', 'c', 'p']);
    expect(flaggedItemText(p)).toBe('Send cash now');
  });

  it('uses the displayed content of a modified message', () => {
    const edited = message('e', 'op-3', 'bad');
    if (edited.kind !== 'message') throw new Error('message expected');
    edited.flagged.message.abuse_modification_data = { modified_content: 'fine' };
    expect(flaggedItemText(edited)).toBe('fine');
  });

  it('filters by locale and kind', () => {
    expect(items.filter((i) => matchesAbuseQueueFilter(i, { locale: 'nl' })).length).toBe(2);
    expect(items.filter((i) => matchesAbuseQueueFilter(i, { kind: 'poke' }))).toEqual([p]);
    expect(items.filter((i) => matchesAbuseQueueFilter(i, {})).length).toBe(4);
  });
});
