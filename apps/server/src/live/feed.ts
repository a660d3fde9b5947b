import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { NOTIFY_PAYLOAD_LIMIT_BYTES, type NotifyChannel } from '../db/notify.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import type { FeedMetrics } from '../metrics/metrics.js';

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

/** One committed change, announced by its transaction (`ChangeFeed.write`). */
export interface FeedEvent {
  topic: FeedTopic;
  tenantId: string;
  locale?: string;
  /** The chat a child row (message, log, suggestion) belongs to. */
  chatId?: string;
  change: FeedChange;
}

/**
 * Announces a change as part of the transaction at hand: every process hears it when, and only
 * when, that transaction commits.
 */
export type Announce = (event: FeedEvent) => void;

/**
 * A change the database announced by reference (a trigger in the write's transaction): the
 * process that hears it reads the row (`ChangeFeed.resolveReferences`).
 */
export interface FeedReference {
  topic: FeedTopic;
  tenantId: string;
  locale?: string;
  chatId?: string;
  ref: { id: string; op: 'INSERT' | 'UPDATE' | 'DELETE' };
}

/** The prefix of the emitter's names for events published by this process (`subscribeLocal`). */
const LOCAL = 'local:';

/** Topics this process hears at once even behind references being read (`ChangeFeed.hear`). */
const AT_ONCE: ReadonlySet<FeedTopic> = new Set<FeedTopic>(['users', 'sign-out']);

/** The NOTIFY channel the change feed rides between processes. */
export const FEED_CHANNEL = 'switchboard_feed';

/** Parts of an event from another process still waiting for the rest, dropped after this. */
const PARTIAL_EVENT_TTL_MS = 30_000;

/**
 * How long a write waits for its own changes to come back over LISTEN (`ChangeFeed.write`) before
 * its listeners hear them from memory: only when the listening connection is in trouble.
 */
export const ECHO_WAIT_MS = 5_000;

/**
 * An announced change still in `echoes` after this long is settled when the next one is announced:
 * heard from memory if its write committed (its notification lost with the listening connection),
 * forgotten if its transaction never told (`hear` or a rollback) how it ended.
 */
const STALE_ECHO_MS = 30_000;

/** A change of this process announced in a transaction, heard when it comes back (`receive`). */
interface Echo {
  event: FeedEvent;
  /** When it was announced: one whose transaction never committed is dropped after a while. */
  at: number;
  /** Whether its transaction has committed (`hear`). */
  committed: boolean;
  /** Answers the write waiting for it (`write`), when it is the write's last change. */
  answer?: () => void;
}

/** JSON with every non-ASCII character escaped, so its length is its size in bytes. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The change feed: a write announces its changes, live queries listen. A change is announced as
 * part of the write's transaction (`write`): its NOTIFY payloads go out in that transaction, so
 * PostgreSQL delivers them to every other server process exactly when it commits and never if it
 * rolls back, and a process that dies right after its commit has told the others all the same
 * (PATTERNS.md §6). Listeners in this process hear the change once the transaction has committed.
 * Each event goes out as one or more payloads `node:seq:part:parts:json` (NOTIFY takes at most
 * 8000 bytes).
 *
 * Listeners hear every change in the order of the commits, this process's own too: a change
 * written here is heard when its NOTIFY comes back to this process, behind every change another
 * process committed before it (PostgreSQL delivers notifications in commit order). Heard at its
 * commit instead, a row written here after another process's write of it was followed by that
 * older version, which came later over LISTEN, and subscribers kept it (an abuse item claimed on
 * one process and decided on this one showed as claimed again).
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
  private readonly resolvers = new Map<
    FeedTopic,
    (references: readonly FeedReference[]) => Promise<FeedEvent[]>
  >();
  /** Events of this process waiting behind references (`hear`): they go to local listeners too. */
  private readonly ownEvents = new WeakSet<FeedEvent>();
  /** This process's changes announced on the channel, by sequence number, until they come back. */
  private readonly echoes = new Map<number, Echo>();
  /** The sequence number each change announced on the channel went out under. */
  private readonly echoSeq = new WeakMap<FeedEvent, number>();
  /** References waiting to be read, and the events that arrived behind them. */
  private references: (FeedEvent | FeedReference)[] = [];
  private resolving = false;
  private readonly logger: Logger;

  constructor(
    private readonly options: {
      /**
       * Runs after a write's transaction has committed and before this process hears its changes
       * (tests: a process that dies right there).
       */
      afterCommit?: () => void;
      /** For what fails in the background, and reconnects. */
      logger?: Logger;
      /** Counts events sent and received, and times their way here (when metrics are on). */
      metrics?: FeedMetrics;
      /** How long a write waits for its changes to come back (`ECHO_WAIT_MS`; tests: less). */
      echoWaitMs?: number;
    } = {},
  ) {
    this.logger = (options.logger ?? defaultLogger()).child({ job: 'feed' });
    this.emitter.setMaxListeners(0);
  }

  /**
   * Runs `work` in one transaction of `db`; what it announces goes out with that transaction (one
   * NOTIFY statement at its end) and to this process's listeners after the commit. A transaction
   * that fails announces nothing.
   */
  async write<T>(db: Database, work: (tx: Tx, announce: Announce) => Promise<T>): Promise<T> {
    const events: FeedEvent[] = [];
    let value: T;
    try {
      value = await db.transaction(async (tx) => {
        const result = await work(tx, (event) => events.push(event));
        await this.announceIn(tx, events);
        return result;
      });
    } catch (error) {
      // Rolled back: none of its changes will come back.
      this.forgetEchoes(events);
      throw error;
    }
    this.options.afterCommit?.();
    this.hear(events);
    await this.echoed(events);
    return value;
  }

  /**
   * Until the changes of a committed write have come back over LISTEN (and so are heard here, or
   * wait behind references being read), so the write's answer never outruns them; after
   * `ECHO_WAIT_MS` they are heard from memory.
   */
  private async echoed(events: readonly FeedEvent[]): Promise<void> {
    const waiting = events
      .map((event) => this.echoSeq.get(event))
      .filter((seq): seq is number => seq !== undefined && this.echoes.has(seq));
    if (waiting.length === 0) return;
    const last = this.echoes.get(Math.max(...waiting))!;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      last.answer = resolve;
      timer = setTimeout(resolve, this.options.echoWaitMs ?? ECHO_WAIT_MS);
    });
    clearTimeout(timer);
    for (const seq of waiting) this.hearEcho(seq);
  }

  /** Stops waiting for `events` to come back: they are not to be heard here. */
  private forgetEchoes(events: readonly FeedEvent[]): void {
    for (const event of events) {
      const seq = this.echoSeq.get(event);
      if (seq !== undefined) this.echoes.delete(seq);
    }
  }

  /** Hears the committed change sent under `seq`, if it has not been heard yet. */
  private hearEcho(seq: number): void {
    const echo = this.echoes.get(seq);
    if (!echo?.committed) return;
    this.echoes.delete(seq);
    this.hearOwn(echo.event);
  }

  /**
   * Announces `events` in a transaction that the caller runs and commits (a NOTIFY statement on
   * `tx`); the caller tells this process's listeners with `hear` once it has committed. For work
   * whose transaction is not `write`'s own (the dispatcher's isolated batches).
   */
  async announceIn(tx: Pick<Tx, 'execute'>, events: readonly FeedEvent[]): Promise<void> {
    if (!this.bus || events.length === 0) return;
    this.dropStaleEchoes();
    const payloads = events.flatMap((event) => {
      const parts = this.payloadsOf(event);
      // Changes that drop a cached read are heard at once (`hear`), not when they come back.
      if (!AT_ONCE.has(event.topic)) {
        this.echoSeq.set(event, this.sequence);
        this.echoes.set(this.sequence, { event, at: Date.now(), committed: false });
      }
      return parts;
    });
    for (let i = 0; i < payloads.length; i += 100) {
      const batch = payloads.slice(i, i + 100);
      await tx.execute(
        sql`select ${sql.join(
          batch.map((payload) => sql`pg_notify(${FEED_CHANNEL}, ${payload})`),
          sql`, `,
        )}`,
      );
    }
  }

  /**
   * Tells this process's listeners of committed changes that were announced in their write: those
   * announced on the channel when they come back over LISTEN (`receive`), in their place among the
   * commits; the others now. While references heard earlier are being read, a change waits behind
   * them, so listeners hear the commits in their order: an operator's claim that ended is read before the customer's message
   * that followed it (which they may no longer see). Changes that drop a cached read (`users`,
   * `sign-out`) go at once: the write's answer must not outrun them.
   */
  hear(events: readonly FeedEvent[]): void {
    const metrics = this.bus ? this.options.metrics : undefined;
    for (const event of events) {
      metrics?.sent(event.topic);
      const seq = this.echoSeq.get(event);
      if (seq === undefined) {
        this.hearOwn(event);
        continue;
      }
      // Announced on the channel: heard when it comes back (or came back already), in its place.
      const echo = this.echoes.get(seq);
      if (echo) echo.committed = true;
      if (!this.bus) this.hearEcho(seq);
    }
  }

  /** A change of this process to its listeners, behind references being read unless urgent. */
  private hearOwn(event: FeedEvent): void {
    if (this.resolving && !AT_ONCE.has(event.topic)) {
      this.ownEvents.add(event);
      this.references.push(event);
    } else {
      this.emitter.emit(event.topic, event);
      this.emitter.emit(`${LOCAL}${event.topic}`, event);
    }
  }

  /**
   * Committed changes of this process that never came back (their notification lost with the
   * listening connection) are heard from memory; changes of transactions that never committed
   * are forgotten.
   */
  private dropStaleEchoes(): void {
    const now = Date.now();
    for (const [seq, echo] of this.echoes) {
      if (now - echo.at <= STALE_ECHO_MS) break;
      if (echo.committed) this.hearEcho(seq);
      else this.echoes.delete(seq);
    }
  }

  /** Hears every committed change of this process still on its way back, and answers its write. */
  private hearEchoes(): void {
    for (const [seq, echo] of this.echoes) {
      if (!echo.committed) continue;
      this.hearEcho(seq);
      echo.answer?.();
    }
  }

  /**
   * Tells every process of a change that no transaction wrote (a cached read to drop): sent after
   * the fact, from this process's memory, so a process that dies meanwhile never sends it. Every
   * change to stored rows goes through `write` instead.
   */
  publish(event: FeedEvent): void {
    this.hear([event]);
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
      () => {
        this.logger.info('Listening to the other server processes again; reading afresh');
        // Their notifications may have been lost with the connection.
        this.hearEchoes();
        this.resync();
      },
    );
    this.bus = bus;
    this.disconnect = async () => {
      await this.flushed();
      this.bus = null;
      await stop();
      this.hearEchoes();
    };
  }

  /** Sends what is still on its way to the other processes, then stops listening to them. */
  async close(): Promise<void> {
    const disconnect = this.disconnect;
    this.disconnect = null;
    await disconnect?.();
  }

  /** An event as NOTIFY payloads, each under the limit, numbered so the parts join again. */
  private payloadsOf(event: FeedEvent): string[] {
    // `sentAt`: when it went out (in its transaction, just before the commit), for the metrics
    // of the process that hears it; taken off again there (`receive`).
    const json = asciiJson({ ...event, sentAt: Date.now() });
    const seq = (this.sequence += 1);
    const size = NOTIFY_PAYLOAD_LIMIT_BYTES - 100;
    const count = Math.max(1, Math.ceil(json.length / size));
    return Array.from(
      { length: count },
      (_, part) =>
        `${this.node}:${seq}:${part}:${count}:${json.slice(part * size, (part + 1) * size)}`,
    );
  }

  private send(event: FeedEvent): void {
    this.outbox.push(...this.payloadsOf(event));
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
        this.logger.error(
          { err: error, payloads: batch.length },
          'Telling other server processes about a change failed',
        );
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
    if (node === this.node) {
      // A change of this process, back in its place among the commits: heard now, with its
      // last part (their parts come in order).
      if (Number(part) === Number(count) - 1) this.echoArrived(Number(seq));
      return;
    }
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
    let event: (FeedEvent | FeedReference) & { sentAt?: number };
    try {
      event = JSON.parse(json) as (FeedEvent | FeedReference) & { sentAt?: number };
    } catch (error) {
      this.logger.error({ err: error }, 'A change from another server process could not be read');
      return;
    }
    const { sentAt } = event;
    delete event.sentAt;
    this.options.metrics?.received(event.topic, sentAt);
    if ('ref' in event) {
      if (!this.resolvers.has(event.topic)) return;
      this.references.push(event);
      this.resolveSoon();
    } else if (this.resolving) {
      // Behind references being read: listeners hear every change in the order of the commits.
      this.references.push(event);
    } else {
      this.emitter.emit(event.topic, event);
    }
  }

  /** This process's change sent under `seq` came back: heard, and its write answered. */
  private echoArrived(seq: number): void {
    const echo = this.echoes.get(seq);
    if (!echo) return;
    // Back before the write knew it had committed: it has, as its notification went out.
    echo.committed = true;
    this.hearEcho(seq);
    echo.answer?.();
  }

  /**
   * Reads the rows of `topic` that the database announces by reference (its triggers) when this
   * process hears of them: `read` answers an event for each reference whose row it finds (the
   * rows it misses were removed since).
   */
  resolveReferences(
    topic: FeedTopic,
    read: (references: readonly FeedReference[]) => Promise<FeedEvent[]>,
  ): void {
    this.resolvers.set(topic, read);
  }

  /** Reads the waiting references once the notifications that came together are in. */
  private resolveSoon(): void {
    if (this.resolving) return;
    this.resolving = true;
    queueMicrotask(() => void this.resolveWaiting());
  }

  private async resolveWaiting(): Promise<void> {
    try {
      while (this.references.length > 0) {
        const waiting = this.references;
        this.references = [];
        for (const event of await this.resolve(waiting)) {
          this.emitter.emit(event.topic, event);
          if (this.ownEvents.delete(event)) this.emitter.emit(`${LOCAL}${event.topic}`, event);
        }
      }
    } finally {
      this.resolving = false;
    }
  }

  /** The events of queued references and events, in order; a failed read resynchronizes. */
  private async resolve(queued: readonly (FeedEvent | FeedReference)[]): Promise<FeedEvent[]> {
    const found = new Map<FeedReference, FeedEvent | null>();
    const byTopic = new Map<FeedTopic, FeedReference[]>();
    for (const entry of queued) {
      if (!('ref' in entry)) continue;
      if (entry.ref.op === 'DELETE') {
        found.set(entry, { ...entry, change: { kind: 'removed', id: entry.ref.id } });
      } else {
        byTopic.set(entry.topic, [...(byTopic.get(entry.topic) ?? []), entry]);
      }
    }
    try {
      for (const [topic, references] of byTopic) {
        const read = await this.resolvers.get(topic)!(references);
        const rows = new Map(
          read.flatMap((event) =>
            event.change.kind === 'removed' ? [] : [[event.change.row.id, event]],
          ),
        );
        for (const reference of references) {
          const event = rows.get(reference.ref.id);
          found.set(
            reference,
            event
              ? {
                  ...event,
                  change: {
                    ...event.change,
                    kind: reference.ref.op === 'INSERT' ? 'added' : 'modified',
                  } as FeedChange,
                }
              : {
                  topic,
                  tenantId: reference.tenantId,
                  locale: reference.locale,
                  change: { kind: 'removed', id: reference.ref.id },
                },
          );
        }
      }
    } catch (error) {
      this.logger.error(
        { err: error },
        'Reading the rows of changes from the database failed; reading afresh',
      );
      this.resync();
      return queued.filter((entry): entry is FeedEvent => !('ref' in entry));
    }
    // A row changed twice is read once, at its newest: it goes out once, where it changed last.
    const last = new Map<string, number>();
    queued.forEach((entry, at) => {
      if ('ref' in entry) last.set(`${entry.topic}:${entry.ref.id}`, at);
    });
    return queued.flatMap((entry, at) => {
      if (!('ref' in entry)) return [entry];
      if (last.get(`${entry.topic}:${entry.ref.id}`) !== at) return [];
      const event = found.get(entry);
      return event ? [event] : [];
    });
  }
}
