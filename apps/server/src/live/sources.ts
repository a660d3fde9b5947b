import { isDeepStrictEqual } from 'node:util';
import type { FeedChange, FeedEvent, FeedRow, FeedTopic } from './feed.js';
import type { Broadcast, LiveSource } from './registry.js';

/**
 * A source whose subscribers hold exactly the rows it read plus every change the feed carries
 * since (announcements, notifications, a chat's messages): it keeps them by id for subscribers who
 * join later and passes each change on as it is. `pass` may hold a change back (the subscriber may
 * no longer read the chat); the rows are kept current all the same, so a later subscriber starts
 * from the truth.
 */
export function cachedRowsSource(options: {
  topics: readonly FeedTopic[];
  matches: (event: FeedEvent) => boolean;
  read: () => Promise<FeedRow[]>;
  /** Whether a change reaches the subscribers (default: always). */
  pass?: (change: FeedChange) => boolean;
  /** Shapes a row of a change for the subscribers (what their audience may see). */
  shape?: (row: FeedRow) => FeedRow;
  /** Events that matter to the source without being rows of it (the chat of a child query). */
  observe?: (event: FeedEvent) => boolean;
}): LiveSource {
  let rows = new Map<string, FeedRow>();
  return {
    topics: options.topics,
    matches: options.matches,
    load: async () => {
      rows = new Map((await options.read()).map((row) => [row.id, row]));
    },
    rows: () => [...rows.values()],
    apply: (event: FeedEvent, send: Broadcast) => {
      if (options.observe?.(event)) return;
      let change = event.change;
      if (change.kind === 'removed') {
        if (!rows.delete(change.id)) return;
      } else {
        const row = options.shape ? options.shape(change.row) : change.row;
        const held = rows.get(row.id);
        // The event of a write the read already saw, heard after it (the feed may hold a
        // process's own events behind a reference being read): nothing changed for anyone. A row
        // held in another version is a change of it, whatever the event called it.
        if (held !== undefined && isDeepStrictEqual(held, row)) return;
        change = { kind: held === undefined ? 'added' : 'modified', row };
        rows.set(row.id, row);
      }
      if (options.pass?.(change) ?? true) send([change]);
    },
  };
}
