/**
 * One server of bench/http in a process of its own (`BENCH_APART=1`): then its CPU time is its
 * own, not shared with the other server's timers, scrapes and garbage. Talks to the parent over
 * IPC:
 *   ← {observed}
 *   → {url, engine, headers}, once it listens (headers: an operator's Bearer token)
 *   ← 'cpu'   → {cpu}, this process's `process.cpuUsage()`
 *   ← 'close' → closes the server and its database, and exits
 */
import { createOperators, startBenchServer } from './lib.mjs';

const { observed } = await new Promise((resolve) => process.once('message', resolve));
const server = await startBenchServer({ observed });
const [operator] = await createOperators(server, 1);
process.on('message', (message) => {
  if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  else if (message === 'close') {
    void server.close().then(() => process.disconnect());
  }
});
process.send({
  url: server.url,
  engine: server.engine,
  headers: { Authorization: `Bearer ${operator.token}` },
});
