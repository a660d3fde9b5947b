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
import { findNul } from '../http/validation.js';
import type { Presence } from '../presence/presence.js';
import type { ChangeFeed, FeedChange, FeedEvent } from './feed.js';
import { liveDefinition, type LiveContext } from './queries.js';

interface SocketData {
  user: AuthUser;
}

/** Live queries one connection may hold at once (the console holds about a dozen). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 64;

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
    const data = socket.data as SocketData;
    const subscriptions = new Map<string, () => void>();
    const signOut = () => {
      socket.emit(SOCKET_EVENTS.disconnectOperator);
      socket.disconnect(true);
    };
    deps.presence.add(socket.id, data.user, signOut);

    const send = (id: string, changes: FeedChange[]) => {
      const batch: LiveChangeBatch = { id, changes: changes as LiveChangeBatch['changes'] };
      socket.emit(SOCKET_EVENTS.change, batch);
    };
    const stop = (id: string) => {
      subscriptions.get(id)?.();
      subscriptions.delete(id);
    };

    /**
     * The user as they are now: a socket lives longer than the roles, geos and account it
     * connected with, so each subscription is authorized against a fresh read (null once the
     * socket is gone). A user gone or disabled meanwhile fails with a 401.
     */
    const currentUser = async (): Promise<AuthUser | null> => {
      const before = data.user;
      const user = await deps.auth.reauthenticate(before);
      if (!socket.connected) return null;
      data.user = user;
      if (
        JSON.stringify([before.roles, before.geos, before.name]) !==
        JSON.stringify([user.roles, user.geos, user.name])
      ) {
        deps.presence.add(socket.id, user, signOut);
      }
      return user;
    };

    socket.on(SOCKET_EVENTS.subscribe, async (raw: unknown, ack?: (answer: LiveAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = LiveSubscribeRequest.safeParse(raw);
      const nul = parsed.success ? findNul(raw) : null;
      if (!parsed.success || nul) {
        const issue = parsed.error?.issues[0];
        const field = (nul ?? issue?.path ?? []).join('.') || 'request';
        reply({
          ok: false,
          error: {
            code: 'invalid-input',
            message: `${field}: ${nul ? 'Must not contain a NUL character' : (issue?.message ?? 'invalid')}`,
          },
        });
        return;
      }
      const request = parsed.data;
      // A subscription under the same id is replaced: the old one ends before anything else.
      stop(request.id);
      let stopThis: (() => void) | null = null;
      try {
        const user = await currentUser();
        if (!user) return;
        // Another subscribe under this id may have come in while the user was read.
        stop(request.id);
        if (subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          throw new ApiError(
            409,
            'conflict',
            `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} live queries per connection.`,
          );
        }
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
            .then(() => (open ? definition.changes?.(event, user, emit) : undefined))
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
        stopThis = () => {
          open = false;
          unsubscribe();
          definition.close?.();
        };
        subscriptions.set(request.id, stopThis);
        const rows = await definition.initial(deps.db, user);
        reply({ ok: true });
        // Unsubscribed, replaced or disconnected while reading: nothing more to send.
        if (!open) return;
        send(
          request.id,
          rows.map((row) => ({ kind: 'added', row })),
        );
        if (definition.changes) buffered.forEach(deliver);
        else emit(buffered.map((event) => event.change));
        live = true;
      } catch (error) {
        // Only this subscription ends: one that replaced it meanwhile stays.
        if (stopThis && subscriptions.get(request.id) === stopThis) stop(request.id);
        else stopThis?.();
        reply(errorAck(error));
        // The account is gone or disabled: signed out after it got the answer.
        if (error instanceof ApiError && error.status === 401) signOut();
      }
    });

    socket.on(SOCKET_EVENTS.unsubscribe, (raw: unknown) => {
      const parsed = LiveUnsubscribeRequest.safeParse(raw);
      if (parsed.success) stop(parsed.data.id);
    });

    socket.on('disconnect', () => {
      for (const end of subscriptions.values()) end();
      subscriptions.clear();
      deps.presence.remove(socket.id);
    });
  });

  return io;
}
