import type { io as connectSocket, Socket } from 'socket.io-client';
import {
  authErrorText,
  LiveChangeBatch,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type LiveAck,
  type LiveQuery,
} from '@switchboard/domain';

/** What a subscriber hears: each validated batch, and a fresh start after a reconnect. */
export interface LiveListener {
  onBatch: (batch: LiveChangeBatch) => void;
  /** The server lost the subscription (reconnect): the current rows come again as `added`. */
  onResync?: () => void;
  onError?: (error: { code: string; message: string }) => void;
}

export interface PortalConnectOptions {
  /** The ID token to hand over at (re)connection; refreshed first if it is about to expire. */
  getToken: () => Promise<string | null>;
  /** The server signs this operator out (spec §4 "Session and presence"). */
  onDisconnectOperator: () => void;
  /** Presence: the socket counts as a connected operator (an Operator who is not an Admin). */
  presence: boolean;
  /** Hears every change of `connection` (the layout shows "Reconnecting…"). */
  onConnectionChange?: (connection: PortalConnection) => void;
  /**
   * The realtime layer could not start (spec §8: "shows the translated auth error text"): its
   * client did not load, or the server refused the handshake again with a fresh token. Once per
   * run of failures; the connection keeps trying.
   */
  onFailure?: (text: string) => void;
}

/**
 * The connection as the app shows it: `reconnecting` from the moment an open connection drops
 * until it is back and every subscription holds its current rows again (until then the live data
 * on screen is stale); `idle` when there is no session to connect.
 */
export type PortalConnection = 'idle' | 'connecting' | 'connected' | 'reconnecting';

/**
 * socket.io's reconnection back-off, with jitter: after a restart every console reconnects, and
 * without it they would all knock at once, again and again (a thundering herd). Each wait is the
 * delay (doubled per attempt, at most the maximum) ± up to 80% of it at random, so the herd
 * spreads over 0.2–1.8 s at the first attempt and more after.
 */
export const RECONNECT_OPTIONS = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.8,
} as const;

/** The portal's state as /debug shows it. */
export interface PortalSnapshot {
  state: 'connected' | 'connecting' | 'disconnected';
  socketId: string | null;
  transport: string | null;
  subscriptions: { id: string; query: string; params: unknown; channel: string | null }[];
}

interface Subscription {
  request: LiveQuery & { id: string };
  listener: LiveListener;
  /**
   * The shared channel the server broadcasts this query's changes on (from the acknowledgement):
   * subscribers of the same query share one channel, so a change is one broadcast, not one
   * message per subscriber.
   */
  channel?: string;
  /** Its current rows have arrived since it was (re)subscribed. */
  fresh: boolean;
}

let nextSubscriptionId = 1;

/** Wait before another handshake after the server refused one. */
const HANDSHAKE_RETRY_MS = 5_000;

/**
 * The one owner of the socket.io connection (STYLE: Excalidraw's Portal). It connects after
 * sign-in with the user's token, keeps the live query subscriptions and renews them after a
 * reconnect, hands each validated change batch to its subscriber, and signs the operator out on
 * the server's `disconnectOperator`. Transports: websocket first, polling as the fallback.
 */
export class LivePortal {
  private socket: Socket | null = null;
  /** Bumped by every connect and disconnect, so a client library that loads late is dropped. */
  private generation = 0;
  private loading = false;
  private readonly subscriptions = new Map<string, Subscription>();
  private current: PortalConnection = 'idle';
  protected onConnectionChange: ((connection: PortalConnection) => void) | undefined;

  /** See `PortalConnection`. */
  get connection(): PortalConnection {
    return this.current;
  }

  protected setConnection(next: PortalConnection): void {
    if (next === this.current) return;
    this.current = next;
    this.onConnectionChange?.(next);
  }

  /**
   * Connected; after a drop (`reconnecting`), only once every subscription holds its current rows
   * again. The first connection is not a reconnect: the pages show their own loading states.
   */
  private settle(): void {
    if (!this.socket?.connected) return;
    if (this.current === 'reconnecting') {
      for (const subscription of this.subscriptions.values()) if (!subscription.fresh) return;
    }
    this.setConnection('connected');
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Whether a connection is open or being opened. */
  get active(): boolean {
    return this.socket !== null || this.loading;
  }

  /**
   * Opens the connection. The socket.io client is loaded on first use, so pages before sign-in
   * (/login) do not download it.
   */
  connect(options: PortalConnectOptions): void {
    if (this.active) return;
    this.loading = true;
    this.onConnectionChange = options.onConnectionChange;
    this.setConnection('connecting');
    const generation = ++this.generation;
    void import('socket.io-client').then(
      ({ io }) => {
        if (generation !== this.generation) return;
        this.loading = false;
        this.open(io, options);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.loading = false;
        // A console older than the server's files (a deploy since the page loaded) or a dropped
        // network: without the client no page gets live data, so say so rather than spin.
        console.error('The realtime client failed to load', error);
        options.onFailure?.(authErrorText('auth/network-request-failed'));
      },
    );
  }

  private open(io: typeof connectSocket, options: PortalConnectOptions): void {
    const socket = io({
      path: SOCKET_PATH,
      transports: ['websocket', 'polling'],
      ...RECONNECT_OPTIONS,
      autoConnect: false,
      // The token is asked for at every (re)connection, so a rotated token is picked up.
      auth: (callback) => {
        void options.getToken().then((token) => {
          if (token !== null) socket.io.opts.query = { token, presence: String(options.presence) };
          callback({ token, presence: options.presence });
        });
      },
    });
    // Handshakes the server refused in a row: the first may be a token that expired on the way
    // (the retry takes a fresh one); a second is a failure the user is told of, once.
    let refusals = 0;
    socket.on('connect', () => {
      refusals = 0;
      for (const subscription of this.subscriptions.values()) {
        subscription.listener.onResync?.();
        this.emitSubscribe(subscription);
      }
      this.settle();
    });
    socket.on('disconnect', () => {
      // socket.io comes back by itself unless the server or the app ended the connection.
      if (this.socket === socket) this.setConnection(socket.active ? 'reconnecting' : 'idle');
    });
    socket.on(SOCKET_EVENTS.change, (payload: unknown) => {
      const parsed = LiveChangeBatch.safeParse(payload);
      if (!parsed.success) return;
      const own = this.subscriptions.get(parsed.data.id);
      if (own) {
        own.listener.onBatch(parsed.data);
        // Its first batch after a subscribe is its current rows: one more subscription resynced.
        if (!own.fresh) {
          own.fresh = true;
          this.settle();
        }
        return;
      }
      // A broadcast on a shared channel: every subscription on it hears the batch.
      for (const subscription of this.subscriptions.values()) {
        if (subscription.channel === parsed.data.id) subscription.listener.onBatch(parsed.data);
      }
    });
    socket.on('connect_error', (error: Error & { data?: { code?: unknown } }) => {
      // A refused handshake (e.g. a token that expired meanwhile) is not retried by socket.io
      // itself; try again with a fresh token while this connection is still wanted.
      if (socket.active) return;
      refusals += 1;
      if (refusals === 2) {
        const code = typeof error.data?.code === 'string' ? error.data.code : '';
        options.onFailure?.(code.startsWith('auth/') ? authErrorText(code) : error.message);
      }
      setTimeout(() => {
        if (this.socket === socket && !socket.connected) socket.connect();
      }, HANDSHAKE_RETRY_MS);
    });
    socket.on(SOCKET_EVENTS.disconnectOperator, () => options.onDisconnectOperator());
    this.socket = socket;
    socket.connect();
  }

  /** What /debug shows: the connection's state and the live subscriptions it holds. */
  snapshot(): PortalSnapshot {
    const socket = this.socket;
    return {
      state: socket?.connected ? 'connected' : this.active ? 'connecting' : 'disconnected',
      socketId: socket?.id ?? null,
      transport: socket?.connected ? socket.io.engine.transport.name : null,
      subscriptions: [...this.subscriptions.values()].map(({ request, channel }) => ({
        id: request.id,
        query: request.query,
        params: request.params,
        channel: channel ?? null,
      })),
    };
  }

  /** Closes the connection and forgets every subscription (sign-out). */
  disconnect(): void {
    this.generation++;
    this.loading = false;
    this.subscriptions.clear();
    this.setConnection('idle');
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.removeAllListeners();
      socket.disconnect();
    }
  }

  /**
   * Subscribes to a live query. Returns the unsubscribe function. A subscription made while the
   * socket is not (yet) connected is sent when it connects.
   */
  subscribe(query: LiveQuery, listener: LiveListener): () => void {
    const id = `live-${nextSubscriptionId++}`;
    const subscription: Subscription = { request: { ...query, id }, listener, fresh: false };
    this.subscriptions.set(id, subscription);
    if (this.socket?.connected) this.emitSubscribe(subscription);
    return () => {
      if (!this.subscriptions.delete(id)) return;
      if (this.socket?.connected) this.socket.emit(SOCKET_EVENTS.unsubscribe, { id });
      // The last stale one gone: nothing is waited for any more.
      this.settle();
    };
  }

  private emitSubscribe(subscription: Subscription): void {
    subscription.channel = undefined;
    subscription.fresh = false;
    this.socket?.emit(SOCKET_EVENTS.subscribe, subscription.request, (ack: LiveAck | undefined) => {
      if (ack?.ok) subscription.channel = ack.channel;
      else if (ack) {
        // Refused: no rows will come, so it is not waited for.
        subscription.fresh = true;
        subscription.listener.onError?.(ack.error);
        this.settle();
      }
    });
  }
}
