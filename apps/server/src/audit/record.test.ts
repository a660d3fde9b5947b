import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import {
  AUDIT_LIST_MAX_ITEMS,
  AUDIT_VALUE_MAX_CHARS,
  changedFields,
  recordStaffAction,
} from './record.js';

/** A stand-in for a transaction: keeps the row it was asked to insert. */
function capture() {
  const inserted: Record<string, unknown>[] = [];
  const tx = {
    insert: () => ({
      values: (row: Record<string, unknown>) => {
        inserted.push(row);
        return Promise.resolve();
      },
    }),
  } as unknown as Pick<Database, 'insert'>;
  return { tx, inserted };
}

describe('recordStaffAction', () => {
  it('drops secret fields at any depth and cuts long values and lists', async () => {
    const { tx, inserted } = capture();
    const at = new Date('2026-11-30T10:00:00Z');
    const by = { requestId: 'req-1', actor: () => ({ uid: 'a', tenantId: 't' }), clock: () => at };
    await recordStaffAction(tx, by, {
      tenantId: 't',
      kind: 'user.create',
      record: { type: 'user', id: 'u', label: 'l'.repeat(AUDIT_VALUE_MAX_CHARS + 1) },
      before: { passwordHash: 'hash', nested: { totpSecret: 'S', code: '123456', kept: 1 } },
      after: {
        password: 'pw',
        refreshToken: 'r',
        text: 't'.repeat(AUDIT_VALUE_MAX_CHARS + 10),
        list: Array.from({ length: AUDIT_LIST_MAX_ITEMS + 3 }, (_, i) => i),
      },
    });
    const [row] = inserted;
    expect(row?.before).toEqual({ nested: { kept: 1 } });
    const after = row?.after as { text: string; list: unknown[] };
    expect(Object.keys(after)).toEqual(['text', 'list']);
    expect(after.text).toHaveLength(AUDIT_VALUE_MAX_CHARS + 1);
    expect(after.text.endsWith('…')).toBe(true);
    expect(after.list).toHaveLength(AUDIT_LIST_MAX_ITEMS + 1);
    expect(after.list.at(-1)).toBe('… 3 more');
    expect(row?.recordLabel).toHaveLength(AUDIT_VALUE_MAX_CHARS + 1);
    expect(row).toMatchObject({ actorUid: 'a', requestId: 'req-1', at: at.toISOString() });
  });

  it('records nothing without a staff member behind the write (the seed, a background job)', async () => {
    const { tx, inserted } = capture();
    const action = {
      tenantId: 't',
      kind: 'cache.delete',
      record: { type: 'cache', id: '*' },
    } as const;
    await recordStaffAction(tx, null, action);
    // A request whose user is not read (yet): no one to name.
    const anonymous = { requestId: 'req-2', actor: () => undefined, clock: () => new Date() };
    await recordStaffAction(tx, anonymous, action);
    expect(inserted).toEqual([]);
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose value changed, on both sides', () => {
    expect(
      changedFields(
        { roles: ['a'], geos: ['nl'], disabled: false },
        { roles: ['b'], geos: ['nl'], disabled: false },
      ),
    ).toEqual({ before: { roles: ['a'] }, after: { roles: ['b'] } });
  });
});
