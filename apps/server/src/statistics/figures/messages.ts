import { sql } from 'drizzle-orm';
import type { MessageVolume } from '@switchboard/domain';
import type { Database } from '../../db/client.js';
import { num, type Scope } from '../scope.js';
import { bucketOf, inList, rowsOf } from '../sql.js';

/** Messages per hour or day of the zone, locale, domain and sender type. */
export async function messages(
  db: Database,
  scope: Scope,
  bucket: 'hour' | 'day',
): Promise<MessageVolume[]> {
  const { tenantId, locales, from, to, tz } = scope;
  const rows = await rowsOf<MessageVolume>(
    db,
    sql`select ${bucketOf(sql`hour`, bucket, tz)} as bucket, locale, domain,
        sender_type as "senderType", sum(messages)::int as messages
      from stats_message_volume
      where tenant_id = ${tenantId} and hour >= ${from}::timestamptz and hour < ${to}::timestamptz
        and ${inList(sql`locale`, locales)}
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  return rows.map((row) => ({ ...row, messages: num(row.messages) }));
}
