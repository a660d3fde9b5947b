import { describe, expect, it } from 'vitest';
import type { AbuseItem } from '../schemas/abuse-review.js';
import {
  abuseClusterKey,
  abuseClusterOf,
  abuseItemKey,
  matchesAbuseQueueFilter,
} from './clusters.js';

type Item = Pick<AbuseItem, 'kind' | 'locale' | 'id' | 'senderId' | 'text'>;
const item = (
  id: string,
  senderId: string,
  text: string,
  locale = 'nl',
  kind: Item['kind'] = 'message',
): Item => ({ kind, id, locale, senderId, text });

describe('abuse clusters', () => {
  const a = item('a', 'op-1', 'Send CASH now');
  const b = item('b', 'op-1', 'something else');
  const c = item('c', 'op-2', 'send,  cash now!', 'de');
  const p = item('p', 'op-1', 'Send cash now', 'de', 'poke');
  const items = [a, b, c, p];

  it('groups by sender within a kind', () => {
    expect(abuseClusterOf(a, items, 'sender').map(abuseItemKey)).toEqual([
      'message:nl:a',
      'message:nl:b',
    ]);
    expect(abuseClusterKey(p, 'sender')).toBe('poke:op-1');
  });

  it('groups by the same words, ignoring case, accents, spacing and marks, across kinds', () => {
    expect(abuseClusterOf(a, items, 'text').map((i) => i.id)).toEqual(['a', 'c', 'p']);
    expect(abuseClusterKey(item('x', 's', 'Café  crème'), 'text')).toBe('cafe creme');
  });

  it('filters by locale and kind', () => {
    expect(items.filter((i) => matchesAbuseQueueFilter(i, { locale: 'nl' })).length).toBe(2);
    expect(items.filter((i) => matchesAbuseQueueFilter(i, { kind: 'poke' }))).toEqual([p]);
    expect(items.filter((i) => matchesAbuseQueueFilter(i, {})).length).toBe(4);
  });
});
