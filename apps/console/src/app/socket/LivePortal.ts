import type { io as connectSocket, Socket } from 'socket.io-client';
import {
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
}

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
    const generation = ++this.generation;
    void import('socket.io-client').then(
      ({ io }) => {
        if (generation !== this.generation) return;
        this.loading = false;
        this.open(io, options);
      },
      (error: unknown) => {
        if (generation === this.generation) this.loading = false;
        console.error('The realtime client failed to load', error);
      },
    );
  }

  private open(io: typeof connectSocket, options: PortalConnectOptions): void {
    const socket = io({
      path: SOCKET_PATH,
      transports: ['websocket', 'polling'],
      autoConnect: false,
      // The token is asked for at every (re)connection, so a rotated token is picked up.
      auth: (callback) => {
        void options.getToken().then((token) => {
          if (token !== null) socket.io.opts.query = { token, presence: String(options.presence) };
          callback({ token, presence: options.presence });
        });
      },
    });
    socket.on('connect', () => {
      for (const subscription of this.subscriptions.values()) {
        subscription.listener.onResync?.();
        this.emitSubscribe(subscription);
      }
    });
    socket.on(SOCKET_EVENTS.change, (payload: unknown) => {
      const parsed = LiveChangeBatch.safeParse(payload);
      if (!parsed.success) return;
      const own = this.subscriptions.get(parsed.data.id);
      if (own) return own.listener.onBatch(parsed.data);
      // A broadcast on a shared channel: every subscription on it hears the batch.
      for (const subscription of this.subscriptions.values()) {
        if (subscription.channel === parsed.data.id) subscription.listener.onBatch(parsed.data);
      }
    });
    socket.on('connect_error', () => {
      // A refused handshake (e.g. a token that expired meanwhile) is not retried by socket.io
      // itself; try again with a fresh token while this connection is still wanted.
      if (socket.active) return;
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
    const subscription: Subscription = { request: { ...query, id }, listener };
    this.subscriptions.set(id, subscription);
    if (this.socket?.connected) this.emitSubscribe(subscription);
    return () => {
      if (!this.subscriptions.delete(id)) return;
      if (this.socket?.connected) this.socket.emit(SOCKET_EVENTS.unsubscribe, { id });
    };
  }

  private emitSubscribe(subscription: Subscription): void {
    subscription.channel = undefined;
    this.socket?.emit(SOCKET_EVENTS.subscribe, subscription.request, (ack: LiveAck | undefined) => {
      if (ack?.ok) subscription.channel = ack.channel;
      else if (ack) subscription.listener.onError?.(ack.error);
    });
  }
}
