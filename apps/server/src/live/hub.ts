import { createHash } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import {
  LIVE_CHANNEL_PREFIX,
  SOCKET_EVENTS,
  type LiveChangeBatch,
  type LiveSubscribeRequest,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import type { ChangeFeed, FeedChange, FeedEvent, FeedRow } from './feed.js';
import type { LiveContext, LiveQueries, LiveSource } from './registry.js';

/** One subscription of one socket to a shared live query. */
export interface LiveHandle {
  /** The shared channel its changes come on. */
  readonly channel: string;
  /** Ends the subscription (an arrow function: it may be passed around on its own). */
  readonly stop: () => void;
  /**
   * Settles once the subscriber has its current rows (after `onJoined`), or fails when the shared
   * query could not be read; a handle stopped before that settles without joining.
   */
  readonly ready: Promise<void>;
}

/** JSON with object keys sorted, so equal parameters make equal keys. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

/** The changes that take a subscriber from `before` to `after` (a resynchronization). */
export function diffRows(before: readonly FeedRow[], after: readonly FeedRow[]): FeedChange[] {
  const old = new Map(before.map((row) => [row.id, row]));
  const fresh = new Set(after.map((row) => row.id));
  const changes: FeedChange[] = [];
  for (const row of before) if (!fresh.has(row.id)) changes.push({ kind: 'removed', id: row.id });
  for (const row of after) {
    const was = old.get(row.id);
    if (!was) changes.push({ kind: 'added', row });
    // A re-read makes new objects of unchanged rows: only a real change is sent.
    else if (was !== row && JSON.stringify(was) !== JSON.stringify(row)) {
      changes.push({ kind: 'modified', row });
    }
  }
  return changes;
}

/**
 * One live query shared by every subscriber with the same key: one source, one feed listener,
 * one read, one socket.io room. Everything it does runs as tasks on one ordered queue (Meteor's
 * observe multiplexer): the first read, each feed event, each new subscriber's snapshot. So a
 * subscriber's current rows are always sent before any change that follows them, and a change is
 * applied once and broadcast once to the room, however many watch.
 */
class SharedQuery {
  readonly channel: string;
  /** Handles that have asked to join and not stopped: at 0 the query closes. */
  private handles = 0;
  /** Per socket id, how many of its handles are in the room (a socket may subscribe twice). */
  private readonly inRoom = new Map<string, number>();
  private queue: Promise<void> = Promise.resolve();
  private failure: Error | null = null;
  private closed = false;
  private readonly unlisten: () => void;

  constructor(
    key: string,
    private readonly tenantId: string,
    private readonly source: LiveSource,
    private readonly io: Server,
    feed: ChangeFeed,
    private readonly onClosed: (shared: SharedQuery) => void,
    private readonly logger: Logger,
  ) {
    this.channel = `${LIVE_CHANNEL_PREFIX}${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
    // Listen before reading: an event during the read is applied after it, never lost.
    this.unlisten = feed.subscribe(source.topics, (event) => this.onEvent(event));
    void this.enqueue(async () => {
      try {
        await source.load();
      } catch (error) {
        this.failure = error instanceof Error ? error : new Error(String(error));
        this.close();
      }
    });
  }

  private enqueue(task: () => void | Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private readonly broadcast = (changes: FeedChange[]): void => {
    if (this.closed || changes.length === 0) return;
    const batch: LiveChangeBatch = {
      id: this.channel,
      changes: changes as LiveChangeBatch['changes'],
    };
    // Local: with several processes each serves its own sockets from its own feed.
    this.io.local.to(this.channel).emit(SOCKET_EVENTS.change, batch);
  };

  private onEvent(event: FeedEvent): void {
    if (event.tenantId !== this.tenantId || !this.source.matches(event)) return;
    void this.enqueue(async () => {
      if (this.closed) return;
      try {
        await this.source.apply(event, this.broadcast);
      } catch (error) {
        this.logger.error({ err: error }, 'A live query update failed; reading it afresh');
        await this.resync();
      }
    });
  }

  /** Reads the query afresh and broadcasts the difference, after every task before it. */
  resyncLater(): void {
    void this.enqueue(async () => {
      if (!this.closed && this.failure === null) await this.resync();
    });
  }

  /** Reads the query afresh and broadcasts the difference (after a failed update). */
  async resync(): Promise<void> {
    const before = [...this.source.rows()];
    try {
      await this.source.load();
      this.broadcast(diffRows(before, this.source.rows()));
    } catch (error) {
      this.logger.error({ err: error }, 'Reading a live query afresh failed');
    }
  }

  /**
   * Adds a subscriber: once every earlier task is done, `onJoined` gets the current rows (to
   * answer and send them), and the socket joins the room in the same step, so the changes it
   * hears are exactly those after its rows.
   */
  join(socket: Socket, onJoined: (rows: readonly FeedRow[]) => void): LiveHandle {
    this.handles += 1;
    let stopped = false;
    let joined = false;
    const ready = this.enqueue(() => {
      if (stopped) return;
      if (this.failure !== null) throw this.failure;
      if (!socket.connected) return;
      joined = true;
      this.inRoom.set(socket.id, (this.inRoom.get(socket.id) ?? 0) + 1);
      void socket.join(this.channel);
      onJoined(this.source.rows());
    });
    return {
      channel: this.channel,
      ready,
      stop: () => {
        if (stopped) return;
        stopped = true;
        if (joined) {
          const left = (this.inRoom.get(socket.id) ?? 1) - 1;
          if (left > 0) this.inRoom.set(socket.id, left);
          else {
            this.inRoom.delete(socket.id);
            void socket.leave(this.channel);
          }
        }
        this.handles -= 1;
        if (this.handles === 0) this.close();
      },
    };
  }

  get subscriberCount(): number {
    return this.handles;
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unlisten();
    this.source.close?.();
    this.onClosed(this);
  }
}

/**
 * The live queries of one server process, shared by key: `${tenant} ${query} ${params}
 * ${audience}`. Subscribers with equal keys share one `SharedQuery`; the last one to leave closes
 * it.
 */
export class LiveHub {
  private readonly shared = new Map<string, SharedQuery>();

  constructor(
    private readonly io: Server,
    private readonly feed: ChangeFeed,
    private readonly queries: LiveQueries,
    private readonly ctx: LiveContext,
  ) {
    // Changes from other processes may have been missed: every query reads afresh.
    feed.onResync(() => {
      for (const shared of this.shared.values()) shared.resyncLater();
    });
  }

  /**
   * Authorizes `user` for the request and joins them to its shared query. Throws (an `ApiError`)
   * when they may not subscribe; `onJoined` answers and sends the current rows.
   */
  async subscribe(
    socket: Socket,
    request: LiveSubscribeRequest,
    user: AuthUser,
    onJoined: (rows: readonly FeedRow[], channel: string) => void,
    stillWanted: () => boolean,
  ): Promise<LiveHandle | null> {
    const definition = this.queries.get(request.query);
    await definition.authorize(user, request.params);
    if (!stillWanted()) return null;
    const key = [
      user.tenantId,
      request.query,
      stableJson(request.params),
      definition.audience?.(user, request.params) ?? '',
    ].join('\n');
    let shared = this.shared.get(key);
    if (!shared) {
      const source = definition.open(request.params, user, this.ctx);
      shared = new SharedQuery(
        key,
        user.tenantId,
        source,
        this.io,
        this.feed,
        (closed) => {
          if (this.shared.get(key) === closed) this.shared.delete(key);
        },
        (this.ctx.logger ?? defaultLogger()).child({ job: 'live', query: request.query }),
      );
      this.shared.set(key, shared);
    }
    const channel = shared.channel;
    return shared.join(socket, (rows) => onJoined(rows, channel));
  }

  /** How many shared queries are open, and how many subscriptions they serve. */
  get stats(): { queries: number; subscriptions: number } {
    let subscriptions = 0;
    for (const shared of this.shared.values()) subscriptions += shared.subscriberCount;
    return { queries: this.shared.size, subscriptions };
  }
}
