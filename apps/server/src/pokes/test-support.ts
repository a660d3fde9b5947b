import { and, eq } from 'drizzle-orm';
import { customers } from '../db/poke-schema.js';
import { domains, profiles } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * Helpers of the poke and audience tests: sites of their own in the demo tenant, so the counts
 * they check see only the customers they made.
 */

export const SITE_A = 'count-a.demo.test';
export const SITE_B = 'count-b.demo.test';
/** A site of a locale no demo user has. */
export const SITE_FR = 'count-fr.demo.test';

const DAY_MS = 86_400_000;

export async function addTestSites(server: TestServer): Promise<void> {
  const config = { tenantAlias: 'demo', cdnBaseLiveUrl: 'https://cdn.demo.test' };
  await server.handle.db.insert(domains).values([
    { domain: SITE_A, tenantId: 'tenant-demo', locale: 'nl', config },
    { domain: SITE_B, tenantId: 'tenant-demo', locale: 'nl', config },
    { domain: SITE_FR, tenantId: 'tenant-demo', locale: 'fr', config },
  ]);
}

let made = 0;

/** A customer of SITE_A who logged in an hour ago and matches no narrowing filter by chance. */
export function customer(
  server: TestServer,
  fields: Partial<typeof customers.$inferInsert> = {},
): typeof customers.$inferInsert {
  made += 1;
  // Padded, so ids sort as they were made (tests read deliveries in customer id order), however
  // many customers the files before this one made in the same worker.
  const n = String(made).padStart(6, '0');
  const now = server.now().getTime();
  return {
    id: `test-customer-${n}`,
    tenantId: 'tenant-demo',
    domain: SITE_A,
    locale: 'nl',
    uuid: `test-customer-uuid-${n}`,
    name: `klant${made}`,
    age: 30,
    gender: 'male',
    lastLoginAt: new Date(now - 3_600_000).toISOString(),
    data: { name: `klant${made}` },
    ...fields,
  };
}

/**
 * One customer on each of the sites (SITE_A unless said otherwise), who logged in an hour ago:
 * a poke is saved only if it reaches someone (spec §5), so a test that saves pokes without
 * counting them needs someone there. Call it after any `advance` of the clock that comes first.
 */
export async function addAudience(
  server: TestServer,
  sites: readonly string[] = [SITE_A],
): Promise<void> {
  await server.handle.db
    .insert(customers)
    .values(
      sites.map((domain) => customer(server, { domain, locale: domain === SITE_FR ? 'fr' : 'nl' })),
    );
}

/**
 * An entertainment profile of SITE_FR (locale fr, which no demo site has): a fr poke is sent
 * from a profile of its own locale.
 */
export async function addFrenchProfile(
  server: TestServer,
): Promise<{ id: string; uuid: string; name: string }> {
  const profile = { id: 'ep-count-fr-1', uuid: 'ep-count-fr-uuid-1', name: 'Amélie' };
  await server.handle.db.insert(profiles).values({
    ...profile,
    tenantId: 'tenant-demo',
    kind: 'entertainment',
    domain: SITE_FR,
    locale: 'fr',
    data: {},
  });
  return profile;
}

export const daysAgo = (server: TestServer, days: number) =>
  new Date(server.now().getTime() - days * DAY_MS).toISOString();

/** The uuid of a seeded entertainment profile of a demo site. */
export async function demoProfile(
  server: TestServer,
  domain = 'flirt-nl.demo.test',
): Promise<{ id: string; uuid: string; name: string }> {
  const [row] = await server.handle.db
    .select({ id: profiles.id, uuid: profiles.uuid, name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.domain, domain), eq(profiles.kind, 'entertainment')))
    .limit(1);
  if (!row) throw new Error(`no demo profile on ${domain}`);
  return row;
}

/**
 * The write request of a poke on SITE_A from `profile`, due in two hours (or at `scheduled`),
 * saying `content`: what the abuse tests hold for review by its words.
 */
export function pokeOnSiteA(
  server: TestServer,
  profile: { id: string; uuid: string; name: string },
  content: string,
  scheduled = new Date(server.now().getTime() + 7_200_000).toISOString(),
) {
  return {
    agent: { id: 'whoever', name: 'Whoever' },
    domains: [SITE_A],
    locale: 'nl',
    scheduled,
    message: { content, messageLength: content.length },
    profile: { id: profile.id, name: profile.name, uuid: profile.uuid, timezone: 'UTC' },
    filters: {},
  };
}

/**
 * A test server for the poke and audience tests: their sites, the customers `audience` makes
 * (with `customer`), the demo poker's and admin's ID tokens and a demo profile to send from.
 */
export async function startPokeServer(
  audience: (server: TestServer) => (typeof customers.$inferInsert)[],
): Promise<{
  server: TestServer;
  poker: string;
  admin: string;
  profile: { id: string; uuid: string; name: string };
}> {
  const server = await startTestServer();
  const poker = await server.tokenFor('demo-poker');
  const admin = await server.tokenFor('demo-admin');
  const profile = await demoProfile(server);
  await addTestSites(server);
  await server.handle.db.insert(customers).values(audience(server));
  return { server, poker, admin, profile };
}
