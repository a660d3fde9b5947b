import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { chatLogs, chats, flaggedItems, messages, profiles, abuseWords } from '../db/schema.js';
import { customers } from '../db/poke-schema.js';
import { claimEpisodes, replayClaims } from './claims.js';
import type { DemoData } from './data.js';
import type { FlaggedRow } from './flagged.js';

/** Rows per INSERT: large enough to be fast, well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1000;

async function insertInBatches<T extends PgTable>(
  tx: Pick<Tx, 'insert'>,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(table).values(rows.slice(start, start + INSERT_BATCH));
  }
}

/**
 * A seeded tenant's generated rows (`buildDemoData`): profiles, customers, chats and their
 * messages, the claims behind every answer, logbooks, abuse words and flagged messages.
 */
export async function insertTenantData(
  tx: Tx,
  data: DemoData,
  flagged: readonly FlaggedRow[],
  claimTtlS: number,
  now: Date,
): Promise<void> {
  await insertInBatches(tx, profiles, data.profiles);
  await insertInBatches(tx, customers, data.customers);
  await insertInBatches(tx, chats, data.chats);
  await insertInBatches(tx, messages, data.messages);
  // Every answer was claimed first, and its operator online: the figures agree (issue #29).
  await replayClaims(tx, data.chats, claimEpisodes(data.messages), claimTtlS, now);
  await insertInBatches(tx, chatLogs, data.logs);
  await insertInBatches(tx, abuseWords, data.abuseWords);
  await insertInBatches(tx, flaggedItems, flagged);
}
