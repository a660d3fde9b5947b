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
 * The run's templates, made once for every project whose setup this is (the server's and the
 * CLI's tests): the projects' setups run in Vitest's one main process, each through its own
 * module runner (so this module's own variables are not shared, the process's global object is).
 * Making them twice cost the main pass about 10 core-seconds (#32); on PostgreSQL the second
 * project's setup dropped the first's template, named after the same process.
 */
const SHARED = Symbol.for('switchboard.test-templates');

interface Templates {
  provided: { pgliteEmpty: string; pgliteTemplate: string; postgresTemplate: string };
  /** Removes the files and drops the PostgreSQL template: once the last project is done. */
  teardown: () => Promise<void>;
}

interface Shared {
  templates: Promise<Templates>;
  /** The projects whose teardown has not run yet. */
  users: number;
}

/**
 * Opening a PGlite and migrating it takes about 2.4 s; loading a dump of one already migrated
 * takes about 0.4 s (measured on the 2-core CI machine). So the schema is built once per run and
 * every test server starts from a copy (`test/pglite-copies.ts`: a worker empties and keeps its
 * copies for its next servers), then seeds it (0.13 s). On PostgreSQL the same holds for a
 * template database. (The seed stays per server: it imports the domain package, which this
 * setup, running outside the test workers' resolve conditions, cannot.)
 */
export default async function setup(project: TestProject) {
  const shared = ((globalThis as { [SHARED]?: Shared })[SHARED] ??= {
    templates: makeTemplates(),
    users: 0,
  });
  shared.users += 1;
  const { provided, teardown } = await shared.templates;
  project.provide('pgliteEmpty', provided.pgliteEmpty);
  project.provide('pgliteTemplate', provided.pgliteTemplate);
  project.provide('postgresTemplate', provided.postgresTemplate);
  project.provide('testRunPid', process.pid);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete (globalThis as { [SHARED]?: Shared })[SHARED];
    await teardown();
  };
}

async function makeTemplates(): Promise<Templates> {
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
    return {
      provided: { pgliteEmpty: emptyFile, pgliteTemplate: '', postgresTemplate: name },
      teardown: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        removeDir();
      },
    };
  }
  const file = join(dir, 'pglite.tar');
  const client = await loadDump(emptyFile);
  const handle = await openDatabase({ pglite: client });
  await handle.close();
  await writeDump(client, file);
  await client.close();
  return {
    provided: { pgliteEmpty: emptyFile, pgliteTemplate: file, postgresTemplate: '' },
    teardown: () => Promise.resolve(removeDir()),
  };
}

/** Writes `client`'s data folder to `file` as a tar. */
async function writeDump(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
