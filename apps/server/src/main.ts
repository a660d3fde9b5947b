#!/usr/bin/env node
import { serveBackups } from './backup/control-socket.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { exitIfFolderLocked } from './db/data-lock.js';
import { createLogger } from './log/logger.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from './seed/demo.js';
import { SECOND_TENANT, SECOND_TENANT_USERS } from './seed/second-tenant.js';
import { buildApp, listen } from './server.js';

const config = loadConfig();
// Log events: one JSON line each at LOG_LEVEL, pretty on a terminal. The banner below is for
// people and printed as it is.
const logger = createLogger(config);
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  logger,
}).catch(exitIfFolderLocked);

/** How long requests still running get to end before the database is closed under them. */
const SHUTDOWN_GRACE_MS = 10_000;

// SIGINT (Ctrl+C) or SIGTERM, from here on: stop taking work, then close the database, and only
// then exit, so the folder is left shut down (the next start needs no recovery) and unlocked. A
// second signal does not cut that short: under `npm start` one Ctrl+C arrives twice (from the
// terminal and passed on by the script), and a kill mid-close is what the wait is there to avoid.
let closingSince: number | null = null;
let started!: () => void;
const listening = new Promise<void>((resolve) => (started = resolve));
const shutdown = (signal: NodeJS.Signals) => {
  if (closingSince !== null) {
    if (Date.now() - closingSince > 1_000) {
      logger.warn(`${signal}: still closing the database; Switchboard exits once it is closed.`);
    }
    return;
  }
  closingSince = Date.now();
  // A warning: the server stops serving (and `npm start`, at LOG_LEVEL=warn, shows it).
  logger.warn(`${signal}: closing Switchboard …`);
  // A signal during the start (the demo seed of an empty folder takes about 15 s) waits for it.
  void listening.then(closeAll).then((code) => process.exit(code));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const seeded = await seedDemoIfEmpty(handle.db);
await handle.refreshStatistics();
const { app, deps } = await buildApp(
  handle.db,
  {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  },
  undefined,
  { serveConsole: true, notify: handle.notify, logger },
);
const { port, close } = await listen(app, deps, config.PORT, config.HOST);
// `npm run backup` asks this process for a backup on a local socket (backup/control-socket.ts).
const control = await serveBackups(handle, config.DATA_DIR, logger);
started();

const url = `http://localhost:${port}`;
logger.info({ port, database: handle.engine }, `Switchboard server is listening on port ${port}`);
console.log(`
Switchboard server is running on ${url}
  database: ${handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`}${seeded ? ' — demo data seeded' : ''}
  API document: ${url}/openapi.json (reference: ${url}/docs)
  mail: ${config.SMTP_URL ? 'SMTP (SMTP_URL)' : config.DEV_OUTBOX === 'off' ? 'not sent (no SMTP_URL; DEV_OUTBOX=off)' : `dev outbox, ${url}/dev/outbox?to=<address>`}; SMS: ${config.DEV_OUTBOX === 'off' ? 'not sent (no SMS provider; DEV_OUTBOX=off)' : 'dev outbox'}
  UI kit: ${url}/uikit (Storybook at ${url}/uikit-static/)

Demo sign-ins (password: ${DEMO_PASSWORD}), tenant "Switchboard Demo" at ${url}:
${DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.roles.join(', ')}${'forcedTotp' in u ? ' (forced TOTP)' : ''}${'forceMfa' in u ? ' (must enrol a second factor)' : ''}`).join('\n')}

Second demo tenant "${SECOND_TENANT.appName}" at http://${SECOND_TENANT.hosts[0]}:${port} (same password):
${SECOND_TENANT_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.roles.join(', ')}`).join('\n')}
`);

async function closeAll(): Promise<number> {
  let code = 0;
  // The HTTP server and the live layer first, so nothing writes to a closed database.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      logger.warn(
        `The server had not stopped after ${SHUTDOWN_GRACE_MS / 1000} s (a request still ` +
          `running?); closing the database all the same.`,
      );
      resolve();
    }, SHUTDOWN_GRACE_MS);
  });
  try {
    await Promise.race([close(), late]);
  } catch (error) {
    logger.error({ err: error }, 'Closing the server failed');
    code = 1;
  } finally {
    clearTimeout(timer);
  }
  // No backup starts on a database that is closing.
  await control?.close();
  try {
    // PGlite waits for the statement running, writes its shutdown checkpoint, frees the folder.
    await handle.close();
  } catch (error) {
    logger.error({ err: error }, 'Closing the database failed');
    code = 1;
  }
  return code;
}
