import { and, eq, or } from 'drizzle-orm';
import { Profile } from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { customers } from '../db/poke-schema.js';
import { profiles } from '../db/schema.js';
import { assertLocalesAllowed } from '../auth/access.js';

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
 * missing one). A profile outside the caller's geos is refused (403). Entertainment profiles
 * live in `profiles`, customers in `customers`; without a kind, both are looked in.
 */
export async function findProfile(
  db: Database,
  user: AuthUser,
  lookup: ProfileLookup,
): Promise<FoundProfile | null> {
  const found =
    (lookup.kind === 'customer' ? null : await findEntertainmentProfile(db, user, lookup)) ??
    (lookup.kind === 'entertainment' ? null : await findCustomer(db, user, lookup));
  if (!found) return null;
  assertLocalesAllowed(user, [found.record.locale]);
  return found;
}

/**
 * A customer's profile document with the values of its filter columns laid over it: the
 * columns are what pokes select on, so what a lookup or a preview shows agrees with them.
 */
export function customerDocument(row: typeof customers.$inferSelect): Record<string, unknown> {
  const stored = Array.isArray(row.data.geo) ? (row.data.geo as unknown[]) : [row.data.geo ?? {}];
  const [first, ...rest] = stored;
  return {
    ...row.data,
    uuid: row.uuid,
    name: row.name,
    age: row.age,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    hair_colour: row.hairColour,
    eye_colour: row.eyeColour,
    build: row.build,
    creditsBalance: row.creditsBalance,
    last_activity: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
    geo: [
      {
        ...(typeof first === 'object' && first !== null ? first : {}),
        region1: row.region1,
        region2: row.region2,
        region3: row.region3,
        region4: row.region4,
        locality: row.locality,
        latitude: row.latitude,
        longitude: row.longitude,
      },
      ...rest,
    ],
  };
}

async function findCustomer(
  db: Database,
  user: AuthUser,
  lookup: ProfileLookup,
): Promise<FoundProfile | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, user.tenantId),
        or(eq(customers.id, lookup.id), eq(customers.uuid, lookup.id)),
        lookup.domain ? eq(customers.domain, lookup.domain) : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  const record: ProfileRecord = {
    id: row.id,
    tenantId: row.tenantId,
    kind: 'customer',
    uuid: row.uuid,
    domain: row.domain,
    locale: row.locale,
    name: row.name,
    data: customerDocument(row),
    createdAt: row.createdAt,
  };
  return { record, profile: profileFromRecord(record) };
}

async function findEntertainmentProfile(
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
        eq(profiles.kind, 'entertainment'),
        or(eq(profiles.id, lookup.id), eq(profiles.uuid, lookup.id)),
        lookup.domain ? eq(profiles.domain, lookup.domain) : undefined,
      ),
    )
    .limit(1);
  return record ? { record, profile: profileFromRecord(record) } : null;
}
