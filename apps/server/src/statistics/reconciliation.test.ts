import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorScore } from '@switchboard/domain';
import { createUser, liveClients } from '../chats/test-support.js';
import { chats } from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import {
  addCustomers,
  addLocale,
  asCsv,
  createPoke,
  csvRows,
  customerWrites,
  LOCALE,
  pokeBody,
  SITE,
  untilPresence,
} from './reconciliation-support.js';

/**
 * Statistics that add up (issue #29): one known stretch of time driven through the product's own
 * calls in a locale of its own (`qr`: nothing else writes there), then every figure checked
 * against what the test did (the truth, as literals with the reason), and the figures checked
 * against each other (the identities of FIGURES.md "Identities", computed from the answers).
 *
 * The day: three operators (A and B sign in on the live socket and out again, C works offline)
 * take chats from the queue, reply, release, and one claim of B runs out; the admin sends a poke
 * at once (P) and its follow-up (F) 5 minutes later; a poker a recurring poke (R, daily, three
 * times) whose first two runs go out, and cancels the poke R was converted from (O). Customers
 * answer some.
 *
 * Claims and presence are stamped by the database's clock (`now()` in the triggers), messages by
 * the server's, so the day cannot be moved to a fixed date with `server.advance`: it is the day
 * the test runs, everything operators do happens before the server clock is moved on (for the
 * follow-up and the recurring runs), and the truth is read over the four whole UTC days from
 * then. The identities hold over that range (the day rollups) and over a few hours around the
 * start (the raw rows), so a break in either path of a figure shows.
 */

let server: TestServer;
const live = liveClients(() => server);
type Who = 'admin' | 'manager' | 'a' | 'b' | 'c' | 'poker';
const users = {} as Record<Who, { uid: string; token: string }>;
/** The query of each range read: `days` the truth's, `hours` the one read from raw rows only. */
const ranges = { days: '', hours: '' };
const bounds = { days: [0, 0], hours: [0, 0] };

/** What the test did and knows, for the assertions. */
const truth = {
  chats: {} as Record<'c1' | 'c2' | 'c3' | 'c4' | 'c5', string>,
  pokeChats: {} as Record<'k1' | 'k2' | 'k3' | 'k5', string>,
  pokes: {} as Record<'P' | 'F' | 'O' | 'R', string>,
};

const get = async (path: string, who: Who, extra = '', range = ranges.days) => {
  const res = await server.call('GET', `${path}${range}${extra}`, { token: users[who].token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

type OperatorRow = {
  uid: string;
  name: string;
  chatsAnswered: number;
  messagesSent: number;
  responseMedianS: number | null;
  responseP90S: number | null;
  claimsTaken: number;
  claimsExpired: number;
  onlineS: number;
  claimedS: number;
  occupancy: number | null;
  score: number | null;
};
type VolumeRow = {
  bucket: string;
  locale: string;
  domain: string;
  senderType: string;
  messages: number;
};
type PokeRow = {
  profile: string;
  domain: string;
  pokes: number;
  sent: number;
  audience: number;
  reached: number;
  answers: number;
};
type PokeDay = { day: string; pokes: number; sent: number; audience: number; reached: number };
type PokerRow = {
  uid: string;
  created: number;
  sent: number;
  audience: number;
  reached: number;
  answers: number;
};
type ChatRow = { id: string; status: string; operators: string[]; lastSenderType: string };

const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

beforeAll(async () => {
  server = await startTestServer();
  await addLocale(server);
  users.admin = await createUser(server, ['CHAT_ADMIN'], [LOCALE]);
  users.manager = await createUser(server, ['CHAT_MANAGER'], [LOCALE]);
  users.a = await createUser(server, ['CHAT_OPERATOR:NSFW'], [LOCALE]);
  users.b = await createUser(server, ['CHAT_OPERATOR:NSFW'], [LOCALE]);
  users.c = await createUser(server, ['CHAT_OPERATOR:NSFW'], [LOCALE]);
  users.poker = await createUser(server, ['CHAT_POKER'], [LOCALE]);
  // The range of the truth: four whole UTC days from the day the test starts (R's third period
  // falls in them whatever the hour), read from the day rollups. The identities are checked over
  // it and over a range of a few hours (the first hour before the start to three hours after
  // it: no whole day, so read from the raw rows), holding everything but R's later periods.
  const start = server.now().getTime();
  const hour = 3_600_000;
  const query = (from: number, to: number) =>
    `?locales=${LOCALE}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
  const day = Math.floor(start / 86_400_000) * 86_400_000;
  ranges.days = query(day, day + 4 * 86_400_000);
  bounds.days = [day, day + 4 * 86_400_000];
  const first = Math.floor(start / hour) * hour - hour;
  ranges.hours = query(first, first + 4 * hour);
  bounds.hours = [first, first + 4 * hour];

  const claim = (who: Who, id: string) =>
    server.call('POST', `/chats/${id}/claim`, { token: users[who].token, body: { domain: SITE } });
  const reply = (who: Who, id: string) =>
    server.call('POST', '/message/send', {
      token: users[who].token,
      body: {
        chatDocumentId: id,
        domain: SITE,
        message: { senderType: 'agent', senderId: users[who].uid, content: 'Hallo' },
        metadata: {},
      },
    });
  const release = (who: Who, id: string) =>
    server.call('POST', `/chats/${id}/release`, { token: users[who].token });
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const res = await answer;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const arrives = () =>
    insertWaitingChat(server.handle.db, {
      locale: LOCALE,
      domain: SITE,
      lastMessageAt: new Date(server.now().getTime() - 60_000),
    });

  // A and B sign in (a live socket each); C never does.
  const socketA = await live.connect(users.a.token);
  const socketB = await live.connect(users.b.token);
  await untilPresence(server, users.a.uid, true);
  await untilPresence(server, users.b.uid, true);

  // Five customers write in (a message each, waiting a minute).
  const c1 = await arrives();
  const c2 = await arrives();
  const c3 = await arrives();
  const c4 = await arrives();
  const c5 = await arrives();
  truth.chats = { c1, c2, c3, c4, c5 };
  // c1: A claims and replies (claim answered).
  await ok(claim('a', c1));
  await ok(reply('a', c1));
  // c2: A claims and releases it; B claims and replies.
  await ok(claim('a', c2));
  await ok(release('a', c2));
  await ok(claim('b', c2));
  await ok(reply('b', c2));
  // c3: B claims, and the claim runs out (its end moved to a second ago by the database's clock,
  // which stamps claims; then swept). c3 waits again.
  await ok(claim('b', c3));
  await server.handle.db
    .update(chats)
    .set({ claimExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(chats.id, c3));
  // (The background sweeper may have been first.)
  expect(await server.deps.chats.sweepExpiredClaims()).toBeLessThanOrEqual(1);
  const [swept] = await server.handle.db.select().from(chats).where(eq(chats.id, c3));
  expect(swept).toMatchObject({ claimedBy: null, lastSenderType: 'customer' });
  // c4: C (offline) claims and replies; the customer writes again; C claims and replies again.
  await ok(claim('c', c4));
  await ok(reply('c', c4));
  await customerWrites(server, c4, `customer-${c4}`);
  await ok(claim('c', c4));
  await ok(reply('c', c4));
  // c5: nobody takes it.

  // The admin sends P at once (only admins may), with its follow-up F 5 minutes after it, to
  // four customers of whom k4 is in a conversation (skipped).
  const tag = `recon-${Math.random().toString(36).slice(2, 8)}`;
  const [k1, k2, k3] = await addCustomers(server, tag, 3);
  await addCustomers(server, tag, 1, { inConversation: true });
  const p = await createPoke(server, users.admin.token, pokeBody(tag));
  const base = Date.parse(p.scheduled ?? p.createdAt);
  const f = await createPoke(
    server,
    users.admin.token,
    pokeBody(tag, {
      strategy: 'follow-up',
      followUp: { parentId: p.id, index: 0, previousId: null },
      scheduled: new Date(base + 5 * 60_000).toISOString(),
      message: { content: 'Nog daar?', messageLength: 9 },
    }),
  );
  await server.deps.dispatcher.drain();
  const chatOf = async (pokeId: string, customerId: string) => {
    const res = await server.call('GET', `/pokes/${LOCALE}/${pokeId}/recipients`, {
      token: users.admin.token,
    });
    expect(res.status).toBe(200);
    const found = (res.body.data as { customerId: string; chatId: string | null }[]).find(
      (r) => r.customerId === customerId,
    );
    return found?.chatId ?? '';
  };
  const k1Chat = await chatOf(p.id, k1!);
  const k2Chat = await chatOf(p.id, k2!);
  const k3Chat = await chatOf(p.id, k3!);
  // k1 answers P, and A claims that chat and replies; k2 answers P twice (one answer).
  await customerWrites(server, k1Chat, k1!);
  await ok(claim('a', k1Chat));
  await ok(reply('a', k1Chat));
  await customerWrites(server, k2Chat, k2!);
  await customerWrites(server, k2Chat, k2!);

  // A and B sign out.
  socketA.close();
  socketB.close();
  await untilPresence(server, users.a.uid, false);
  await untilPresence(server, users.b.uid, false);

  // The poker makes O for in an hour and converts it to R (daily, three times, from in 30
  // minutes, customers who logged in within 7 days), then cancels O.
  const inMinutes = (m: number) => new Date(server.now().getTime() + m * 60_000).toISOString();
  const o = await createPoke(
    server,
    users.poker.token,
    pokeBody(tag, { scheduled: inMinutes(60) }),
  );
  const converted = await server.call('POST', `/pokes/${LOCALE}/${o.id}/recurring`, {
    token: users.poker.token,
    body: { frequency: { day: 1, limit: 3 }, scheduled: inMinutes(30), lastLogin: 7 },
  });
  expect(converted.status, JSON.stringify(converted.body)).toBe(201);
  const r = converted.body.data as { id: string; scheduled: string };
  await ok(server.call('POST', `/pokes/${LOCALE}/${o.id}/cancel`, { token: users.poker.token }));
  truth.pokes = { P: p.id, F: f.id, O: o.id, R: r.id };

  // F goes out 5 minutes after P: k1 and k2 answered P (skipped), k3 gets it, k4 is busy.
  server.advance(5 * 60_000 + 1_000);
  await server.deps.dispatcher.drain();
  // R's first run, 30 minutes in: k1, k2 and k3 (k4 busy); k3 answers it (an answer to R, the
  // latest poke in that chat, not to F).
  server.advance(25 * 60_000);
  await server.deps.dispatcher.drain();
  await customerWrites(server, k3Chat, k3!);
  // A newcomer k5 logs in before the second run, a day later, which reaches only k5; k5 answers.
  const [k5] = await addCustomers(server, tag, 1, {
    lastLoginAt: new Date(server.now().getTime() + 86_400_000 - 3_600_000).toISOString(),
  });
  server.advance(86_400_000);
  await server.deps.dispatcher.drain();
  server.advance(1_000);
  const k5Chat = await chatOf(r.id, k5!);
  await customerWrites(server, k5Chat, k5!);
  truth.pokeChats = { k1: k1Chat, k2: k2Chat, k3: k3Chat, k5: k5Chat };

  // Tokens minted on the moved clock.
  for (const who of Object.keys(users) as Who[]) {
    users[who].token = await server.tokenFor(users[who].uid);
  }
}, 60_000);

afterAll(async () => {
  live.closeAll();
  await server?.close();
});

const operatorsOf = async (range = ranges.days) =>
  (await get('/statistics/operators', 'admin', '', range)).rows as OperatorRow[];
const rowOf = (rows: OperatorRow[], who: Who) => {
  const row = rows.find((r) => r.uid === users[who].uid);
  expect(row, who).toBeDefined();
  return row!;
};
const volumeOf = async (extra = '', range = ranges.days) =>
  (await get('/statistics/messages', 'manager', extra, range)).rows as VolumeRow[];
const byType = (rows: VolumeRow[], type: string) =>
  sum(
    rows.filter((r) => r.senderType === type),
    (r) => r.messages,
  );
const pokesOf = async (range = ranges.days) =>
  (await get('/statistics/pokes', 'admin', '', range)) as { days: PokeDay[]; rows: PokeRow[] };
const pokersOf = async (range = ranges.days) =>
  (await get('/statistics/pokers', 'manager', '', range)).rows as PokerRow[];
const queuesOf = async (range = ranges.days) =>
  (await get('/statistics/queues', 'manager', '', range)) as {
    rows: { locale: string; pool: string; claims: number; waitingNow: number }[];
    hours: { claims: number }[];
  };

describe('the figures of the day agree with what happened', () => {
  it('operators: messages sent, chats answered, claims taken and run out', async () => {
    const rows = await operatorsOf();
    const figures = (who: Who) => {
      const row = rowOf(rows, who);
      return {
        messagesSent: row.messagesSent,
        chatsAnswered: row.chatsAnswered,
        claimsTaken: row.claimsTaken,
        claimsExpired: row.claimsExpired,
      };
    };
    // A: replied in c1 and in k1's poke chat (2 messages, 2 chats), claimed c1, c2 (released)
    // and k1's chat.
    expect(figures('a')).toEqual({
      messagesSent: 2,
      chatsAnswered: 2,
      claimsTaken: 3,
      claimsExpired: 0,
    });
    // B: replied in c2; claimed c2 and c3, whose claim ran out.
    expect(figures('b')).toEqual({
      messagesSent: 1,
      chatsAnswered: 1,
      claimsTaken: 2,
      claimsExpired: 1,
    });
    // C: replied twice in c4 (two waits answered, one chat), two claims.
    expect(figures('c')).toEqual({
      messagesSent: 2,
      chatsAnswered: 1,
      claimsTaken: 2,
      claimsExpired: 0,
    });
    // Nobody else works in qr: the admin, manager and poker are not operators; the poke's
    // deliveries are nobody's replies.
    expect(rows.map((r) => r.uid).sort()).toEqual([users.a.uid, users.b.uid, users.c.uid].sort());
    // A and B were online for a while, C never.
    expect(rowOf(rows, 'a').occupancy).not.toBeNull();
    expect(rowOf(rows, 'b').occupancy).not.toBeNull();
    expect(rowOf(rows, 'c')).toMatchObject({ onlineS: 0, occupancy: null });
    // First responses: every chat had waited a minute when claimed and was answered at once,
    // except the waits that began right before the reply (k1's answer, c4's second message).
    // B: 60 s; A and C: 60 s and ~0 s, a median of ~30 s (each within the histogram's 10%).
    expect(rowOf(rows, 'b').responseMedianS).toBeGreaterThanOrEqual(54);
    expect(rowOf(rows, 'b').responseMedianS).toBeLessThan(70);
    for (const who of ['a', 'c'] as const) {
      expect(rowOf(rows, who).responseMedianS).toBeGreaterThanOrEqual(27);
      expect(rowOf(rows, who).responseMedianS).toBeLessThan(40);
    }
  });

  it('queues: seven claims in qr NSFW; c3, c5 and the answered poke chats wait now', async () => {
    const { rows } = await queuesOf();
    // A 3 + B 2 + C 2, every chat in the NSFW pool.
    expect(rows.map((r) => [r.pool, r.claims])).toEqual([
      ['SFW', 0],
      ['NSFW', 7],
      ['AGENT_ONLY', 0],
    ]);
    // c3 (its claim ran out), c5, k3's and k5's chats (they answered last). k2's chat got R's
    // first run after its answers, so the poke wrote last.
    expect(rows.find((r) => r.pool === 'NSFW')?.waitingNow).toBe(4);
  });

  it('messages: per sender type', async () => {
    const rows = await volumeOf();
    expect(new Set(rows.map((r) => r.domain))).toEqual(new Set([SITE]));
    // Customers: five chats' first messages, c4's second, k1 once, k2 twice, k3 and k5 once.
    expect(byType(rows, 'customer')).toBe(11);
    // Operators: A 2, B 1, C 2.
    expect(byType(rows, 'agent')).toBe(5);
    // Pokes: P reached k1–k3, F k3, R's first run k1–k3, its second k5.
    expect(byType(rows, 'poke')).toBe(8);
    expect(new Set(rows.map((r) => r.senderType))).toEqual(new Set(['customer', 'agent', 'poke']));
  });

  it('pokes and pokers: sends, sent, reached, answers', async () => {
    const { rows } = await pokesOf();
    // Sends: P, F, R's two runs, R's third period (scheduled, not run), O (cancelled).
    // Reached: 3 + 1 + 3 + 1. Answers: P by k1 and k2, R's first run by k3, its second by k5.
    expect(rows).toEqual([
      expect.objectContaining({
        profile: 'Quirine',
        domain: SITE,
        pokes: 6,
        sent: 4,
        reached: 8,
        answers: 4,
      }),
    ]);
    const pokers = await pokersOf();
    const of = (who: Who) => pokers.find((r) => r.uid === users[who].uid);
    expect(pokers).toHaveLength(2);
    // The admin: P and F created; their sends P (k1–k3) and F (k3); k1 and k2 answered P.
    expect(of('admin')).toMatchObject({ created: 2, sent: 2, reached: 4, answers: 2 });
    // The poker: O and R created; sends O (cancelled), R's two runs (k1–k3, k5) and its third
    // period (not run): two sent; k3 and k5 answered R.
    expect(of('poker')).toMatchObject({ created: 2, sent: 2, reached: 4, answers: 2 });
  });

  it('chat: the chats of the range, their status and operators', async () => {
    const body = await get('/statistics/chat', 'manager');
    const rows = body.rows as ChatRow[];
    const { chats: c, pokeChats: k } = truth;
    const name = (who: Who) => `Test ${users[who].uid}`;
    const byId = new Map(rows.map((r) => [r.id, [r.status, [...r.operators].sort()]]));
    expect(Object.fromEntries(byId)).toEqual({
      [c.c1]: ['finished', [name('a')]],
      [c.c2]: ['finished', [name('b')]],
      [c.c3]: ['ongoing', []],
      [c.c4]: ['finished', [name('c')]],
      [c.c5]: ['ongoing', []],
      // A replied, then R's first run wrote last.
      [k.k1]: ['finished', [name('a')]],
      [k.k2]: ['finished', []],
      [k.k3]: ['ongoing', []],
      [k.k5]: ['ongoing', []],
    });
    expect(body.nextCursor).toBeNull();
  });

  it('scores: every reply in time; B’s claim ran out', async () => {
    const rows = (await get('/statistics/scores', 'admin')).rows as {
      uid: string;
      score: number | null;
      withinTargetShare: number | null;
      answerRate: number | null;
    }[];
    const of = (who: Who) => rows.find((r) => r.uid === users[who].uid);
    // A: 2 answered claims of 2 that were answered or ran out (c2 was released); B: 1 of 2.
    expect(of('a')).toMatchObject({ withinTargetShare: 1, answerRate: 1, score: 100 });
    expect(of('b')).toMatchObject({ withinTargetShare: 1, answerRate: 0.5 });
    expect(of('b')?.score).toBe(
      operatorScore({ withinTargetShare: 1, answerRate: 0.5, abuseShare: null }),
    );
    expect(of('c')).toMatchObject({ withinTargetShare: 1, answerRate: 1, score: 100 });
  });

  it('personal statistics: each operator’s own figures, day and timeline', async () => {
    const a = await get('/personal-stats', 'a');
    expect(a.figures).toMatchObject({
      messagesSent: 2,
      chatsAnswered: 2,
      claimsTaken: 3,
      claimsExpired: 0,
    });
    const trend = a.trend as { messagesSent: number; chatsAnswered: number }[];
    expect(sum(trend, (d) => d.messagesSent)).toBe(2);
    expect(sum(trend, (d) => d.chatsAnswered)).toBe(2);
    // Three claims held (c1, c2, k1's chat), so three claim segments; online around them.
    const states = (a.timeline as { state: string }[]).map((t) => t.state);
    expect(states.filter((st) => st === 'claim')).toHaveLength(3);
    expect(states).toContain('idle');
    expect((await get('/personal-stats', 'b')).figures).toMatchObject({
      messagesSent: 1,
      chatsAnswered: 1,
      claimsTaken: 2,
      claimsExpired: 1,
    });
    // C was never online: claims only, no idle time.
    const c = await get('/personal-stats', 'c');
    expect(c.figures).toMatchObject({
      messagesSent: 2,
      chatsAnswered: 1,
      claimsTaken: 2,
      onlineS: 0,
      occupancy: null,
    });
    expect((c.timeline as { state: string }[]).map((t) => t.state)).toEqual(['claim', 'claim']);
  });

  it('CSV: messages and operators as in the JSON', async () => {
    const messagesCsv = csvRows(await get('/statistics/messages', 'manager', '&format=csv'));
    expect(messagesCsv.header).toEqual(['day', 'locale', 'domain', 'sender_type', 'messages']);
    const perType = (rows: string[][]) => {
      const out: Record<string, number> = {};
      for (const r of rows) out[r[3]!] = (out[r[3]!] ?? 0) + Number(r[4]);
      return out;
    };
    // The same totals as the JSON's truth above.
    expect(perType(messagesCsv.rows)).toEqual({ agent: 5, customer: 11, poke: 8 });
    // The last day, a day after the rest: R's second run reached k5, who answered.
    const lastDay = messagesCsv.rows.at(-1)![0];
    expect(perType(messagesCsv.rows.filter((r) => r[0] === lastDay))).toEqual({
      customer: 1,
      poke: 1,
    });
    const operatorsCsv = csvRows(await get('/statistics/operators', 'admin', '&format=csv'));
    const b = operatorsCsv.rows.find((r) => r[0] === users.b.uid);
    expect(b?.slice(2, 4)).toEqual(['1', '1']);
    expect(b?.slice(6, 8)).toEqual(['2', '1']);
  });
});

describe.each([
  ['over whole days (the rollups)', 'days'],
  ['over hours (the raw rows)', 'hours'],
] as const)('the identities of FIGURES.md hold %s', (_name, which) => {
  const q = () => ranges[which];
  const inRange = (at: string) =>
    Date.parse(at) >= bounds[which][0]! && Date.parse(at) < bounds[which][1]!;

  it('1. claims in Queues = Σ claims taken in Operators', async () => {
    const [{ rows }, operators] = await Promise.all([queuesOf(q()), operatorsOf(q())]);
    expect(sum(rows, (r) => r.claims)).toBe(sum(operators, (r) => r.claimsTaken));
  });

  it('2. the claims chart of Queues adds up to its claims', async () => {
    const { rows, hours } = await queuesOf(q());
    expect(sum(hours, (h) => h.claims)).toBe(sum(rows, (r) => r.claims));
  });

  it('3. agent messages in Messages = Σ messages sent in Operators', async () => {
    const [volume, operators] = await Promise.all([volumeOf('', q()), operatorsOf(q())]);
    expect(byType(volume, 'agent')).toBe(sum(operators, (r) => r.messagesSent));
  });

  it('4. messages per hour add up to messages per day', async () => {
    const [days, hours] = await Promise.all([volumeOf('', q()), volumeOf('&bucket=hour', q())]);
    const total = (rows: VolumeRow[]) =>
      Object.fromEntries(
        ['customer', 'agent', 'poke', 'trigger', 'system'].map((t) => [t, byType(rows, t)]),
      );
    expect(total(hours)).toEqual(total(days));
  });

  it('5. poke messages in Messages = Σ reached in Pokes = the pokes’ `sent` deliveries', async () => {
    const [volume, pokes] = await Promise.all([volumeOf('', q()), pokesOf(q())]);
    let delivered = 0;
    for (const id of Object.values(truth.pokes)) {
      const res = await server.call('GET', `/pokes/${LOCALE}/${id}/recipients?limit=500`, {
        token: users.admin.token,
      });
      expect(res.status).toBe(200);
      delivered += (res.body.data as { outcome: string; at: string }[]).filter(
        (r) => r.outcome === 'sent' && inRange(r.at),
      ).length;
    }
    const reached = sum(pokes.rows, (r) => r.reached);
    expect(byType(volume, 'poke')).toBe(reached);
    expect(sum(pokes.days, (d) => d.reached)).toBe(reached);
    expect(delivered).toBe(reached);
  });

  it('6. a poke’s runs reached its recipients with outcome sent; Pokes sent = its runs done', async () => {
    const pokes = await pokesOf(q());
    let runsSent = 0;
    let runsDone = 0;
    let audience = 0;
    for (const id of Object.values(truth.pokes)) {
      const [report, recipients] = await Promise.all([
        server.call('GET', `/pokes/${LOCALE}/${id}/sending`, { token: users.admin.token }),
        server.call('GET', `/pokes/${LOCALE}/${id}/recipients?limit=500`, {
          token: users.admin.token,
        }),
      ]);
      expect([report.status, recipients.status]).toEqual([200, 200]);
      const all = report.body.data.runs as {
        dueAt: string;
        state: string;
        sites: { sent: number; estimate: number }[];
      }[];
      // Each poke: what its runs sent = its recipients with outcome sent.
      expect(
        sum(all, (run) => sum(run.sites, (site) => site.sent)),
        id,
      ).toBe(
        (recipients.body.data as { outcome: string }[]).filter((r) => r.outcome === 'sent').length,
      );
      const runs = all.filter((run) => inRange(run.dueAt));
      const sent = sum(runs, (run) => sum(run.sites, (site) => site.sent));
      runsSent += sent;
      runsDone += runs.filter((run) => run.state === 'done' || run.state === 'mixed').length;
      audience += sum(runs, (run) => sum(run.sites, (site) => site.estimate));
    }
    expect(sum(pokes.days, (d) => d.reached)).toBe(runsSent);
    expect(sum(pokes.days, (d) => d.sent)).toBe(runsDone);
    // Audience: the runs' estimates, and the estimates of the sends without a run (O, R's next).
    expect(sum(pokes.days, (d) => d.audience)).toBeGreaterThanOrEqual(audience);
  });

  it('7. Σ Pokers sent, audience, reached and answers = Pokes', async () => {
    const [pokes, pokers] = await Promise.all([pokesOf(q()), pokersOf(q())]);
    expect({
      sent: sum(pokers, (r) => r.sent),
      audience: sum(pokers, (r) => r.audience),
      reached: sum(pokers, (r) => r.reached),
      answers: sum(pokers, (r) => r.answers),
    }).toEqual({
      sent: sum(pokes.days, (d) => d.sent),
      audience: sum(pokes.days, (d) => d.audience),
      reached: sum(pokes.days, (d) => d.reached),
      answers: sum(pokes.rows, (r) => r.answers),
    });
  });

  it('8. Pokes per day and per profile and domain add up to the same audience and reached', async () => {
    const { days, rows } = await pokesOf(q());
    expect([sum(rows, (r) => r.audience), sum(rows, (r) => r.reached)]).toEqual([
      sum(days, (d) => d.audience),
      sum(days, (d) => d.reached),
    ]);
  });

  it('9. personal statistics of an operator = their Operators row; the trend adds up', async () => {
    const operators = await operatorsOf(q());
    for (const who of ['a', 'b', 'c'] as const) {
      const mine = await get('/personal-stats', who, '', q());
      expect(mine.figures, who).toEqual(rowOf(operators, who));
      const trend = mine.trend as { messagesSent: number }[];
      expect(
        sum(trend, (d) => d.messagesSent),
        who,
      ).toBe(mine.figures.messagesSent);
    }
  });

  it('10. an operator’s time claimed = their timeline’s claim segments', async () => {
    const operators = await operatorsOf(q());
    for (const who of ['a', 'b', 'c'] as const) {
      const res = await server.call(
        'GET',
        `/statistics/operators/${users[who].uid}/timeline${q()}`,
        { token: users.admin.token },
      );
      expect(res.status).toBe(200);
      const claimed = sum(
        (res.body.timeline as { state: string; from: string; to: string }[]).filter(
          (t) => t.state === 'claim',
        ),
        (t) => (Date.parse(t.to) - Date.parse(t.from)) / 1000,
      );
      expect(Math.abs(rowOf(operators, who).claimedS - claimed), who).toBeLessThanOrEqual(0.5);
    }
  });

  it('11. CSV rows = JSON rows (operators, messages, queues, pokes, pokers, chat)', async () => {
    const pairs: [string, Who, (body: any) => unknown[][]][] = [
      [
        '/statistics/operators',
        'admin',
        (b) =>
          (b.rows as OperatorRow[]).map((r) => [
            r.uid,
            r.name,
            r.chatsAnswered,
            r.messagesSent,
            r.responseMedianS,
            r.responseP90S,
            r.claimsTaken,
            r.claimsExpired,
            r.onlineS,
            r.claimedS,
            r.occupancy,
            r.score,
          ]),
      ],
      [
        '/statistics/messages',
        'manager',
        (b) =>
          (b.rows as VolumeRow[]).map((r) => [
            r.bucket,
            r.locale,
            r.domain,
            r.senderType,
            r.messages,
          ]),
      ],
      [
        '/statistics/queues',
        'manager',
        (b) =>
          (b.hours as { hour: string; locale: string; pool: string; claims: number }[]).map((h) => [
            h.hour,
            h.locale,
            h.pool,
            h.claims,
          ]),
      ],
      [
        '/statistics/pokes',
        'admin',
        (b) =>
          (b.rows as PokeRow[]).map((r) => [
            r.profile,
            r.domain,
            r.pokes,
            r.sent,
            r.audience,
            r.reached,
            r.answers,
          ]),
      ],
      [
        '/statistics/pokers',
        'manager',
        (b) =>
          (b.rows as (PokerRow & { name: string })[]).map((r) => [
            r.uid,
            r.name,
            r.created,
            r.sent,
            r.audience,
            r.reached,
            r.answers,
          ]),
      ],
      [
        '/statistics/chat',
        'manager',
        (b) =>
          (b.rows as (ChatRow & Record<string, unknown>)[]).map((r) => [
            r.id,
            r.locale,
            r.domain,
            r.customerName,
            r.profileName,
            r.createdAt,
            r.lastMessageAt,
            r.lastSenderType,
            r.status,
            r.operators.join('; '),
          ]),
      ],
    ];
    for (const [path, who, rowsOf] of pairs) {
      const [json, csv] = await Promise.all([
        get(path, who, '', q()),
        get(path, who, '&format=csv', q()),
      ]);
      expect(csvRows(csv).rows, path).toEqual(rowsOf(json).map((row) => row.map(asCsv)));
    }
  });
});
