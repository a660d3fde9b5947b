#!/usr/bin/env node
// `npm run seed`: seeds the demo tenant into the configured database (DATA_DIR or DATABASE_URL)
// when it holds no tenant yet. `npm start` does the same on its own; this is for a database you
// set up separately, e.g. a fresh PostgreSQL.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from './demo.js';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const where =
    handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  if (await seedDemoIfEmpty(handle.db)) {
    console.log(`Seeded the demo tenant into ${where}.`);
    console.log(
      `Sign in as ${DEMO_USERS.map((u) => u.email).join(', ')} with password ${DEMO_PASSWORD}.`,
    );
  } else {
    console.log(`${where} already holds data; nothing was seeded.`);
  }
} finally {
  await handle.close();
}
