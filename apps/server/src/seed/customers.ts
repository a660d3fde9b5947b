import type { customers } from '../db/poke-schema.js';
import type { ProfileRow } from './profiles.js';
import { Random } from './random.js';

/**
 * Demo customers as rows of the customers table: the profile document the seed made for each
 * one, plus every value the poke filters read (spec §3), spread so each filter narrows something.
 */

export type CustomerRow = typeof customers.$inferInsert;

const DAY_MS = 86_400_000;
/** A generator of its own, so the customers' filter values never shift the rest of the demo. */
const CUSTOMER_RANDOM_SEED = 7_2024;

interface ProfileGeoData {
  region1?: string | null;
  region2?: string | null;
  region3?: string | null;
  region4?: string | null;
  locality?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The customers table rows of the seeded customer profiles. `inConversation` holds the ids of
 * customers who are in a conversation now (a chat of theirs is one).
 */
export function customerRows(
  profiles: readonly ProfileRow[],
  now: Date,
  inConversation: ReadonlySet<string>,
): CustomerRow[] {
  const random = new Random(CUSTOMER_RANDOM_SEED);
  return profiles.map((profile) => {
    const data = profile.data;
    const geo = (Array.isArray(data.geo) ? data.geo[0] : null) as ProfileGeoData | null;
    const gender = random.weighted({ profile: 90, couple: 4, transgender: 2, unknown: 4 });
    const paid = random.weighted({ recent: 20, month: 15, older: 25, never: 40 });
    const lastPaidAt =
      paid === 'never'
        ? null
        : new Date(
            now.getTime() -
              (paid === 'recent'
                ? random.int(0, 13)
                : paid === 'month'
                  ? random.int(14, 29)
                  : random.int(31, 400)) *
                DAY_MS -
              random.int(0, DAY_MS - 1),
          ).toISOString();
    const balance = typeof data.creditsBalance === 'number' ? data.creditsBalance : 0;
    const loginDaysAgo = random.weighted({ today: 25, week: 35, month: 25, older: 15 });
    const lastLoginAt = new Date(
      now.getTime() -
        (loginDaysAgo === 'today'
          ? random.int(0, 12 * 3_600_000)
          : loginDaysAgo === 'week'
            ? random.int(1, 6) * DAY_MS
            : loginDaysAgo === 'month'
              ? random.int(8, 30) * DAY_MS
              : random.int(31, 365) * DAY_MS),
    ).toISOString();
    return {
      id: profile.id,
      tenantId: profile.tenantId,
      domain: profile.domain,
      locale: profile.locale,
      uuid: profile.uuid,
      name: profile.name,
      age: random.chance(0.05) ? null : typeof data.age === 'number' ? data.age : null,
      gender: gender === 'profile' ? text(data.gender) : gender === 'unknown' ? null : gender,
      hasPhoto: text(data.avatar) !== null,
      hasText: random.chance(0.7),
      // Without a payment nobody has credits left but the welcome ones: keep 'never had' real.
      creditsBalance: lastPaidAt === null && random.chance(0.8) ? 0 : balance,
      lastPaidAt,
      inConversation: inConversation.has(profile.id),
      lastLoginAt,
      region1: text(geo?.region1),
      region2: text(geo?.region2),
      region3: text(geo?.region3),
      region4: text(geo?.region4),
      locality: text(geo?.locality),
      latitude: typeof geo?.latitude === 'number' ? geo.latitude : null,
      longitude: typeof geo?.longitude === 'number' ? geo.longitude : null,
      build: text(data.build),
      eyeColour: text(data.eye_colour),
      hairColour: text(data.hair_colour),
      isDoi: random.chance(0.75),
      isDisabled: random.chance(0.03),
      snowflake: random.chance(0.1),
      angel: random.chance(0.05),
      duplicateIpLevel: Number(random.weighted({ 0: 85, 1: 10, 2: 4, 3: 1 })),
      data,
      createdAt: profile.createdAt,
    };
  });
}
