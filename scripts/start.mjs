// `npm start`: install, build and run Switchboard on a fresh machine (embedded database, demo data).
// Each step prints one line (the output shows only when a step fails); the server's banner follows.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  inputsDigest,
  isBuildCurrent,
  mustQuietly,
  pnpmLine,
  recordBuild,
  replaceFolder,
  ROOT,
} from './lib.mjs';
import { runServer } from './run-server.mjs';

const started = Date.now();
const CACHE = join(ROOT, 'node_modules', '.cache', 'switchboard');

const [pnpm, ...pnpmArgs] = pnpmLine([]);
await mustQuietly('Installing dependencies', pnpm, [
  ...pnpmArgs,
  'install',
  '--frozen-lockfile',
  '--reporter=append-only',
]);
// What the server needs: the server and the console, with the packages they depend on (not the
// CLI, the e2e tests or the benchmarks).
await mustQuietly('Building the server and the console', pnpm, [
  ...pnpmArgs,
  '--filter',
  '@switchboard/server...',
  '--filter',
  '@switchboard/console...',
  '--if-present',
  'build',
]);

// The UI kit (static Storybook for /uikit) is built only when it is missing or its sources changed,
// and in the background: the product runs without it (the /uikit page then says how to build it),
// and the server looks for it on each request, so it shows up once it is built.
const UIKIT_FOLDER = join(ROOT, 'packages', 'ui', 'storybook-static');
const UIKIT_OUTPUT = join(UIKIT_FOLDER, 'index.html');
const UIKIT_STAMP = join(CACHE, 'storybook.digest');
const uikitDigest = inputsDigest([
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/domain/src',
  // The console's page stories (and the pages, store and msw handlers they render).
  'apps/console/src',
  '.storybook',
  'pnpm-lock.yaml',
]);
let uikitBuild = null;
if (!isBuildCurrent(UIKIT_OUTPUT, UIKIT_STAMP, uikitDigest)) {
  mkdirSync(CACHE, { recursive: true });
  const logFile = join(CACHE, 'storybook-build.log');
  const log = createWriteStream(logFile);
  console.log(`▶ Building the UI kit for /uikit in the background (log: ${logFile})`);
  // Built aside and moved in place when done: /uikit shows the last whole kit (or says there is
  // none) until then, and a stopped build leaves nothing half-written behind.
  const building = join(CACHE, 'storybook-static');
  rmSync(building, { recursive: true, force: true });
  uikitBuild = spawn(
    join(ROOT, 'node_modules', '.bin', 'storybook'),
    ['build', '--quiet', '-o', building],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  uikitBuild.stdout.pipe(log);
  uikitBuild.stderr.pipe(log);
  uikitBuild.on('error', () => console.warn('The UI kit could not be built; /uikit will say so.'));
  uikitBuild.on('close', (code) => {
    uikitBuild = null;
    if (code === 0 && existsSync(join(building, 'index.html'))) {
      replaceFolder(building, UIKIT_FOLDER);
      recordBuild(UIKIT_STAMP, uikitDigest);
      console.log('✔ The UI kit is built: /uikit shows it.');
    } else if (code !== null) {
      console.warn(`The UI kit could not be built; /uikit will say so (see ${logFile}).`);
    }
  });
} else {
  console.log('✔ The UI kit is up to date');
}

console.log(
  `▶ Starting the Switchboard server (${Math.round((Date.now() - started) / 1000)} s so far)`,
);
runServer({
  cwd: ROOT,
  args: ['--enable-source-maps', 'apps/server/dist/main.js'],
  env: {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? `${ROOT}/.data`,
    // The demo shift: some poked customers answer, so pokes turn into queued chats (issue #14).
    SIMULATE_CUSTOMERS: process.env.SIMULATE_CUSTOMERS ?? '1',
    // Quiet at a terminal: the banner, the dev outbox's messages, warnings and errors, not a
    // line per request (LOG_LEVEL=info shows those).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  onStop: () => uikitBuild?.kill('SIGTERM'),
});
