// Finds the optional services for the extra test passes: PostgreSQL and Redis (CI and developer
// machines have both; a fresh machine has neither, and PGlite and the in-process store carry
// every test).
import { connect } from 'node:net';

/** `env[name]`, or `fallback` when unset; a value that is not a URL stops the run naming it. */
export function urlSetting(env, name, fallback) {
  const value = env[name] ?? fallback;
  if (!URL.canParse(value)) throw new Error(`${name} is not a URL: ${value}`);
  return value;
}

export const POSTGRES_TEST_URL = urlSetting(
  process.env,
  'TEST_DATABASE_URL',
  'postgres://postgres@127.0.0.1:5432/test',
);
export const REDIS_TEST_URL = urlSetting(process.env, 'TEST_REDIS_URL', 'redis://127.0.0.1:6379');

/** The port a URL of these schemes means when it names none. */
const DEFAULT_PORTS = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379, 'rediss:': 6380 };

/** The TCP port `url` points at: its own, or its scheme's. */
export function portOf(url) {
  const { port, protocol } = new URL(url);
  return Number(port || DEFAULT_PORTS[protocol]);
}

/** Resolves true when something accepts TCP connections where `url` points. */
export function serviceAnswers(url, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = connect({ host: new URL(url).hostname, port: portOf(url) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
