import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applyLiveChange,
  ChatChange,
  isLiveChangeKind,
  LIVE_CHANGE_KINDS,
  type LiveChange,
  liveChangeSchema,
  MessageChange,
} from './events.js';

interface Row {
  id: string;
  n: number;
  note?: string;
}

const rows: Row[] = [
  { id: 'a', n: 1 },
  { id: 'b', n: 2, note: 'kept' },
  { id: 'c', n: 3 },
];

describe('applyLiveChange', () => {
  it('appends an added row it does not hold', () => {
    expect(
      applyLiveChange(rows, { kind: 'added', row: { id: 'd', n: 0 } }).map((r) => r.id),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('replaces an added row it holds, in place', () => {
    const next = applyLiveChange(rows, { kind: 'added', row: { id: 'b', n: 20 } });
    expect(next).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 20 },
      { id: 'c', n: 3 },
    ]);
  });

  it('merges a modified row over the one it holds, in place', () => {
    const next = applyLiveChange(rows, { kind: 'modified', row: { id: 'b', n: 22 } });
    expect(next).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 22, note: 'kept' },
      { id: 'c', n: 3 },
    ]);
  });

  it('inserts a modified row it missed', () => {
    expect(applyLiveChange(rows, { kind: 'modified', row: { id: 'e', n: 5 } }).at(-1)).toEqual({
      id: 'e',
      n: 5,
    });
  });

  it('deletes a removed row, and ignores a removal it does not hold', () => {
    expect(applyLiveChange(rows, { kind: 'removed', id: 'b' }).map((r) => r.id)).toEqual([
      'a',
      'c',
    ]);
    expect(applyLiveChange(rows, { kind: 'removed', id: 'x' })).toEqual(rows);
  });

  it('never changes the list it is given', () => {
    const before = rows.map((row) => ({ ...row }));
    applyLiveChange(rows, { kind: 'modified', row: { id: 'a', n: 9 } });
    applyLiveChange(rows, { kind: 'removed', id: 'a' });
    applyLiveChange(
      rows,
      { kind: 'added', row: { id: 'z', n: 9 } },
      { compare: (x, y) => y.n - x.n },
    );
    expect(rows).toEqual(before);
  });

  it.each(['changed', 'deleted', ''])('throws on the unknown event kind %j', (kind) => {
    const change = { kind, id: 'a' } as unknown as LiveChange<Row>;
    expect(() => applyLiveChange(rows, change)).toThrow(
      new Error(`Unknown chat event kind "${kind}"`),
    );
  });

  it('keeps the comparator order after every change, and stays stable on ties', () => {
    const byN = { compare: (x: Row, y: Row) => x.n - y.n };
    expect(
      applyLiveChange(rows, { kind: 'added', row: { id: 'd', n: 0 } }, byN).map((r) => r.id),
    ).toEqual(['d', 'a', 'b', 'c']);
    expect(
      applyLiveChange(rows, { kind: 'modified', row: { id: 'a', n: 9 } }, byN).map((r) => r.id),
    ).toEqual(['b', 'c', 'a']);
    expect(
      applyLiveChange(rows, { kind: 'added', row: { id: 'd', n: 2 } }, byN).map((r) => r.id),
    ).toEqual(['a', 'b', 'd', 'c']);
  });

  it('caps the list at the limit after sorting', () => {
    const options = { compare: (x: Row, y: Row) => x.n - y.n, limit: 3 };
    expect(
      applyLiveChange(rows, { kind: 'added', row: { id: 'd', n: 0 } }, options).map((r) => r.id),
    ).toEqual(['d', 'a', 'b']);
    expect(
      applyLiveChange(rows, { kind: 'added', row: { id: 'd', n: 9 } }, options).map((r) => r.id),
    ).toEqual(['a', 'b', 'c']);
    expect(applyLiveChange(rows, { kind: 'removed', id: 'a' }, { limit: -2 })).toEqual([]);
  });
});

describe('change schemas', () => {
  it('lists the three kinds', () => {
    expect(LIVE_CHANGE_KINDS).toEqual(['added', 'modified', 'removed']);
    expect(isLiveChangeKind('modified')).toBe(true);
    expect(isLiveChangeKind('updated')).toBe(false);
  });

  it('validates rows with the row schema', () => {
    const schema = liveChangeSchema(z.object({ id: z.string(), n: z.number() }));
    expect(schema.parse({ kind: 'added', row: { id: 'a', n: 1 } })).toEqual({
      kind: 'added',
      row: { id: 'a', n: 1 },
    });
    expect(schema.safeParse({ kind: 'modified', row: { id: 'a' } }).success).toBe(false);
    expect(schema.parse({ kind: 'removed', id: 'a' })).toEqual({ kind: 'removed', id: 'a' });
    expect(schema.safeParse({ kind: 'removed' }).success).toBe(false);
    expect(schema.safeParse({ kind: 'renamed', id: 'a' }).success).toBe(false);
  });

  it('parses chat and message changes', () => {
    const chat = ChatChange.parse({ kind: 'modified', row: { id: 'c1', locale: 'nl' } });
    expect(chat.kind === 'modified' && chat.row.claimedBy).toBeNull();
    expect(
      ChatChange.safeParse({ kind: 'added', row: { id: 'c1', locale: 'Netherlands' } }).success,
    ).toBe(false);
    const message = MessageChange.parse({
      kind: 'added',
      row: { id: 'm1', createdAt: '2024-05-01T10:00:00Z', senderType: 'customer' },
    });
    expect(message.kind === 'added' && message.row.type).toBe('normal');
  });
});
