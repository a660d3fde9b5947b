import { EventEmitter } from 'node:events';

export interface FeedRow {
  id: string;
}

export type FeedChange =
  { kind: 'added' | 'modified'; row: FeedRow } | { kind: 'removed'; id: string };

/** One committed change, published after its transaction. */
export interface FeedEvent {
  /** What changed: the live query family it concerns. */
  topic:
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
    this.emitter.emit('change', event);
  }

  /** How many listeners are attached: one per open live subscription (a leak shows here). */
  get listenerCount(): number {
    return this.emitter.listenerCount('change');
  }

  subscribe(listener: (event: FeedEvent) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}
