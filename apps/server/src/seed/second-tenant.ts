import type { Tx } from '../db/client.js';
import { announcements, announcementTopics, domains, tenants, users } from '../db/schema.js';
import { DEFAULT_CHAT_CLAIM_TTL_S } from '../config.js';
import { buildDemoData } from './data.js';
import { flagDemoMessages } from './flagged.js';
import type { DemoDomain } from './profiles.js';
import { insertTenantData } from './tenant-data.js';

/**
 * The demo's second tenant (issue #31): another company on the same service, reached as
 * `http://127.0.0.1:$PORT` where the first is on `localhost`, with its own app name, logo and
 * colour, its own sites in its own locales, and its own staff. Lighter than the first (the
 * `few` volume whatever the demo's): it shows that tenants never see each other, not a shift.
 */
export const SECOND_TENANT = {
  id: 'tenant-harbour',
  alias: 'harbour',
  hosts: ['127.0.0.1'],
  appName: 'Harbour Chat',
  appLogoName: 'harbour.svg',
  appPrimaryColor: '#0E7C66',
} as const;

export const SECOND_TENANT_LOCALES = ['gb', 'de'] as const;

/** Its staff, with the demo's password (DEMO_PASSWORD). */
export const SECOND_TENANT_USERS = [
  { email: 'admin@harbour.test', name: 'Hana Harbour', roles: ['CHAT_ADMIN'] },
  { email: 'manager@harbour.test', name: 'Milo Harbour', roles: ['CHAT_MANAGER'] },
  {
    email: 'operator@harbour.test',
    name: 'Otto Harbour',
    roles: ['CHAT_OPERATOR:NSFW', 'CHAT_OPERATOR:SFW'],
  },
] as const;

const SECOND_TENANT_DOMAINS: readonly DemoDomain[] = [
  { domain: 'date-gb.harbour.test', locale: 'gb' },
  { domain: 'date-de.harbour.test', locale: 'de' },
];

/** Its own generator seed: profile and customer uuids are unique across tenants. */
const SECOND_TENANT_RANDOM_SEED = 31_2026;

const uidOf = (email: string) => `harbour-${email.split('@')[0]}`;

const ADMIN_UID = uidOf('admin@harbour.test');

/** Seeds the second tenant in the demo seed's transaction. */
export async function seedSecondTenant(
  tx: Tx,
  options: { now: Date; passwordHash: string; claimTtlS?: number },
): Promise<void> {
  const { now, passwordHash } = options;
  const data = buildDemoData(now, 'few', {
    tenantId: SECOND_TENANT.id,
    sites: SECOND_TENANT_DOMAINS,
    locales: SECOND_TENANT_LOCALES,
    agents: SECOND_TENANT_USERS.filter((u) =>
      u.roles.some((role: string) => role.startsWith('CHAT_OPERATOR')),
    ).map((u) => ({ uid: uidOf(u.email), name: u.name })),
    randomSeed: SECOND_TENANT_RANDOM_SEED,
  });
  // The abuse words are the demo's list, under ids and an author of this tenant.
  data.abuseWords = data.abuseWords.map((word) => ({
    ...word,
    id: `${SECOND_TENANT.alias}-${word.id}`,
    createdBy: ADMIN_UID,
  }));
  const flagged = flagDemoMessages(data, now);
  await tx.insert(tenants).values({ ...SECOND_TENANT, hosts: [...SECOND_TENANT.hosts] });
  await tx.insert(domains).values(
    SECOND_TENANT_DOMAINS.map((d) => ({
      ...d,
      tenantId: SECOND_TENANT.id,
      config: {
        tenantAlias: SECOND_TENANT.alias,
        cdnBaseLiveUrl: 'https://cdn.harbour.test',
        suggestionsEnabled: false,
        profileApiEnabled: true,
        profileTypes: ['entertainment'],
      },
    })),
  );
  await tx.insert(users).values(
    SECOND_TENANT_USERS.map((u, i) => ({
      uid: uidOf(u.email),
      tenantId: SECOND_TENANT.id,
      email: u.email,
      displayName: u.name,
      passwordHash,
      roles: [...u.roles],
      geos: [...SECOND_TENANT_LOCALES],
      companyName: 'Harbour Company',
      score: 70 + i,
    })),
  );
  await tx.insert(announcementTopics).values({
    id: 'topic-harbour-gb-welcome',
    tenantId: SECOND_TENANT.id,
    locale: 'gb',
    title: 'Welcome aboard',
    emoji: '⚓',
  });
  await tx.insert(announcements).values({
    id: 'announcement-harbour-1',
    tenantId: SECOND_TENANT.id,
    topicId: 'topic-harbour-gb-welcome',
    locale: 'gb',
    message: 'Welcome to Harbour Chat: the first shift starts at 09:00.',
    createdBy: ADMIN_UID,
    createdAt: new Date(now.getTime() - 3_600_000).toISOString(),
  });
  await insertTenantData(tx, data, flagged, options.claimTtlS ?? DEFAULT_CHAT_CLAIM_TTL_S, now);
}
