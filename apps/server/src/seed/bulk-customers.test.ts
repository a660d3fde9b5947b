import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Profile } from '@switchboard/domain';
import { customers } from '../db/poke-schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { BULK_PREFIX, seedBulkCustomers } from './bulk-customers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const bulkCount = async (domain?: string) =>
  Number(
    (
      await server.handle.db
        .select({ n: count() })
        .from(customers)
        .where(
          and(
            like(customers.id, `${BULK_PREFIX}%`),
            domain ? eq(customers.domain, domain) : undefined,
          ),
        )
    )[0]?.n,
  );

describe('seedBulkCustomers (npm run seed -- --customers N)', () => {
  it('makes N customers over the tenant’s domains in SQL, replacing the previous ones', async () => {
    expect(await seedBulkCustomers(server.handle.db, 'tenant-demo', 1001)).toBe(1001);
    expect(await bulkCount()).toBe(1001);
    expect(await bulkCount('chat-gb.demo.test')).toBe(251);
    expect(await bulkCount('flirt-nl.demo.test')).toBe(248);
    expect(await seedBulkCustomers(server.handle.db, 'tenant-demo', 400)).toBe(400);
    expect(await bulkCount()).toBe(400);
  });

  it('fills every filter column and a profile document the domain reads', async () => {
    const rows = await server.handle.db
      .select()
      .from(customers)
      .where(like(customers.id, `${BULK_PREFIX}%`));
    for (const row of rows.slice(0, 50)) {
      const profile = Profile.parse(row.data);
      expect(profile.uuid).toBe(row.uuid);
      expect(row.lastLoginAt).not.toBeNull();
      expect(row.region1).not.toBeNull();
    }
    const share = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length;
    expect(share((row) => row.gender === null)).toBeGreaterThan(0);
    expect(share((row) => row.age === null)).toBeGreaterThan(0);
    expect(share((row) => row.creditsBalance > 0)).toBeGreaterThan(0);
    expect(share((row) => row.isDisabled)).toBeGreaterThan(0);
    expect(share((row) => row.duplicateIpLevel > 0)).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(rows.length);
  });

  it('counts them over HTTP exactly as a bare SQL count does', async () => {
    const poker = await server.tokenFor('demo-poker');
    const uuid = (
      await server.call('POST', '/profile/poke/entertainment-profiles', { token: poker, body: {} })
    ).body.data[0].uuid as string;
    const answer = await server.call(
      'GET',
      `/profile/poke/customers/count?sites[]=flirt-nl.demo.test&entertainment_profile_uuid=${uuid}&filters=${encodeURIComponent('{"lastLogin":3650}')}`,
      { token: poker },
    );
    const [all] = await server.handle.db
      .select({ n: count() })
      .from(customers)
      .where(and(eq(customers.domain, 'flirt-nl.demo.test'), eq(customers.isDisabled, false)));
    expect(answer.body.data.estimate).toBe(Number(all?.n));
  });
});
