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
import { ApiError } from '../errors.js';
import { findNul } from '../http/validation.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import type { Presence } from '../presence/presence.js';
import type { ChangeFeed } from './feed.js';
import { LiveHub } from './hub.js';
import type { LiveContext, LiveQueries } from './registry.js';

interface SocketData {
  user: AuthUser;
}

/** Live queries one connection may hold at once (the console holds about a dozen). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 64;

function errorAck(error: unknown, logger: Logger): LiveAck {
  if (error instanceof ApiError)
    return { ok: false, error: { code: error.code, message: error.message } };
  logger.error({ job: 'live', err: error }, 'Live query failed');
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
  deps: {
    db: Database;
    auth: AuthService;
    feed: ChangeFeed;
    presence: Presence;
    live: LiveQueries;
  } & LiveContext,
): Server & { liveHub: LiveHub } {
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket', 'polling'],
  });
  const logger = deps.logger ?? defaultLogger();
  const hub = new LiveHub(io, deps.feed, deps.live, { db: deps.db, clock: deps.clock, logger });

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

    const attempts = new Map<string, () => void>();
    const stop = (id: string) => {
      subscriptions.get(id)?.();
      subscriptions.delete(id);
      attempts.delete(id);
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
      let answered = false;
      const reply = (answer: LiveAck) => {
        if (answered) return;
        answered = true;
        if (typeof ack === 'function') ack(answer);
      };
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
      // Marks this attempt, so one that another subscribe under the same id replaced gives up.
      const attempt = () => undefined;
      attempts.set(request.id, attempt);
      const stillWanted = () => socket.connected && attempts.get(request.id) === attempt;
      try {
        const user = await currentUser();
        // Replaced by a later subscribe under the same id, or the socket is gone.
        if (!user || !stillWanted()) return reply({ ok: true });
        // Counts those still being authorized too, so a flood of subscribes cannot pass the cap.
        if (attempts.size > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          throw new ApiError(
            409,
            'conflict',
            `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} live queries per connection.`,
          );
        }
        const handle = await hub.subscribe(
          socket,
          request,
          user,
          (rows, channel) => {
            reply({ ok: true, channel });
            const batch: LiveChangeBatch = {
              id: request.id,
              changes: rows.map((row) => ({ kind: 'added', row })) as LiveChangeBatch['changes'],
            };
            socket.emit(SOCKET_EVENTS.change, batch);
          },
          stillWanted,
        );
        if (!handle) return reply({ ok: true });
        subscriptions.set(request.id, handle.stop);
        await handle.ready;
        // Stopped before it joined: answered all the same, without rows.
        reply({ ok: true, channel: handle.channel });
      } catch (error) {
        // Only this subscription ends: one that replaced it meanwhile stays.
        if (attempts.get(request.id) === attempt) stop(request.id);
        reply(errorAck(error, logger));
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

  return Object.assign(io, { liveHub: hub });
}
