import { sql } from 'drizzle-orm';
import type { LiveConversation } from '@switchboard/domain';
import type { Database } from '../../db/client.js';
import type { Scope } from '../scope.js';
import { inList, isoOf, rowsOf } from '../sql.js';

/** The chats claimed now in the locales (live-conversations), soonest to run out first. */
export async function liveConversations(
  db: Database,
  scope: Pick<Scope, 'tenantId' | 'locales' | 'now'>,
): Promise<LiveConversation[]> {
  const rows = await rowsOf<LiveConversation>(
    db,
    sql`select c.id, c.locale, c.domain, c.customer->>'name' as "customerName",
        c.profile->>'name' as "profileName", c.claimed_by as "claimedBy",
        coalesce(u.display_name, u.email, c.claimed_by) as "operatorName",
        ${isoOf(sql`c.claim_expires_at`)} as "claimExpiresAt",
        ${isoOf(sql`c.last_message_at`)} as "lastMessageAt"
      from chats c left join users u on u.uid = c.claimed_by
      where c.tenant_id = ${scope.tenantId} and c.claimed_by is not null
        and c.claim_expires_at > ${scope.now}::timestamptz and ${inList(sql`c.locale`, scope.locales)}
      order by c.claim_expires_at, c.id`,
  );
  return rows;
}
