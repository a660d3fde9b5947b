// Debian's Chromium for browser tests: found, or installed with apt when this machine can.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { step } from './lib.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Emoji and Latin fonts make screenshots the same on every machine of this kind.
const PACKAGES = ['chromium', 'fonts-noto-color-emoji', 'fonts-liberation'];

function missingPackages() {
  return PACKAGES.filter((name) => {
    const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return result.status !== 0 || !result.stdout.includes('install ok installed');
  });
}

function apt(args) {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'apt-get' : 'sudo';
  const fullArgs = asRoot ? args : ['-n', 'apt-get', ...args];
  const result = spawnSync(command, fullArgs, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Makes sure Chromium is there; exits with a clear message when it is not and cannot be. */
export function ensureChromium() {
  const hasApt = spawnSync('apt-get', ['--version']).status === 0;
  const missing = hasApt ? missingPackages() : [];
  if (existsSync(CHROMIUM_PATH) && missing.length === 0) return;
  if (existsSync(CHROMIUM_PATH) && !hasApt) return;

  step(`Installing ${missing.join(', ')} (Debian packages) for the browser tests`);
  if (hasApt && apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...missing])) return;
  if (existsSync(CHROMIUM_PATH)) {
    console.warn('Could not install the fonts; screenshots may differ from the baselines.');
    return;
  }
  console.error(`
Chromium is needed for the browser tests and was not found at ${CHROMIUM_PATH}.
Install Debian's package as root (apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}
