// Finds the optional PostgreSQL server for the extra test pass (CI and developer machines have one).
import { connect } from 'node:net';

export const POSTGRES_TEST_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Resolves true when something accepts connections where the PostgreSQL URL points. */
export function postgresAnswers(url = POSTGRES_TEST_URL, timeoutMs = 1500) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
