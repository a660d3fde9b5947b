// `npm start`: install, build and run Switchboard on a fresh machine (embedded database, demo data).
import { join } from 'node:path';
import { install, pnpm, ROOT, run, step } from './lib.mjs';

install();
step('Building packages');
pnpm(['-r', '--if-present', 'build']);

step('Building the UI kit (static Storybook for /uikit)');
// The product runs without it (the /uikit page then says how to build it), so a failure is a warning.
const storybook = run(join(ROOT, 'node_modules', '.bin', 'storybook'), [
  'build',
  '--quiet',
  '-o',
  'packages/ui/storybook-static',
]);
if (storybook !== 0) console.warn('The UI kit could not be built; /uikit will say so.');

step('Starting the Switchboard server');
const status = run(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? `${ROOT}/.data` },
});
process.exit(status);
