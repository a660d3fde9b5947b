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
 *
 * The cost of watching the server, in the same run: each round also runs its contest against a
 * second server with metrics and logs on (METRICS_TOKEN set and scraped every second, a JSON line
 * per request at LOG_LEVEL=info into BENCH_LOG_FILE, /dev/null unless said), the first one being
 * off (no metrics, LOG_LEVEL=warn); goal: within 5 % of its throughput and of its CPU per attempt,
 * the median round's ratio printed with a 90 % bootstrap interval (`medianInterval` in lib.mjs):
 * rounds of about a second each vary by ±15 % between two equal servers (A/A), so take ROUNDS=12
 * or more before reading a figure against the goal.
 */
import { sql } from 'drizzle-orm';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  createOperators,
  createWaitingChats,
  ms,
  percentile,
  profiled,
  ratioWithInterval,
  report,
  since,
  OBSERVED,
  startBenchServer,
  withConcurrency,
} from './lib.mjs';

/** 200 chats, ten claimers each: 2,000 operators, each making one attempt. */
const CHATS = Number(process.env.CHATS ?? 200);
const CLAIMERS_PER_CHAT = Number(process.env.CLAIMERS_PER_CHAT ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
/** Timed rounds; each side's figures are the median round's, so a burst of other load on the
 * machine during one round does not decide the ratio. */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/**
 * Chats of the untimed round each side runs first: as many as a timed round's, so the server's
 * code is optimized before the clock starts, as in a server that has been up all day. A quarter
 * round (500 attempts) left V8 still compiling in the first timed round: HTTP / bare was
 * 0.45-0.53× with it, 0.50-0.61× with one or two whole rounds, on the same code (PostgreSQL).
 */
const WARMUP_CHATS = Number(process.env.WARMUP_CHATS ?? CHATS);

/**
 * A full garbage collection now (V8's `gc`, exposed at run time so `npm run bench` needs no flag):
 * before a timed side, so it does not pay for the garbage its setup left.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

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
  const observed = await startBenchServer({ observed: true });
  try {
    // The baseline: the same chats back in the queue, the same attempts as one bare conditional
    // UPDATE each on the same database, with the same concurrency, from this process: no HTTP, no
    // authentication, no checks of locale, pool, domain or the operator's other claim, nothing
    // published. The HTTP side pays for its client process too (on the same machine).
    const bareUpdate = async ({ operator, chatId }) => {
      const result = await bench.db.execute(sql`
        update chats set claimed_by = ${operator.uid}, claim_expires_at = now() + interval '5 minutes'
        where id = ${chatId} and (claimed_by is null or claim_expires_at <= now())
        returning id`);
      return (result.rows ?? result).length === 1;
    };
    const requeue = (attempts) =>
      bench.db.execute(sql`update chats set claimed_by = null, claim_expires_at = null
        where id in (${sql.join(
          [...new Set(attempts.map((attempt) => attempt.chatId))].map((id) => sql`${id}`),
          sql`, `,
        )})`);
    // Both sides first run a round of their own on other chats and operators, not counted: the
    // code is compiled, the connections open and the statements prepared before either is timed.
    const warmup = await contest(bench, WARMUP_CHATS);
    await measureInClientProcess(bench.url, warmup);
    await requeue(warmup);
    await measure(warmup, bareUpdate);
    await measureInClientProcess(observed.url, await contest(observed, WARMUP_CHATS));

    // Rounds of both sides in turn, each on new operators (unseen by the auth cache) and chats,
    // off then on in even rounds and on then off in odd ones (ABBA), so neither side always runs
    // right after the other's garbage. Each timed side starts from a collected heap: making its
    // contest (2,000 operators, a signed token each) leaves garbage that would otherwise be
    // collected inside whichever side is timed next.
    const rounds = [];
    const offSide = async () => {
      const attempts = await contest(bench, CHATS);
      collectGarbage();
      const http = await profiled(() => measureInClientProcess(bench.url, attempts));
      if (http.winners !== CHATS) {
        throw new Error(`bench/claim: ${http.winners} winners for ${CHATS} chats`);
      }
      return { http, attempts };
    };
    const onSide = async () => {
      const attempts = await contest(observed, CHATS);
      collectGarbage();
      const watched = await measureInClientProcess(observed.url, attempts);
      if (watched.winners !== CHATS) {
        throw new Error(`bench/claim: ${watched.winners} winners for ${CHATS} chats (observed)`);
      }
      return watched;
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      let off;
      let watched;
      if (round % 2 === 0) {
        off = await offSide();
        watched = await onSide();
      } else {
        watched = await onSide();
        off = await offSide();
      }
      await requeue(off.attempts);
      collectGarbage();
      const bare = await measure(off.attempts, bareUpdate);
      rounds.push({ http: off.http, bare, watched, attempts: off.attempts.length });
    }
    const median = (pick) => {
      const sorted = [...rounds].sort((a, b) => pick(a) - pick(b));
      return sorted[Math.floor((sorted.length - 1) / 2)];
    };
    const http = median((r) => r.http.perSecond).http;
    const bare = median((r) => r.bare.perSecond).bare;
    const watched = median((r) => r.watched.perSecond).watched;
    const perRound = rounds
      .map((r) => `${(r.http.perSecond / r.bare.perSecond).toFixed(2)}×`)
      .join(', ');
    report(
      `bench/claim — ${rounds[0].attempts} claim attempts on ${CHATS} chats, ${CONCURRENCY} in flight, median of ${ROUNDS} rounds (${bench.engine})`,
      [
        ['HTTP winners', `${http.winners} (must be ${CHATS})`],
        ['HTTP p50', ms(http.p50)],
        ['HTTP p99', ms(http.p99)],
        ['HTTP p99 / p50', `${(http.p99 / http.p50).toFixed(1)}×`],
        ['HTTP throughput', `${http.perSecond.toFixed(0)} attempts/s`],
        ['server CPU per HTTP attempt', `${http.cpuPerAttemptUs.toFixed(0)} µs`],
        ['server event loop busy', `${(http.busy * 100).toFixed(0)}%`],
        ['bare SQL winners', `${bare.winners}`],
        ['bare SQL p50', ms(bare.p50)],
        ['bare SQL p99', ms(bare.p99)],
        ['bare SQL p99 / p50', `${(bare.p99 / bare.p50).toFixed(1)}×`],
        ['bare SQL throughput', `${bare.perSecond.toFixed(0)} updates/s`],
        ['ratio throughput HTTP / bare SQL', `${(http.perSecond / bare.perSecond).toFixed(2)}×`],
        ['  each round', perRound],
        ['ratio p50 HTTP / bare SQL', `${(http.p50 / bare.p50).toFixed(1)}×`],
        ['ratio p99 HTTP / bare SQL', `${(http.p99 / bare.p99).toFixed(1)}×`],
        [`${OBSERVED}: HTTP p50`, ms(watched.p50)],
        [`${OBSERVED}: HTTP p99`, ms(watched.p99)],
        [`${OBSERVED}: HTTP throughput`, `${watched.perSecond.toFixed(0)} attempts/s`],
        [`${OBSERVED}: server CPU per attempt`, `${watched.cpuPerAttemptUs.toFixed(0)} µs`],
        [
          'ratio throughput on / off (median round)',
          ratioWithInterval(
            rounds.map((r) => r.watched.perSecond / r.http.perSecond),
            '≥ 0.95',
          ),
        ],
        [
          '  each round',
          rounds.map((r) => (r.watched.perSecond / r.http.perSecond).toFixed(3)).join(', '),
        ],
        [
          'ratio CPU per attempt on / off (median round)',
          ratioWithInterval(
            rounds.map((r) => r.watched.cpuPerAttemptUs / r.http.cpuPerAttemptUs),
            '≤ 1.05',
          ),
        ],
        [
          '  each round',
          rounds
            .map((r) => (r.watched.cpuPerAttemptUs / r.http.cpuPerAttemptUs).toFixed(3))
            .join(', '),
        ],
      ],
    );
    return { winners: http.winners, chats: CHATS };
  } finally {
    await observed.close();
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

/**
 * The HTTP attempts, made from a process of their own (`claim-clients.mjs`), with this process's
 * CPU time per attempt (the server's work, which the bare side does in the same process).
 */
async function measureInClientProcess(url, attempts) {
  const child = fork(fileURLToPath(new URL('./claim-clients.mjs', import.meta.url)));
  let cpu0;
  let elu0;
  const answer = new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.ready) {
        cpu0 = process.cpuUsage();
        elu0 = performance.eventLoopUtilization();
        child.send({ attempts: asClaims(attempts) });
      } else resolve(message);
    });
    child.once('exit', (code) => reject(new Error(`bench/claim clients exited with ${code}`)));
  });
  child.send({ url, concurrency: CONCURRENCY });
  const { latencies, winners, elapsed } = await answer;
  const cpu = process.cpuUsage(cpu0);
  const elu = performance.eventLoopUtilization(elu0);
  return {
    busy: elu.utilization,
    winners,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: (attempts.length / elapsed) * 1000,
    cpuPerAttemptUs: (cpu.user + cpu.system) / attempts.length,
  };
}

const asClaims = (list) => list.map(({ operator, chatId }) => ({ token: operator.token, chatId }));

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
