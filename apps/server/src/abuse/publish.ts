import type { Database } from '../db/client.js';
import type { ChangeFeed } from '../live/feed.js';
import { findRow, itemsOf } from './repo.js';

/**
 * Tells the abuse queue's live queries of a newly flagged (or re-flagged) item, after the
 * transaction that flagged it. Failures are logged: the item is stored, a queue re-read finds it.
 */
export async function publishFlagged(
  db: Database,
  feed: ChangeFeed,
  tenantId: string,
  id: string,
): Promise<void> {
  try {
    const row = await findRow(db, tenantId, id);
    if (!row) return;
    const [item] = await itemsOf(db, [row]);
    if (!item) return;
    feed.publish({
      topic: 'abuse-queue',
      tenantId,
      locale: row.locale,
      change: { kind: 'added', row: item },
    });
  } catch (error) {
    console.error('Could not publish a flagged item', id, error);
  }
}
