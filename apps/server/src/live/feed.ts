import { EventEmitter } from 'node:events';

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
  | 'abuse-words';

/** One committed change, published after its transaction. */
export interface FeedEvent {
  topic: FeedTopic;
  tenantId: string;
  locale?: string;
  /** The chat a child row (message, log, suggestion) belongs to. */
  chatId?: string;
  change: FeedChange;
}

/**
 * The in-process change feed: services publish after a write commits, live queries listen. With
 * several server processes this is where PostgreSQL LISTEN/NOTIFY plugs in (see README).
 */
export class ChangeFeed {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(event: FeedEvent): void {
    this.emitter.emit(event.topic, event);
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
}
