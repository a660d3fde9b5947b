/**
 * The subscribers of bench/fanout, in a process of their own so the server's memory and event
 * loop are its own: opens N socket.io connections, subscribes each (or, for the bare baseline,
 * only connects), and notes when each removal reaches each socket (absolute milliseconds, so the
 * parent can compare with its own clock). Talks to the parent over IPC:
 *   ← {tokens} the ID tokens to connect with (for the bare baseline, none)
 *   → {ready}  after every socket is connected (and subscribed)
 *   ← {report} → {report: {[id]: number[]}}, the arrival times per removed id
 *   ← {close}
 */
import { io as connect } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH } from '@switchboard/domain';

const [url, count, mode] = process.argv.slice(2);
// The ID tokens come over IPC (2,000 of them are too long for a command line).
const tokens = await new Promise((resolve) =>
  process.once('message', (message) => resolve(message.tokens)),
);
const arrivals = new Map();
const sockets = [];
const now = () => performance.timeOrigin + performance.now();

function note(changes) {
  const at = now();
  for (const change of changes) {
    if (change.kind !== 'removed') continue;
    const list = arrivals.get(change.id);
    if (list) list.push(at);
    else arrivals.set(change.id, [at]);
  }
}

async function open(index) {
  const socket = connect(url, {
    path: mode === 'bare' ? '/socket.io' : SOCKET_PATH,
    transports: ['websocket'],
    auth: mode === 'bare' ? {} : { token: tokens[index % tokens.length] },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  socket.on(SOCKET_EVENTS.change, (batch) => note(batch.changes));
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  if (mode === 'bare') return;
  const ack = await socket.emitWithAck(SOCKET_EVENTS.subscribe, {
    id: 'unclaimed',
    query: 'chats.unclaimed',
    params: { locales: ['nl'] },
  });
  if (!ack.ok) throw new Error(`subscribe refused: ${ack.error.message}`);
}

// Connect in waves, so the handshakes do not all queue at once.
const total = Number(count);
for (let i = 0; i < total; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, total - i) }, (_, j) => open(i + j)));
}
process.send({ ready: true });

process.on('message', (message) => {
  if (message.report) process.send({ report: Object.fromEntries(arrivals) });
  if (message.close) {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
