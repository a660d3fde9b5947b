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
 *
 *   node bench/abuse.mjs                                  # PGlite, 10,000 items, 5,000 words
 *   ITEMS=1000 SENDS=100 node bench/abuse.mjs             # small
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/abuse.mjs
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { abuseWordMatchKey } from '@switchboard/domain';
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

export async function benchAbuse() {
  const bench = await startBenchServer();
  try {
    const queue = await benchQueue(bench);
    const flagging = await benchFlagging(bench);
    report(
      `bench/abuse — ${REVIEWERS} reviewers, ${ITEMS} flagged items; sends with ${WORDS} words (${bench.engine})`,
      [
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
        ['send p50, no abuse words', ms(flagging.none)],
        [`send p50, ${WORDS} abuse words`, ms(flagging.words)],
        [
          'ratio send p50 words / none',
          `${(flagging.words / flagging.none).toFixed(2)}× (target < 1.2×)`,
        ],
      ],
    );
    if (queue.duplicates !== 0 || queue.reviewed !== ITEMS) {
      throw new Error(
        `bench/abuse: ${queue.duplicates} duplicates, ${queue.reviewed}/${ITEMS} reviewed`,
      );
    }
    return { ...queue, ...flagging };
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchAbuse();
}
