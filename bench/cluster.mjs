#!/usr/bin/env node
/**
 * bench/cluster: the cost of a change crossing server processes. Two servers share one database
 * (a second process's server; on PGlite both live in this process on its one instance). An admin
 * watches the unclaimed list on each; operators claim through the first one at a time. Prints the
 * time from the claim request to the `removed` at the subscriber on the same server (in-process
 * feed) and on the other one (PostgreSQL LISTEN/NOTIFY), p50/p99, and their ratio.
 *
 *   npm run bench
 *   CLUSTER_CLAIMS=200 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/cluster.mjs
 */
import { fileURLToPath } from 'node:url';
import { io as connect } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH } from '@switchboard/domain';
import {
  createOperators,
  createWaitingChats,
  ms,
  percentile,
  report,
  startBenchServer,
} from './lib.mjs';

const CLAIMS = Number(process.env.CLUSTER_CLAIMS ?? 100);

/** A subscriber of the unclaimed list; resolves `removed` ids with their arrival times. */
async function watch(url, token) {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  const arrivals = new Map();
  const waiting = new Map();
  socket.on(SOCKET_EVENTS.change, (batch) => {
    for (const change of batch.changes) {
      if (change.kind !== 'removed') continue;
      arrivals.set(change.id, performance.now());
      waiting.get(change.id)?.();
    }
  });
  const ack = await socket.emitWithAck(SOCKET_EVENTS.subscribe, {
    id: 'unclaimed',
    query: 'chats.unclaimed',
    params: { locales: ['nl'] },
  });
  if (!ack.ok) throw new Error(`subscribe refused: ${ack.error.message}`);
  return {
    socket,
    removed: (id) =>
      arrivals.has(id)
        ? Promise.resolve(arrivals.get(id))
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no removed for ${id}`)), 5_000);
            waiting.set(id, () => {
              clearTimeout(timer);
              resolve(arrivals.get(id));
            });
          }),
  };
}

export async function benchCluster() {
  const bench = await startBenchServer();
  const other = await bench.second();
  const sockets = [];
  try {
    const chatIds = await createWaitingChats(bench, CLAIMS);
    const operators = await createOperators(bench, CLAIMS);
    const found = await bench.deps.auth.userByUid('demo-admin');
    const admin = (await bench.deps.auth.issueTokens(found.user, found.tenant, null)).idToken;
    const same = await watch(bench.url, admin);
    const cross = await watch(other.url, admin);
    sockets.push(same.socket, cross.socket);

    const local = [];
    const remote = [];
    for (let i = 0; i < CLAIMS; i += 1) {
      const chatId = chatIds[i];
      const start = performance.now();
      const response = await fetch(`${bench.url}/chats/${chatId}/claim`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${operators[i].token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ domain: 'flirt-nl.demo.test' }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`claim answered ${response.status}`);
      const [here, there] = await Promise.all([same.removed(chatId), cross.removed(chatId)]);
      local.push(here - start);
      remote.push(there - start);
    }
    const figures = {
      localP50: percentile(local, 50),
      localP99: percentile(local, 99),
      remoteP50: percentile(remote, 50),
      remoteP99: percentile(remote, 99),
    };
    report(
      `bench/cluster — ${CLAIMS} claims through server A, 'removed' at a subscriber on A and on B (${bench.engine})`,
      [
        ['same process (A) p50', ms(figures.localP50)],
        ['same process (A) p99', ms(figures.localP99)],
        ['other process (B, LISTEN/NOTIFY) p50', ms(figures.remoteP50)],
        ['other process (B, LISTEN/NOTIFY) p99', ms(figures.remoteP99)],
        ['ratio p50', `${(figures.remoteP50 / figures.localP50).toFixed(2)}×`],
        ['ratio p99', `${(figures.remoteP99 / figures.localP99).toFixed(2)}×`],
      ],
    );
    return figures;
  } finally {
    for (const socket of sockets) socket.close();
    await other.close();
    await bench.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchCluster();
}
