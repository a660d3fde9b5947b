import { describe, expect, it } from 'vitest';
import { ABUSE_CLAIM_EXPIRY_MS, pendingAbuseInfo, type AbuseItem } from '@switchboard/domain';
import { MAX_CLAIM_ATTEMPTS, planNextItem } from './nextCandidates';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

function item(id: string, overrides: Partial<AbuseItem> = {}): AbuseItem {
  return {
    kind: 'message',
    id,
    locale: 'nl',
    createdAt: ago(60_000),
    flaggedAt: ago(60_000),
    abuse: pendingAbuseInfo(),
    senderId: 'op-1',
    senderName: null,
    chatId: 'chat-1',
    text: 'call me',
    matchedWords: ['call me'],
    message: null,
    poke: null,
    reason: null,
    batchId: null,
    remediation: null,
    version: 1,
    ...overrides,
  };
}

const held = (id: string, by: string, claimedAgoMs = 1_000) =>
  item(id, {
    abuse: {
      ...pendingAbuseInfo(),
      status: 'claimed',
      claimedBy: by,
      claimedAt: ago(claimedAgoMs),
    },
  });

const plan = (rows: AbuseItem[], options: Partial<Parameters<typeof planNextItem>[0]> = {}) =>
  planNextItem({
    rows,
    loaded: true,
    filter: {},
    skipped: new Set(),
    reviewer: 'ann',
    now: NOW,
    ...options,
  });

describe('the next item of the check screen', () => {
  it('gives back the reviewer’s own live claim first', () => {
    expect(plan([item('a'), held('mine', 'ann')])).toMatchObject({
      kind: 'held',
      item: { id: 'mine' },
    });
  });

  it('never gives back an item this screen just decided, though the queue still shows it', () => {
    expect(plan([held('done', 'ann')], { decided: new Set(['done']) })).toEqual({
      kind: 'server',
      locales: undefined,
    });
  });

  it('asks the server (atomic next) without a kind filter or skipped items', () => {
    expect(plan([item('a')], { filter: { locale: 'de' } })).toEqual({
      kind: 'server',
      locales: ['de'],
    });
  });

  it('asks the server while the live queue is not loaded', () => {
    expect(plan([], { loaded: false, filter: { kind: 'poke' } }).kind).toBe('server');
  });

  it('claims by id the oldest free items of the kind, leaving out skipped and held ones', () => {
    const rows = [
      held('other', 'bob'),
      item('skipped'),
      item('poke', { kind: 'poke' }),
      held('expired', 'bob', ABUSE_CLAIM_EXPIRY_MS),
      item('free'),
    ];
    const result = plan(rows, { skipped: new Set(['skipped']) });
    expect(result).toEqual({
      kind: 'claim',
      candidates: [rows[2], rows[3], rows[4]],
    });
    expect(plan(rows, { filter: { kind: 'poke' } })).toEqual({
      kind: 'claim',
      candidates: [rows[2]],
    });
  });

  it('tries at most MAX_CLAIM_ATTEMPTS items', () => {
    const rows = Array.from({ length: 30 }, (_, index) => item(`i${index}`));
    const result = plan(rows, { skipped: new Set(['x']) });
    expect(result.kind === 'claim' && result.candidates.length).toBe(MAX_CLAIM_ATTEMPTS);
  });
});
