import { sql } from 'drizzle-orm';
import { STATISTICS_CHAT_PAGE_SIZE, type ChatReviewRow } from '@switchboard/domain';
import type { Database } from '../../db/client.js';
import { decodeCursor, encodeCursor } from '../../db/cursor.js';
import type { Scope } from '../scope.js';
import { isoOf, rowsOf } from '../sql.js';

/**
 * Chats whose last message falls in the range, newest first, a page at a time (keyset: the
 * cursor is the last row's time and id). With `chatId`, that one chat whatever its time.
 */
export async function chats(
  db: Database,
  scope: Scope,
  page: { cursor?: string | undefined; limit?: number; chatId?: string },
): Promise<{ rows: ChatReviewRow[]; nextCursor: string | null }> {
  const limit = page.limit ?? STATISTICS_CHAT_PAGE_SIZE;
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const { tenantId, locales, from, to, now } = scope;
  const rows = await rowsOf<{
    id: string;
    locale: string;
    domain: string | null;
    customer_name: string | null;
    profile_name: string | null;
    created_at: string;
    last_message_at: string | null;
    last_sender_type: string | null;
    claimed_by: string | null;
    operators: string[] | null;
    cursor_at: string;
  }>(
    db,
    // Newest first per locale along chats_recent_idx, then merged: a page reads a page per
    // locale, not every chat of the range.
    sql`select c.id, c.locale, c.domain, c.customer->>'name' as customer_name,
        c.profile->>'name' as profile_name, ${isoOf(sql`c.created_at`)} as created_at,
        ${isoOf(sql`c.last_message_at`)} as last_message_at, c.last_sender_type,
        case when c.claim_expires_at > ${now}::timestamptz then c.claimed_by end as claimed_by,
        array(select distinct coalesce(m.sender_name, m.sender_id) from messages m
          where m.chat_id = c.id and m.sender_type = 'agent') as operators,
        to_char(c.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
      from unnest(array(select jsonb_array_elements_text(${JSON.stringify(locales)}::jsonb))) l(locale)
        cross join lateral (
          select * from chats c
          where c.tenant_id = ${tenantId} and c.locale = l.locale
            ${
              page.chatId === undefined
                ? sql`and c.last_message_at >= ${from}::timestamptz and c.last_message_at < ${to}::timestamptz`
                : sql`and c.id = ${page.chatId}`
            }
            ${
              after
                ? sql`and (c.last_message_at, c.id) < (${after.at}::timestamptz, ${after.id})`
                : sql``
            }
          order by c.last_message_at desc, c.id desc
          limit ${limit + 1}) c
      order by c.last_message_at desc, c.id desc
      limit ${limit + 1}`,
  );
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    rows: shown.map((row) => ({
      id: row.id,
      locale: row.locale,
      domain: row.domain,
      customerName: row.customer_name,
      profileName: row.profile_name,
      createdAt: row.created_at,
      lastMessageAt: row.last_message_at,
      lastSenderType: row.last_sender_type,
      status:
        row.claimed_by !== null ||
        row.last_sender_type === 'customer' ||
        row.last_sender_type === 'trigger'
          ? 'ongoing'
          : 'finished',
      claimedBy: row.claimed_by,
      operators: (row.operators ?? []).filter((name): name is string => name !== null),
    })),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}
