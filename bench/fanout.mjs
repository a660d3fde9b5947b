#!/usr/bin/env node
/**
 * bench/fanout: N admins watch the unclaimed list (one shared live query); an operator claims the
 * oldest chat; how long until the `removed` reaches each of the N sockets (p50/p99 over every
 * socket and claim), against a bare socket.io server broadcasting the same change to a room of the
 * same N sockets in the same run. Also the server's memory per idle subscriber (heap and RSS
 * growth from connecting and subscribing the N sockets, after a GC).
 *
 * The subscribers run in child processes (bench/fanout-clients.mjs), so the server's event loop
 * and memory are its own.
 *
 *   npm run bench
 *   FANOUT_SIZES=100,500 FANOUT_CLAIMS=10 FANOUT_CLIENT_PROCESSES=2 node bench/fanout.mjs
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Server } from 'socket.io';
import { SOCKET_EVENTS } from '@switchboard/domain';
import { createStaff, createWaitingChats, percentile, report, startBenchServer } from './lib.mjs';

const SIZES = (process.env.FANOUT_SIZES ?? '100,500,2000').split(',').map(Number);
const CLAIMS = Number(process.env.FANOUT_CLAIMS ?? 20);
const CLIENT_PROCESSES = Number(process.env.FANOUT_CLIENT_PROCESSES ?? 2);
const CLIENTS = fileURLToPath(new URL('./fanout-clients.mjs', import.meta.url));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const now = () => performance.timeOrigin + performance.now();

/** Heap and RSS after a full collection, in bytes. */
async function memory() {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

/**
 * Starts the subscriber processes and waits until their N sockets are connected (and subscribed).
 * The sockets are split over `CLIENT_PROCESSES` processes: in production each subscriber is a
 * browser of its own, and one process decoding 2,000 frames in a row would measure its own queue
 * (the bare broadcast's p99 was 116 ms with one process at N = 2,000). The bare baseline uses the
 * same split.
 */
async function startClients(url, count, mode, tokens = []) {
  const processes = Math.max(1, Math.min(CLIENT_PROCESSES, count));
  const children = await Promise.all(
    Array.from({ length: processes }, async (_, index) => {
      const from = Math.floor((count * index) / processes);
      const to = Math.floor((count * (index + 1)) / processes);
      const child = fork(CLIENTS, [url, String(to - from), mode], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.send({ tokens: tokens.slice(from, to) });
      await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`fanout clients exited with ${code}`)));
      });
      child.removeAllListeners('exit');
      return child;
    }),
  );
  const ask = (child) =>
    new Promise((resolve) => {
      child.once('message', (message) => resolve(message.report));
      child.send({ report: true });
    });
  return {
    arrivals: async () => {
      const merged = {};
      for (const report of await Promise.all(children.map(ask))) {
        for (const [id, times] of Object.entries(report)) (merged[id] ??= []).push(...times);
      }
      return merged;
    },
    close: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.send({ close: true });
            }),
        ),
      ),
  };
}

/** p50/p99 of every arrival after its send, and of the time until the last socket had it. */
function latencies(sent, arrivals, count) {
  const each = [];
  const all = [];
  let missing = 0;
  for (const [id, at] of sent) {
    const times = arrivals[id] ?? [];
    missing += count - times.length;
    for (const time of times) each.push(time - at);
    if (times.length) all.push(Math.max(...times) - at);
  }
  return {
    p50: percentile(each, 50),
    p99: percentile(each, 99),
    allP50: percentile(all, 50),
    missing,
  };
}

/** The server under test: N subscribers, CLAIMS claims one after the other. */
async function measureServer(bench, count, adminTokens) {
  const before = await memory();
  const clients = await startClients(bench.url, count, 'live', adminTokens);
  const after = await memory();
  const sent = new Map();
  try {
    const claimers = await createStaff(bench, CLAIMS, {
      prefix: 'bench-fan-op',
      roles: ['CHAT_OPERATOR:NSFW'],
    });
    for (const { token } of claimers) {
      const at = now();
      const response = await fetch(`${bench.url}/chats/claim-next`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ pool: 'NSFW', locales: ['nl'] }),
      });
      const body = await response.json();
      if (response.status !== 200) throw new Error(`claim answered ${response.status}`);
      sent.set(body.data.id, at);
      // Let the change reach everyone before the next claim, so each figure is one change.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const figures = latencies(sent, await clients.arrivals(), count);
    return {
      ...figures,
      rss: after.rss,
      heapPerSubscriber: (after.heapUsed - before.heapUsed) / count,
      rssPerSubscriber: (after.rss - before.rss) / count,
    };
  } finally {
    await clients.close();
  }
}

/** The baseline: a bare socket.io server broadcasting one change to a room of N sockets. */
async function measureBare(count) {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  io.on('connection', (socket) => void socket.join('watchers'));
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const clients = await startClients(`http://127.0.0.1:${http.address().port}`, count, 'bare');
  const sent = new Map();
  try {
    for (let i = 0; i < CLAIMS; i++) {
      const id = `bare-${i}`;
      sent.set(id, now());
      io.to('watchers').emit(SOCKET_EVENTS.change, {
        id: '~bare',
        changes: [{ kind: 'removed', id }],
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    return latencies(sent, await clients.arrivals(), count);
  } finally {
    await clients.close();
    await io.close();
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const msOf = (value) => `${value.toFixed(1)} ms`;

export async function benchFanout() {
  const bench = await startBenchServer();
  try {
    await createWaitingChats(bench, CLAIMS * SIZES.length + 10);
    const largest = Math.max(...SIZES);
    const adminTokens = (
      await createStaff(bench, largest, { prefix: 'bench-admin', roles: ['CHAT_ADMIN'] })
    ).map((admin) => admin.token);
    const results = [];
    for (const count of SIZES) {
      const server = await measureServer(bench, count, adminTokens.slice(0, count));
      const bare = await measureBare(count);
      results.push({ count, server, bare });
      report(
        `bench/fanout — ${count} subscribers of chats.unclaimed in ${CLIENT_PROCESSES} processes, ${CLAIMS} claims (${bench.engine})`,
        [
          ['claim → removed at each subscriber p50', msOf(server.p50)],
          ['claim → removed at each subscriber p99', msOf(server.p99)],
          ['claim → removed at the last subscriber p50', msOf(server.allP50)],
          ['bare broadcast → each socket p50', msOf(bare.p50)],
          ['bare broadcast → each socket p99', msOf(bare.p99)],
          ['ratio p99 (target < 5×)', `${(server.p99 / bare.p99).toFixed(1)}×`],
          ['missed deliveries (must be 0)', String(server.missing)],
          ['server RSS with the subscribers', mb(server.rss)],
          ['heap per idle subscriber (target < 50 KB)', kb(server.heapPerSubscriber)],
          ['RSS per idle subscriber', kb(server.rssPerSubscriber)],
        ],
      );
      if (server.missing > 0) throw new Error(`${server.missing} deliveries never arrived`);
    }
    return results;
  } finally {
    await bench.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchFanout();
}
