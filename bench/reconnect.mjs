#!/usr/bin/env node
/**
 * bench/reconnect (issue #30): a deploy restarts the server with N operators' consoles connected.
 * N operators (`N`, 2,000) in child processes (bench/reconnect-clients.mjs) hold what the lobby
 * holds: presence and the live queries `queues.counts`, `chat.claimed`, `announcements` and
 * `system-notification`. The server runs as a child process (`apps/server/dist/main.js`) on one
 * database (PostgreSQL of BENCH_DATABASE_URL, or a PGlite folder); it is stopped (SIGTERM) and
 * started again. Prints the time from the new server listening until each client has reconnected
 * and holds its current rows (p50, p99, last), connect errors, the server's CPU and peak RSS during
 * the storm; N fresh connections to a warm server; a claim → the `queues.counts` change at every
 * lobby; and whether every client ends with what a fresh read finds. The same for a bare socket.io
 * server (bench/reconnect-bare.mjs: no auth, no database, the same initial rows per subscription),
 * restarted after the same downtime, in the same run.
 *
 *   N=500 node bench/reconnect.mjs
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/reconnect.mjs
 *   BENCH_PROFILE=/tmp/storm.cpuprofile node bench/reconnect.mjs   # the restarted server's CPU
 */
import { fork, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH } from '@switchboard/domain';
import { openDatabase } from '@switchboard/server/dist/db/client.js';
import { seedDemo } from '@switchboard/server/dist/seed/demo.js';
import { buildApp, listen } from '@switchboard/server/dist/server.js';
import { createStaff, createWaitingChats, percentile, report } from './lib.mjs';

const N = Number(process.env.N ?? 2000);
const CLAIMS = Number(process.env.RECONNECT_CLAIMS ?? 20);
/** Between two claims: every lobby has the change of one before the next (p99 was 1.3 s before #30). */
const CLAIM_GAP_MS = Number(process.env.RECONNECT_CLAIM_GAP_MS ?? 1_500);
/**
 * The bare server is restarted after the real one's downtime, at most this long: by then every
 * client waits the longest back-off between attempts, as after any longer downtime.
 */
const BARE_DOWNTIME_MAX_MS = 20_000;
const CLIENT_PROCESSES = Number(process.env.RECONNECT_CLIENT_PROCESSES ?? 2);
/** How long every client gets to come back before the bench gives up. */
const STORM_TIMEOUT_MS = Number(process.env.STORM_TIMEOUT_MS ?? 180_000);
/** The reconnection options of the clients: the console's (LivePortal's RECONNECT_OPTIONS). */
const RECONNECT = {
  reconnection: true,
  reconnectionDelay: Number(process.env.RECONNECT_DELAY_MS ?? 1_000),
  reconnectionDelayMax: Number(process.env.RECONNECT_DELAY_MAX_MS ?? 5_000),
  randomizationFactor: Number(process.env.RECONNECT_JITTER ?? 0.8),
};
const HERE = dirname(fileURLToPath(import.meta.url));
const CLIENTS = join(HERE, 'reconnect-clients.mjs');
const BARE = join(HERE, 'reconnect-bare.mjs');
const SERVER_MAIN = fileURLToPath(import.meta.resolve('@switchboard/server/dist/main.js'));
const LOBBY = [
  { id: 'counts', query: 'queues.counts', params: { locales: ['nl'] } },
  { id: 'claimed', query: 'chat.claimed', params: {} },
  { id: 'announcements', query: 'announcements', params: { locales: ['nl'] } },
  { id: 'notification', query: 'system-notification', params: {} },
];
const now = () => performance.timeOrigin + performance.now();
const began = now();
/** Progress on stderr (a run at N = 2,000 takes minutes on a busy machine). */
const step = (what) =>
  console.error(`[reconnect ${((now() - began) / 1000).toFixed(0)} s] ${what}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own, seeded, with the operators and claimers and their tokens (signed with
 * the key kept in the database, so the server child accepts them), then closed for the child.
 */
async function prepareDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL || undefined;
  let env;
  let drop;
  let handle;
  if (adminUrl) {
    const name = `switchboard_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    handle = await openDatabase({ databaseUrl: url.toString() });
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'switchboard-reconnect-'));
    env = { DATA_DIR: dir };
    drop = async () => rmSync(dir, { recursive: true, force: true });
    handle = await openDatabase({ dataDir: dir });
  }
  await seedDemo(handle.db, { volume: 'small' });
  await handle.refreshStatistics();
  const config = {
    LOG_LEVEL: 'warn',
    ID_TOKEN_TTL_S: 3600,
    REFRESH_TOKEN_TTL_S: 3600,
    PUBLIC_URL: 'http://bench.test',
  };
  const { app, deps } = await buildApp(handle.db, config, undefined, { notify: handle.notify });
  const started = await listen(app, deps, 0, '127.0.0.1');
  const bench = { db: handle.db, deps };
  const operators = await createStaff(bench, N + 1, {
    prefix: 'bench-lobby',
    roles: ['CHAT_OPERATOR:NSFW'],
  });
  const claimers = await createStaff(bench, CLAIMS * 2, {
    prefix: 'bench-claimer',
    roles: ['CHAT_OPERATOR:NSFW'],
  });
  await createWaitingChats(bench, CLAIMS * 2 + 10);
  await started.close();
  await handle.close();
  return { env, drop, engine: handle.engine, operators, claimers };
}

/** Reads a process's CPU seconds (user + system) and RSS from /proc (Linux). */
function usage(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12])) / 100;
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
    return { cpu, rss: rss * 1024 };
  } catch {
    return null;
  }
}

/** A server child: resolves once it listens; `stop` sends SIGTERM and waits for its exit. */
async function startChild(command, args, env, ready) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let peakRss = 0;
  const sampler = setInterval(() => {
    const used = usage(child.pid);
    if (used) peakRss = Math.max(peakRss, used.rss);
  }, 100);
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes(ready)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${basename(args.at(-1))} exited: ${code}`)));
  });
  child.removeAllListeners('exit');
  return {
    child,
    listeningAt: now(),
    usage: () => usage(child.pid),
    resetPeak: () => (peakRss = usage(child.pid)?.rss ?? 0),
    peakRss: () => peakRss,
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function startServer(db, port, profileDir) {
  const args = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return startChild(
    process.execPath,
    [...args, SERVER_MAIN],
    { ...db.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', METRICS_PORT: '' },
    'is running on',
  );
}

function startBare(port, rowsFile) {
  return startChild(process.execPath, [BARE, String(port), rowsFile], {}, 'listening');
}

/** The client processes: N sockets split over CLIENT_PROCESSES, connected and holding rows. */
async function startClients(url, mode, tokens) {
  const children = await Promise.all(
    Array.from({ length: CLIENT_PROCESSES }, async (_, index) => {
      const from = Math.floor((N * index) / CLIENT_PROCESSES);
      const to = Math.floor((N * (index + 1)) / CLIENT_PROCESSES);
      const child = fork(CLIENTS, [url, String(to - from), mode], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.send({ tokens: tokens.slice(from, to), reconnect: RECONNECT });
      await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`reconnect clients exited with ${code}`)));
      });
      child.removeAllListeners('exit');
      return child;
    }),
  );
  const ask = (child, message, key) =>
    new Promise((resolve) => {
      const onMessage = (answer) => {
        if (!(key in answer)) return;
        child.off('message', onMessage);
        resolve(answer[key]);
      };
      child.on('message', onMessage);
      child.send(message);
    });
  return {
    async report() {
      const parts = await Promise.all(children.map((c) => ask(c, { report: true }, 'report')));
      const digests = {};
      for (const part of parts) {
        for (const [digest, n] of Object.entries(part.digests))
          digests[digest] = (digests[digest] ?? 0) + n;
      }
      return {
        resynced: parts.flatMap((part) => part.resynced),
        connected: parts.flatMap((part) => part.connected),
        errors: parts.flatMap((part) => part.errors),
        connects: parts.flatMap((part) => part.connects),
        pending: parts.reduce((sum, part) => sum + part.pending, 0),
        connectErrors: parts.reduce((sum, part) => sum + part.connectErrors, 0),
        counts: parts.flatMap((part) => part.counts),
        digests,
        sample: parts[0].sample,
      };
    },
    async fresh() {
      const started = now();
      const parts = await Promise.all(children.map((c) => ask(c, { fresh: true }, 'fresh')));
      return parts.flatMap((part) => part.times).map((time) => time - started);
    },
    close: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.send({ close: true });
            }),
        ),
      ),
  };
}

/** One more operator's console, opened now: what a fresh read of the lobby finds. */
async function freshRead(url, token) {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  const rows = {};
  const got = new Promise((resolve) => {
    socket.on(SOCKET_EVENTS.change, (batch) => {
      if (!LOBBY.some((q) => q.id === batch.id)) return;
      rows[batch.id] = batch.changes
        .map((change) => change.row)
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      if (Object.keys(rows).length === LOBBY.length) resolve();
    });
  });
  socket.on('connect', () => {
    for (const request of LOBBY) socket.emit(SOCKET_EVENTS.subscribe, request, () => undefined);
  });
  await got;
  socket.close();
  return rows;
}

/**
 * Stops the server, starts it again after `downtimeMs` (at least), and waits until every client
 * holds its rows again. The server's CPU and peak RSS are those from listening to the last client.
 */
async function storm(server, restart, clients, downtimeMs = 0) {
  const stopped = now();
  await server.stop();
  const wait = downtimeMs - (now() - stopped);
  if (wait > 0) await sleep(wait);
  const next = await restart();
  next.resetPeak();
  const cpuBefore = next.usage()?.cpu ?? 0;
  const deadline = now() + STORM_TIMEOUT_MS;
  let state;
  for (let round = 0; ; round++) {
    await sleep(250);
    state = await clients.report();
    const back = state.resynced.filter((time) => time > next.listeningAt).length;
    if (round % 20 === 0) step(`${back} of ${N} back`);
    if (back === N || now() > deadline) break;
  }
  const times = state.resynced
    .filter((time) => time > next.listeningAt)
    .map((time) => time - next.listeningAt);
  const last = Math.max(...times);
  // Where the time went: to the socket's connect (the back-off, the handshake), and from the
  // connect to the rows; and what the connect errors after listening said.
  const connected = state.connected.filter((time) => time > next.listeningAt);
  const toConnect = connected.map((time) => time - next.listeningAt);
  const toRows = state.resynced
    .map((time, i) => time - state.connected[i])
    .filter((_, i) => state.resynced[i] > next.listeningAt);
  const errorsAfter = {};
  for (const error of state.errors) {
    if (error.at <= next.listeningAt) continue;
    errorsAfter[error.message] = (errorsAfter[error.message] ?? 0) + 1;
  }
  // Approximate: the CPU to the moment the bench noticed the last client (within 250 ms).
  const cpu = (next.usage()?.cpu ?? cpuBefore) - cpuBefore;
  return {
    server: next,
    downtime: next.listeningAt - stopped,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    last,
    back: times.length,
    connectErrors: state.connectErrors,
    connectP50: percentile(toConnect, 50),
    connectLast: Math.max(...toConnect),
    rowsP50: percentile(toRows, 50),
    rowsP99: percentile(toRows, 99),
    errorsAfter,
    cpu,
    cpuShare: cpu / (last / 1000),
    peakRss: next.peakRss(),
  };
}

/**
 * Per claim, the time from its request to the counts change at each socket (from `origin[i]`
 * when given: the claim's answer, which the change may precede). The first claim after the
 * restart runs cold code and statements (several times the others, in both servers): it is
 * counted for missed changes, and reported on its own rather than in the percentiles.
 */
function countLatencies(sent, arrivals, origin = sent) {
  const each = [];
  let missing = 0;
  for (const [i, at] of sent.entries()) {
    const until = sent[i + 1] ?? Infinity;
    for (const list of arrivals) {
      const first = list.find((time) => time >= at && time < until);
      if (first === undefined) missing += 1;
      else if (i > 0 || sent.length === 1) each.push(first - origin[i]);
    }
  }
  return { p50: percentile(each, 50), p99: percentile(each, 99), missing };
}

/** Per claim (or broadcast), the time from it to its change at the last socket. */
function slowestLobbies(sent, arrivals) {
  return sent.map((at, i) => {
    const until = sent[i + 1] ?? Infinity;
    const firsts = arrivals.map((list) => list.find((time) => time >= at && time < until));
    return Math.max(...firsts.filter((time) => time !== undefined).map((time) => time - at));
  });
}

async function claim(url, token) {
  const response = await fetch(`${url}/chats/claim-next`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ pool: 'NSFW', locales: ['nl'] }),
  });
  if (response.status !== 200) throw new Error(`claim answered ${response.status}`);
  await response.json();
}

/** Connect errors by what they said, most first: `12 × websocket error, 3 × timeout`. */
const describeErrors = (byMessage) =>
  Object.entries(byMessage)
    .sort((a, b) => b[1] - a[1])
    .map(([message, n]) => `${n} × ${message}`)
    .join(', ') || 'none';
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;
const msOf = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function measureServer(db, port) {
  const url = `http://127.0.0.1:${port}`;
  let server = await startServer(db, port);
  const tokens = db.operators.slice(0, N).map((operator) => operator.token);
  const clients = await startClients(url, 'live', tokens);
  try {
    step('server: clients connected; fresh connections');
    const fresh = await clients.fresh();
    step('server: storm');
    const profileDir = process.env.BENCH_PROFILE ? mkdtempSync(join(tmpdir(), 'prof-')) : null;
    const result = await storm(server, () => startServer(db, port, profileDir), clients);
    server = result.server;
    step(`server: ${result.back} back; fresh read`);
    const fresh0 = await freshRead(url, db.operators[N].token);
    // In the clients' order of subscriptions, hashed as each client hashes what it holds.
    const expected = Object.fromEntries(LOBBY.map((q) => [q.id, fresh0[q.id]]));
    const expectedDigest = createHash('sha1').update(JSON.stringify(expected)).digest('hex');
    const state = await clients.report();
    const differ = N - (state.digests[expectedDigest] ?? 0);
    step('server: claims');
    const sent = [];
    const answered = [];
    const before = state.counts.map((list) => list.length);
    for (let i = 0; i < CLAIMS; i++) {
      sent.push(now());
      await claim(url, db.claimers[i].token);
      answered.push(now());
      await sleep(CLAIM_GAP_MS);
    }
    await sleep(500);
    const after = await clients.report();
    const arrivals = after.counts.map((list, i) => list.slice(before[i]));
    const counts = countLatencies(sent, arrivals);
    // The claim's own answer, and from it to the change at each lobby: the claim's transaction
    // against the fan-out after it.
    const answer = answered.map((at, i) => at - sent[i]);
    counts.answerP50 = percentile(answer.slice(1), 50);
    counts.answerP99 = percentile(answer.slice(1), 99);
    counts.answers = answer;
    // Per claim, its slowest lobby: one slow claim is 2,000 samples, a p99 of its own.
    counts.slowest = slowestLobbies(sent, arrivals);
    const afterAnswer = countLatencies(sent, arrivals, answered);
    counts.afterAnswerP50 = afterAnswer.p50;
    counts.afterAnswerP99 = afterAnswer.p99;
    if (profileDir) {
      await server.stop();
      const [file] = (await import('node:fs')).readdirSync(profileDir);
      writeFileSync(process.env.BENCH_PROFILE, readFileSync(join(profileDir, file)));
      console.error(`profile of the restarted server: ${process.env.BENCH_PROFILE}`);
    }
    return {
      ...result,
      fresh,
      counts,
      sample: state.sample,
      differ,
      lost: state.pending,
    };
  } finally {
    await clients.close();
    await server.stop();
  }
}

async function measureBare(port, rows, downtime, countsBatch) {
  const file = join(mkdtempSync(join(tmpdir(), 'bare-')), 'rows.json');
  writeFileSync(file, JSON.stringify(rows));
  let server = await startBare(port, file);
  const clients = await startClients(`http://127.0.0.1:${port}`, 'bare', []);
  try {
    step('bare: clients connected; fresh connections');
    const fresh = await clients.fresh();
    step('bare: storm');
    const result = await storm(server, () => startBare(port, file), clients, downtime);
    server = result.server;
    const before = (await clients.report()).counts.map((list) => list.length);
    const sent = [];
    for (let i = 0; i < CLAIMS; i++) {
      sent.push(now());
      server.child.send({ broadcast: countsBatch });
      await sleep(CLAIM_GAP_MS);
    }
    await sleep(500);
    const after = await clients.report();
    const arrivals = after.counts.map((list, i) => list.slice(before[i]));
    const counts = countLatencies(sent, arrivals);
    counts.slowest = slowestLobbies(sent, arrivals);
    return { ...result, fresh, counts };
  } finally {
    await clients.close();
    await server.stop();
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

export async function benchReconnect() {
  const db = await prepareDatabase();
  try {
    const port = await freePort();
    const live = await measureServer(db, port);
    const rows = Object.fromEntries(LOBBY.map((q) => [q.query, live.sample[q.id]]));
    // What a claim changes in the counts: a row of them, as the real server sends it.
    const countsBatch = {
      id: '~bare-queues.counts',
      changes: rows['queues.counts'].slice(0, 1).map((row) => ({ kind: 'modified', row })),
    };
    const bare = await measureBare(
      port,
      rows,
      Math.min(live.downtime, BARE_DOWNTIME_MAX_MS),
      countsBatch,
    );
    const ratio = (a, b) => `${(a / b).toFixed(1)}×`;
    report(
      `bench/reconnect — ${N} operators' lobbies in ${CLIENT_PROCESSES} processes, server restarted (${db.engine})`,
      [
        ['server down (SIGTERM → listening again)', sec(live.downtime)],
        ['listening → client back with current rows p50', sec(live.p50)],
        ['listening → client back with current rows p99', sec(live.p99)],
        ['listening → last client back (goal ≤ 10 s)', sec(live.last)],
        ['clients back', `${live.back} of ${N}`],
        [
          '  listening → socket connected p50 / last',
          `${sec(live.connectP50)} / ${sec(live.connectLast)}`,
        ],
        [
          '  socket connected → current rows p50 / p99',
          `${sec(live.rowsP50)} / ${sec(live.rowsP99)}`,
        ],
        ['connect errors', String(live.connectErrors)],
        ['  after listening', describeErrors(live.errorsAfter)],
        [
          'server CPU during the storm',
          `${live.cpu.toFixed(1)} s (${(live.cpuShare * 100).toFixed(0)}% of a core)`,
        ],
        ['server peak RSS during the storm', mb(live.peakRss)],
        ['bare: listening → client back p50', sec(bare.p50)],
        ['bare: listening → client back p99', sec(bare.p99)],
        ['bare: listening → last client back', sec(bare.last)],
        ['bare: connect errors', String(bare.connectErrors)],
        ['  after listening', describeErrors(bare.errorsAfter)],
        [
          'bare: listening → socket connected p50 / last',
          `${sec(bare.connectP50)} / ${sec(bare.connectLast)}`,
        ],
        ['bare: CPU / peak RSS during the storm', `${bare.cpu.toFixed(1)} s / ${mb(bare.peakRss)}`],
        ['ratio last (goal ≤ 3×)', ratio(live.last, bare.last)],
        ['ratio p99', ratio(live.p99, bare.p99)],
        [`${N} fresh connections, warm server: last`, sec(Math.max(...live.fresh))],
        [`${N} fresh connections, bare server: last`, sec(Math.max(...bare.fresh))],
        ['ratio fresh', ratio(Math.max(...live.fresh), Math.max(...bare.fresh))],
        [
          `claims 2–${CLAIMS}: claim → queues.counts change at each lobby p50`,
          msOf(live.counts.p50),
        ],
        [
          `claims 2–${CLAIMS}: claim → queues.counts change at each lobby p99`,
          msOf(live.counts.p99),
        ],
        [
          '  claim answered p50 / p99',
          `${msOf(live.counts.answerP50)} / ${msOf(live.counts.answerP99)}`,
        ],
        [
          '  claim answered → change at each lobby p50 / p99',
          `${msOf(live.counts.afterAnswerP50)} / ${msOf(live.counts.afterAnswerP99)}`,
        ],
        [
          'first claim after the restart: answered / last lobby',
          `${msOf(live.counts.answers[0])} / ${msOf(live.counts.slowest[0])}`,
        ],
        ['bare: first broadcast → last socket', msOf(bare.counts.slowest[0])],
        [
          '  each claim: answered / last lobby, ms',
          live.counts.answers
            .map((answer, i) => `${answer.toFixed(0)}/${live.counts.slowest[i].toFixed(0)}`)
            .join(' '),
        ],
        [`bare: broadcasts 2–${CLAIMS} → each socket p50`, msOf(bare.counts.p50)],
        [`bare: broadcasts 2–${CLAIMS} → each socket p99`, msOf(bare.counts.p99)],
        ['ratio counts p99 (goal ≤ 2×)', ratio(live.counts.p99, bare.counts.p99)],
        ['missed counts changes (must be 0)', String(live.counts.missing)],
        ['clients whose rows differ from a fresh read (must be 0)', String(live.differ)],
      ],
    );
    return { live, bare };
  } finally {
    await db.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchReconnect();
}
