/**
 * The operators of bench/reconnect, in a process of their own: opens N socket.io connections as
 * an operator's console in the lobby does (presence, and the lobby's live queries), keeps each
 * subscription's rows, and subscribes again after every reconnect (the server forgets a socket's
 * subscriptions with the socket). Notes, per socket, when its subscriptions last held their
 * current rows again (each one's first batch after the connect), and when each `queues.counts`
 * change arrived. Talks to the parent over IPC:
 *   ← {tokens, reconnect}  the ID tokens to connect with (none for the bare baseline), and the
 *                          client's reconnection options (socket.io's delays and jitter)
 *   → {ready}              after every socket is connected and holds its rows
 *   ← {report}             → {report: {resynced, connects, connectErrors, counts, digest, sample}}
 *   ← {fresh}              closes every socket and opens N new ones in waves of 50
 *                          → {fresh: {times}} when each held its rows (absolute milliseconds)
 *   ← {close}
 */
import { createHash } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH } from '@switchboard/domain';

const [url, count, mode] = process.argv.slice(2);
const { tokens, reconnect } = await new Promise((resolve) =>
  process.once('message', (message) => resolve(message)),
);
const now = () => performance.timeOrigin + performance.now();

/** What the console's lobby subscribes to (LobbyPage, the layout's notices and notification). */
const LOBBY_QUERIES = [
  { id: 'counts', query: 'queues.counts', params: { locales: ['nl'] } },
  { id: 'claimed', query: 'chat.claimed', params: {} },
  { id: 'announcements', query: 'announcements', params: { locales: ['nl'] } },
  { id: 'notification', query: 'system-notification', params: {} },
];

let connectErrors = 0;
/** Each connect error: when, and what it said (a refused socket, a timeout, an auth answer). */
const errors = [];
const clients = [];

function open(index, onResynced) {
  const socket = connect(url, {
    path: mode === 'bare' ? '/socket.io' : SOCKET_PATH,
    transports: ['websocket'],
    auth: mode === 'bare' ? {} : { token: tokens[index % tokens.length], presence: true },
    forceNew: true,
    ...reconnect,
  });
  const client = {
    socket,
    connects: 0,
    connected: 0,
    resynced: 0,
    /** Per subscription id: its rows by id, and the shared channel it hears changes on. */
    subs: new Map(LOBBY_QUERIES.map((q) => [q.id, { rows: new Map(), channel: null }])),
    pending: new Set(),
    counts: [],
  };
  const apply = (sub, changes) => {
    for (const change of changes) {
      if (change.kind === 'removed') sub.rows.delete(change.id);
      else sub.rows.set(change.row.id, change.row);
    }
  };
  socket.on(SOCKET_EVENTS.change, (batch) => {
    const own = client.subs.get(batch.id);
    if (own) {
      apply(own, batch.changes);
      if (client.pending.delete(batch.id) && client.pending.size === 0) {
        client.resynced = now();
        onResynced?.(client);
      }
      return;
    }
    for (const [id, sub] of client.subs) {
      if (sub.channel !== batch.id) continue;
      apply(sub, batch.changes);
      if (id === 'counts') client.counts.push(now());
    }
  });
  socket.on('connect', () => {
    client.connects += 1;
    client.connected = now();
    for (const request of LOBBY_QUERIES) {
      const sub = client.subs.get(request.id);
      // The server forgot the subscription with the old socket: the rows come again.
      sub.rows.clear();
      sub.channel = null;
      client.pending.add(request.id);
      socket.emit(SOCKET_EVENTS.subscribe, request, (ack) => {
        if (ack?.ok) sub.channel = ack.channel ?? null;
        else {
          console.error(`subscribe ${request.query} refused: ${ack?.error?.message}`);
          client.pending.delete(request.id);
        }
      });
    }
  });
  socket.on('connect_error', (error) => {
    connectErrors += 1;
    errors.push({ at: now(), message: error?.message ?? String(error) });
  });
  clients.push(client);
  return client;
}

/** Opens `total` sockets in waves of 50 (as in bench/fanout); resolves when all hold rows. */
async function openAll(total) {
  for (let i = 0; i < total; i += 50) {
    await Promise.all(
      Array.from(
        { length: Math.min(50, total - i) },
        (_, j) => new Promise((resolve) => open(i + j, resolve)),
      ),
    );
  }
}

/** A digest of what each socket holds, so the parent can compare them with a fresh read. */
function holdings(client) {
  return Object.fromEntries(
    [...client.subs].map(([id, sub]) => [
      id,
      [...sub.rows.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    ]),
  );
}

await openAll(Number(count));
process.send({ ready: true });

process.on('message', async (message) => {
  if (message.report) {
    const digests = {};
    for (const client of clients) {
      const digest = createHash('sha1')
        .update(JSON.stringify(holdings(client)))
        .digest('hex');
      digests[digest] = (digests[digest] ?? 0) + 1;
    }
    process.send({
      report: {
        resynced: clients.map((client) => client.resynced),
        connected: clients.map((client) => client.connected),
        errors,
        connects: clients.map((client) => client.connects),
        pending: clients.filter((client) => client.pending.size > 0).length,
        connectErrors,
        counts: clients.map((client) => client.counts),
        digests,
        sample: holdings(clients[0]),
      },
    });
  }
  if (message.fresh) {
    for (const client of clients.splice(0)) client.socket.close();
    const started = clients.length;
    await openAll(Number(count));
    process.send({ fresh: { times: clients.slice(started).map((client) => client.resynced) } });
  }
  if (message.close) {
    for (const client of clients) client.socket.close();
    process.exit(0);
  }
});
