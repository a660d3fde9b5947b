import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '@switchboard/server/dist/db/client.js';
import { chats, messages, users } from '@switchboard/server/dist/db/schema.js';
import { seedDemo } from '@switchboard/server/dist/seed/demo.js';
import { createLogger, logDestination } from '@switchboard/server/dist/log/logger.js';
import { buildApp, listen } from '@switchboard/server/dist/server.js';

/** The metrics token of an observed bench server (`startBenchServer({ observed: true })`). */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** What an observed bench server has on (BENCH_OBSERVE), as the benches' reports name it. */
export const OBSERVED = process.env.BENCH_OBSERVE
  ? `${process.env.BENCH_OBSERVE.replace(',', '+')} on`
  : 'metrics+logs on';

/**
 * How often an observed bench server is scraped, ms: far more often than Prometheus' 15 s unless
 * BENCH_SCRAPE_MS says otherwise (0: never, to tell the scrapes' cost from the rest).
 */
const SCRAPE_INTERVAL_MS = Number(process.env.BENCH_SCRAPE_MS ?? 1_000);

/**
 * The real server, in this process, over a fresh database: embedded PGlite in memory, or a
 * throwaway database on the PostgreSQL server of BENCH_DATABASE_URL (created, then dropped). In
 * process, so that a baseline can run bare SQL on the same database in the same run.
 *
 * `observed`: as operators run it, with metrics and logs on: METRICS_TOKEN set and scraped every
 * second, a JSON line per request (LOG_LEVEL=info) written to BENCH_LOG_FILE (/dev/null unless
 * said) as the server writes stdout (asynchronously, log/logger.ts). Otherwise no metrics, LOG_LEVEL=warn.
 * BENCH_OBSERVE=metrics or =logs turns on only that one, to tell their costs apart.
 */
export async function startBenchServer({ observed = false } = {}) {
  const adminUrl = process.env.BENCH_DATABASE_URL || undefined;
  let databaseUrl;
  let dropDatabase = async () => undefined;
  // BENCH_USE_DATABASE=<name>: a database an earlier run kept (BENCH_KEEP_DATABASE), used as it
  // is (not seeded again, not dropped), so a slow part's data is written once for many runs.
  const reused = adminUrl ? process.env.BENCH_USE_DATABASE : undefined;
  if (adminUrl) {
    const name = reused ?? `switchboard_bench_${randomBytes(6).toString('hex')}`;
    if (!reused) await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // BENCH_KEEP_DATABASE=1 keeps it, to try queries on its data after the run (drop it yourself).
    dropDatabase =
      process.env.BENCH_KEEP_DATABASE || reused
        ? async () => console.error(`kept the database ${name}`)
        : () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  if (!reused) await seedDemo(handle.db, { volume: 'small' });
  // As the server's startup does after seeding (main.ts).
  await handle.refreshStatistics();
  const observe = process.env.BENCH_OBSERVE ?? 'metrics,logs';
  const metrics = observed && observe.includes('metrics');
  const logs = observed && observe.includes('logs');
  const { app, deps } = await buildApp(
    handle.db,
    metrics ? { ...BENCH_CONFIG, METRICS_TOKEN: BENCH_METRICS_TOKEN } : BENCH_CONFIG,
    undefined,
    { notify: handle.notify, logger: logs ? observedLogger() : undefined },
  );
  const { port, close: stop } = await listen(app, deps, 0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const scraper = metrics && SCRAPE_INTERVAL_MS > 0 ? scrapeEvery(url, SCRAPE_INTERVAL_MS) : null;
  return {
    url,
    observed,
    engine: handle.engine,
    db: handle.db,
    deps,
    /**
     * A second server on the same database, as a second process would be: its own connections on
     * PostgreSQL, the same instance on PGlite (which lives in one process); changes reach it only
     * through LISTEN/NOTIFY. Close it before this one.
     */
    async second() {
      const other = databaseUrl ? await openDatabase({ databaseUrl }) : handle;
      const built = await buildApp(other.db, BENCH_CONFIG, undefined, { notify: other.notify });
      const started = await listen(built.app, built.deps, 0, '127.0.0.1');
      return {
        url: `http://127.0.0.1:${started.port}`,
        deps: built.deps,
        async close() {
          await started.close();
          if (other !== handle) await other.close();
        },
      };
    },
    async close() {
      await scraper?.stop();
      await stop();
      await handle.close();
      await dropDatabase();
    },
  };
}

/**
 * A logger at info (a line per request) into BENCH_LOG_FILE, written as stdout is (async); with
 * BENCH_NOOP_LOG set, into a stream that drops them: the lines are made but never written, which
 * tells making a line from writing it.
 */
function observedLogger() {
  const destination = process.env.BENCH_NOOP_LOG
    ? { write() {} }
    : logDestination(process.env.BENCH_LOG_FILE || '/dev/null');
  return createLogger({ LOG_LEVEL: 'info' }, { destination });
}

/**
 * Scrapes `GET /metrics` of a server every `intervalMs`, as Prometheus would (more often), one
 * scrape at a time; what failed is told once, when it stops.
 */
function scrapeEvery(url, intervalMs) {
  let inFlight = null;
  let scrapes = 0;
  const failures = new Map();
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = fetch(`${url}/metrics`, {
      headers: { Authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    })
      .then(async (res) => {
        if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
        await res.text();
        scrapes += 1;
      })
      .catch((error) => {
        const reason = error.cause?.code ?? error.cause?.message ?? error.message;
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      })
      .finally(() => (inFlight = null));
  }, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
      if (failures.size > 0) {
        const told = [...failures].map(([reason, n]) => `${n}× ${reason}`).join(', ');
        console.error(`bench: ${scrapes} scrapes of the metrics, failed: ${told}`);
      }
    },
  };
}

const BENCH_CONFIG = {
  // A request line per call is not what the benches measure (LOG_LEVEL=info to see them).
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ID_TOKEN_TTL_S: 3600,
  REFRESH_TOKEN_TTL_S: 3600,
  PUBLIC_URL: 'http://bench.test',
  CHAT_CLAIM_TTL_S: 300,
};

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates `count` NSFW operators in locale nl and returns their uids and ID tokens. */
export function createOperators(bench, count) {
  return createStaff(bench, count, { prefix: 'bench-op', roles: ['CHAT_OPERATOR:NSFW'] });
}

/**
 * Creates `count` staff users of the demo tenant in locale nl with these roles and returns their
 * uids and ID tokens (minted directly: no password check).
 */
export async function createStaff(bench, count, { prefix, roles }) {
  const rows = Array.from({ length: count }, (_, i) => ({
    uid: `${prefix}-${i}-${randomUUID().slice(0, 8)}`,
    tenantId: 'tenant-demo',
    email: `${prefix}-${i}-${randomUUID().slice(0, 8)}@bench.test`,
    displayName: `${prefix} ${i}`,
    passwordHash: 'not-a-password-hash',
    roles,
    geos: ['nl'],
  }));
  for (let i = 0; i < rows.length; i += 500)
    await bench.db.insert(users).values(rows.slice(i, i + 500));
  const tokens = [];
  for (const row of rows) {
    const found = await bench.deps.auth.userByUid(row.uid);
    tokens.push((await bench.deps.auth.issueTokens(found.user, found.tenant, null)).idToken);
  }
  return rows.map((row, i) => ({ uid: row.uid, token: tokens[i] }));
}

/** Inserts `count` chats waiting in the NSFW queue of nl; returns their ids, oldest first. */
export async function createWaitingChats(bench, count) {
  const base = Date.now() - count * 1000 - 60_000;
  const ids = [];
  const chatRows = [];
  const messageRows = [];
  for (let i = 0; i < count; i += 1) {
    const id = `bench-chat-${i}-${randomUUID().slice(0, 8)}`;
    const at = new Date(base + i * 1000).toISOString();
    ids.push(id);
    chatRows.push({
      id,
      tenantId: 'tenant-demo',
      locale: 'nl',
      domain: 'flirt-nl.demo.test',
      customer: { id: `c-${id}`, uuid: `cu-${id}`, name: 'Bench customer', avatar: null },
      profile: { id: `p-${id}`, uuid: `pu-${id}`, name: 'Bench profile', avatar: null },
      isConversation: true,
      createdAt: at,
      updatedAt: at,
      lastMessage: { id: `${id}-m`, content: 'Hi', createdAt: at, type: 'normal', isFree: false },
      lastMessageAt: at,
      lastSenderType: 'customer',
      pool: 'NSFW',
      origin: { type: 'legacy' },
    });
    messageRows.push({
      id: `${id}-m`,
      chatId: id,
      tenantId: 'tenant-demo',
      locale: 'nl',
      content: 'Hi',
      senderType: 'customer',
      createdAt: at,
    });
  }
  for (let i = 0; i < count; i += 500) {
    await bench.db.insert(chats).values(chatRows.slice(i, i + 500));
    await bench.db.insert(messages).values(messageRows.slice(i, i + 500));
  }
  return ids;
}

/** Runs `tasks` with at most `limit` in flight; resolves with their results in order. */
export async function withConcurrency(limit, tasks) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** Milliseconds since `start` (a `performance.now()` reading). */
export const since = (start) => performance.now() - start;

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const ms = (value) => `${value.toFixed(2)} ms`;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of rounds' ratios with a 90 % bootstrap interval: the rounds resampled with
 * replacement 10,000 times, the 5th and 95th percentiles of the resamples' medians. A goal is
 * shown when the whole interval meets it, not only the median: on this 2-core machine one round
 * of the same server against itself (A/A) lands anywhere in ±15 %, so a median of four rounds
 * alone says little (#31). The resampling is seeded: the same rounds print the same interval.
 */
export function medianInterval(values) {
  let seed = 0x9e3779b9;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const medians = [];
  for (let i = 0; i < 10_000; i += 1) {
    medians.push(median(values.map(() => values[Math.floor(random() * values.length)])));
  }
  medians.sort((a, b) => a - b);
  return { median: median(values), low: medians[499], high: medians[9_499] };
}

/** `1.021 (90 % interval 0.998–1.043; goal ≤ 1.05)` for rounds' ratios. */
export function ratioWithInterval(ratios, goal) {
  const { median: middle, low, high } = medianInterval(ratios);
  return `${middle.toFixed(3)} (90 % interval ${low.toFixed(3)}–${high.toFixed(3)}; goal ${goal})`;
}

/** One line per figure, aligned, so runs can be compared by eye or by diff. */
export function report(title, rows) {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}

/**
 * Runs `work` under the V8 CPU profiler of this process when BENCH_PROFILE names a file, and
 * writes the profile there (open it in Chrome's DevTools, Performance tab): the server's side of
 * one timed phase, without the setup around it.
 */
export async function profiled(work) {
  const file = process.env.BENCH_PROFILE;
  if (!file) return work();
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
