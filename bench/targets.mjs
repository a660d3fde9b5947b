#!/usr/bin/env node
/**
 * bench/targets: the poke wizard's audience count (GET /profile/poke/customers/count) over a large
 * customers table, against a bare SQL count(*) with the same WHERE on the same database in the
 * same run. Prints p50/p95 of both and their ratio, per filter set; the counts must agree.
 *
 *   node bench/targets.mjs                                  # PGlite in memory, 200,000 customers
 *   CUSTOMERS=1000000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/targets.mjs
 *   ROUNDS=50 node bench/targets.mjs
 */
import { and, count, sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { parseAudienceFilters } from '@switchboard/domain';
import { allConditions, audienceConditions } from '@switchboard/server/dist/audience/conditions.js';
import { customers } from '@switchboard/server/dist/db/poke-schema.js';
import { profiles } from '@switchboard/server/dist/db/schema.js';
import { seedBulkCustomers } from '@switchboard/server/dist/seed/bulk-customers.js';
import { ms, percentile, report, since, startBenchServer } from './lib.mjs';

const CUSTOMERS = Number(process.env.CUSTOMERS ?? 200_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const SITES = ['flirt-nl.demo.test', 'chat-nl.demo.test'];

/** Filter sets from wide to narrow, as a poker builds them up. */
const FILTER_SETS = [
  ['defaults (last login 7 days)', 'legacy', {}],
  [
    'men 26-45 with photo',
    'legacy',
    { gender: ['male'], age: ['26-35', '36-45'], photo: ['with'] },
  ],
  [
    'paid this month, not in conversation, Utrecht',
    'legacy',
    {
      lastPaid: ['1_week', '2_weeks', '1_month'],
      inConversation: ['no'],
      geoRegion1: { region1: 'Utrecht' },
    },
  ],
  [
    'other origin: women 30-50, red hair',
    'api',
    { gender: 'female', age_min: 30, age_max: 50, hair_colour: ['red'] },
  ],
];

export async function benchTargets() {
  const bench = await startBenchServer();
  try {
    const started = performance.now();
    await seedBulkCustomers(bench.db, 'tenant-demo', CUSTOMERS);
    const seeded = since(started);
    const found = await bench.deps.auth.userByUid('demo-poker');
    const token = (await bench.deps.auth.issueTokens(found.user, found.tenant, null)).idToken;
    const [profile] = await bench.db
      .select({ uuid: profiles.uuid })
      .from(profiles)
      .where(sql`${profiles.domain} = ${SITES[0]} and ${profiles.kind} = 'entertainment'`)
      .limit(1);

    const rows = [['customers', `${CUSTOMERS} (seeded in ${(seeded / 1000).toFixed(1)} s)`]];
    for (const [label, origin, filters] of FILTER_SETS) {
      const params = new URLSearchParams();
      for (const site of SITES) params.append('sites[]', site);
      params.set('entertainment_profile_uuid', profile.uuid);
      params.set('origin', origin);
      params.set('filters', JSON.stringify(filters));
      const url = `${bench.url}/profile/poke/customers/count?${params.toString()}`;
      const where = and(
        allConditions(
          audienceConditions(
            'tenant-demo',
            SITES,
            parseAudienceFilters(origin, filters),
            new Date(),
          ),
        ),
      );

      let httpCount = 0;
      let bareCount = 0;
      const http = [];
      const bare = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        let start = performance.now();
        const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        const body = await response.json();
        if (response.status !== 200) throw new Error(`count answered ${response.status}`);
        http.push(since(start));
        httpCount = body.data.estimate;
        start = performance.now();
        const [row] = await bench.db.select({ n: count() }).from(customers).where(where);
        bare.push(since(start));
        bareCount = Number(row.n);
      }
      if (httpCount !== bareCount) {
        throw new Error(
          `bench/targets: "${label}" counted ${httpCount} over HTTP, ${bareCount} in SQL`,
        );
      }
      const p = (values, q) => percentile(values, q);
      rows.push(
        [`${label}: count`, `${httpCount}`],
        [`  HTTP p50 / p95`, `${ms(p(http, 50))} / ${ms(p(http, 95))}`],
        [`  bare SQL p50 / p95`, `${ms(p(bare, 50))} / ${ms(p(bare, 95))}`],
        [
          `  ratio p50 / p95`,
          `${(p(http, 50) / p(bare, 50)).toFixed(2)}× / ${(p(http, 95) / p(bare, 95)).toFixed(2)}×`,
        ],
      );
    }
    report(
      `bench/targets — audience count over ${SITES.length} sites, ${ROUNDS} rounds each (${bench.engine})`,
      rows,
    );
  } finally {
    await bench.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchTargets();
