#!/usr/bin/env node
/**
 * bench/claim: many operators claim the same chats at once over HTTP. Prints the winners (which
 * must equal the number of chats), p50/p99 latency, throughput, and the ratios to a bare SQL
 * conditional update of the same chats on the same database, measured in the same run with the
 * same concurrency: throughput (HTTP attempts/s ÷ bare updates/s) and latency, and p99 ÷ p50.
 * The HTTP claimers run in a child process (`claim-clients.mjs`), as real clients would: their
 * own work then does not slow the server down.
 *
 *   npm run bench                      # both benches, embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/claim.mjs
 *   CHATS=100 CLAIMERS_PER_CHAT=10 CONCURRENCY=64 node bench/claim.mjs
 */
import { sql } from 'drizzle-orm';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  createOperators,
  createWaitingChats,
  ms,
  percentile,
  report,
  since,
  startBenchServer,
  withConcurrency,
} from './lib.mjs';

const CHATS = Number(process.env.CHATS ?? 40);
const CLAIMERS_PER_CHAT = Number(process.env.CLAIMERS_PER_CHAT ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
/** Chats of the untimed round each side runs first. */
const WARMUP_CHATS = Math.max(1, Math.ceil(CHATS / 4));

/**
 * Operators and waiting chats for a contest: operator i goes for chat i % chats, so every chat has
 * CLAIMERS_PER_CHAT contenders, and each operator makes one attempt (an operator holds at most
 * one claim; so each attempt is also the operator's first request, which the auth cache has not
 * seen).
 */
async function contest(bench, chats) {
  const operators = await createOperators(bench, chats * CLAIMERS_PER_CHAT);
  const chatIds = await createWaitingChats(bench, chats);
  const attempts = operators.map((operator, i) => ({ operator, chatId: chatIds[i % chats] }));
  shuffle(attempts);
  return attempts;
}

export async function benchClaim() {
  const bench = await startBenchServer();
  try {
    const attempts = await contest(bench, CHATS);
    // Both sides first run a round of their own on other chats and operators, not counted: the
    // code is compiled, the connections open and the statements prepared before either is timed.
    const warmup = await contest(bench, WARMUP_CHATS);

    const http = await measureInClientProcess(bench.url, warmup, attempts);

    // The baseline: the same chats back in the queue, the same attempts as one bare conditional
    // UPDATE each on the same database, with the same concurrency, from this process: no HTTP, no
    // authentication, no checks of locale, pool, domain or the operator's other claim, nothing
    // published. The HTTP side pays for its client process too (on the same machine).
    await bench.db.execute(
      sql`update chats set claimed_by = null, claim_expires_at = null where id like 'bench-chat-%'`,
    );
    const bareUpdate = async ({ operator, chatId }) => {
      const result = await bench.db.execute(sql`
        update chats set claimed_by = ${operator.uid}, claim_expires_at = now() + interval '5 minutes'
        where id = ${chatId} and (claimed_by is null or claim_expires_at <= now())
        returning id`);
      return (result.rows ?? result).length === 1;
    };
    await measure(warmup, bareUpdate);
    const bare = await measure(attempts, bareUpdate);

    report(
      `bench/claim — ${attempts.length} claim attempts on ${CHATS} chats, ${CONCURRENCY} in flight (${bench.engine})`,
      [
        ['HTTP winners', `${http.winners} (must be ${CHATS})`],
        ['HTTP p50', ms(http.p50)],
        ['HTTP p99', ms(http.p99)],
        ['HTTP p99 / p50', `${(http.p99 / http.p50).toFixed(1)}×`],
        ['HTTP throughput', `${http.perSecond.toFixed(0)} attempts/s`],
        ['bare SQL winners', `${bare.winners}`],
        ['bare SQL p50', ms(bare.p50)],
        ['bare SQL p99', ms(bare.p99)],
        ['bare SQL p99 / p50', `${(bare.p99 / bare.p50).toFixed(1)}×`],
        ['bare SQL throughput', `${bare.perSecond.toFixed(0)} updates/s`],
        ['ratio throughput HTTP / bare SQL', `${(http.perSecond / bare.perSecond).toFixed(2)}×`],
        ['ratio p50 HTTP / bare SQL', `${(http.p50 / bare.p50).toFixed(1)}×`],
        ['ratio p99 HTTP / bare SQL', `${(http.p99 / bare.p99).toFixed(1)}×`],
      ],
    );
    if (http.winners !== CHATS) {
      throw new Error(`bench/claim: ${http.winners} winners for ${CHATS} chats`);
    }
    return { winners: http.winners, chats: CHATS };
  } finally {
    await bench.close();
  }
}

async function measure(attempts, attempt) {
  const latencies = [];
  const started = performance.now();
  const results = await withConcurrency(
    CONCURRENCY,
    attempts.map((item) => async () => {
      const start = performance.now();
      const won = await attempt(item);
      latencies.push(since(start));
      return won;
    }),
  );
  const elapsed = since(started);
  return {
    winners: results.filter(Boolean).length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: (attempts.length / elapsed) * 1000,
  };
}

/** The HTTP attempts, made from a process of their own (`claim-clients.mjs`). */
async function measureInClientProcess(url, warmup, attempts) {
  const child = fork(fileURLToPath(new URL('./claim-clients.mjs', import.meta.url)));
  const answer = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bench/claim clients exited with ${code}`)));
  });
  const asClaims = (list) =>
    list.map(({ operator, chatId }) => ({ token: operator.token, chatId }));
  child.send({
    url,
    concurrency: CONCURRENCY,
    warmup: asClaims(warmup),
    attempts: asClaims(attempts),
  });
  const { latencies, winners, elapsed } = await answer;
  return {
    winners,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: (attempts.length / elapsed) * 1000,
  };
}

/** A fixed shuffle (no Math.random), so runs are comparable. */
function shuffle(items) {
  let seed = 42;
  for (let i = items.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchClaim();
}
