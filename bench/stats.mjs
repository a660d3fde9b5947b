#!/usr/bin/env node
/**
 * bench/stats: every statistics endpoint over a large history, against one full `count(*)` of
 * the messages table timed in the same run on the same database. Each endpoint must read an
 * index or a rollup, never the whole history: its p95 ÷ that scan stays under 1.0×.
 *
 *   node bench/stats.mjs                       # PGlite in memory: 5,000 chats, 100,000 messages
 *   CHATS=50000 MESSAGES=1000000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     node bench/stats.mjs
 *   ROUNDS=20 node bench/stats.mjs
 *
 * The history spans 12 months: chats in locale nl of the demo tenant, messages alternating
 * customer and operator (50 bench operators), inserted through the triggers that keep the
 * rollups (so the load time includes them). Claims, presence sessions and pokes are written
 * straight into their tables (one claim per chat, a daily session per operator, 2,000 pokes).
 */
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { createStaff, ms, percentile, report, since, startBenchServer } from './lib.mjs';

const POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);
const CHATS = Number(process.env.CHATS ?? (POSTGRES ? 50_000 : 5_000));
const MESSAGES = Number(process.env.MESSAGES ?? (POSTGRES ? 1_000_000 : 100_000));
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const OPERATORS = 50;
const YEAR_S = 365 * 86_400;

async function seedHistory(bench, operators) {
  const perChat = Math.max(2, Math.round(MESSAGES / CHATS));
  const ops = JSON.stringify(operators.map((op) => op.uid));
  const step = 2_000;
  // The history ends before now, as a history does: the last chat's last reply is a minute ago
  // (a chat's messages span 120 s × perChat), none is in the future.
  const end = sql`now() - make_interval(secs => ${120 * perChat + 60}::int)`;
  for (let first = 1; first <= CHATS; first += step) {
    const last = Math.min(CHATS, first + step - 1);
    // Chat i starts i × (year / CHATS) seconds before the end; message k of it 120 s × k later,
    // the operator's replies 5–95 s after the customer's message before them.
    await bench.db.execute(sql`
      insert into chats (id, tenant_id, locale, domain, customer, profile, is_conversation,
        created_at, updated_at, last_message, last_message_at, last_sender_type, pool, origin)
      select 'bench-stats-' || i, 'tenant-demo', 'nl', 'flirt-nl.demo.test',
        jsonb_build_object('id', 'c' || i, 'uuid', 'cu' || i, 'name', 'Customer ' || i, 'avatar', null),
        jsonb_build_object('id', 'p' || i, 'uuid', 'pu' || i, 'name', 'Profile ' || (i % 200), 'avatar', null),
        true, s, s, jsonb_build_object('id', 'bench-stats-' || i || '-' || ${perChat - 1}::int, 'content', 'x',
          'type', 'normal', 'createdAt', to_char((s + make_interval(secs => 120 * ${perChat - 1}::int))
            at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
        s + make_interval(secs => 120 * ${perChat - 1}::int), 'agent', 'NSFW', '{"type":"legacy"}'
      from (select i, ${end} - make_interval(secs => i * ${YEAR_S / CHATS}::float8) as s
        from generate_series(${first}::int, ${last}::int) i) c`);
    await bench.db.execute(sql`
      insert into messages (id, chat_id, tenant_id, locale, content, type, sender_type, sender_id,
        sender_name, created_at)
      select 'bench-stats-' || i || '-' || k, 'bench-stats-' || i, 'tenant-demo', 'nl', 'message',
        'normal', case when k % 2 = 0 then 'customer' else 'agent' end,
        case when k % 2 = 0 then 'c' || i else ${ops}::jsonb ->> (i % ${OPERATORS}::int) end,
        case when k % 2 = 0 then 'Customer' else 'Operator' end,
        ${end} - make_interval(secs => i * ${YEAR_S / CHATS}::float8)
          + make_interval(secs => 120 * k + case when k % 2 = 1 then 5 + i % 90 else 0 end)
      from generate_series(${first}::int, ${last}::int) i, generate_series(0, ${perChat - 1}::int) k
      order by i, k`);
  }
  await bench.db.execute(sql`
    insert into stats_claims (tenant_id, locale, pool, chat_id, operator_id, waiting_since,
      claimed_at, expires_at, ended_at, outcome)
    select 'tenant-demo', 'nl', 'NSFW', 'bench-stats-' || i, ${ops}::jsonb ->> (i % ${OPERATORS}::int),
      s, s + make_interval(secs => 5 + i % 60), s + interval '5 minutes',
      s + make_interval(secs => 60 + i % 200), case when i % 10 = 0 then 'expired' else 'answered' end
    from (select i, ${end} - make_interval(secs => i * ${YEAR_S / CHATS}::float8) as s
      from generate_series(1, ${CHATS}::int) i) c`);
  await bench.db.execute(sql`
    insert into stats_presence_sessions (socket_id, tenant_id, uid, connected_at, disconnected_at)
    select 'bench-socket-' || o || '-' || d, 'tenant-demo', ${ops}::jsonb ->> o::int,
      date_trunc('day', now()) - make_interval(days => d) + interval '8 hours',
      date_trunc('day', now()) - make_interval(days => d) + interval '16 hours'
    from generate_series(0, ${OPERATORS - 1}::int) o, generate_series(0, 364) d`);
  await bench.db.execute(sql`
    insert into pokes (id, tenant_id, locale, agent, domain, domains, type, strategy, origin_type,
      scheduled, filters, message, profile, targets, status, created_at)
    select 'bench-poke-' || i, 'tenant-demo', 'nl',
      jsonb_build_object('id', 'demo-poker', 'name', 'Poker ' || (i % 5)), 'flirt-nl.demo.test',
      array['flirt-nl.demo.test'], 'poke', 'default', 'legacy',
      now() - make_interval(hours => i * 4), '{}', '{"content":"hi"}',
      jsonb_build_object('id', 'p' || (i % 20), 'name', 'Profile ' || (i % 20)),
      jsonb_build_object('estimate', 100, 'targetsPerDomain',
        jsonb_build_array(jsonb_build_object('site', 'flirt-nl.demo.test', 'estimate', 100, 'reached', 80))),
      case when i % 3 = 0 then 'cancelled' else 'done' end, now() - make_interval(hours => i * 4)
    from generate_series(1, 2000) i`);
  // The load writes a year in a few large transactions, so each rollup row keeps every version
  // its upserts left (no pruning inside one transaction): compacted here to the size it has when
  // each message is its own transaction, as in production.
  await bench.db.execute(sql`vacuum full stats_message_hours, stats_message_volume,
    stats_operator_periods, stats_response_buckets, stats_answered_chats, stats_claim_buckets,
    stats_claim_hours, stats_pending_waits`);
  await bench.db.execute(sql`analyze`);
}

export async function benchStats() {
  const bench = await startBenchServer();
  try {
    const operators = await createStaff(bench, OPERATORS, {
      prefix: 'bench-stats-op',
      roles: ['CHAT_OPERATOR:NSFW'],
    });
    const [admin] = await createStaff(bench, 1, {
      prefix: 'bench-stats-admin',
      roles: ['CHAT_ADMIN'],
    });
    const started = performance.now();
    await seedHistory(bench, operators);
    const seeded = since(started);
    const [{ n: messageCount }] = (
      await bench.db.execute(sql`select count(*)::int as n from messages`)
    ).rows;

    const now = Date.now();
    const week = `from=${new Date(now - 7 * 86_400_000).toISOString()}&to=${new Date(now).toISOString()}`;
    const year = `from=${new Date(now - 365 * 86_400_000).toISOString()}&to=${new Date(now).toISOString()}`;
    const chatId = 'bench-stats-10';
    const op = operators[0];
    const endpoints = [
      ['operators', '/statistics/operators'],
      ['operator timeline', `/statistics/operators/${op.uid}/timeline`],
      ['queues', '/statistics/queues'],
      ['scores', '/statistics/scores'],
      ['messages (day)', '/statistics/messages?bucket=day'],
      ['messages (hour)', '/statistics/messages?bucket=hour'],
      ['chat list', '/statistics/chat'],
      ['chat details', `/statistics/chat/nl/${chatId}`],
      ['live-conversations', '/statistics/live-conversations'],
      ['pokes', '/statistics/pokes'],
      ['pokers', '/statistics/pokers'],
      ['personal-stats', '/personal-stats', op.token],
    ];

    // The baseline: one full count(*) of the messages table, ROUNDS times.
    const scans = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now();
      await bench.db.execute(sql`select count(*) from messages`);
      scans.push(since(start));
    }
    const scan = percentile(scans, 50);

    const rows = [
      [
        'history',
        `${CHATS} chats, ${messageCount} messages over 12 months (loaded in ${(seeded / 1000).toFixed(1)} s, triggers included)`,
      ],
      ['full count(*) of messages p50', ms(scan)],
    ];
    let worst = 0;
    for (const [range, query] of [
      ['7 days', week],
      ['12 months', year],
    ]) {
      for (const [label, path, token = admin.token] of endpoints) {
        if (range === '12 months' && label === 'chat details') continue;
        // What the console sends: per hour only up to 31 days. Beyond, the server refuses
        // bucket=hour (checked here) and the console asks per day (the "messages (day)" row).
        if (range === '12 months' && label === 'messages (hour)') {
          const url = `${bench.url}${path}&${query}`;
          const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
          await response.arrayBuffer();
          if (response.status !== 400) throw new Error(`${label} answered ${response.status}`);
          rows.push([
            `${label}, ${range}`,
            'refused (400 naming bucket): the console asks per day',
          ]);
          continue;
        }
        const url = `${bench.url}${path}${path.includes('?') ? '&' : '?'}${query}`;
        const times = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const start = performance.now();
          const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
          times.push(since(start));
        }
        const p95 = percentile(times, 95);
        worst = Math.max(worst, p95 / scan);
        rows.push([
          `${label}, ${range}: p50 / p95`,
          `${ms(percentile(times, 50))} / ${ms(p95)}  (p95 ${(p95 / scan).toFixed(2)}× the scan)`,
        ]);
      }
    }
    rows.push(['worst p95 ÷ full scan', `${worst.toFixed(2)}× (target under 1.0×)`]);
    report(`bench/stats — statistics endpoints, ${ROUNDS} rounds each (${bench.engine})`, rows);
  } finally {
    await bench.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchStats();
