import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveBack, takeCopy } from './pglite-copies.js';
import { emptyPglite } from './empty-pglite.js';

/** A template of its own (not the run's): a table with a default and a foreign key. */
let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pglite-copies-'));
  file = join(dir, 'template.tar');
  const pglite = await emptyPglite();
  await pglite.exec(`
    create table teams (id text primary key);
    create table notes (id int generated always as identity primary key,
      team text not null references teams (id), body text not null default 'none');`);
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
});
afterAll(async () => {
  // The copy the last test gave back, so the worker does not keep it for nobody.
  await (await takeCopy(file)).close();
  rmSync(dir, { recursive: true, force: true });
});

async function used(copy: PGlite) {
  await copy.exec(`insert into teams values ('a'), ('b'); insert into notes (team) values ('a');`);
}

// Each test loads fresh PGlite databases: in the PostgreSQL pass, beside a main pass that takes
// both cores of a slow machine, one took 22–23 s (session 23). Headroom, not a speed check.
describe('the test servers’ embedded databases', { timeout: 60_000 }, () => {
  it('keeps a copy whose rows alone changed, and hands it out again emptied, identities restarted', async () => {
    const copy = await takeCopy(file);
    await used(copy);
    await copy.exec(`set work_mem = '7MB'; listen somewhere;`);
    expect(await giveBack(file, copy)).toBe(true);

    const again = await takeCopy(file);
    expect(again).toBe(copy);
    expect((await again.query('select * from teams')).rows).toEqual([]);
    expect((await again.query('select * from notes')).rows).toEqual([]);
    expect((await again.query<{ work_mem: string }>('show work_mem')).rows[0]?.work_mem).not.toBe(
      '7MB',
    );
    await used(again);
    expect((await again.query('select id from notes')).rows).toEqual([{ id: 1 }]);
    expect(await giveBack(file, again)).toBe(true);
  });

  it.each([
    [
      'a trigger',
      `create function refuse() returns trigger language plpgsql as $$ begin
       raise exception 'no'; end $$; create trigger refuse before insert on teams
       for each row execute function refuse();`,
    ],
    ['a table', 'create table extra (id int)'],
    ['a column', 'alter table teams add column name text'],
    ['a changed default', `alter table notes alter column body set default 'some'`],
    ['a role', 'create role visitor'],
    ['a stored setting', `alter database postgres set work_mem = '9MB'`],
    ['an open transaction', "begin; insert into teams values ('c')"],
  ])('closes a copy left with %s, and loads a fresh one for the next server', async (_, sql) => {
    const copy = await takeCopy(file);
    await copy.exec(sql);
    expect(await giveBack(file, copy)).toBe(false);
    expect(copy.closed).toBe(true);

    const fresh = await takeCopy(file);
    expect(fresh).not.toBe(copy);
    expect((await fresh.query('select * from teams')).rows).toEqual([]);
    expect(await giveBack(file, fresh)).toBe(true);
  });

  it('takes back a closed copy as closed', async () => {
    const copy = await takeCopy(file);
    await copy.close();
    expect(await giveBack(file, copy)).toBe(false);
    const next = await takeCopy(file);
    expect(next).not.toBe(copy);
    expect(await giveBack(file, next)).toBe(true);
  });
});
