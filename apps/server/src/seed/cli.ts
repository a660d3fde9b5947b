#!/usr/bin/env node
// `npm run seed`: seeds the demo tenant into the configured database (DATA_DIR or DATABASE_URL)
// when it holds no tenant yet. `npm start` does the same on its own; this is for a database you
// set up separately, e.g. a fresh PostgreSQL.
// `npm run seed -- --customers N`: also gives the demo tenant N more customers, made in SQL, for
// benchmarks (the previous bulk customers are replaced).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { exitIfFolderLocked } from '../db/data-lock.js';
import { seedBulkCustomers } from './bulk-customers.js';
import { DEMO_PASSWORD, DEMO_TENANT, DEMO_USERS, seedDemoIfEmpty } from './demo.js';

const { values } = parseArgs({ options: { customers: { type: 'string' } } });
const bulk = values.customers === undefined ? 0 : Number(values.customers);
if (!Number.isInteger(bulk) || bulk < 0) {
  console.error('--customers takes a whole number of customers, e.g. --customers 1000000');
  process.exit(2);
}

const config = loadConfig();
// npm runs this in the server's folder and says in INIT_CWD where it was started: a relative
// DATA_DIR is meant from there (at the repository's root, the `.data` that `npm start` uses).
const dataDir =
  config.DATA_DIR === 'memory://'
    ? config.DATA_DIR
    : resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
// A server running on the folder holds it: the seed says so and stops (data-lock.ts).
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir,
}).catch(exitIfFolderLocked);
try {
  const where = handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  if (await seedDemoIfEmpty(handle.db)) {
    console.log(`Seeded the demo tenant into ${where}.`);
    console.log(
      `Sign in as ${DEMO_USERS.map((u) => u.email).join(', ')} with password ${DEMO_PASSWORD}.`,
    );
  } else {
    console.log(`${where} already holds data; nothing was seeded.`);
  }
  if (bulk > 0) {
    const started = Date.now();
    const made = await seedBulkCustomers(handle.db, DEMO_TENANT.id, bulk);
    console.log(`Added ${made} customers to the demo tenant in ${Date.now() - started} ms.`);
  }
} finally {
  await handle.close();
}
