// Shared helpers for the root scripts (npm start, npm test). Plain Node: they run before any install.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
/** The pinned pnpm version, from `packageManager` in package.json. */
export const PNPM_VERSION = pkg.packageManager.replace(/^pnpm@/, '');

/** Prints a step heading so a long log is easy to scan. */
export function step(title) {
  console.log(`\n▶ ${title}`);
}

/** Runs a command in the repo root, inheriting stdio; returns its exit status. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Runs a command and exits the process with its status when it fails. */
export function must(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

function isPinnedPnpm(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === PNPM_VERSION;
}

function findPnpm() {
  // The workspace's own copy (a root devDependency) after the first install, then one on PATH,
  // then the pinned version through npx, which is all a fresh machine has.
  const local = join(ROOT, 'node_modules', '.bin', 'pnpm');
  if (existsSync(local) && isPinnedPnpm(local)) return [local];
  if (isPinnedPnpm('pnpm')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

let pnpmCommand;
/** pnpm itself, bootstrapped through npx when the pinned version is not installed yet. */
export function pnpm(args) {
  pnpmCommand ??= findPnpm();
  const [command, ...prefix] = pnpmCommand;
  must(command, [...prefix, ...args]);
}

/** Installs the workspace exactly as the lockfile says. */
export function install() {
  step('Installing dependencies (pnpm)');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}
