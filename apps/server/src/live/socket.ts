import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import {
  LiveSubscribeRequest,
  LiveUnsubscribeRequest,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type LiveAck,
  type LiveChangeBatch,
} from '@switchboard/domain';
import type { AuthService, AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import type { Presence } from '../presence/presence.js';
import type { ChangeFeed, FeedChange, FeedEvent } from './feed.js';
import { liveDefinition, type LiveContext } from './queries.js';

interface SocketData {
  user: AuthUser;
}

function errorAck(error: unknown): LiveAck {
  if (error instanceof ApiError)
    return { ok: false, error: { code: error.code, message: error.message } };
  console.error('Live query failed', error);
  return {
    ok: false,
    error: { code: 'internal', message: 'The live query failed on the server.' },
  };
}

/**
 * socket.io on the HTTP server's port: authenticates the handshake token, serves live queries
 * from the change feed and keeps presence. Every message from a client is validated with the
 * domain's schemas; a bad one is answered in its acknowledgement, never by a crash.
 */
export function attachRealtime(
  httpServer: HttpServer,
  deps: { db: Database; auth: AuthService; feed: ChangeFeed; presence: Presence } & LiveContext,
): Server {
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket', 'polling'],
  });

  io.use((socket, next) => {
    const raw =
      (socket.handshake.auth as { token?: unknown }).token ?? socket.handshake.query.token;
    const token = typeof raw === 'string' ? raw : '';
    deps.auth
      .authenticate(token)
      .then((user) => {
        (socket.data as SocketData).user = user;
        next();
      })
      .catch((error: unknown) => {
        const failure = new Error(
          error instanceof Error ? error.message : 'Unauthenticated',
        ) as Error & { data?: unknown };
        failure.data = { code: error instanceof ApiError ? error.code : 'unauthenticated' };
        next(failure);
      });
  });

  io.on('connection', (socket) => {
    const { user } = socket.data as SocketData;
    const subscriptions = new Map<string, () => void>();
    deps.presence.add(socket.id, user, () => {
      socket.emit(SOCKET_EVENTS.disconnectOperator);
      socket.disconnect(true);
    });

    const send = (id: string, changes: FeedChange[]) => {
      const batch: LiveChangeBatch = { id, changes: changes as LiveChangeBatch['changes'] };
      socket.emit(SOCKET_EVENTS.change, batch);
    };

    socket.on(SOCKET_EVENTS.subscribe, async (raw: unknown, ack?: (answer: LiveAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = LiveSubscribeRequest.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        reply({
          ok: false,
          error: {
            code: 'invalid-input',
            message: `${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}`,
          },
        });
        return;
      }
      const request = parsed.data;
      try {
        subscriptions.get(request.id)?.();
        const definition = liveDefinition(request, deps);
        definition.authorize(user);
        let open = true;
        const emit = (changes: FeedChange[]) => {
          if (open && changes.length > 0) send(request.id, changes);
        };
        // A definition's own handling of events runs one event at a time, in feed order.
        let handled: Promise<void> = Promise.resolve();
        const deliver = (event: FeedEvent) => {
          handled = handled
            .then(() => definition.changes?.(event, user, emit))
            .catch((error: unknown) => console.error('Live query update failed', error));
        };
        // Listen before reading, buffering, so no change between the read and the listen is lost.
        const buffered: FeedEvent[] = [];
        let live = false;
        const unsubscribe = deps.feed.subscribe((event) => {
          if (!definition.matches(event, user)) return;
          if (!live) buffered.push(event);
          else if (definition.changes) deliver(event);
          else emit([event.change]);
        });
        subscriptions.set(request.id, () => {
          open = false;
          unsubscribe();
          definition.close?.();
        });
        const rows = await definition.initial(deps.db, user);
        reply({ ok: true });
        send(
          request.id,
          rows.map((row) => ({ kind: 'added', row })),
        );
        if (definition.changes) buffered.forEach(deliver);
        else emit(buffered.map((event) => event.change));
        live = true;
      } catch (error) {
        subscriptions.get(request.id)?.();
        subscriptions.delete(request.id);
        reply(errorAck(error));
      }
    });

    socket.on(SOCKET_EVENTS.unsubscribe, (raw: unknown) => {
      const parsed = LiveUnsubscribeRequest.safeParse(raw);
      if (!parsed.success) return;
      subscriptions.get(parsed.data.id)?.();
      subscriptions.delete(parsed.data.id);
    });

    socket.on('disconnect', () => {
      for (const stop of subscriptions.values()) stop();
      subscriptions.clear();
      deps.presence.remove(socket.id);
    });
  });

  return io;
}
