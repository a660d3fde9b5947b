#!/usr/bin/env node
/**
 * bench/dispatch: one poke to a large audience, sent by the dispatcher (batches of one SQL
 * statement each: deliveries under their unique key, a chat per customer, the agent message).
 * Prints deliveries per second, duplicates (must be 0), and the ratio to bare `INSERT … SELECT`s
 * of the same rows (a delivery, a chat and a message per customer of the same audience, same
 * WHERE, into copies of the real tables with their indexes) on the same database in the same run.
 *
 *   node bench/dispatch.mjs                                     # PGlite in memory, 20,000 targets
 *   AUDIENCE=100000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/dispatch.mjs
 *   BATCH=5000 node bench/dispatch.mjs
 */
import { eq, sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { allConditions } from '@switchboard/server/dist/audience/conditions.js';
import { PokeDispatcher } from '@switchboard/server/dist/dispatch/dispatcher.js';
import { audienceSql } from '@switchboard/server/dist/dispatch/plan.js';
import { pokeDeliveries } from '@switchboard/server/dist/db/dispatch-schema.js';
import { profiles } from '@switchboard/server/dist/db/schema.js';
import { seedBulkCustomers } from '@switchboard/server/dist/seed/bulk-customers.js';
import { createStaff, report, since, startBenchServer } from './lib.mjs';

const SITES = ['flirt-nl.demo.test', 'chat-nl.demo.test'];

export async function benchDispatch() {
  const bench = await startBenchServer();
  const audience = Number(
    process.env.AUDIENCE ?? (process.env.BENCH_DATABASE_URL ? 100_000 : 20_000),
  );
  const batch = Number(process.env.BATCH ?? 5_000);
  try {
    // The background dispatcher stays out of it: the bench drives its own, and times it.
    await bench.deps.dispatcher.stop();
    // Bulk customers spread over the tenant's four sites, two of them nl: twice the audience,
    // and a little more for the disabled ones legacy pokes leave out.
    await seedBulkCustomers(bench.db, 'tenant-demo', Math.ceil((audience * 2 * 33) / 32));
    const [profile] = await bench.db
      .select()
      .from(profiles)
      .where(eq(profiles.domain, SITES[0]))
      .limit(1);
    const [admin] = await createStaff(bench, 1, { prefix: 'bench-admin', roles: ['CHAT_ADMIN'] });
    const created = await fetch(`${bench.url}/pokes/nl`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        agent: { id: admin.uid, name: 'Bench' },
        domains: SITES,
        locale: 'nl',
        scheduled: null,
        message: { content: 'Hoi %[name]%, zin in een praatje?', messageLength: 30 },
        profile: { id: profile.id, name: profile.name, uuid: profile.uuid },
        // Every login of the bulk customers (they go back 625 days).
        filters: { lastLogin: 1000 },
      }),
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}`);
    const poke = (await created.json()).data;

    const dispatcher = new PokeDispatcher({
      db: bench.db,
      feed: bench.deps.feed,
      clock: () => new Date(),
      batchSize: batch,
    });
    const started = performance.now();
    const startedAt = new Date(Date.now() - 1000).toISOString();
    await dispatcher.drain();
    const sendMs = since(started);

    const [counts] = rows(
      await bench.db.execute(sql`
        select count(*)::int as deliveries,
          (count(*) filter (where outcome = 'sent'))::int as sent,
          (count(*) filter (where outcome = 'skipped'))::int as skipped
        from ${pokeDeliveries} where poke_id = ${poke.id}`),
    );
    const [dup] = rows(
      await bench.db.execute(sql`
        select (count(*) - count(distinct ch.customer->>'id'))::int as duplicates
        from messages m join chats ch on ch.id = m.chat_id
        where m.sender_type = 'poke' and m.sender_id = ${poke.id}
          and m.created_at >= ${startedAt}::timestamptz`),
    );
    const status = rows(
      await bench.db.execute(sql`select status from pokes where id = ${poke.id}`),
    )[0]?.status;

    // The baseline: the same rows the send wrote (a delivery, a chat and a message per customer
    // of the same audience, same WHERE), each table in one bare INSERT … SELECT into a copy of
    // the real table with its keys and indexes: no batches, locks, lookups or progress.
    for (const table of ['poke_deliveries', 'chats', 'messages']) {
      await bench.db.execute(
        sql.raw(`create table bare_${table} (like ${table} including defaults including indexes)`),
      );
    }
    const where = allConditions(audienceSql('tenant-demo', poke, SITES, new Date()));
    const content = sql`'Hoi ' || customers.name || ', zin in een praatje?'`;
    const bareStarted = performance.now();
    const bare = await bench.db.execute(sql`
      insert into bare_poke_deliveries (poke_id, customer_id, run_id, tenant_id, locale, site,
        outcome, reason, chat_id, message_id, created_at)
      select ${poke.id}, customers.id, 'bare', customers.tenant_id, customers.locale,
        customers.domain, 'sent', null, 'poke-chat-' || customers.id,
        md5(${poke.id}::text || ':' || customers.id)::uuid::text, now()
      from customers where ${where}`);
    await bench.db.execute(sql`
      insert into bare_chats (id, tenant_id, locale, domain, customer, profile, created_at,
        updated_at, last_message, last_message_at, last_sender_type, origin)
      select 'poke-chat-' || customers.id, customers.tenant_id, customers.locale, customers.domain,
        jsonb_build_object('id', customers.id, 'uuid', customers.uuid, 'name', customers.name),
        ${JSON.stringify({ id: profile.id, uuid: profile.uuid, name: profile.name })}::jsonb,
        now(), now(), jsonb_build_object('id', customers.id, 'content', ${content}), now(),
        'agent', '{"type":"poke"}'::jsonb
      from customers where ${where}`);
    await bench.db.execute(sql`
      insert into bare_messages (id, chat_id, tenant_id, locale, content, type, sender_type,
        sender_id, sender_name, created_at)
      select md5(${poke.id}::text || ':' || customers.id)::uuid::text, 'poke-chat-' || customers.id,
        customers.tenant_id, customers.locale, ${content}, 'normal', 'poke', ${poke.id},
        'Bench', now()
      from customers where ${where}`);
    const bareMs = since(bareStarted);
    const bareRows = bare.rowCount ?? bare.affectedRows ?? 0;

    const perSecond = (counts.deliveries / sendMs) * 1000;
    const barePerSecond = (bareRows / bareMs) * 1000;
    report(
      `bench/dispatch — one poke to ${counts.deliveries} customers on 2 sites, batches of ${batch} (${bench.engine})`,
      [
        ['status', `${status} (must be done)`],
        ['deliveries', `${counts.deliveries} (sent ${counts.sent}, skipped ${counts.skipped})`],
        ['duplicates', `${dup.duplicates} (must be 0)`],
        ['dispatch time', `${(sendMs / 1000).toFixed(2)} s`],
        ['dispatch throughput', `${perSecond.toFixed(0)} deliveries/s`],
        ['bare INSERT … SELECT', `${bareRows} × 3 rows in ${(bareMs / 1000).toFixed(2)} s`],
        ['bare throughput', `${barePerSecond.toFixed(0)} customers/s`],
        ['ratio dispatch time / bare insert', `${(sendMs / bareMs).toFixed(2)}× (target < 3×)`],
      ],
    );
  } finally {
    await bench.close();
  }
}

function rows(result) {
  return result.rows ?? result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchDispatch();
