import { EventEmitter } from 'node:events';

export interface FeedRow {
  id: string;
}

export type FeedChange =
  { kind: 'added' | 'modified'; row: FeedRow } | { kind: 'removed'; id: string };

/** One committed change, published after its transaction. */
export interface FeedEvent {
  /** What changed: the live query family it concerns. */
  topic: 'announcements' | 'system-notification';
  tenantId: string;
  locale?: string;
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

  subscribe(listener: (event: FeedEvent) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}
