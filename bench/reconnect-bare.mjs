/**
 * The baseline server of bench/reconnect, in a process of its own like the real one: a bare
 * socket.io server with no authentication, no database and no presence, which answers each
 * subscribe with an acknowledgement and the same initial rows the real server sent for that
 * query (read from the JSON file named on the command line), and joins the socket to the query's
 * room. On `{broadcast: batch}` over IPC it sends the batch to the `queues.counts` room, as the
 * real server broadcasts a change of the counts.
 *
 *   node bench/reconnect-bare.mjs <port> <rows.json>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_EVENTS } from '@switchboard/domain';

const [port, file] = process.argv.slice(2);
/** Per query name, the rows a subscriber gets first. */
const rows = JSON.parse(readFileSync(file, 'utf8'));
const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.on(SOCKET_EVENTS.subscribe, (request, ack) => {
    const channel = `~bare-${request.query}`;
    void socket.join(channel);
    ack({ ok: true, channel });
    socket.emit(SOCKET_EVENTS.change, {
      id: request.id,
      changes: (rows[request.query] ?? []).map((row) => ({ kind: 'added', row })),
    });
  });
});
process.on('message', (message) => {
  if (message.broadcast) io.to('~bare-queues.counts').emit(SOCKET_EVENTS.change, message.broadcast);
});
process.on('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
http.listen(Number(port), '127.0.0.1', () => console.log(`bare socket.io listening on ${port}`));
