// `npm run start:cluster`: two Switchboard server processes on one PostgreSQL (and Redis, when
// REDIS_URL is set), each on its own port, with a small TCP proxy in front that spreads
// connections over the processes that answer — as a load balancer would. Needs DATABASE_URL.
import { spawn } from 'node:child_process';
import { install, pnpm, ROOT, step } from './lib.mjs';

const PORTS = (process.env.CLUSTER_PORTS ?? '8081,8082').split(',').map(Number);
const PROXY_PORT = Number(process.env.PORT ?? 8080);

if (!process.env.DATABASE_URL) {
  console.error(
    'start:cluster needs a PostgreSQL server every process shares, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/switchboard npm run start:cluster\n' +
      '(PGlite, the embedded default, lives inside one process.)',
  );
  process.exit(2);
}

install();
step('Building packages');
pnpm(['-r', '--if-present', 'build']);

const children = [];
function startServer(port, name) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => console.log(`[${name}] exited (${signal ?? code})`));
  children.push(child);
  return child;
}

async function ready(port) {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on port ${port} did not become ready`);
}

// One after the other: the first migrates and seeds an empty database, the next finds it ready.
step(`Starting ${PORTS.length} server processes on ports ${PORTS.join(', ')}`);
for (const [index, port] of PORTS.entries()) {
  startServer(port, String.fromCharCode(97 + index));
  await ready(port);
}

// Round robin over the processes; a connection a process refuses goes to the next one.
const { startTcpProxy } = await import('../apps/server/dist/cluster/tcp-proxy.js');
const proxy = await startTcpProxy(PORTS, PROXY_PORT);
console.log(
  `\nSwitchboard cluster: http://localhost:${PROXY_PORT} spreads over ${PORTS.map((port) => `http://localhost:${port}`).join(' and ')}\n` +
    `Stop one process (kill -9 its pid: ${children.map((child) => child.pid).join(', ')}) and the others carry on.`,
);

const stop = () => {
  proxy.close();
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
