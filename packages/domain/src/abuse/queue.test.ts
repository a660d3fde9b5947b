import { describe, expect, it } from 'vitest';
import { ABUSE_CLAIM_EXPIRY_MS } from '../constants.js';
import type { AbuseInfo } from '../schemas/abuse-info.js';
import { FlaggedMessage } from '../schemas/abuse.js';
import {
  abuseHistory,
  abuseReviewItemKey,
  flaggedMessageReviewItem,
  isInAbuseHistory,
  isInAbuseReviewQueue,
  mergeAbuseReviewQueue,
  nextAbuseReviewItem,
  pageAbuseHistory,
  pokeReviewItem,
  type AbuseReviewItem,
} from './queue.js';
import { pendingAbuseInfo } from './review.js';

const NOW = new Date('2024-06-01T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const LIVE = minutesAgo(1);
const EXPIRED = new Date(NOW.getTime() - ABUSE_CLAIM_EXPIRY_MS).toISOString();

const abuse = (overrides: Partial<AbuseInfo> = {}): AbuseInfo => ({
  ...pendingAbuseInfo(),
  ...overrides,
});

const item = (
  id: string,
  createdAt: string,
  info: AbuseInfo = abuse(),
  kind: 'message' | 'poke' = 'message',
): AbuseReviewItem<string> => ({ kind, id, locale: 'nl', createdAt, abuse: info, subject: id });

describe('review items', () => {
  it('makes a flagged message an item dated by its message', () => {
    const flagged = FlaggedMessage.parse({
      id: 'f1',
      message: { id: 'm1', content: 'hi', senderType: 'agent', createdAt: '2024-01-01T00:00:00Z' },
      abuse: { status: 'claimed', claimedBy: 'ann', claimedAt: '2024-01-02T00:00:00Z' },
      locale: 'be',
      senderId: 's1',
    });
    const reviewItem = flaggedMessageReviewItem(flagged);
    expect(reviewItem).toMatchObject({
      kind: 'message',
      id: 'f1',
      locale: 'be',
      createdAt: '2024-01-01T00:00:00Z',
      abuse: { status: 'claimed', claimedBy: 'ann' },
    });
    expect(reviewItem.subject).toBe(flagged);
  });

  it('makes a poke an item, pending when it has no abuse info', () => {
    const poke = { id: 'p1', locale: 'de', createdAt: '2024-01-01T00:00:00Z', name: 'x' };
    expect(pokeReviewItem(poke)).toEqual({
      kind: 'poke',
      id: 'p1',
      locale: 'de',
      createdAt: '2024-01-01T00:00:00Z',
      abuse: pendingAbuseInfo(),
      subject: poke,
    });
    const safe = abuse({ status: 'safe' });
    expect(pokeReviewItem({ ...poke, abuse: safe }).abuse).toBe(safe);
  });

  it('keys items by kind, locale and id', () => {
    expect(abuseReviewItemKey({ kind: 'poke', locale: 'nl', id: '7' })).toBe('poke:nl:7');
  });

  it.each([
    ['pending', true],
    ['claimed', true],
    ['safe', false],
    ['abuse', false],
  ] as const)('a %s item is in the queue: %s, in the history: the opposite', (status, queued) => {
    const info = { abuse: abuse({ status }) };
    expect(isInAbuseReviewQueue(info)).toBe(queued);
    expect(isInAbuseHistory(info)).toBe(!queued);
  });
});

describe('merged review queue', () => {
  it('merges messages and pokes, keeps unreviewed and claimed ones, oldest first', () => {
    const messages = [
      item('m3', minutesAgo(10)),
      item('m-safe', minutesAgo(90), abuse({ status: 'safe' })),
      item('m1', minutesAgo(60), abuse({ status: 'claimed' })),
    ];
    const pokes = [
      item('p2', minutesAgo(30), abuse(), 'poke'),
      item('p-abuse', minutesAgo(80), abuse({ status: 'abuse' }), 'poke'),
    ];
    expect(mergeAbuseReviewQueue(messages, pokes).map((i) => i.id)).toEqual(['m1', 'p2', 'm3']);
  });

  it('orders items of the same time by kind, locale and id', () => {
    const same = minutesAgo(5);
    const queue = mergeAbuseReviewQueue(
      [item('b', same), item('a', same)],
      [item('a', same, abuse(), 'poke')],
    );
    expect(queue.map(abuseReviewItemKey)).toEqual(['message:nl:a', 'message:nl:b', 'poke:nl:a']);
  });
});

describe('next item for a reviewer', () => {
  it('gives a reviewer who holds a live claim that same item again', () => {
    const items = [
      item('oldest', minutesAgo(60)),
      item('mine', minutesAgo(5), abuse({ status: 'claimed', claimedBy: 'ann', claimedAt: LIVE })),
    ];
    expect(nextAbuseReviewItem(items, 'ann', NOW)?.id).toBe('mine');
    expect(nextAbuseReviewItem(items, 'bob', NOW)?.id).toBe('oldest');
  });

  it('skips items others hold live and takes the oldest unclaimed or expired one', () => {
    const items = [
      item('held', minutesAgo(90), abuse({ status: 'claimed', claimedBy: 'bob', claimedAt: LIVE })),
      item('done', minutesAgo(80), abuse({ status: 'abuse' })),
      item('newer', minutesAgo(10)),
      item(
        'expired',
        minutesAgo(70),
        abuse({ status: 'claimed', claimedBy: 'cy', claimedAt: EXPIRED }),
      ),
      item('released', minutesAgo(75), abuse({ status: 'claimed' })),
    ];
    expect(nextAbuseReviewItem(items, 'ann', NOW)?.id).toBe('released');
    expect(nextAbuseReviewItem(items.slice(0, 4), 'ann', NOW)?.id).toBe('expired');
    expect(nextAbuseReviewItem(items, 'bob', NOW)?.id).toBe('held');
  });

  it('gives nothing when every item is held by others or reviewed', () => {
    const items = [
      item('held', minutesAgo(9), abuse({ status: 'claimed', claimedBy: 'bob', claimedAt: LIVE })),
      item('done', minutesAgo(8), abuse({ status: 'safe' })),
    ];
    expect(nextAbuseReviewItem(items, 'ann', NOW)).toBeUndefined();
    expect(nextAbuseReviewItem([], 'ann', NOW)).toBeUndefined();
  });
});

describe('abuse history', () => {
  const checked = (id: string, status: 'safe' | 'abuse', checkedAt: string | null) =>
    item(id, minutesAgo(500), abuse({ status, checkedAt, checkedBy: 'ann' }));

  it('shows safe and abuse items, newest checked first, unknown check times last', () => {
    const items = [
      checked('old', 'safe', minutesAgo(300)),
      item('queued', minutesAgo(1)),
      checked('unknown', 'abuse', null),
      checked('new', 'abuse', minutesAgo(5)),
      checked('mid', 'safe', minutesAgo(100)),
    ];
    expect(abuseHistory(items).map((i) => i.id)).toEqual(['new', 'mid', 'old', 'unknown']);
    expect(abuseHistory([items[2]!, items[0]!]).map((i) => i.id)).toEqual(['old', 'unknown']);
  });

  it('orders verdicts of the same time by item creation', () => {
    const same = minutesAgo(3);
    const later = item('later', minutesAgo(20), abuse({ status: 'safe', checkedAt: same }));
    const earlier = item('earlier', minutesAgo(40), abuse({ status: 'abuse', checkedAt: same }));
    expect(abuseHistory([later, earlier]).map((i) => i.id)).toEqual(['earlier', 'later']);
  });

  it('pages the history 10 at a time', () => {
    const items = Array.from({ length: 23 }, (_, index) =>
      checked(`h${index}`, 'safe', minutesAgo(index)),
    );
    const first = pageAbuseHistory(items, 1);
    expect(first.items.map((i) => i.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => `h${index}`),
    );
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 23, pageCount: 3 });
    expect(pageAbuseHistory(items, 3).items.map((i) => i.id)).toEqual(['h20', 'h21', 'h22']);
  });
});
