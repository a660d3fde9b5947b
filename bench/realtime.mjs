#!/usr/bin/env node
/**
 * bench/realtime: the time from a claim to the `removed` change at another subscriber (an admin
 * watching the unclaimed list), p50/p99, and the ratio to a bare socket.io round trip (emit with
 * acknowledgement, no database) measured in the same run on the same machine.
 *
 *   npm run bench
 *   CLAIMS=200 node bench/realtime.mjs
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH } from '@switchboard/domain';
import {
  createOperators,
  createWaitingChats,
  ms,
  percentile,
  report,
  since,
  startBenchServer,
} from './lib.mjs';

const CLAIMS = Number(process.env.CLAIMS ?? 100);

export async function benchRealtime() {
  const bench = await startBenchServer();
  const sockets = [];
  try {
    const chatIds = await createWaitingChats(bench, CLAIMS);
    const operators = await createOperators(bench, CLAIMS);
    const admin = await signIn(bench.url, 'admin@demo.test');

    const watcher = connect(bench.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: admin },
      reconnection: false,
    });
    sockets.push(watcher);
    const removedAt = new Map();
    const waiting = new Map();
    watcher.on(SOCKET_EVENTS.change, (batch) => {
      for (const change of batch.changes) {
        if (change.kind !== 'removed') continue;
        removedAt.set(change.id, performance.now());
        waiting.get(change.id)?.();
      }
    });
    const ack = await watcher.emitWithAck(SOCKET_EVENTS.subscribe, {
      id: 'unclaimed',
      query: 'chats.unclaimed',
      params: { locales: ['nl'] },
    });
    if (!ack.ok) throw new Error(`subscribe refused: ${ack.error.message}`);

    // One claim at a time, so each figure is one commit → one change at the subscriber.
    const latencies = [];
    for (let i = 0; i < CLAIMS; i += 1) {
      const chatId = chatIds[i];
      const seen = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no removed change for ${chatId}`)), 5000);
        waiting.set(chatId, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const start = performance.now();
      const response = await fetch(`${bench.url}/chats/${chatId}/claim`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${operators[i].token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ domain: 'flirt-nl.demo.test', messagePool: 'NSFW' }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`claim answered ${response.status}`);
      await seen;
      latencies.push(removedAt.get(chatId) - start);
    }

    const bare = await bareRoundTrips(CLAIMS);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    report(
      `bench/realtime — ${CLAIMS} claims, claim request → 'removed' at another subscriber (${bench.engine})`,
      [
        ['claim → removed p50', ms(p50)],
        ['claim → removed p99', ms(p99)],
        ['bare socket.io round trip p50', ms(bare.p50)],
        ['bare socket.io round trip p99', ms(bare.p99)],
        ['ratio p50', `${(p50 / bare.p50).toFixed(1)}×`],
        ['ratio p99', `${(p99 / bare.p99).toFixed(1)}×`],
      ],
    );
    return { p50, p99 };
  } finally {
    for (const socket of sockets) socket.close();
    await bench.close();
  }
}

/** The baseline: a socket.io server that only acknowledges, and a client timing the round trips. */
async function bareRoundTrips(count) {
  const http = createServer();
  const server = new Server(http, { transports: ['websocket'] });
  server.on('connection', (socket) => socket.on('ping-bench', (ack) => ack()));
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const client = connect(`http://127.0.0.1:${http.address().port}`, { transports: ['websocket'] });
  try {
    await new Promise((resolve) => client.on('connect', resolve));
    const latencies = [];
    for (let i = 0; i < count; i += 1) {
      const start = performance.now();
      await client.emitWithAck('ping-bench');
      latencies.push(since(start));
    }
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    client.close();
    await server.close();
  }
}

async function signIn(url, email) {
  const response = await fetch(`${url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'switchboard-demo' }),
  });
  const body = await response.json();
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchRealtime();
}
