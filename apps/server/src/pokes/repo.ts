import { and, arrayOverlaps, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { chunkDomains, type Poke } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { pokes } from '../db/poke-schema.js';
import { pokeFromRecord, recordFromPoke } from './rows.js';

/** The database or a transaction of it. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface PokeKey {
  tenantId: string;
  locale: string;
  id: string;
}

const byKey = (key: PokeKey) =>
  and(eq(pokes.tenantId, key.tenantId), eq(pokes.locale, key.locale), eq(pokes.id, key.id));

/** A poke, or null; `lock` holds its row until the transaction ends. */
export async function findPoke(db: Db, key: PokeKey, lock = false): Promise<Poke | null> {
  const query = db.select().from(pokes).where(byKey(key)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? pokeFromRecord(row) : null;
}

/** A poke and every follow-up of the family it belongs to (its parent's, if it is one). */
export async function findFamily(db: Db, tenantId: string, locale: string, rootId: string) {
  const rows = await db
    .select()
    .from(pokes)
    .where(
      and(
        eq(pokes.tenantId, tenantId),
        eq(pokes.locale, locale),
        or(eq(pokes.id, rootId), eq(pokes.followUpParentId, rootId)),
      ),
    )
    .orderBy(asc(pokes.followUpIndex), asc(pokes.id));
  return rows.map(pokeFromRecord);
}

export async function insertPoke(
  db: Db,
  poke: Poke,
  tenantId: string,
  hasFilters: readonly string[] | null,
): Promise<void> {
  await db.insert(pokes).values(recordFromPoke(poke, tenantId, hasFilters));
}

export async function replacePoke(
  db: Db,
  poke: Poke,
  tenantId: string,
  hasFilters: readonly string[] | null,
): Promise<void> {
  const {
    id: _id,
    tenantId: _tenant,
    createdAt: _created,
    ...values
  } = recordFromPoke(poke, tenantId, hasFilters);
  await db
    .update(pokes)
    .set(values)
    .where(byKey({ tenantId, locale: poke.locale, id: poke.id }));
}

export async function deletePokes(
  db: Db,
  tenantId: string,
  locale: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await db
    .delete(pokes)
    .where(and(eq(pokes.tenantId, tenantId), eq(pokes.locale, locale), inArray(pokes.id, [...ids])))
    .returning({ id: pokes.id });
  return removed.length;
}

/** Pokes of a locale scheduled in a window (both ends included), by time. */
export async function pokesInWindow(
  db: Db,
  tenantId: string,
  locale: string,
  range: { start: string; end: string },
  domains?: readonly string[],
): Promise<Poke[]> {
  const inRange = and(
    eq(pokes.tenantId, tenantId),
    eq(pokes.locale, locale),
    gte(pokes.scheduled, range.start),
    lte(pokes.scheduled, range.end),
  );
  if (domains === undefined) {
    const rows = await db.select().from(pokes).where(inRange).orderBy(asc(pokes.scheduled));
    return rows.map(pokeFromRecord);
  }
  // Queries over an array of domains are chunked in tens (spec §7, §9).
  const found = new Map<string, Poke>();
  for (const part of chunkDomains(domains)) {
    const rows = await db
      .select()
      .from(pokes)
      .where(and(inRange, arrayOverlaps(pokes.domains, [...part])));
    for (const row of rows) found.set(row.id, pokeFromRecord(row));
  }
  return [...found.values()].sort(
    (a, b) =>
      Date.parse(a.scheduled ?? '') - Date.parse(b.scheduled ?? '') || a.id.localeCompare(b.id),
  );
}

/** The next free follow-up index of a parent. */
export async function nextFollowUpIndex(db: Db, tenantId: string, parentId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${pokes.followUpIndex}) + 1, 0)::int` })
    .from(pokes)
    .where(and(eq(pokes.tenantId, tenantId), eq(pokes.followUpParentId, parentId)));
  return Number(row?.next ?? 0);
}
