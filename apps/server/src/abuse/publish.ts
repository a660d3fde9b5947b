import type { FeedEvent } from '../live/feed.js';
import type { Queryable } from '../db/client.js';
import { findRow, itemsOf } from './repo.js';

/**
 * The feed event of a newly flagged (or re-flagged) item, read in the transaction that flagged it
 * so that it is announced with it; null when there is no such item.
 */
export async function flaggedEvent(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<FeedEvent | null> {
  const row = await findRow(tx, tenantId, id);
  if (!row) return null;
  const [item] = await itemsOf(tx, [row]);
  if (!item) return null;
  return {
    topic: 'abuse-queue',
    tenantId,
    locale: row.locale,
    change: { kind: 'added', row: item },
  };
}
