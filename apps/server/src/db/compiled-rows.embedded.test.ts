import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompiledRows } from './compiled-rows.js';
import { emptyPglite } from '../test/empty-pglite.js';

const parents = pgTable('parents', {
  id: text('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
  tags: text('tags').array(),
  doc: jsonb('doc').$type<{ deep: unknown[] } | null>(),
  born: timestamp('born', { withTimezone: true }),
});
const children = pgTable('children', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull(),
  note: text('note'),
  rank: integer('rank').notNull(),
});

let client: PGlite;
let db: PgliteDatabase;

beforeAll(async () => {
  client = await emptyPglite();
  db = drizzle(client);
  await client.exec(`
    create table parents (id text primary key, at timestamptz, tags text[], doc jsonb,
      born timestamptz);
    create table children (id text primary key, parent_id text not null, note text,
      rank int not null);
    insert into parents values
      ('p1', '2026-11-27 10:00:00.123+00', '{a,b}', '{"deep": [1, null, "z"]}', '2000-01-02 03:04:05+00'),
      ('p2', null, null, null, null),
      ('p3', '2026-01-01 00:00:00+00', '{}', '{"deep": []}', null);
    insert into children values ('c1', 'p1', 'first', 1), ('c2', 'p1', null, 2),
      ('c3', 'p3', 'only', 7);
  `);
});
afterAll(async () => {
  await client.close();
});

/** The same select, prepared under `name`: the rows are what drizzle's own mapping makes. */
function select(name: string) {
  const counted = db
    .select({ parentId: children.parentId, n: sql<number>`count(*)`.mapWith(Number).as('n') })
    .from(children)
    .groupBy(children.parentId)
    .as('counted');
  return db
    .select({
      parent: parents,
      child: children,
      count: counted.n,
      nested: {
        label: sql<string>`upper(${parents.id})`,
        rank: children.rank,
        twice: sql<number>`${children.rank} * 2`.mapWith(Number),
      },
      flag: sql<boolean>`${children.note} is null`,
    })
    .from(parents)
    .leftJoin(children, eq(children.parentId, parents.id))
    .leftJoin(counted, eq(counted.parentId, parents.id))
    .orderBy(parents.id, children.id)
    .prepare(name);
}

describe('withCompiledRows', () => {
  it('maps rows as drizzle does: same keys in the same order, decoded values, missing joins null', async () => {
    const expected = await select('rows_drizzle').execute();
    const actual = await withCompiledRows(select('rows_compiled')).execute();
    // Four rows: p1 twice (two children), p2 with no child (child null), p3 with one.
    expect(expected).toHaveLength(4);
    expect(expected[2]!.child).toBeNull();
    expect(expected[0]!.parent.born).toBeInstanceOf(Date);
    expect(expected[0]!.count).toBe(2);
    expect(actual).toEqual(expected);
    // Key order too (a client's JSON answer shows it).
    expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
    // Drizzle's rule, kept: an object whose first column is a missing joined row's is null whole
    // (`nested` here, whose `rank` is the child's).
    expect(actual[2]).toMatchObject({ child: null, count: null, nested: null });
    expect(actual[0]!.nested).toEqual({ label: 'P1', rank: 1, twice: 2 });
    expect(actual[0]!.parent.born!.toISOString()).toBe('2000-01-02T03:04:05.000Z');
  });

  it('refuses a statement that is not a prepared select, or maps its rows already', () => {
    expect(() => withCompiledRows({})).toThrow('not a prepared select of drizzle-orm 0.45');
    const once = withCompiledRows(select('rows_twice'));
    expect(() => withCompiledRows(once)).toThrow('maps its rows already');
  });
});
