// Shared helpers for the root scripts (npm start, npm test). Plain Node: they run before any install.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

/** `run` without blocking: resolves to the exit status, so other work can go on beside it. */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
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
/** The command line of pnpm with `args`: [command, ...arguments]. */
export function pnpmLine(args) {
  pnpmCommand ??= findPnpm();
  return [...pnpmCommand, ...args];
}

/** pnpm itself, bootstrapped through npx when the pinned version is not installed yet. */
export function pnpm(args) {
  const [command, ...rest] = pnpmLine(args);
  must(command, rest);
}

/**
 * Runs a command with its output held back: one progress line while it runs (updated in place at
 * a terminal), one line when it ends, and the whole output only when it fails. Resolves to the
 * exit status.
 */
export function quiet(title, command, args, options = {}) {
  const out = options.out ?? process.stdout;
  return new Promise((resolve) => {
    const started = Date.now();
    const seconds = () => Math.round((Date.now() - started) / 1000);
    let output = '';
    const child = spawn(command, args, {
      cwd: ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const tty = Boolean(out.isTTY);
    out.write(`▶ ${title} …${tty ? '' : '\n'}`);
    const timer = tty ? setInterval(() => out.write(`\r▶ ${title} … ${seconds()} s`), 1000) : null;
    let failedToStart = null;
    child.on('error', (error) => (failedToStart = error));
    child.on('close', (code) => {
      if (timer) clearInterval(timer);
      const status = failedToStart ? 1 : (code ?? 1);
      const line = `${status === 0 ? '✔' : '✖'} ${title} (${seconds()} s)`;
      out.write(tty ? `\r\x1b[2K${line}\n` : `${line}\n`);
      if (failedToStart) out.write(`Could not run ${command}: ${failedToStart.message}\n`);
      if (status !== 0) out.write(output);
      resolve(status);
    });
  });
}

/** `quiet`, exiting the process with the command's status when it fails. */
export async function mustQuietly(title, command, args, options = {}) {
  const status = await quiet(title, command, args, options);
  if (status !== 0) process.exit(status);
}

const NOT_INPUTS = new Set(['node_modules', 'dist', 'storybook-static', '__screenshots__']);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !NOT_INPUTS.has(entry.name) && !entry.name.startsWith('.vitest'))
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return entry.isFile() ? [full] : [];
    });
}

/** A digest of files and folders (names and contents), for "has anything changed since?". */
export function inputsDigest(paths, root = ROOT) {
  const hash = createHash('sha256');
  const files = paths
    .map((path) => join(root, path))
    .filter((full) => existsSync(full))
    .flatMap((full) => (statSync(full).isDirectory() ? filesUnder(full) : [full]))
    .sort();
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Whether a build's output is there and was made from the inputs it has now: `stamp` holds the
 * digest of the inputs of the last build that succeeded (`recordBuild` writes it).
 */
export function isBuildCurrent(output, stamp, digest) {
  return existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
}

export function recordBuild(stamp, digest) {
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, digest);
}

/**
 * Puts a finished build (`built`, a folder) where `target` was, replacing it whole: a build made
 * in place shows its half-written state to whoever reads the folder meanwhile, and keeps it when
 * the build is stopped (a stopped `npm start` left Storybook's index.html without its
 * iframe.html, and /uikit a frame that never rendered). Both folders on one file system.
 */
export function replaceFolder(built, target) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  renameSync(built, target);
}

/** Installs the workspace exactly as the lockfile says. */
export function install() {
  step('Installing dependencies (pnpm)');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}
