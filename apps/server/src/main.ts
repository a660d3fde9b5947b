#!/usr/bin/env node
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from './seed/demo.js';
import { buildApp, listen } from './server.js';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const seeded = await seedDemoIfEmpty(handle.db);
await handle.refreshStatistics();
const { app, deps } = await buildApp(
  handle.db,
  {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  },
  undefined,
  { serveConsole: true, notify: handle.notify },
);
const { port, close } = await listen(app, deps, config.PORT, config.HOST);

const url = `http://localhost:${port}`;
console.log(`
Switchboard server is running on ${url}
  database: ${handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`}${seeded ? ' — demo data seeded' : ''}
  API document: ${url}/openapi.json
  mail: ${config.SMTP_URL ? 'SMTP (SMTP_URL)' : `dev outbox, ${url}/dev/outbox?to=<address>`}; SMS: dev outbox
  UI kit: ${url}/uikit (Storybook at ${url}/uikit-static/)

Demo sign-ins (password: ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.roles.join(', ')}${'forcedTotp' in u ? ' (forced TOTP)' : ''}${'forceMfa' in u ? ' (must enrol a second factor)' : ''}`).join('\n')}
`);

const shutdown = () => {
  void close()
    .then(() => handle.close())
    .then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
