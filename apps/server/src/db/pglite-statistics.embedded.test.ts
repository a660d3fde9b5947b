import type { PGlite, PGliteInterface } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepStatisticsFresh } from './pglite-statistics.js';
import { emptyPglite } from '../test/empty-pglite.js';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await emptyPglite();
  await pglite.exec(`
    create table grows (id int primary key, team int not null, note text);
    create index grows_team_idx on grows (team);
    create table stays (id int primary key);
    insert into stays select g from generate_series(1, 500) g;`);
});
afterAll(async () => {
  await pglite.close();
});

const reltuples = async (table: string) =>
  (
    await pglite.query<{ n: number }>(
      'select reltuples::float8 as n from pg_class where relname = $1',
      [table],
    )
  ).rows[0]!.n;

const insertRows = (
  from: number,
  to: number,
  team: (g: string) => string,
  db: PGliteInterface = pglite,
) =>
  db.exec(`insert into grows select g, ${team('g')}, repeat('x', 40)
    from generate_series(${from}, ${to}) g`);

// The tests write and analyze tens of thousands of rows in PGlite: in the PostgreSQL pass, beside a
// main pass that takes both cores of a slow machine, one took 22–23 s (session 23). Headroom, not
// a speed check.
describe('the embedded database keeps its planner statistics fresh', { timeout: 60_000 }, () => {
  it('analyzes the tables never analyzed, then only those that grew by more than a tenth', async () => {
    const keeper = keepStatisticsFresh(pglite, 3_600_000);
    try {
      expect(await reltuples('grows')).toBe(-1);
      expect(await keeper.refresh()).toEqual(['public.grows', 'public.stays']);
      expect(await reltuples('stays')).toBe(500);
      expect(await reltuples('grows')).toBe(0);
      // Nothing changed: nothing to do.
      expect(await keeper.refresh()).toEqual([]);

      await insertRows(1, 20_000, (g) => `${g} % 1000`);
      expect(await keeper.refresh()).toEqual(['public.grows']);
      expect(await reltuples('grows')).toBe(20_000);

      // A few rows more (well under a tenth): the statistics stand.
      await insertRows(20_001, 20_100, (g) => `${g} % 1000`);
      expect(await keeper.refresh()).toEqual([]);
      expect(await reltuples('grows')).toBe(20_000);
    } finally {
      keeper.stop();
    }
  });

  it('runs one pass at a time, and on its own every interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const keeper = keepStatisticsFresh(pglite, 1_000);
    try {
      await insertRows(20_101, 40_000, (g) => `${g} % 7`);
      const [a, b] = [keeper.refresh(), keeper.refresh()];
      expect(a).toBe(b);
      expect(await a).toEqual(['public.grows']);

      await insertRows(40_001, 60_000, () => '3');
      vi.advanceTimersByTime(1_000);
      await vi.waitFor(async () => expect(await reltuples('grows')).toBe(60_000));
    } finally {
      keeper.stop();
      vi.useRealTimers();
    }
  });

  it('gives the planner the data as it is now', async () => {
    // While `team` holds 1,000 values evenly, a lookup by team reads its index; once one team
    // holds most rows, the plan for that team is a sequential scan, after the next pass.
    const copy = await pglite.clone();
    try {
      const keeper = keepStatisticsFresh(copy, 3_600_000);
      const plan = async () =>
        (
          await copy.query<{ 'QUERY PLAN': string }>(
            'explain select count(*) from grows where team = 3',
          )
        ).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      await copy.exec('delete from grows where id > 20000');
      await keeper.refresh();
      await copy.exec('analyze grows');
      expect(await plan()).toMatch(/Index|Bitmap/);
      await insertRows(20_001, 200_000, () => '3', copy);
      expect(await keeper.refresh()).toEqual(['public.grows']);
      expect(await plan()).toMatch(/Seq Scan/);
      keeper.stop();
    } finally {
      await copy.close();
    }
  });
});
