import { and, eq, or } from 'drizzle-orm';
import { Profile } from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { profiles } from '../db/schema.js';
import { assertLocalesAllowed } from '../http/middleware.js';

export type ProfileKind = 'entertainment' | 'customer';
export type ProfileRecord = typeof profiles.$inferSelect;

export interface FoundProfile {
  record: ProfileRecord;
  profile: Profile;
}

/**
 * The profile as the domain reads it. The columns the lists filter on fill in what the stored
 * document leaves out; the document wins where it has a value.
 */
export function profileFromRecord(record: ProfileRecord): Profile {
  return Profile.parse({
    uuid: record.uuid,
    name: record.name,
    domain: record.domain,
    ...record.data,
  });
}

export interface ProfileLookup {
  /** The profile's id or uuid (services and chats use either). */
  id: string;
  kind?: ProfileKind;
  /** Only a profile of this site (message-central is per domain). */
  domain?: string;
}

/**
 * A profile of the caller's tenant, or null (another tenant's profile is as unknown as a
 * missing one). A profile outside the caller's geos is refused (403).
 */
export async function findProfile(
  db: Database,
  user: AuthUser,
  lookup: ProfileLookup,
): Promise<FoundProfile | null> {
  const [record] = await db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, user.tenantId),
        or(eq(profiles.id, lookup.id), eq(profiles.uuid, lookup.id)),
        lookup.kind ? eq(profiles.kind, lookup.kind) : undefined,
        lookup.domain ? eq(profiles.domain, lookup.domain) : undefined,
      ),
    )
    .limit(1);
  if (!record) return null;
  assertLocalesAllowed(user, [record.locale]);
  return { record, profile: profileFromRecord(record) };
}
