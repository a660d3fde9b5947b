// `npm start`: install, build and run Switchboard on a fresh machine (embedded database, demo data).
import { install, pnpm, ROOT, run, step } from './lib.mjs';

install();
step('Building packages');
pnpm(['-r', '--if-present', 'build']);

step('Starting the Switchboard server');
const status = run(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? `${ROOT}/.data` },
});
process.exit(status);
