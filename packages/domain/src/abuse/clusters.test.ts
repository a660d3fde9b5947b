import { describe, expect, it } from 'vitest';
import type { AbuseItem } from '../schemas/abuse-review.js';
import {
  abuseClusterKey,
  abuseClusterOf,
  abuseItemKey,
  abuseSenderLabel,
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

  it('groups by operator, not by the profile they wrote as (#28)', () => {
    const asIris = (id: string, senderId: string, senderName: string) => ({
      ...item(id, senderId, 'send cash'),
      senderName,
      profileName: 'Iris 39',
    });
    const abe = asIris('m1', 'op-abe', 'Abe Operator');
    const olga = asIris('m2', 'op-olga', 'Olga Operator');
    const abeAgain = asIris('m3', 'op-abe', 'Abe Operator');
    const all = [abe, olga, abeAgain];
    expect(abuseClusterOf(abe, all, 'sender').map((i) => i.id)).toEqual(['m1', 'm3']);
    expect(abuseClusterOf(olga, all, 'sender').map((i) => i.id)).toEqual(['m2']);
    expect(abuseSenderLabel(abe)).toBe('Abe Operator as Iris 39');
    expect(abuseSenderLabel({ senderId: 'op-x', senderName: null, profileName: null })).toBe(
      'op-x',
    );
    expect(abuseSenderLabel({ senderId: 'op-x', senderName: 'Pia', profileName: 'Pia' })).toBe(
      'Pia',
    );
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
