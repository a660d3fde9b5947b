import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteForOpening } from '../test/empty-pglite.js';
import { snapshotDataDir } from './snapshot.js';

// What makes a snapshot one instant between transactions, on the embedded database alone (in
// memory: the file system does not matter here; backup.test.ts covers a real folder).

let pglite: PGlite;

const checkpointLsn = async (db: PGlite) =>
  (
    await db.query<{ lsn: string }>(
      'select checkpoint_lsn::text as lsn from pg_control_checkpoint()',
    )
  ).rows[0]?.lsn;

describe('snapshotDataDir', () => {
  beforeAll(async () => {
    // The run's migrated database (test/global-setup.ts): quicker than a new one.
    pglite = await pgliteForOpening();
    await pglite.exec('create table probe (id int primary key)');
  });
  afterAll(async () => {
    await pglite?.close();
  });

  it('waits for a transaction open when it is asked for, and holds back the next', async () => {
    await pglite.exec('truncate probe');
    let committedAt = 0;
    let begun = () => {};
    const opened = new Promise<void>((resolve) => (begun = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const open = pglite.transaction(async (tx) => {
      await tx.query('insert into probe values (1)');
      begun();
      // The request's transaction awaits something else: PGlite's query mutex is free meanwhile.
      await released;
      await tx.query('insert into probe values (2)');
      committedAt = performance.now();
    });
    await opened;
    const snapshot = snapshotDataDir(pglite);
    // Asked for after the snapshot: it must wait for it, and so not be in it.
    const later = pglite.query('insert into probe values (3)');
    release();
    const { tar } = await snapshot;
    const snapshotAt = performance.now();
    await Promise.all([open, later]);
    expect(snapshotAt).toBeGreaterThan(committedAt);

    const copy = new PGlite({ loadDataDir: tar });
    try {
      const ids = await copy.query<{ id: number }>('select id from probe order by id');
      expect(ids.rows.map((row) => row.id)).toEqual([1, 2]);
    } finally {
      await copy.close();
    }
  });

  it('checkpoints first, so the image starts from a checkpoint with nothing after it', async () => {
    const before = await checkpointLsn(pglite);
    await pglite.query('insert into probe values (100)');
    await snapshotDataDir(pglite);
    expect(await checkpointLsn(pglite)).not.toBe(before);
  });
});
