import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepStatementsParsed } from './pglite-statements.js';
import { emptyPglite } from '../test/empty-pglite.js';

let pglite: PGlite;
/** The same database without the statement cache, to compare answers with. */
let plain: PGlite;

/** How many texts `pglite` keeps here. */
const MAX = 32;

beforeAll(async () => {
  pglite = await emptyPglite();
  plain = await emptyPglite();
  for (const db of [pglite, plain]) {
    await db.exec(`create table t (id text primary key, at timestamptz, tags text[], doc jsonb,
      n numeric, flag boolean)`);
  }
  keepStatementsParsed(pglite, MAX);
});
beforeEach(async () => {
  for (const db of [pglite, plain]) await db.exec('truncate t');
});
afterAll(async () => {
  await pglite.close();
  await plain.close();
});

/** The statements the server keeps parsed for this session (this query's own among them). */
const prepared = () =>
  pglite.query<{ name: string; statement: string }>(
    'select name, statement from pg_prepared_statements order by name',
  );

describe('PGlite statements kept parsed', () => {
  it('answers as the usual query does, for every kind of parameter and result', async () => {
    const insert = 'insert into t values ($1, $2, $3, $4, $5, $6) returning *';
    const rows = [
      ['a', '2026-11-25T01:02:03.456Z', ['x', 'y'], { deep: [1, null, 'z'] }, '12.50', true],
      ['b', null, [], null, null, false],
    ];
    for (const row of rows) {
      expect((await pglite.query(insert, row)).rows).toEqual((await plain.query(insert, row)).rows);
    }
    const read = 'select * from t where id = any($1) order by id';
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    const mine = await pglite.query(read, [['a', 'b']], options);
    const theirs = await plain.query(read, [['a', 'b']], options);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.rows[0]).toEqual([
      'a',
      // the per-query parser left the time as the server wrote it
      expect.stringMatching(/^2026-11-25 01:02:03\.456\+00/),
      ['x', 'y'],
      { deep: [1, null, 'z'] },
      '12.50',
      true,
    ]);
    // A statement without rows answers its count.
    const update = await pglite.query('update t set flag = $1 where id = $2', [false, 'a']);
    expect(update.affectedRows).toBe(1);
  });

  it('parses a text once and runs it again by name', async () => {
    const text = 'select id from t where id = $1';
    await pglite.query(text, ['a']);
    await pglite.query(text, ['b']);
    const { rows } = await prepared();
    expect(rows.filter((row) => row.statement === text)).toHaveLength(1);
  });

  it('keeps no text that fails to parse, and goes on after errors', async () => {
    await expect(pglite.query('select from where', [])).rejects.toThrow(/syntax error/);
    await pglite.query('insert into t (id) values ($1)', ['dup']);
    const duplicate = pglite.query('insert into t (id) values ($1)', ['dup']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect((await pglite.query<{ id: string }>('select id from t')).rows).toEqual([{ id: 'dup' }]);
    const { rows } = await prepared();
    expect(rows.map((row) => row.statement)).not.toContain('select from where');
  });

  it('runs the texts past its limit the usual way', async () => {
    for (let i = 0; i < MAX + 5; i += 1) {
      expect((await pglite.query<{ n: number }>(`select ${i}::int as n`)).rows).toEqual([{ n: i }]);
    }
    const { rows } = await prepared();
    expect(rows).toHaveLength(MAX);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pglite.transaction(async (tx) => {
      await tx.query("insert into t (id) values ('in-tx')");
      await held;
      await tx.rollback();
    });
    // Issued while the transaction is open: it must see the database after the rollback.
    const outside = pglite.query<{ count: number }>('select count(*)::int as count from t');
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ count: 0 }]);
  });
});
