import { and, eq, inArray } from 'drizzle-orm';
import { messageFromRecord } from '../chats/rows.js';
import type { ChatService } from '../chats/service.js';
import { pokes } from '../db/poke-schema.js';
import { messages } from '../db/schema.js';
import type { FeedEvent } from '../live/feed.js';
import { pokeChangeEvent } from '../pokes/live.js';
import type { Db } from '../pokes/repo.js';
import { pokeFromRecord } from '../pokes/rows.js';
import type { BatchResult } from './batch.js';

/**
 * The feed events of what the dispatcher and the simulator write, read in the transaction that
 * writes it (a read there sees its own writes), so that they are announced with its commit and
 * every process hears each change in the order the changes committed (issue #26).
 */

/** The events of some pokes of a tenant as they stand now (`modified`), in the order of `ids`. */
export async function pokeEvents(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<FeedEvent[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(pokes)
    .where(and(eq(pokes.tenantId, tenantId), inArray(pokes.id, [...new Set(ids)])));
  const byId = new Map(rows.map((row) => [row.id, pokeFromRecord(row)]));
  return [...new Set(ids)].flatMap((id) => {
    const poke = byId.get(id);
    return poke ? [pokeChangeEvent(tenantId, { kind: 'modified', poke })] : [];
  });
}

/**
 * The events of the `messages` written in bulk (one read, however many). The chats they changed
 * announce themselves: the chats table's trigger, in the same transaction.
 */
export async function messageEvents(
  tx: Db,
  service: ChatService,
  written: Pick<BatchResult, 'messages'>,
): Promise<FeedEvent[]> {
  if (written.messages.length === 0) return [];
  const rows = await tx.select().from(messages).where(inArray(messages.id, written.messages));
  return rows.map((row) =>
    service.messageEvent(
      { id: row.chatId, tenantId: row.tenantId, locale: row.locale },
      messageFromRecord(row),
      'added',
    ),
  );
}
