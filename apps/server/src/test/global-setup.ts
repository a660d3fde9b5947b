import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { loadDump } from './pglite-copies.js';
import { dropLeftoverDatabases, onThisMachine, templateDatabaseName } from './pg-leftovers.js';

/**
 * Opening a PGlite and migrating it takes about 2.4 s; loading a dump of one already migrated
 * takes about 0.4 s (measured on the 2-core CI machine). So the schema is built once per run and
 * every test server starts from a copy (`test/pglite-copies.ts`: a worker empties and keeps its
 * copies for its next servers), then seeds it (0.13 s). On PostgreSQL the same holds for a
 * template database. (The seed stays per server: it imports the domain package, which this
 * setup, running outside the test workers' resolve conditions, cannot.)
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-template-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // An empty database (PGlite's initdb: 3.6–5.5 s on a loaded 2-core machine) once per run, for
  // the tests of PGlite itself in both passes (test/empty-pglite.ts) and, migrated, the template.
  const emptyFile = join(dir, 'empty.tar');
  const empty = new PGlite();
  // The copies need only the `postgres` database: without template0 and template1 (nothing here
  // creates a database in PGlite) the tar has 40 % fewer files and bytes, a copy loads in
  // 0.45–0.5 s of CPU instead of 0.6–0.7, and each copy a worker keeps holds 15 MB less (#32).
  // The migrated template, loaded from this dump, has none either.
  for (const database of ['template0', 'template1']) {
    await empty.exec(`alter database ${database} is_template false`);
    await empty.exec(`drop database ${database}`);
  }
  await writeDump(empty, emptyFile);
  await empty.close();
  project.provide('pgliteEmpty', emptyFile);
  project.provide('testRunPid', process.pid);

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = templateDatabaseName(process.pid);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    if (onThisMachine(adminUrl)) {
      const dropped = await dropLeftoverDatabases(admin);
      if (dropped.length > 0) {
        console.warn(`Dropped ${dropped.length} databases of earlier test runs that were killed.`);
      }
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      removeDir();
    };
  }
  const file = join(dir, 'pglite.tar');
  const client = await loadDump(emptyFile);
  const handle = await openDatabase({ pglite: client });
  await handle.close();
  await writeDump(client, file);
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return removeDir;
}

/** Writes `client`'s data folder to `file` as a tar. */
async function writeDump(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
