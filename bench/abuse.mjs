#!/usr/bin/env node
/**
 * bench/abuse: the abuse review queue under contention, and the cost of flagging.
 *
 * 1. REVIEWERS reviewers pull next items (POST /abuse/next) concurrently from ITEMS flagged
 *    items, marking each safe before asking again, until the queue is empty. Prints duplicates
 *    (items handed to two reviewers: must be 0), p50/p99 of next-item, and the ratio to a bare SQL
 *    `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED)` run by as many workers on the same
 *    database in the same run.
 * 2. Agent message send (POST /message/send) p50 with WORDS abuse words against none, in the same
 *    run, in FLAG_ROUNDS alternating rounds of SENDS/FLAG_ROUNDS each (target: under 1.2×).
 * 3. The words dry run over stored messages: MESSAGES agent messages (1,000,000 on PostgreSQL,
 *    100,000 on PGlite) written in SQL over the last 7 days, as a seed or an import writes them;
 *    the backfill that keys them for the dry run (abuse/text-keys-backfill.ts), timed (rows/s);
 *    then POST /abuse-words/dry-run for DRY_WORDS words of every frequency, DRY_ROUNDS times
 *    each, p50/p95, next to a bare indexed count of the same key on the same database in the same
 *    run, alternated call by call (goal: dry run p95 under 500 ms on PostgreSQL). The dry run
 *    counts up to ABUSE_DRY_RUN_COUNT_CAP and says "more than" past it; the bare count counts all.
 *    BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database to try queries on afterwards.
 *
 *   node bench/abuse.mjs                                  # PGlite, 10,000 items, 5,000 words
 *   ITEMS=1000 SENDS=100 MESSAGES=20000 node bench/abuse.mjs   # small
 *   PARTS=3 node bench/abuse.mjs                          # the dry run alone
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/abuse.mjs
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { ABUSE_DRY_RUN_COUNT_CAP, abuseWordMatchKey } from '@switchboard/domain';
import { dryRunWindowStart } from '@switchboard/server/dist/abuse/flagging.js';
import {
  backfillTextKeys,
  textKeysBackfillOf,
} from '@switchboard/server/dist/abuse/text-keys-backfill.js';
import { abuseWords, flaggedItems } from '@switchboard/server/dist/db/schema.js';
import {
  createOperators,
  createStaff,
  createWaitingChats,
  ms,
  percentile,
  report,
  since,
  startBenchServer,
  withConcurrency,
} from './lib.mjs';

const ITEMS = Number(process.env.ITEMS ?? 10_000);
const REVIEWERS = Number(process.env.REVIEWERS ?? 20);
const WORDS = Number(process.env.WORDS ?? 5_000);
const SENDS = Number(process.env.SENDS ?? 300);
const POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);
const MESSAGES = Number(process.env.MESSAGES ?? (POSTGRES ? 1_000_000 : 100_000));
const DRY_ROUNDS = Number(process.env.DRY_ROUNDS ?? 10);
/** Which parts run (`PARTS=3`: the dry run alone). */
const PARTS = new Set((process.env.PARTS ?? '1,2,3').split(',').map((part) => part.trim()));

export async function benchAbuse() {
  const bench = await startBenchServer();
  try {
    const results = {};
    if (PARTS.has('1')) {
      const queue = await benchQueue(bench);
      Object.assign(results, queue);
      report(`bench/abuse 1 — ${REVIEWERS} reviewers, ${ITEMS} flagged items (${bench.engine})`, [
        ['next-item calls', `${queue.calls}`],
        ['duplicates', `${queue.duplicates} (must be 0)`],
        ['items reviewed', `${queue.reviewed} (must be ${ITEMS})`],
        ['next-item p50', ms(queue.p50)],
        ['next-item p99', ms(queue.p99)],
        ['bare SQL SKIP LOCKED p50', ms(queue.bareP50)],
        ['bare SQL SKIP LOCKED p99', ms(queue.bareP99)],
        ['bare SQL duplicates', `${queue.bareDuplicates}`],
        ['ratio p50 next-item / bare SQL', `${(queue.p50 / queue.bareP50).toFixed(1)}×`],
        ['ratio p99 next-item / bare SQL', `${(queue.p99 / queue.bareP99).toFixed(1)}×`],
      ]);
      if (queue.duplicates !== 0 || queue.reviewed !== ITEMS) {
        throw new Error(
          `bench/abuse: ${queue.duplicates} duplicates, ${queue.reviewed}/${ITEMS} reviewed`,
        );
      }
    }
    if (PARTS.has('2')) {
      const flagging = await benchFlagging(bench);
      Object.assign(results, flagging);
      report(`bench/abuse 2 — sends with ${WORDS} words (${bench.engine})`, [
        ['send p50, no abuse words', ms(flagging.none)],
        [`send p50, ${WORDS} abuse words`, ms(flagging.words)],
        [
          'ratio send p50 words / none',
          `${(flagging.words / flagging.none).toFixed(2)}× (target < 1.2×)`,
        ],
      ]);
    }
    if (PARTS.has('3')) {
      const dry = await benchDryRun(bench);
      Object.assign(results, { dryRun: dry });
      report(
        `bench/abuse 3 — words dry run over ${MESSAGES.toLocaleString('en')} stored messages (${bench.engine})`,
        [
          ['messages written in SQL', `${ms(dry.loadMs)} (not timed below)`],
          ['backfill: rows keyed', `${dry.keyed}`],
          ['backfill: time', ms(dry.backfillMs)],
          ['backfill: rows/s', `${Math.round(dry.keyed / (dry.backfillMs / 1000))}`],
          ['backfill again (nothing to add)', `${ms(dry.againMs)}, ${dry.again} rows`],
          ['words × rounds', `${dry.words.length} × ${DRY_ROUNDS}`],
          [
            'hits per word (* = over the cap: "more than 10,000")',
            dry.words.map((w) => `${w.hits}${w.capped ? '*' : ''}`).join(' '),
          ],
          ['dry run p50', ms(dry.p50)],
          ['dry run p95', `${ms(dry.p95)} (goal on PostgreSQL < 500 ms)`],
          ['bare indexed count (all hits) p50', ms(dry.bareP50)],
          ['bare indexed count (all hits) p95', ms(dry.bareP95)],
          ['ratio p50 dry run / bare', `${(dry.p50 / dry.bareP50).toFixed(1)}×`],
          ['ratio p95 dry run / bare', `${(dry.p95 / dry.bareP95).toFixed(1)}×`],
          ...dry.bands.map((band) => [
            `${band.label}: ${band.words} words, dry run / bare p95`,
            `${ms(band.p95)} / ${ms(band.bareP95)}`,
          ]),
          [
            'dry run p95 per word (hits: ms)',
            dry.words.map((w) => `${w.hits}: ${percentile(w.latencies, 95).toFixed(0)}`).join(', '),
          ],
        ],
      );
    }
    return results;
  } finally {
    await bench.close();
  }
}

async function insertItems(bench) {
  await bench.db.delete(flaggedItems);
  const base = Date.now() - ITEMS * 1000;
  const rows = Array.from({ length: ITEMS }, (_, i) => ({
    id: `bench-flag-${i}-${randomUUID().slice(0, 8)}`,
    tenantId: 'tenant-demo',
    kind: i % 5 === 0 ? 'poke' : 'message',
    locale: 'nl',
    chatId: null,
    senderId: `sender-${i % 50}`,
    senderName: 'Bench sender',
    text: `bench text ${i} whatsapp`,
    textKey: `bench text ${i} whatsapp`,
    matchedWords: ['whatsapp'],
    itemCreatedAt: new Date(base + i * 1000).toISOString(),
    flaggedAt: new Date().toISOString(),
    status: 'pending',
  }));
  for (let i = 0; i < rows.length; i += 500)
    await bench.db.insert(flaggedItems).values(rows.slice(i, i + 500));
}

async function benchQueue(bench) {
  await insertItems(bench);
  const reviewers = await createStaff(bench, REVIEWERS, {
    prefix: 'bench-abuse',
    roles: ['CHAT_ABUSE_CHECKER'],
  });
  const seenBy = new Map();
  const latencies = [];
  let calls = 0;
  let duplicates = 0;
  const call = async (path, token, body) => {
    const response = await fetch(`${bench.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const json = await response.json();
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  await Promise.all(
    reviewers.map(async (reviewer) => {
      for (;;) {
        const start = performance.now();
        const item = await call('/abuse/next', reviewer.token);
        latencies.push(since(start));
        calls += 1;
        if (item === null) return;
        const holder = seenBy.get(item.id);
        if (holder !== undefined && holder !== reviewer.uid) duplicates += 1;
        seenBy.set(item.id, reviewer.uid);
        await call(`/abuse/items/${item.id}/mark`, reviewer.token, { verdict: 'safe' });
      }
    }),
  );

  // The baseline: the same items pending again, as many workers each taking the oldest with a
  // bare UPDATE … SKIP LOCKED (no HTTP, no auth, no audit), then setting it safe.
  await insertItems(bench);
  const bareLatencies = [];
  const bareSeen = new Set();
  let bareDuplicates = 0;
  await withConcurrency(
    REVIEWERS,
    Array.from({ length: REVIEWERS }, (_, w) => async () => {
      for (;;) {
        const start = performance.now();
        const result = await bench.db.execute(sql`
          update flagged_items set status = 'claimed', claimed_by = ${`bare-${w}`}, claimed_at = now()
          where id = (
            select id from flagged_items
            where tenant_id = 'tenant-demo' and locale = 'nl' and status = 'pending'
            order by item_created_at, id limit 1
            for update skip locked
          )
          returning id`);
        bareLatencies.push(since(start));
        const [row] = result.rows ?? result;
        if (!row) {
          const left = await bench.db.execute(
            sql`select 1 from flagged_items where status = 'pending' limit 1`,
          );
          if ((left.rows ?? left).length === 0) return;
          continue;
        }
        if (bareSeen.has(row.id)) bareDuplicates += 1;
        bareSeen.add(row.id);
        await bench.db.execute(sql`update flagged_items set status = 'safe' where id = ${row.id}`);
      }
    }),
  );
  return {
    calls,
    duplicates,
    reviewed: seenBy.size,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bareP50: percentile(bareLatencies, 50),
    bareP99: percentile(bareLatencies, 99),
    bareDuplicates,
  };
}

/** Sends `count` agent messages one after another (claim first, not timed); the send latencies. */
async function sends(bench, count) {
  const operators = await createOperators(bench, count);
  const chatIds = await createWaitingChats(bench, count);
  const latencies = [];
  for (let i = 0; i < count; i += 1) {
    const { uid, token } = operators[i];
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const claim = await fetch(`${bench.url}/chats/${chatIds[i]}/claim`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ domain: 'flirt-nl.demo.test', messagePool: 'NSFW' }),
    });
    await claim.arrayBuffer();
    const start = performance.now();
    const sent = await fetch(`${bench.url}/message/send`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        chatDocumentId: chatIds[i],
        message: {
          senderType: 'agent',
          senderId: uid,
          content:
            'Hoi schat, wat leuk dat je weer schrijft! Vertel eens, wat ga je dit weekend doen? Ik ben benieuwd naar je plannen en of je zin hebt in iets gezelligs.',
        },
        domain: 'flirt-nl.demo.test',
        metadata: {},
      }),
    });
    await sent.arrayBuffer();
    latencies.push(since(start));
    if (sent.status !== 200) throw new Error(`send answered ${sent.status}`);
  }
  return latencies;
}

/** Rounds of "no words" and "words" sends, alternated, so a change of load hits both alike. */
const FLAG_ROUNDS = 4;

async function benchFlagging(bench) {
  await bench.db.delete(abuseWords);
  await sends(bench, 20); // warm-up
  const rows = Array.from({ length: WORDS }, (_, i) => {
    const value = `zxq${i.toString(36)}${i % 3 === 0 ? ' vlek' : ''}`;
    return {
      id: `bench-word-${i}`,
      tenantId: 'tenant-demo',
      value,
      matchKey: abuseWordMatchKey(value),
      locale: i % 2 === 0 ? '' : 'nl',
    };
  });
  const none = [];
  const words = [];
  const perRound = Math.max(1, Math.round(SENDS / FLAG_ROUNDS));
  for (let round = 0; round < FLAG_ROUNDS; round += 1) {
    await bench.db.delete(abuseWords);
    await bench.db.execute(sql`analyze abuse_words`);
    none.push(...(await sends(bench, perRound)));
    for (let i = 0; i < rows.length; i += 500)
      await bench.db.insert(abuseWords).values(rows.slice(i, i + 500));
    await bench.db.execute(sql`analyze abuse_words`);
    words.push(...(await sends(bench, perRound)));
  }
  return { none: percentile(none, 50), words: percentile(words, 50) };
}

/** Pseudo-words of letters only (a token each): syllables, so every one is distinct. */
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ro', 'su', 'ta', 've', 'zo', 'bi'];
const VOCABULARY = Array.from(
  { length: 200 },
  (_, k) =>
    `${SYLLABLES[k % 10]}${SYLLABLES[Math.floor(k / 10) % 10]}${SYLLABLES[Math.floor(k / 100)]}`,
);
/** Tokens per message: a message of 12 words has 68 keys (runs of up to 8 tokens). */
const TOKENS = 12;
const DRY_CHATS = 1_000;
const PRIMES = [
  7919, 104729, 1299709, 15485863, 32452843, 49979687, 67867967, 86028121, 104395301, 122949823,
  141650939, 160481183,
];

/**
 * Writes MESSAGES agent messages of nl in SQL (no flagging, as a seed or an import writes them),
 * spread over the last 7 days (within the dry run's window), in DRY_CHATS chats. Word `k` of the
 * vocabulary is picked with a skew (the most frequent is in most messages, the rarest in about
 * one in a hundred); `zeldzaam` is in one message in a thousand, `uniek` in one in 100,000.
 */
async function writeStoredMessages(bench) {
  await bench.db.execute(sql`
    insert into chats (id, tenant_id, locale, domain, customer, profile, is_conversation,
      created_at, updated_at, last_sender_type, pool, origin)
    select 'bench-dry-' || i, 'tenant-demo', 'nl', 'flirt-nl.demo.test',
      jsonb_build_object('id', 'c' || i, 'uuid', 'cu' || i, 'name', 'Customer ' || i, 'avatar', null),
      jsonb_build_object('id', 'p' || i, 'uuid', 'pu' || i, 'name', 'Profile ' || i, 'avatar', null),
      true, now() - interval '7 days', now() - interval '7 days', 'agent', 'NSFW', '{"type":"legacy"}'
    from generate_series(0, ${DRY_CHATS - 1}::int) i`);
  // Position j's word of message i: a fraction of (i × a prime) mod a larger prime, cubed, picks
  // a rank.
  const words = Array.from(
    { length: TOKENS },
    (_, j) =>
      sql`v.w[1 + floor(${VOCABULARY.length}::int * power(
        ((i::bigint * ${PRIMES[j]}::bigint + ${j * 37}::bigint) % 1000003) / 1000003.0, 3))::int]`,
  );
  const content = sql.join(words, sql` || ' ' || `);
  const step = 100_000;
  const spanS = 7 * 86_400 * 0.98;
  for (let first = 0; first < MESSAGES; first += step) {
    const last = Math.min(MESSAGES, first + step) - 1;
    await bench.db.execute(sql`
      insert into messages (id, chat_id, tenant_id, locale, content, type, sender_type, sender_id,
        sender_name, created_at)
      select 'bench-dry-m' || i, 'bench-dry-' || (i % ${DRY_CHATS}::int), 'tenant-demo', 'nl',
        ${content}
          || case when i % 1000 = 3 then ' zeldzaam' else '' end
          || case when i % 100000 = 7 then ' uniek' else '' end,
        'normal', 'agent', 'bench-dry-op', 'Bench operator',
        now() - make_interval(secs => (i::float8 / ${MESSAGES}::float8) * ${spanS}::float8)
      from generate_series(${first}::int, ${last}::int) i,
        (select string_to_array(${VOCABULARY.join(' ')}, ' ') as w) v`);
  }
}

async function benchDryRun(bench) {
  // The start's own backfill (the demo's texts) is done before the messages are written.
  await textKeysBackfillOf(bench.deps)?.done;
  const [admin] = await createStaff(bench, 1, {
    prefix: 'bench-dry-admin',
    roles: ['CHAT_ADMIN'],
  });
  let started = performance.now();
  // A kept database (BENCH_USE_DATABASE) holds them already.
  const [{ stored }] = await bench.db
    .execute(sql`select count(*)::int as stored from messages where id like 'bench-dry-m%'`)
    .then((answer) => answer.rows ?? answer);
  if (stored < MESSAGES) await writeStoredMessages(bench);
  const loadMs = since(started);
  await bench.db.execute(sql`analyze messages`);

  started = performance.now();
  const keyed = await backfillTextKeys(bench.db, new Date());
  const backfillMs = since(started);
  started = performance.now();
  const again = await backfillTextKeys(bench.db, new Date());
  const againMs = since(started);
  if (process.env.DRY_VERBOSE) console.error(`backfill: ${keyed} rows in ${ms(backfillMs)}`);
  await bench.db.execute(sql`analyze abuse_text_keys`);

  // Words of every frequency: vocabulary ranks from the most frequent to the rarest, two
  // phrases, and the markers (one in a thousand, ten in a million, none).
  const values = [
    ...[0, 1, 2, 4, 8, 15, 30, 50, 80, 120, 160, 199].map((rank) => VOCABULARY[rank]),
    `${VOCABULARY[0]} ${VOCABULARY[0]}`,
    `${VOCABULARY[5]} ${VOCABULARY[0]}`,
    `${VOCABULARY[1]} ${VOCABULARY[2]} ${VOCABULARY[0]}`,
    'zeldzaam',
    `${VOCABULARY[199]} zeldzaam`,
    'uniek',
    'nergens',
    'Ze\u200bldzaam',
  ];
  const dry = async (value) => {
    const response = await fetch(`${bench.url}/abuse-words/dry-run`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value, locale: 'nl' }),
    });
    const json = await response.json();
    if (response.status !== 200)
      throw new Error(`dry run answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const bare = async (key) => {
    const since = dryRunWindowStart(new Date());
    const result = await bench.db.execute(sql`
      select count(*)::int as n from abuse_text_keys
      where keys @> array[${key}]::text[] and tenant_id = 'tenant-demo'
        and created_at >= ${since}::timestamptz`);
    return Number((result.rows ?? result)[0].n);
  };
  // Warm-up: one of each, untimed. The first may meet a kept-alive socket the server closed
  // while the messages were written and keyed (idle past its keep-alive): asked again then.
  for (const value of values) {
    await dry(value).catch(() => dry(value));
    await bare(abuseWordMatchKey(value));
  }
  const latencies = [];
  const bareLatencies = [];
  const words = [];
  for (const value of values) {
    const key = abuseWordMatchKey(value);
    const own = { value, hits: 0, latencies: [], bare: [] };
    for (let round = 0; round < DRY_ROUNDS; round += 1) {
      // Alternated call by call, so a change of load hits both alike.
      let start = performance.now();
      const result = await dry(value);
      own.latencies.push(since(start));
      start = performance.now();
      const count = await bare(key);
      own.bare.push(since(start));
      // The dry run counts exactly up to ABUSE_DRY_RUN_COUNT_CAP and says "more than" past it;
      // the bench's texts are all messages. A word's band is by its true (bare) count.
      own.hits = count;
      own.capped = result.capped.messages;
      const agrees = own.capped
        ? result.messages === ABUSE_DRY_RUN_COUNT_CAP && count > ABUSE_DRY_RUN_COUNT_CAP
        : result.messages + result.pokes === count;
      if (!agrees)
        throw new Error(
          `dry run of "${value}": ${JSON.stringify(result)}, the bare count ${count}`,
        );
    }
    latencies.push(...own.latencies);
    bareLatencies.push(...own.bare);
    words.push(own);
    if (process.env.DRY_VERBOSE) {
      const p95 = percentile(own.latencies, 95).toFixed(0);
      console.error(`dry run "${value}": ${own.hits} hits, p95 ${p95} ms`);
    }
  }
  // By share of the messages a word is in: the count of a word grows with its hits.
  const bands = [
    { label: 'in under 1% of messages', test: (hits) => hits < MESSAGES / 100 },
    { label: 'in 1–10%', test: (hits) => hits >= MESSAGES / 100 && hits < MESSAGES / 10 },
    { label: 'in 10% or more', test: (hits) => hits >= MESSAGES / 10 },
  ].flatMap(({ label, test }) => {
    const inBand = words.filter((w) => test(w.hits));
    if (inBand.length === 0) return [];
    return [
      {
        label,
        words: inBand.length,
        p95: percentile(
          inBand.flatMap((w) => w.latencies),
          95,
        ),
        bareP95: percentile(
          inBand.flatMap((w) => w.bare),
          95,
        ),
      },
    ];
  });
  return {
    loadMs,
    keyed,
    backfillMs,
    again,
    againMs,
    words,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    bareP50: percentile(bareLatencies, 50),
    bareP95: percentile(bareLatencies, 95),
    bands,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchAbuse();
}
