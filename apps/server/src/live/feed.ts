import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { NOTIFY_PAYLOAD_LIMIT_BYTES, type NotifyChannel } from '../db/notify.js';

export interface FeedRow {
  id: string;
}

export type FeedChange =
  { kind: 'added' | 'modified'; row: FeedRow } | { kind: 'removed'; id: string };

/** What changed: the live query family an event concerns. */
export type FeedTopic =
  | 'announcements'
  | 'system-notification'
  /** A chat row (domain `Chat`) changed: claims, last message, queues. */
  | 'chats'
  /** A message of `chatId` (domain `Message`). */
  | 'chat-messages'
  /** A logbook entry of `chatId` (domain `Log`). */
  | 'chat-logs'
  /** A reply suggestion of `chatId` (domain `Suggestion` plus id). */
  | 'chat-suggestions'
  | 'abuse-words'
  /** A flagged item (domain `AbuseItem`) was flagged or reviewed. */
  | 'abuse-queue'
  /** A poke (domain `Poke`) was written or removed. */
  | 'pokes'
  /** Someone of the tenant connected or disconnected, on some process (`change.row.id`: tenant). */
  | 'presence'
  /** Sign out sockets, on every process: `change.id` is `uid:<uid>` or `sid:<session id>`. */
  | 'sign-out'
  /** A user (`change.row.id`: uid) changed: every process drops its cached read of them. */
  | 'users';

/** One committed change, published after its transaction. */
export interface FeedEvent {
  topic: FeedTopic;
  tenantId: string;
  locale?: string;
  /** The chat a child row (message, log, suggestion) belongs to. */
  chatId?: string;
  change: FeedChange;
}

/** The prefix of the emitter's names for events published by this process (`subscribeLocal`). */
const LOCAL = 'local:';

/** The NOTIFY channel the change feed rides between processes. */
export const FEED_CHANNEL = 'switchboard_feed';

/** Parts of an event from another process still waiting for the rest, dropped after this. */
const PARTIAL_EVENT_TTL_MS = 30_000;

/** JSON with every non-ASCII character escaped, so its length is its size in bytes. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The change feed: services publish after a write commits, live queries listen. Listeners in this
 * process hear an event at once. Connected to the database's LISTEN/NOTIFY (`connect`), the feed
 * also tells every other server process on the same database, and hears theirs: each event goes
 * out as one or more NOTIFY payloads `node:seq:part:parts:json` (NOTIFY takes at most 8000
 * bytes), sent in order, batched while the previous batch is on its way; a process skips its own.
 */
export class ChangeFeed {
  private readonly emitter = new EventEmitter();
  /** This process's name on the channel. */
  readonly node = randomUUID();
  private sequence = 0;
  private bus: NotifyChannel | null = null;
  private outbox: string[] = [];
  private flushing: Promise<void> | null = null;
  private readonly partial = new Map<string, { parts: string[]; left: number; at: number }>();
  private readonly resyncListeners = new Set<() => void>();
  private disconnect: (() => Promise<void>) | null = null;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(event: FeedEvent): void {
    this.emitter.emit(event.topic, event);
    this.emitter.emit(`${LOCAL}${event.topic}`, event);
    if (this.bus) this.send(event);
  }

  /**
   * How many listeners are attached: one per shared live query and topic it follows, however many
   * subscribe to it (a leak shows here).
   */
  get listenerCount(): number {
    return this.emitter
      .eventNames()
      .reduce((sum, name) => sum + this.emitter.listenerCount(name), 0);
  }

  /** Listens to the events of some topics; returns the function that stops listening. */
  subscribe(topics: readonly FeedTopic[], listener: (event: FeedEvent) => void): () => void {
    for (const topic of topics) this.emitter.on(topic, listener);
    return () => {
      for (const topic of topics) this.emitter.off(topic, listener);
    };
  }

  /**
   * Listens to the events this process publishes, not those of other processes: for work that
   * must happen once per change, whichever process made it (every process hears every change).
   */
  subscribeLocal(topics: readonly FeedTopic[], listener: (event: FeedEvent) => void): () => void {
    return this.subscribe(
      topics.map((topic) => `${LOCAL}${topic}` as FeedTopic),
      listener,
    );
  }

  /**
   * Calls `listener` when events may have been missed (the LISTEN connection dropped and came
   * back): whoever keeps state from the feed reads it afresh.
   */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** Tells every `onResync` listener to read afresh (events may have been missed). */
  resync(): void {
    for (const listener of this.resyncListeners) listener();
  }

  /** Joins the other processes on the database's NOTIFY channel (until `close`). */
  async connect(bus: NotifyChannel): Promise<void> {
    const stop = await bus.listen(
      FEED_CHANNEL,
      (payload) => this.receive(payload),
      () => this.resync(),
    );
    this.bus = bus;
    this.disconnect = async () => {
      await this.flushed();
      this.bus = null;
      await stop();
    };
  }

  /** Sends what is still on its way to the other processes, then stops listening to them. */
  async close(): Promise<void> {
    const disconnect = this.disconnect;
    this.disconnect = null;
    await disconnect?.();
  }

  private send(event: FeedEvent): void {
    const json = asciiJson(event);
    const seq = (this.sequence += 1);
    const size = NOTIFY_PAYLOAD_LIMIT_BYTES - 100;
    const count = Math.max(1, Math.ceil(json.length / size));
    for (let part = 0; part < count; part++) {
      this.outbox.push(
        `${this.node}:${seq}:${part}:${count}:${json.slice(part * size, (part + 1) * size)}`,
      );
    }
    this.flushing ??= this.flush();
  }

  /** Sends what waits, one statement at a time so the order holds; batches what piles up. */
  private async flush(): Promise<void> {
    while (this.outbox.length > 0 && this.bus) {
      const batch = this.outbox.splice(0, 100);
      try {
        await this.bus.notify(FEED_CHANNEL, batch);
      } catch (error) {
        // Other processes miss these changes until they read afresh; this one has them.
        console.error('Telling other server processes about a change failed', error);
      }
    }
    this.outbox = [];
    this.flushing = null;
  }

  /** Waits until every change published so far has gone out to the other processes. */
  async flushed(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private receive(payload: string): void {
    const match = /^([^:]+):(\d+):(\d+):(\d+):/.exec(payload);
    if (!match) return;
    const [head, node, seq, part, count] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (node === this.node) return;
    const body = payload.slice(head.length);
    let json = body;
    if (count !== '1') {
      const key = `${node}:${seq}`;
      const now = Date.now();
      for (const [stale, entry] of this.partial) {
        if (now - entry.at > PARTIAL_EVENT_TTL_MS) this.partial.delete(stale);
      }
      const entry = this.partial.get(key) ?? { parts: [], left: Number(count), at: now };
      if (entry.parts[Number(part)] === undefined) entry.left -= 1;
      entry.parts[Number(part)] = body;
      this.partial.set(key, entry);
      if (entry.left > 0) return;
      this.partial.delete(key);
      json = entry.parts.join('');
    }
    try {
      const event = JSON.parse(json) as FeedEvent;
      this.emitter.emit(event.topic, event);
    } catch (error) {
      console.error('A change from another server process could not be read', error);
    }
  }
}
