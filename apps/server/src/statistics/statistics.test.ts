import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorScore, STATISTICS_MESSAGES } from '@switchboard/domain';
import { createUser, liveClients } from '../chats/test-support.js';
import {
  chatLogs,
  chats,
  flaggedItems,
  messages,
  pokeDeliveries,
  pokes,
  presenceSockets,
  serverNodes,
  statsClaims,
  statsMessageHours,
  statsPresenceSessions,
  statsResponses,
} from '../db/schema.js';
import {
  addCustomers,
  answer,
  createPoke,
  deliveriesOf,
  pokeBody,
  readPoke,
  SITE_A,
  tagged,
} from '../dispatch/test-support.js';
import { addTestSites } from '../pokes/test-support.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { percentileOf } from './periods.js';
import { StatisticsService } from './service.js';
import { rowsOf } from './sql.js';

/**
 * Every figure of FIGURES.md on hand-made data whose answer is worked out here: locale `qa` holds
 * a made-up history on 5 January 2026, locale `qb` what the tests do through the API now. The
 * demo tenant's own chats are in other locales, so they count in neither.
 */

let server: TestServer;
const users: Record<
  'admin' | 'manager' | 'operator' | 'op1' | 'op2' | 'op3' | 'checker' | 'poker' | 'poker2',
  { uid: string; token: string }
> = {} as never;

const DAY = { from: '2026-01-05T00:00:00.000Z', to: '2026-01-06T00:00:00.000Z' };
const range = (extra = '', r = DAY) =>
  `?from=${encodeURIComponent(r.from)}&to=${encodeURIComponent(r.to)}${extra}`;
const at = (time: string) => `2026-01-05T${time}.000Z`;

const get = (path: string, who: keyof typeof users) =>
  server.call('GET', path, { token: users[who].token });

/** First responses of 30 s written straight into stats_responses; the rollups follow by trigger. */
function insertResponses(
  rows: { id: string; at: string; chat: string; operatorId: string; locale: string }[],
) {
  return server.handle.db.insert(statsResponses).values(
    rows.map((r) => ({
      messageId: r.id,
      tenantId: 'tenant-demo',
      locale: r.locale,
      domain: `${r.locale}.test`,
      chatId: r.chat,
      operatorId: r.operatorId,
      waitingSince: new Date(Date.parse(r.at) - 30_000).toISOString(),
      repliedAt: r.at,
      responseMs: 30_000,
    })),
  );
}

/** Each operator's chats answered over [from, to) in the locales, as an admin reads them. */
async function chatsAnsweredOf(
  admin: { token: string },
  ops: readonly { uid: string }[],
  from: string,
  to: string,
  locales: readonly string[],
): Promise<number[]> {
  const res = await server.call(
    'GET',
    `/statistics/operators?from=${from}&to=${to}&locales=${locales.join(',')}`,
    { token: admin.token },
  );
  expect(res.status).toBe(200);
  return ops.map(
    (op) => res.body.rows.find((r: { uid: string }) => r.uid === op.uid)?.chatsAnswered ?? 0,
  );
}

async function historyChat(
  id: string,
  domain: string,
  history: [string, 'customer' | 'agent', string?][],
): Promise<void> {
  const last = history[history.length - 1]!;
  await server.handle.db.insert(chats).values({
    id,
    tenantId: 'tenant-demo',
    locale: 'qa',
    domain,
    customer: { id: `cust-${id}`, uuid: `cu-${id}`, name: `Customer ${id}`, avatar: null },
    profile: { id: `prof-${id}`, uuid: `pu-${id}`, name: `Profile ${id}`, avatar: null },
    isConversation: true,
    createdAt: at(history[0]![0]),
    updatedAt: at(last[0]),
    lastMessage: { id: `${id}-${history.length}`, content: 'x', createdAt: at(last[0]) },
    lastMessageAt: at(last[0]),
    lastSenderType: last[1],
    pool: 'NSFW',
  });
  for (const [index, [time, senderType, senderId]] of history.entries()) {
    await server.handle.db.insert(messages).values({
      id: `${id}-${index + 1}`,
      chatId: id,
      tenantId: 'tenant-demo',
      locale: 'qa',
      content: `message ${index + 1}`,
      senderType,
      senderId: senderId ?? `cust-${id}`,
      senderName: senderId ? `Name ${senderId}` : 'Customer',
      createdAt: at(time),
    });
  }
}

beforeAll(async () => {
  server = await startTestServer();
  users.admin = await createUser(server, ['CHAT_ADMIN'], ['qa', 'qb']);
  users.manager = await createUser(server, ['CHAT_MANAGER'], ['qa', 'qb']);
  users.operator = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qa']);
  users.op1 = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qa']);
  users.op2 = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qa']);
  users.op3 = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qb']);
  users.checker = await createUser(server, ['CHAT_ABUSE_CHECKER'], ['qa', 'qb']);
  users.poker = await createUser(server, ['CHAT_POKER'], ['qa']);
  users.poker2 = await createUser(server, ['CHAT_POKER'], ['qa']);
  const { op1, op2 } = users;
  // Chat A: replies after 30 s and 120 s (the wait runs from the first unanswered message);
  // the third reply answers nobody waiting.
  await historyChat('chat-a', 'a.test', [
    ['10:00:00', 'customer'],
    ['10:00:30', 'agent', op1.uid],
    ['10:05:00', 'customer'],
    ['10:06:00', 'customer'],
    ['10:07:00', 'agent', op1.uid],
    ['10:08:00', 'agent', op1.uid],
  ]);
  // Chat B: op2 after 60 s, op1 after 600 s.
  await historyChat('chat-b', 'b.test', [
    ['11:00:00', 'customer'],
    ['11:01:00', 'agent', op2.uid],
    ['11:10:00', 'customer'],
    ['11:20:00', 'agent', op1.uid],
  ]);
  // op1 online 09:00–13:00 (two tabs overlapping 11:00–12:00), claims 10:00–10:30, 12:30–13:30.
  await server.handle.db.insert(statsPresenceSessions).values([
    {
      socketId: 's1',
      tenantId: 'tenant-demo',
      uid: op1.uid,
      connectedAt: at('09:00:00'),
      disconnectedAt: at('12:00:00'),
    },
    {
      socketId: 's2',
      tenantId: 'tenant-demo',
      uid: op1.uid,
      connectedAt: at('11:00:00'),
      disconnectedAt: at('13:00:00'),
    },
  ]);
  await server.handle.db.insert(statsClaims).values([
    {
      tenantId: 'tenant-demo',
      locale: 'qa',
      pool: 'NSFW',
      chatId: 'chat-a',
      operatorId: op1.uid,
      waitingSince: at('09:58:00'),
      claimedAt: at('10:00:00'),
      endedAt: at('10:30:00'),
      outcome: 'answered',
    },
    {
      tenantId: 'tenant-demo',
      locale: 'qa',
      pool: 'NSFW',
      chatId: 'chat-b',
      operatorId: op1.uid,
      waitingSince: at('12:29:00'),
      claimedAt: at('12:30:00'),
      endedAt: at('13:30:00'),
      outcome: 'expired',
    },
  ]);
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('the rollups kept on write', () => {
  it('count messages per hour and keep one first response per answered wait', async () => {
    const rows = await rowsOf(
      server.handle.db,
      sql`select message_id, response_ms from stats_responses where locale = 'qa' order by replied_at`,
    );
    expect(rows).toEqual([
      { message_id: 'chat-a-2', response_ms: 30_000 },
      { message_id: 'chat-a-5', response_ms: 120_000 },
      { message_id: 'chat-b-2', response_ms: 60_000 },
      { message_id: 'chat-b-4', response_ms: 600_000 },
    ]);
  });

  it('count the messages of one multi-row INSERT (a poke batch) once per group, not per row', async () => {
    const chatA = await insertWaitingChat(server.handle.db, {
      locale: 'qp',
      domain: 'batch-a.test',
    });
    const chatB = await insertWaitingChat(server.handle.db, {
      locale: 'qp',
      domain: 'batch-b.test',
    });
    const message = (id: string, chatId: string, time: string, senderId: string | null) => ({
      id,
      chatId,
      tenantId: 'tenant-demo',
      locale: 'qp',
      content: 'x',
      senderType: senderId === null ? 'customer' : 'agent',
      senderId,
      createdAt: `2026-01-07T${time}.000Z`,
    });
    await server.handle.db
      .insert(messages)
      .values([
        message('qp-1', chatA, '10:00:00', 'poke-qp'),
        message('qp-2', chatB, '10:00:01', 'poke-qp'),
        message('qp-3', chatB, '10:59:59', 'poke-qp'),
        message('qp-4', chatA, '11:00:00', 'poke-qp'),
        message('qp-5', chatA, '11:30:00', null),
      ]);
    const hours = await rowsOf(
      server.handle.db,
      sql`select to_char(hour at time zone 'UTC', 'HH24') as hour, domain, sender_type, sender_id, messages
          from stats_message_hours where locale = 'qp' and hour >= '2026-01-07' and hour < '2026-01-08'
          order by 1, 2, 3`,
    );
    expect(hours).toEqual([
      {
        hour: '10',
        domain: 'batch-a.test',
        sender_type: 'agent',
        sender_id: 'poke-qp',
        messages: 1,
      },
      {
        hour: '10',
        domain: 'batch-b.test',
        sender_type: 'agent',
        sender_id: 'poke-qp',
        messages: 2,
      },
      {
        hour: '11',
        domain: 'batch-a.test',
        sender_type: 'agent',
        sender_id: 'poke-qp',
        messages: 1,
      },
      { hour: '11', domain: 'batch-a.test', sender_type: 'customer', sender_id: '', messages: 1 },
    ]);
    const volume = await rowsOf(
      server.handle.db,
      sql`select sum(messages)::int as messages from stats_message_volume
          where locale = 'qp' and hour >= '2026-01-07' and hour < '2026-01-08'`,
    );
    expect(volume).toEqual([{ messages: 5 }]);
    // The sender's periods move by the grouped counts (hour, day and month rows of the sender).
    const periods = await rowsOf(
      server.handle.db,
      sql`select unit, sent from stats_operator_periods
          where locale = 'qp' and operator_id = 'poke-qp' and unit = 'day'`,
    );
    expect(periods).toEqual([{ unit: 'day', sent: 4 }]);
  });

  it('open and close a presence session with the socket', async () => {
    await server.handle.db.insert(serverNodes).values({ node: 'stats-node' });
    await server.handle.db.insert(presenceSockets).values({
      socketId: 'stats-socket',
      node: 'stats-node',
      tenantId: 'tenant-demo',
      uid: users.op2.uid,
      name: 'op2',
      geos: ['qa'],
      roles: [],
    });
    const open = await server.handle.db
      .select()
      .from(statsPresenceSessions)
      .where(eq(statsPresenceSessions.socketId, 'stats-socket'));
    expect(open).toHaveLength(1);
    expect(open[0]!.disconnectedAt).toBeNull();
    // The process goes away: its sockets go with it (cascade), and the session ends.
    await server.handle.db.delete(serverNodes).where(eq(serverNodes.node, 'stats-node'));
    const [closed] = await server.handle.db
      .select()
      .from(statsPresenceSessions)
      .where(eq(statsPresenceSessions.socketId, 'stats-socket'));
    expect(closed!.disconnectedAt).not.toBeNull();
  });
});

describe('the per-period rollups kept on write (locale qz)', () => {
  const periods = (table: string, extra = '') =>
    rowsOf<Record<string, unknown>>(
      server.handle.db,
      sql.raw(`select * from ${table} where locale = 'qz' ${extra} order by 1, 2, 3, 4, 5`),
    );
  const day = (column = 'unit') => `and ${column} = 'day'`;
  const bucketOf = (ms: number) => Math.floor(Math.log(ms) / Math.log(1.1));

  it('follow a claim as it is taken, ends and goes away', async () => {
    const uid = 'qz-operator';
    const [claim] = await server.handle.db
      .insert(statsClaims)
      .values({
        tenantId: 'tenant-demo',
        locale: 'qz',
        pool: 'SFW',
        chatId: 'qz-chat',
        operatorId: uid,
        waitingSince: '2026-02-10T09:59:30.000Z',
        claimedAt: '2026-02-10T10:00:00.000Z',
      })
      .returning();
    const operatorDay = async () =>
      (await periods('stats_operator_periods', day())).map((r) => ({
        start: new Date(String(r.start)).toISOString(),
        claims: r.claims,
        answered: r.claims_answered,
        expired: r.claims_expired,
      }));
    expect(await operatorDay()).toEqual([
      { start: '2026-02-10T00:00:00.000Z', claims: 1, answered: 0, expired: 0 },
    ]);
    expect(
      (await periods('stats_claim_buckets', day())).map((r) => [
        r.bucket,
        r.claims,
        Number(r.total_ms),
      ]),
    ).toEqual([[bucketOf(30_000), 1, 30_000]]);
    expect((await periods('stats_claim_hours')).map((r) => r.claims)).toEqual([1]);

    await server.handle.db
      .update(statsClaims)
      .set({ outcome: 'expired', endedAt: '2026-02-10T10:05:00.000Z' })
      .where(eq(statsClaims.id, claim!.id));
    expect(await operatorDay()).toEqual([
      { start: '2026-02-10T00:00:00.000Z', claims: 1, answered: 0, expired: 1 },
    ]);
    await server.handle.db
      .update(statsClaims)
      .set({ outcome: 'answered' })
      .where(eq(statsClaims.id, claim!.id));
    expect(await operatorDay()).toEqual([
      { start: '2026-02-10T00:00:00.000Z', claims: 1, answered: 1, expired: 0 },
    ]);
    // Its end moves nothing of the locale's: the claim and its wait were counted when taken.
    expect(
      (await periods('stats_claim_buckets', day())).map((r) => [
        r.bucket,
        r.claims,
        Number(r.total_ms),
      ]),
    ).toEqual([[bucketOf(30_000), 1, 30_000]]);
    await server.handle.db.delete(statsClaims).where(eq(statsClaims.id, claim!.id));
    expect(await operatorDay()).toEqual([
      { start: '2026-02-10T00:00:00.000Z', claims: 0, answered: 0, expired: 0 },
    ]);
    expect((await periods('stats_claim_hours')).map((r) => r.claims)).toEqual([0]);
  });

  it('follow first responses and messages sent', async () => {
    const uid = 'qz-operator';
    const response = (id: string, time: string, ms: number) => ({
      messageId: id,
      tenantId: 'tenant-demo',
      locale: 'qz',
      domain: 'z.test',
      chatId: 'qz-chat',
      operatorId: uid,
      waitingSince: new Date(Date.parse(time) - ms).toISOString(),
      repliedAt: time,
      responseMs: ms,
    });
    await server.handle.db
      .insert(statsResponses)
      .values([
        response('qz-r1', '2026-02-11T08:00:00.000Z', 45_000),
        response('qz-r2', '2026-02-11T09:00:00.000Z', 200_000),
      ]);
    await server.handle.db.insert(statsMessageHours).values({
      tenantId: 'tenant-demo',
      hour: '2026-02-11T08:00:00.000Z',
      locale: 'qz',
      domain: 'z.test',
      senderType: 'agent',
      senderId: uid,
      messages: 2,
    });
    await server.handle.db
      .update(statsMessageHours)
      .set({ messages: 5 })
      .where(eq(statsMessageHours.locale, 'qz'));
    const month = async () =>
      (await periods('stats_operator_periods', "and unit = 'month' and start >= '2026-02-01'")).map(
        (r) => [r.sent, r.replies, r.within_target],
      );
    expect(await month()).toEqual([[5, 2, 1]]);
    expect(
      (await periods('stats_response_buckets', day()))
        .map((r) => [r.bucket, r.responses, Number(r.total_ms)])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [bucketOf(45_000), 1, 45_000],
      [bucketOf(200_000), 1, 200_000],
    ]);
    expect((await periods('stats_answered_chats', day())).map((r) => r.responses)).toEqual([2]);

    await server.handle.db.delete(statsResponses).where(eq(statsResponses.messageId, 'qz-r1'));
    expect(await month()).toEqual([[5, 1, 0]]);
    expect((await periods('stats_response_buckets', day())).map((r) => r.bucket)).toEqual([
      bucketOf(200_000),
    ]);
    await server.handle.db.delete(statsResponses).where(eq(statsResponses.messageId, 'qz-r2'));
    expect(await periods('stats_answered_chats')).toEqual([]);
    expect(await periods('stats_response_buckets')).toEqual([]);
  });
});

describe('figures over a ragged range of several months (locale qy)', () => {
  // Four first responses a day from 20 November 2025 to 9 January 2026, in 17 chats, and a claim
  // a day; the range starts and ends in the middle of a day, so it reads a month, days and the
  // raw rows at both ends.
  const range = { from: '2025-11-25T13:30:00.000Z', to: '2026-01-03T05:00:00.000Z' };
  const responses: { at: string; ms: number; chat: string }[] = [];
  const claims: { at: string; waitMs: number | null; outcome: 'answered' | 'expired' }[] = [];
  const inRange = (at: string) => at >= range.from && at < range.to;
  const scope = () => ({
    tenantId: 'tenant-demo',
    locales: ['qy'],
    ...range,
    tz: 'UTC',
    now: '2026-02-01T00:00:00.000Z',
  });
  const exact = (times: number[], p: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    const x = p * (sorted.length - 1);
    const low = Math.floor(x);
    const high = Math.min(sorted.length - 1, low + 1);
    return (sorted[low]! + (x - low) * (sorted[high]! - sorted[low]!)) / 1000;
  };

  let qyOp: { uid: string; token: string };

  beforeAll(async () => {
    qyOp = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qa']);
    const start = Date.parse('2025-11-20T00:07:00.000Z');
    for (let d = 0; d < 51; d += 1) {
      for (let k = 0; k < 4; k += 1) {
        responses.push({
          at: new Date(start + d * 86_400_000 + k * 6 * 3_600_000).toISOString(),
          ms: 1000 * (10 + ((d * 7 + k * 13) % 300)),
          chat: `qy-chat-${(d * 3 + k) % 17}`,
        });
      }
      claims.push({
        at: new Date(start + d * 86_400_000 + 3_600_000 * 5).toISOString(),
        waitMs: d % 5 === 0 ? null : 1000 * (5 + ((d * 11) % 90)),
        outcome: d % 4 === 0 ? 'expired' : 'answered',
      });
    }
    await server.handle.db.insert(statsResponses).values(
      responses.map((r, i) => ({
        messageId: `qy-r${i}`,
        tenantId: 'tenant-demo',
        locale: 'qy',
        domain: 'y.test',
        chatId: r.chat,
        operatorId: qyOp.uid,
        waitingSince: new Date(Date.parse(r.at) - r.ms).toISOString(),
        repliedAt: r.at,
        responseMs: r.ms,
      })),
    );
    await server.handle.db.insert(statsClaims).values(
      claims.map((c, i) => ({
        tenantId: 'tenant-demo',
        locale: 'qy',
        pool: 'NSFW',
        chatId: `qy-chat-${i % 17}`,
        operatorId: qyOp.uid,
        waitingSince:
          c.waitMs === null ? null : new Date(Date.parse(c.at) - c.waitMs).toISOString(),
        claimedAt: c.at,
        endedAt: new Date(Date.parse(c.at) + 60_000).toISOString(),
        outcome: c.outcome,
      })),
    );
  });

  it('counts what the raw rows count, and times within 10% of the exact percentile', async () => {
    const stats = new StatisticsService(server.handle.db);
    const [row] = (await stats.operators(scope())).filter((r) => r.uid === qyOp.uid);
    const mine = responses.filter((r) => inRange(r.at));
    const taken = claims.filter((c) => inRange(c.at));
    expect(row).toMatchObject({
      chatsAnswered: new Set(mine.map((r) => r.chat)).size,
      claimsTaken: taken.length,
      claimsExpired: taken.filter((c) => c.outcome === 'expired').length,
    });
    const times = mine.map((r) => r.ms);
    for (const [got, p] of [
      [row!.responseMedianS, 0.5],
      [row!.responseP90S, 0.9],
    ] as const) {
      expect(Math.abs(got! - exact(times, p)) / exact(times, p)).toBeLessThan(0.1);
    }
    // The histogram of the rollup answers what the same histogram of the raw times answers.
    const byBucket = new Map<number, { bucket: number; count: number; totalMs: number }>();
    for (const ms of times) {
      const bucket = Math.floor(Math.log(ms) / Math.log(1.1));
      const b = byBucket.get(bucket) ?? { bucket, count: 0, totalMs: 0 };
      b.count += 1;
      b.totalMs += ms;
      byBucket.set(bucket, b);
    }
    expect(row!.responseMedianS).toBe(percentileOf([...byBucket.values()], 0.5));
  });

  it('scores and queues from the same rows', async () => {
    const stats = new StatisticsService(server.handle.db);
    const mine = responses.filter((r) => inRange(r.at));
    const taken = claims.filter((c) => inRange(c.at));
    const [score] = (await stats.scores(scope())).filter((r) => r.uid === qyOp.uid);
    expect(score!.withinTargetShare).toBeCloseTo(
      mine.filter((r) => r.ms <= 120_000).length / mine.length,
      10,
    );
    const answered = taken.filter((c) => c.outcome === 'answered').length;
    expect(score!.answerRate).toBeCloseTo(answered / taken.length, 10);
    // One trend day per day with a response or a claim: 25 Nov (afternoon) to 3 Jan (morning).
    expect(score!.trend).toHaveLength(40);

    // The trend in New York (UTC−5): the responses of 00:07 UTC count on the day before.
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });
    const dayOf = (at: string) => local.format(new Date(at));
    const trendDays = [...new Set([...mine, ...taken].map((r) => dayOf(r.at)))].sort();
    const [newYork] = (await stats.scores({ ...scope(), tz: 'America/New_York' })).filter(
      (r) => r.uid === qyOp.uid,
    );
    expect(newYork!.trend).toEqual(
      trendDays.map((day) => {
        const replies = mine.filter((r) => dayOf(r.at) === day);
        const claimed = taken.filter((c) => dayOf(c.at) === day);
        const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
        return {
          day,
          score: operatorScore({
            withinTargetShare: share(replies.filter((r) => r.ms <= 120_000).length, replies.length),
            answerRate: share(
              claimed.filter((c) => c.outcome === 'answered').length,
              claimed.length,
            ),
            abuseShare: null,
          }),
        };
      }),
    );

    const queues = await stats.queues(scope());
    const nsfw = queues.rows.find((r) => r.locale === 'qy' && r.pool === 'NSFW');
    const waits = taken.flatMap((c) => (c.waitMs === null ? [] : [c.waitMs]));
    expect(nsfw!.claims).toBe(taken.length);
    expect(Math.abs(nsfw!.waitMedianS! - exact(waits, 0.5)) / exact(waits, 0.5)).toBeLessThan(0.1);
    expect(queues.hours.reduce((sum, h) => sum + h.claims, 0)).toBe(taken.length);
  });

  it('sums the trend per ISO week and the claims chart per day for long ranges', async () => {
    const stats = new StatisticsService(server.handle.db);
    const mine = responses.filter((r) => inRange(r.at));
    const taken = claims.filter((c) => inRange(c.at));
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });
    const dayOf = (at: string) => local.format(new Date(at));
    // The Monday of the local day's ISO week, YYYY-MM-DD.
    const mondayOf = (at: string) => {
      const day = new Date(`${dayOf(at)}T00:00:00.000Z`);
      return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000)
        .toISOString()
        .slice(0, 10);
    };
    const weeks = [...new Set([...mine, ...taken].map((r) => mondayOf(r.at)))].sort();
    const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
    const [weekly] = (await stats.scores({ ...scope(), tz: 'America/New_York' }, 'week')).filter(
      (r) => r.uid === qyOp.uid,
    );
    // 25 Nov 2025 (a Tuesday, week of 24 Nov) to 2 Jan 2026 (week of 29 Dec): 6 weeks.
    expect(weeks).toEqual([
      '2025-11-24',
      '2025-12-01',
      '2025-12-08',
      '2025-12-15',
      '2025-12-22',
      '2025-12-29',
    ]);
    expect(weekly!.trend).toEqual(
      weeks.map((week) => {
        const replies = mine.filter((r) => mondayOf(r.at) === week);
        const claimed = taken.filter((c) => mondayOf(c.at) === week);
        return {
          day: week,
          score: operatorScore({
            withinTargetShare: share(replies.filter((r) => r.ms <= 120_000).length, replies.length),
            answerRate: share(
              claimed.filter((c) => c.outcome === 'answered').length,
              claimed.length,
            ),
            abuseShare: null,
          }),
        };
      }),
    );
    // The range's own figures do not depend on the trend's period.
    const [daily] = (await stats.scores({ ...scope(), tz: 'America/New_York' })).filter(
      (r) => r.uid === qyOp.uid,
    );
    expect({ ...weekly, trend: [] }).toEqual({ ...daily, trend: [] });

    const queues = await stats.queues({ ...scope(), tz: 'America/New_York' }, 'day');
    const perDay = new Map<string, number>();
    for (const c of taken) perDay.set(dayOf(c.at), (perDay.get(dayOf(c.at)) ?? 0) + 1);
    expect(queues.hours).toEqual(
      [...perDay.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([hour, n]) => ({ hour, locale: 'qy', pool: 'NSFW', claims: n })),
    );
  });
});

describe('scores per ISO week from the week rollup, in zones either side of UTC (locale qw)', () => {
  // An event every 17 hours from 1 October 2025 to 14 January 2026 (so every hour of the week
  // around midnight Monday comes up in some zone): a first response, every third one a claim,
  // every hour with one two messages sent; 10–13 December only messages (no part's data), and
  // flagged messages judged abuse, safe or still pending.
  const range = { from: '2025-10-03T07:20:00.000Z', to: '2026-01-10T19:45:00.000Z' };
  const events: string[] = [];
  for (
    let t = Date.parse('2025-10-01T00:07:00.000Z');
    t < Date.parse('2026-01-14');
    t += 17 * 3_600_000
  )
    events.push(new Date(t).toISOString());
  const quiet = (at: string) => at >= '2025-12-10' && at < '2025-12-14';
  const responses = events
    .filter((at) => !quiet(at))
    .map((at, i) => ({ at, ms: 1000 * (20 + ((i * 37) % 250)) }));
  const claims = events
    .filter((at, i) => !quiet(at) && i % 3 === 0)
    .map((at, i) => ({ at, outcome: (['answered', 'expired', 'released'] as const)[i % 3]! }));
  const hourOf = (at: string) => `${at.slice(0, 13)}:00:00.000Z`;
  const sent = events.map((at) => ({ hour: hourOf(at), messages: 2 }));
  const flags = events
    .filter((at, i) => !quiet(at) && i % 5 === 0)
    .map((at, i) => ({ at, status: (['abuse', 'safe', 'pending'] as const)[i % 3]! }));
  let op: { uid: string; token: string };

  beforeAll(async () => {
    op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qw']);
    await server.handle.db.insert(statsResponses).values(
      responses.map((r, i) => ({
        messageId: `qw-r${i}`,
        tenantId: 'tenant-demo',
        locale: 'qw',
        domain: 'w.test',
        chatId: `qw-chat-${i % 7}`,
        operatorId: op.uid,
        waitingSince: new Date(Date.parse(r.at) - r.ms).toISOString(),
        repliedAt: r.at,
        responseMs: r.ms,
      })),
    );
    await server.handle.db.insert(statsClaims).values(
      claims.map((c, i) => ({
        tenantId: 'tenant-demo',
        locale: 'qw',
        pool: 'NSFW',
        chatId: `qw-chat-${i % 7}`,
        operatorId: op.uid,
        claimedAt: c.at,
        endedAt: new Date(Date.parse(c.at) + 60_000).toISOString(),
        outcome: c.outcome,
      })),
    );
    await server.handle.db.insert(statsMessageHours).values(
      sent.map((m) => ({
        tenantId: 'tenant-demo',
        hour: m.hour,
        locale: 'qw',
        domain: 'w.test',
        senderType: 'agent',
        senderId: op.uid,
        messages: m.messages,
      })),
    );
    await server.handle.db.insert(flaggedItems).values(
      flags.map((f, i) => ({
        id: `qw-flag-${i}`,
        tenantId: 'tenant-demo',
        kind: 'message' as const,
        locale: 'qw',
        chatId: 'qw-chat-0',
        senderId: op.uid,
        text: 'x',
        textKey: 'x',
        matchedWords: ['x'],
        itemCreatedAt: f.at,
        flaggedAt: f.at,
        status: f.status,
      })),
    );
  });

  /** The Monday (UTC) of the ISO week of an instant, or of a day `YYYY-MM-DD`. */
  const mondayOf = (at: string) => {
    const day = new Date(`${at.slice(0, 10)}T00:00:00.000Z`);
    return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  };

  it('keeps each operator week as the sum of its raw rows', async () => {
    const weeks = await rowsOf<Record<string, unknown>>(
      server.handle.db,
      sql`select to_char(start at time zone 'UTC', 'YYYY-MM-DD') as week, sent, replies,
          within_target, claims, claims_answered, claims_expired
        from stats_operator_periods where locale = 'qw' and unit = 'week' order by start`,
    );
    const expected = new Map<string, number[]>();
    const add = (at: string, values: number[]) => {
      const row = expected.get(mondayOf(at)) ?? [0, 0, 0, 0, 0, 0];
      expected.set(
        mondayOf(at),
        row.map((v, i) => v + values[i]!),
      );
    };
    for (const m of sent) add(m.hour, [m.messages, 0, 0, 0, 0, 0]);
    for (const r of responses) add(r.at, [0, 1, r.ms <= 120_000 ? 1 : 0, 0, 0, 0]);
    for (const c of claims)
      add(c.at, [0, 0, 0, 1, c.outcome === 'answered' ? 1 : 0, c.outcome === 'expired' ? 1 : 0]);
    expect(weeks).toEqual(
      [...expected.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([week, v]) => ({
          week,
          sent: v[0],
          replies: v[1],
          within_target: v[2],
          claims: v[3],
          claims_answered: v[4],
          claims_expired: v[5],
        })),
    );
    // From the week of Monday 29 September 2025 to that of Monday 12 January 2026.
    expect(weeks).toHaveLength(16);
  });

  it('answers per week and per day of the zone what the raw rows answer', async () => {
    const stats = new StatisticsService(server.handle.db);
    const inRange = (at: string) => at >= range.from && at < range.to;
    const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
    const figures = (periodOf: (at: string) => string, key: string | null) => {
      const mine = <T extends { at: string }>(list: T[]) =>
        list.filter((x) => inRange(x.at) && (key === null || periodOf(x.at) === key));
      const replies = mine(responses);
      const taken = mine(claims).filter((c) => c.outcome !== 'released');
      const judged = mine(flags).filter((f) => f.status !== 'pending');
      const messages = mine(sent.map((m) => ({ ...m, at: m.hour })));
      const withinTargetShare = share(
        replies.filter((r) => r.ms <= 120_000).length,
        replies.length,
      );
      const answerRate = share(taken.filter((c) => c.outcome === 'answered').length, taken.length);
      const abuse = judged.filter((f) => f.status === 'abuse').length;
      const total = messages.reduce((sum, m) => sum + m.messages, 0);
      const abuseShare = judged.length > 0 ? Math.min(1, abuse / Math.max(1, total)) : null;
      const shown = replies.length + taken.length + mine(flags).length > 0;
      return { withinTargetShare, answerRate, abuseShare, shown };
    };
    for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: tz });
      const dayOf = (at: string) => local.format(new Date(at));
      for (const [unit, periodOf] of [
        ['week', (at: string) => mondayOf(dayOf(at))],
        ['day', dayOf],
      ] as const) {
        const [row] = (await stats.scores({ ...scope(tz) }, unit)).filter((r) => r.uid === op.uid);
        const all = figures(periodOf, null);
        expect(row, `${tz} per ${unit}`).toMatchObject({
          withinTargetShare: all.withinTargetShare,
          answerRate: all.answerRate,
          abuseShare: all.abuseShare,
          score: operatorScore(all),
        });
        const periods = [
          ...new Set(
            [...responses, ...claims, ...flags, ...sent.map((m) => ({ at: m.hour }))]
              .filter((x) => inRange(x.at))
              .map((x) => periodOf(x.at)),
          ),
        ].sort();
        expect(row!.trend, `${tz} per ${unit}`).toEqual(
          periods
            .map((key) => ({ key, f: figures(periodOf, key) }))
            .filter(({ f }) => f.shown)
            .map(({ key, f }) => ({ day: key, score: operatorScore(f) })),
        );
      }
    }
    // The quiet days count their messages in the range's abuse part but show no trend point.
    const [utcDays] = (await stats.scores(scope('UTC'), 'day')).filter((r) => r.uid === op.uid);
    expect(utcDays!.trend.map((p) => p.day)).not.toContain('2025-12-11');
  });

  const scope = (tz: string) => ({
    tenantId: 'tenant-demo',
    locales: ['qw'],
    ...range,
    tz,
    now: '2026-02-01T00:00:00.000Z',
  });
});

describe('chats answered over months, days and edges (locales qv, qu)', () => {
  // Three operators answer 13 chats (10 in qv, 3 in qu) now and then from February 2025 to March
  // 2026, so a pair (operator, chat) has month rows with gaps between them; written out of order,
  // then a month of a pair taken away (its responses deleted), a pair's first response deleted
  // and one response moved to another month. Each range must count what the raw rows count.
  const responses: { id: string; at: string; op: number; chat: string; locale: string }[] = [];
  const ops: { uid: string; token: string }[] = [];
  let admin: { uid: string; token: string };

  beforeAll(async () => {
    admin = await createUser(server, ['CHAT_ADMIN'], ['qv', 'qu']);
    for (let k = 0; k < 3; k += 1) ops.push(await createUser(server, ['CHAT_OPERATOR:NSFW'], []));
    const start = Date.parse('2025-02-03T05:17:00.000Z');
    for (let i = 0; i < 280; i += 1) {
      const qu = i % 9 === 4;
      responses.push({
        id: `qv-r${i}`,
        at: new Date(start + i * 37 * 3_600_000 + ((i * 7) % 13) * 60_000).toISOString(),
        op: (i * 5 + Math.floor(i / 11)) % 3,
        chat: qu ? `qu-chat-${i % 3}` : `qv-chat-${(i * 7) % 10}`,
        locale: qu ? 'qu' : 'qv',
      });
    }
    // A chat answered at both ends of July (raw rows and whole days) and not in July.
    for (const [i, at] of [
      '2025-06-28T19:00:00.000Z',
      '2025-06-30T08:00:00.000Z',
      '2025-08-01T09:00:00.000Z',
      '2025-08-02T01:00:00.000Z',
    ].entries())
      responses.push({ id: `qv-g${i}`, at, op: 2, chat: 'qv-chat-gap', locale: 'qv' });
    // Out of order: the rows' months are written in any order, in several statements.
    const shuffled = responses.map((_, i) => responses[(i * 97) % responses.length]!);
    for (let part = 0; part < 4; part += 1) {
      await insertResponses(
        shuffled
          .slice(part * 71, part * 71 + 71)
          .map((r) => ({ ...r, operatorId: ops[r.op]!.uid })),
      );
    }
    const remove = async (gone: (r: (typeof responses)[number]) => boolean) => {
      for (const r of responses.filter(gone))
        await server.handle.db.delete(statsResponses).where(eq(statsResponses.messageId, r.id));
      responses.splice(0, responses.length, ...responses.filter((r) => !gone(r)));
    };
    // A month in the middle of a pair's months goes away, and a pair's very first response.
    const month = (r: (typeof responses)[number]) => r.at.slice(0, 7);
    const pairOf = (r: (typeof responses)[number]) => `${r.op}/${r.chat}`;
    const chain = responses.filter((r) => pairOf(r) === pairOf(responses[10]!));
    const months = [...new Set(chain.map(month))];
    expect(months.length).toBeGreaterThan(3);
    await remove((r) => pairOf(r) === pairOf(chain[0]!) && month(r) === months[2]);
    await remove((r) => r.id === responses[0]!.id);
    // A response moves to another month (an update: out of the old month, into the new).
    const moved = responses[40]!;
    moved.at = new Date(Date.parse(moved.at) + 45 * 86_400_000).toISOString();
    await server.handle.db
      .update(statsResponses)
      .set({ repliedAt: moved.at })
      .where(eq(statsResponses.messageId, moved.id));
  });

  it('keeps on each month row the previous and next month of its pair', async () => {
    const rows = await rowsOf<{
      prev: string | null;
      next: string | null;
      want_prev: string | null;
      want_next: string | null;
    }>(
      server.handle.db,
      sql`select prev_start::text as prev, next_start::text as next,
          (lag(start) over w)::text as want_prev, (lead(start) over w)::text as want_next
        from stats_answered_chats where locale in ('qv', 'qu') and unit = 'month'
        window w as (partition by tenant_id, locale, operator_id, chat_id order by start)`,
    );
    expect(rows.filter((r) => r.want_prev !== null).length).toBeGreaterThan(20);
    expect(rows.map((r) => [r.prev, r.next])).toEqual(rows.map((r) => [r.want_prev, r.want_next]));
  });

  it('keeps the count of month rows per operator, month and previous month', async () => {
    const counted = (table: SQL) =>
      rowsOf<{ key: string; n: number }>(server.handle.db, table).then((rows) =>
        rows.map((r) => `${r.key} ${r.n}`).sort(),
      );
    const kept = await counted(
      sql`select concat_ws('/', operator_id, month::text, locale, prev_month::text) as key, n
        from stats_answered_firsts where locale in ('qv', 'qu')`,
    );
    const recounted = await counted(
      sql`select concat_ws('/', operator_id, start::text, locale,
          coalesce(prev_start, '-infinity')::text) as key, count(*)::int as n
        from stats_answered_chats where locale in ('qv', 'qu') and unit = 'month'
        group by operator_id, start, locale, coalesce(prev_start, '-infinity')`,
    );
    // Pairs with an earlier month: rows other than '-infinity' exist, and no count is left at 0.
    expect(kept.filter((k) => !k.includes('-infinity')).length).toBeGreaterThan(10);
    expect(kept).toEqual(recounted);
  });

  it('counts the distinct chats the raw rows count, per operator, over any range', async () => {
    const ranges: [string, string][] = [
      ['2025-04-01T00:00:00Z', '2025-09-01T00:00:00Z'], // whole months
      ['2025-03-17T05:30:00Z', '2025-11-02T13:00:00Z'], // ragged both ends
      ['2025-06-03T00:00:00Z', '2025-06-20T12:00:00Z'], // within one month
      ['2025-06-05T01:00:00Z', '2025-06-05T22:00:00Z'], // within one day
      ['2025-03-01T10:00:00Z', '2026-03-01T09:00:00Z'], // a year
      ['2025-05-01T00:00:00Z', '2025-08-15T08:00:00Z'], // whole start, ragged end
      ['2025-04-10T12:00:00Z', '2025-10-01T00:00:00Z'], // ragged start, whole end
      ['2025-07-01T00:00:00Z', '2025-08-01T00:00:00Z'], // one month
      ['2025-06-28T18:00:00Z', '2025-08-02T03:00:00Z'], // one month and a few days either side
      ['2025-06-15T00:00:00Z', '2025-07-20T00:00:00Z'], // days either side of a month's start
      ['2025-09-30T23:00:00Z', '2026-01-01T01:00:00Z'], // an hour either side of whole months
    ];
    for (const [from, to] of ranges) {
      for (const locales of [['qv'], ['qv', 'qu']]) {
        const raw = await rowsOf<{ uid: string; chats: number }>(
          server.handle.db,
          sql`select operator_id as uid, count(distinct chat_id)::int as chats from stats_responses
            where tenant_id = 'tenant-demo' and locale in ${locales}
              and replied_at >= ${from}::timestamptz and replied_at < ${to}::timestamptz
            group by 1`,
        );
        const want = new Map(raw.map((r) => [r.uid, r.chats]));
        const got = await chatsAnsweredOf(admin, ops, from, to, locales);
        const label = `${from} – ${to} ${locales.join(',')}`;
        expect(got, label).toEqual(ops.map((op) => want.get(op.uid) ?? 0));
        // One operator's own figure (personal-stats) reads the same way.
        const stats = new StatisticsService(server.handle.db);
        const scope = { tenantId: 'tenant-demo', locales, from, to, tz: 'UTC', now: to };
        expect((await stats.operator(scope, ops[1]!.uid))?.chatsAnswered, label).toBe(
          want.get(ops[1]!.uid) ?? 0,
        );
      }
    }
  });
});

describe('chats answered over a range up to now (locale qt)', () => {
  // Responses from 200 days ago until 20 minutes ago: a range ending after the last of them
  // reads its end edge as the month of its end whole (service.ts answeredCte); one ending before
  // the last reads that month's days. Both must count what the raw rows count. Pairs: answered in
  // the start edge's month and this month only, in every month, in this month only, in the start
  // edge only, before the range and this month, and after the end of the range that ends before
  // the last response.
  const ops: { uid: string; token: string }[] = [];
  const answered: { uid: string; chat: string; at: number }[] = [];
  let admin: { uid: string; token: string };
  const now = Date.now();
  const DAY = 86_400_000;

  beforeAll(async () => {
    admin = await createUser(server, ['CHAT_ADMIN'], ['qt']);
    for (let k = 0; k < 2; k += 1) ops.push(await createUser(server, ['CHAT_OPERATOR:NSFW'], []));
    for (let i = 0; i < 120; i += 1) {
      const op = i % 2;
      const chat = `qt-chat-${i % 17}`;
      // Spread over 200 days, the last one half an hour ago.
      const at = now - 30 * 60_000 - Math.floor((i * 37 + (i % 5) * 611) % 200) * DAY - i * 61_000;
      answered.push({ uid: ops[op]!.uid, chat, at });
    }
    // A chat answered 99 days ago and today only, one 99 days ago only, one today only.
    for (const [chat, at] of [
      ['qt-chat-edges', now - 99 * DAY],
      ['qt-chat-edges', now - 40 * 60_000],
      ['qt-chat-start', now - 99 * DAY + 3_600_000],
      ['qt-chat-today', now - 50 * 60_000],
      ['qt-chat-last', now - 20 * 60_000],
    ] as const)
      answered.push({ uid: ops[1]!.uid, chat, at });
    await insertResponses(
      answered.map((r, i) => ({
        id: `qt-r${i}`,
        at: new Date(r.at).toISOString(),
        chat: r.chat,
        operatorId: r.uid,
        locale: 'qt',
      })),
    );
  });

  it('counts the distinct chats the raw rows count, with the end edge read as a whole month', async () => {
    const ranges: [number, number][] = [
      [now - 100 * DAY, now + 3_600_000], // up to an hour from now
      [now - 100 * DAY - 5 * 3_600_000, now + 10 * DAY], // ends in ten days
      [now - 190 * DAY, now + 60_000], // the whole history
      [now - 100 * DAY, now - 35 * 60_000], // before the last response: the end edge's days
    ];
    for (const [fromMs, toMs] of ranges) {
      const [from, to] = [new Date(fromMs).toISOString(), new Date(toMs).toISOString()];
      const want = ops.map(
        (op) =>
          new Set(
            answered
              .filter((r) => r.uid === op.uid && r.at >= fromMs && r.at < toMs)
              .map((r) => r.chat),
          ).size,
      );
      expect(want[1]).toBeGreaterThan(5);
      const got = await chatsAnsweredOf(admin, ops, from, to, ['qt']);
      expect(got, `${from} – ${to}`).toEqual(want);
    }
  });
});

describe('GET /statistics/operators (Admin)', () => {
  it('answers each operator’s figures over the range', async () => {
    const res = await get(`/statistics/operators${range('&locales=qa')}`, 'admin');
    expect(res.status).toBe(200);
    const op1 = res.body.rows.find((r: { uid: string }) => r.uid === users.op1.uid);
    expect(op1).toEqual({
      uid: users.op1.uid,
      name: `Test ${users.op1.uid}`,
      chatsAnswered: 2,
      messagesSent: 4,
      responseMedianS: 120,
      // percentile_cont over 30, 120, 600: 120 + 0.8 × 480
      responseP90S: 504,
      claimsTaken: 2,
      claimsExpired: 1,
      onlineS: 4 * 3600,
      claimedS: 90 * 60,
      // claimed while online: 10:00–10:30 and 12:30–13:00 = 1 h of 4 h
      occupancy: 0.25,
      score: null,
    });
    const op2 = res.body.rows.find((r: { uid: string }) => r.uid === users.op2.uid);
    expect(op2).toMatchObject({
      chatsAnswered: 1,
      messagesSent: 1,
      responseMedianS: 60,
      responseP90S: 60,
    });
    // An operator of the locale without activity is listed with zeros.
    const idle = res.body.rows.find((r: { uid: string }) => r.uid === users.operator.uid);
    expect(idle).toMatchObject({
      chatsAnswered: 0,
      messagesSent: 0,
      responseMedianS: null,
      occupancy: null,
    });
    // Nobody of locale qb only.
    expect(res.body.rows.some((r: { uid: string }) => r.uid === users.op3.uid)).toBe(false);
    expect(res.body.scope).toEqual({ ...DAY, tz: 'UTC', locales: ['qa'] });
  });

  it('counts nothing outside the range', async () => {
    const res = await get(
      `/statistics/operators${range('&locales=qa', { from: '2026-01-06T00:00:00Z', to: '2026-01-07T00:00:00Z' })}`,
      'admin',
    );
    const op1 = res.body.rows.find((r: { uid: string }) => r.uid === users.op1.uid);
    expect(op1).toMatchObject({ chatsAnswered: 0, messagesSent: 0, claimsTaken: 0, onlineS: 0 });
  });

  it('streams the whole result as CSV', async () => {
    const res = await get(`/statistics/operators${range('&locales=qa&format=csv')}`, 'admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'uid,name,chats_answered,messages_sent,response_median_s,response_p90_s,claims_taken,claims_expired,online_s,claimed_s,occupancy,score',
    );
    expect(lines).toContain(
      `${users.op1.uid},Test ${users.op1.uid},2,4,120,504,2,1,14400,5400,0.25,`,
    );
  });

  it('refuses other roles, locales outside the geos and bad input', async () => {
    expect((await get(`/statistics/operators${range()}`, 'manager')).status).toBe(403);
    expect((await get(`/statistics/operators${range()}`, 'operator')).status).toBe(403);
    expect((await get(`/statistics/operators${range('&locales=nl')}`, 'admin')).status).toBe(403);
    const bad = async (query: string, field: string) => {
      const res = await get(`/statistics/operators${query}`, 'admin');
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toMatch(new RegExp(`^${field}`));
    };
    await bad('?from=yesterday', 'from');
    await bad(`?from=${DAY.to}&to=${DAY.from}`, 'to');
    await bad('?from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'from');
    await bad('?tz=Mars/Base', 'tz');
    await bad('?locales=NL', 'locales');
    await bad('?format=xml', 'format');
  });
});

describe('GET /statistics/messages (Admin, Manager)', () => {
  it('counts messages per day, locale, domain and sender type', async () => {
    const res = await get(`/statistics/messages${range('&locales=qa')}`, 'manager');
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      { bucket: '2026-01-05', locale: 'qa', domain: 'a.test', senderType: 'agent', messages: 3 },
      { bucket: '2026-01-05', locale: 'qa', domain: 'a.test', senderType: 'customer', messages: 3 },
      { bucket: '2026-01-05', locale: 'qa', domain: 'b.test', senderType: 'agent', messages: 2 },
      { bucket: '2026-01-05', locale: 'qa', domain: 'b.test', senderType: 'customer', messages: 2 },
    ]);
  });

  it('counts per hour of the asked time zone', async () => {
    const res = await get(
      `/statistics/messages${range('&locales=qa&bucket=hour&tz=Asia%2FTokyo')}`,
      'admin',
    );
    expect(
      res.body.rows.map((r: { bucket: string; messages: number }) => [r.bucket, r.messages]),
    ).toEqual([
      ['2026-01-05T19:00', 3],
      ['2026-01-05T19:00', 3],
      ['2026-01-05T20:00', 2],
      ['2026-01-05T20:00', 2],
    ]);
  });

  it('answers per hour up to 31 days and refuses it, naming bucket, beyond', async () => {
    const month = { from: '2025-12-06T00:00:00.000Z', to: '2026-01-06T00:00:00.000Z' };
    const ok = await get(`/statistics/messages${range('&locales=qa&bucket=hour', month)}`, 'admin');
    expect(ok.status).toBe(200);
    expect(ok.body.bucket).toBe('hour');
    const longer = { from: '2025-12-05T00:00:00.000Z', to: month.to };
    const refused = await get(
      `/statistics/messages${range('&locales=qa&bucket=hour', longer)}`,
      'admin',
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('bucket');
    expect(JSON.stringify(refused.body)).toContain(STATISTICS_MESSAGES.hourlyTooLong(31));
    const byDay = await get(`/statistics/messages${range('&locales=qa', longer)}`, 'admin');
    expect(byDay.status).toBe(200);
    expect(byDay.body.rows.reduce((n: number, r: { messages: number }) => n + r.messages, 0)).toBe(
      10,
    );
  });

  it('answers the queues chart per hour up to 31 days, per day beyond; scores per week beyond 92', async () => {
    const month = { from: '2025-12-06T00:00:00.000Z', to: '2026-01-06T00:00:00.000Z' };
    const hourly = await get(`/statistics/queues${range('&locales=qa', month)}`, 'admin');
    expect(hourly.body.unit).toBe('hour');
    const longer = { from: '2025-12-05T00:00:00.000Z', to: month.to };
    const daily = await get(`/statistics/queues${range('&locales=qa', longer)}`, 'admin');
    expect(daily.body.unit).toBe('day');
    for (const h of daily.body.hours) expect(h.hour).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const quarter = { from: '2025-10-05T23:00:00.000Z', to: month.to };
    const days = await get(`/statistics/scores${range('&locales=qa', quarter)}`, 'admin');
    expect(days.body.trendUnit).toBe('day');
    const year = { from: '2025-01-06T00:00:00.000Z', to: month.to };
    const weeks = await get(`/statistics/scores${range('&locales=qa', year)}`, 'admin');
    expect(weeks.body.trendUnit).toBe('week');
    // 5 January 2026 is a Monday: the week's point is labelled by it.
    const points = weeks.body.rows.flatMap((r: { trend: { day: string }[] }) => r.trend);
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) expect(new Date(`${p.day}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('refuses an operator', async () => {
    expect((await get(`/statistics/messages${range()}`, 'operator')).status).toBe(403);
  });
});

describe('GET /statistics/chat and its details (Admin, Manager)', () => {
  it('lists the chats active in the range, newest first, with their operators', async () => {
    const res = await get(`/statistics/chat${range('&locales=qa')}`, 'manager');
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { id: string }) => r.id)).toEqual(['chat-b', 'chat-a']);
    const b = res.body.rows[0];
    expect(b).toMatchObject({
      status: 'finished',
      customerName: 'Customer chat-b',
      profileName: 'Profile chat-b',
      lastMessageAt: at('11:20:00'),
    });
    expect([...b.operators].sort()).toEqual(
      [`Name ${users.op1.uid}`, `Name ${users.op2.uid}`].sort(),
    );
    expect(res.body.nextCursor).toBeNull();
  });

  it('pages with a cursor and refuses a forged one', async () => {
    const stats = new StatisticsService(server.handle.db);
    const scope = {
      tenantId: 'tenant-demo',
      locales: ['qa'],
      ...DAY,
      tz: 'UTC',
      now: new Date().toISOString(),
    };
    const first = await stats.chats(scope, { limit: 1 });
    expect(first.rows.map((r) => r.id)).toEqual(['chat-b']);
    const second = await stats.chats(scope, { limit: 1, cursor: first.nextCursor! });
    expect(second.rows.map((r) => r.id)).toEqual(['chat-a']);
    expect(second.nextCursor).toBeNull();
    const forged = await get(`/statistics/chat${range('&locales=qa&cursor=abc')}`, 'admin');
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toMatch(/^cursor/);
  });

  it('exports every chat as CSV', async () => {
    const res = await get(`/statistics/chat${range('&locales=qa&format=csv')}`, 'admin');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^chat-b,qa,b\.test,Customer chat-b,/);
  });

  it('shows a chat with a page of 15 messages, its logbook and verdicts', async () => {
    const history: [string, 'customer' | 'agent', string?][] = Array.from(
      { length: 20 },
      (_, i) => [
        `14:${String(i).padStart(2, '0')}:00`,
        i % 2 === 0 ? 'customer' : 'agent',
        i % 2 === 0 ? undefined : users.op2.uid,
      ],
    );
    await historyChat('chat-f', 'a.test', history);
    await server.handle.db.insert(chatLogs).values({
      id: randomUUID(),
      chatId: 'chat-f',
      tenantId: 'tenant-demo',
      locale: 'qa',
      concerning: 'customer',
      category: 'hobbies',
      content: 'Likes sailing',
      createdBy: users.op2.uid,
    });
    await server.handle.db
      .update(messages)
      .set({ abuseModificationData: { modified_content: 'hidden', modified_by: 'moderator-1' } })
      .where(eq(messages.id, 'chat-f-3'));
    const res = await get('/statistics/chat/qa/chat-f', 'manager');
    expect(res.status).toBe(200);
    expect(res.body.messages).toHaveLength(15);
    expect(res.body.messages[0].id).toBe('chat-f-6');
    expect(res.body.hasMore).toBe(true);
    expect(res.body.logs).toHaveLength(1);
    expect(res.body.abuseVerdicts).toEqual([
      { messageId: 'chat-f-3', status: 'modified', checkedBy: 'moderator-1', checkedAt: null },
    ]);
    const before = encodeURIComponent(res.body.messages[0].createdAt);
    const older = await get(`/statistics/chat/qa/chat-f?before=${before}`, 'manager');
    expect(older.body.messages.map((m: { id: string }) => m.id)).toEqual([
      'chat-f-1',
      'chat-f-2',
      'chat-f-3',
      'chat-f-4',
      'chat-f-5',
    ]);
    expect(older.body.hasMore).toBe(false);
  });

  it('refuses a geo outside the user’s, a chat of another locale, and an abuse checker', async () => {
    expect((await get('/statistics/chat/nl/chat-a', 'manager')).status).toBe(403);
    expect((await get('/statistics/chat/qb/chat-a', 'manager')).status).toBe(404);
    expect((await get('/statistics/chat/qa/chat-a', 'checker')).status).toBe(403);
    expect((await get('/statistics/chat/QA/chat-a', 'manager')).status).toBe(400);
  });
});

describe('abuse verdicts (the abuse review) in the chat review and the scores', () => {
  beforeAll(async () => {
    await server.handle.db.insert(flaggedItems).values({
      id: 'chat-a-2',
      tenantId: 'tenant-demo',
      kind: 'message',
      locale: 'qa',
      chatId: 'chat-a',
      senderId: users.op1.uid,
      senderName: 'op1',
      text: 'message 2',
      textKey: 'message 2',
      matchedWords: ['message'],
      itemCreatedAt: at('10:00:30'),
      flaggedAt: at('10:00:31'),
      status: 'abuse',
      checkedBy: 'checker-1',
      checkedAt: at('12:00:00'),
    });
  });

  it('lists the review’s verdicts on the chat’s messages', async () => {
    const res = await get('/statistics/chat/qa/chat-a', 'admin');
    expect(res.body.abuseVerdicts).toEqual([
      { messageId: 'chat-a-2', status: 'abuse', checkedBy: 'checker-1', checkedAt: at('12:00:00') },
    ]);
  });

  it('scores with all three parts once something was judged', async () => {
    const res = await get(`/statistics/scores${range('&locales=qa')}`, 'admin');
    const op1 = res.body.rows.find((r: { uid: string }) => r.uid === users.op1.uid);
    // Replies within 120 s: 30 and 120 of 30, 120, 600; claims: 1 answered, 1 ran out; 1 message
    // judged abuse of 4 sent: round(100 × (0.5 × 2/3 + 0.3 × 0.5 + 0.2 × 0.75)) = 63.
    expect(op1).toMatchObject({ answerRate: 0.5, abuseShare: 0.25, score: 63 });
    expect(op1.withinTargetShare).toBeCloseTo(2 / 3, 10);
    expect(op1.trend).toEqual([{ day: '2026-01-05', score: 63 }]);
    const op2 = res.body.rows.find((r: { uid: string }) => r.uid === users.op2.uid);
    expect(op2).toMatchObject({
      withinTargetShare: 1,
      answerRate: null,
      abuseShare: null,
      score: 100,
    });
  });
});

describe('GET /statistics/pokes (Admin) and /statistics/pokers (Admin, Manager, Poker)', () => {
  beforeAll(async () => {
    const poke = (
      id: string,
      agent: { uid: string },
      scheduled: string,
      status: string,
      profile: string,
      targets: unknown,
    ) => ({
      id,
      tenantId: 'tenant-demo',
      locale: 'qa',
      agent: { id: agent.uid, name: `Poker ${agent.uid}` },
      domain: 'a.test',
      domains: ['a.test'],
      type: 'poke',
      strategy: 'default',
      originType: 'legacy',
      scheduled,
      filters: {},
      message: { content: 'hi' },
      profile: { id: profile, name: profile },
      targets: targets as Record<string, unknown>,
      status,
      createdAt: scheduled,
    });
    await server.handle.db.insert(pokes).values([
      poke('p1', users.poker, at('09:00:00'), 'done', 'Anna', {
        estimate: 100,
        targetsPerDomain: [
          { site: 'a.test', estimate: 60, reached: 50 },
          { site: 'b.test', estimate: 40, reached: 30 },
        ],
      }),
      poke('p2', users.poker, at('15:00:00'), 'cancelled', 'Anna', {
        estimate: 10,
        targetsPerDomain: [{ site: 'a.test', estimate: 10 }],
      }),
      poke('p3', users.poker2, '2026-01-06T08:00:00.000Z', 'mixed', 'Bea', {
        estimate: 5,
        targetsPerDomain: [{ site: 'a.test', estimate: 5, reached: 5 }],
      }),
    ]);
  });
  const twoDays = { from: DAY.from, to: '2026-01-07T00:00:00.000Z' };

  /**
   * Deliveries and replies (chats in locale qc, which no figure of qa counts): p1 reaches pa1 and
   * pa2 on a.test and pa3 on b.test at 09:00; pa1's customer writes twice after it (one answer),
   * pa2's never, pa3's before (not an answer) and after (an answer). pa4 got p1 too, then p3 on
   * the 6th, and its customer answers after p3: an answer to p3, not p1. pa5's delivery of p1 was
   * skipped, so its customer's message answers nothing. Answers: p1 a.test 1, b.test 1; p3 1.
   */
  beforeAll(async () => {
    const chat = (id: string, site: string, pokeId: string) => ({
      id,
      tenantId: 'tenant-demo',
      locale: 'qc',
      domain: site,
      customer: { id: `cust-${id}`, name: `Customer ${id}` },
      profile: { id: 'Anna', name: 'Anna' },
      createdAt: at('09:00:00'),
      updatedAt: at('09:00:00'),
      lastMessageAt: at('09:00:00'),
      lastSenderType: 'agent',
      origin: { type: 'poke', pokeId },
    });
    const delivery = (pokeId: string, chatId: string, site: string, createdAt: string) => ({
      pokeId,
      customerId: `cust-${chatId}`,
      runId: `run-${pokeId}`,
      tenantId: 'tenant-demo',
      locale: 'qa',
      site,
      outcome: 'sent' as const,
      chatId,
      messageId: `${pokeId}-${chatId}`,
      createdAt,
    });
    let n = 0;
    const reply = (chatId: string, createdAt: string) =>
      server.handle.db.insert(messages).values({
        id: `reply-${chatId}-${++n}`,
        chatId,
        tenantId: 'tenant-demo',
        locale: 'qc',
        content: 'hoi',
        senderType: 'customer',
        senderId: `cust-${chatId}`,
        createdAt,
      });
    await server.handle.db
      .insert(chats)
      .values([
        chat('pa1', 'a.test', 'p1'),
        chat('pa2', 'a.test', 'p1'),
        chat('pa3', 'b.test', 'p1'),
        chat('pa4', 'a.test', 'p1'),
        chat('pa5', 'a.test', 'p1'),
      ]);
    await reply('pa3', at('08:00:00'));
    await server.handle.db.insert(pokeDeliveries).values([
      delivery('p1', 'pa1', 'a.test', at('09:00:00')),
      delivery('p1', 'pa2', 'a.test', at('09:00:00')),
      delivery('p1', 'pa3', 'b.test', at('09:00:00')),
      delivery('p1', 'pa4', 'a.test', at('09:00:00')),
      {
        ...delivery('p1', 'pa5', 'a.test', at('09:00:00')),
        outcome: 'skipped',
        reason: 'in_conversation',
        chatId: null,
        messageId: null,
      },
    ]);
    await reply('pa1', at('09:05:00'));
    await reply('pa1', at('09:10:00'));
    await reply('pa3', at('10:00:00'));
    await reply('pa5', at('10:00:00'));
    await server.handle.db
      .update(chats)
      .set({ origin: { type: 'poke', pokeId: 'p3' } as { type: string } })
      .where(eq(chats.id, 'pa4'));
    await server.handle.db
      .insert(pokeDeliveries)
      .values(delivery('p3', 'pa4', 'a.test', '2026-01-06T08:00:00.000Z'));
    await reply('pa4', '2026-01-06T09:00:00.000Z');
  });

  it('counts pokes per day and per profile and domain', async () => {
    const res = await get(`/statistics/pokes${range('&locales=qa', twoDays)}`, 'admin');
    expect(res.status).toBe(200);
    expect(res.body.days).toEqual([
      { day: '2026-01-05', pokes: 2, sent: 1, audience: 110, reached: 80 },
      { day: '2026-01-06', pokes: 1, sent: 1, audience: 5, reached: 5 },
    ]);
    expect(res.body.rows).toEqual([
      {
        profile: 'Anna',
        domain: 'a.test',
        pokes: 2,
        sent: 1,
        audience: 70,
        reached: 50,
        answers: 1,
        answerRate: 1 / 50,
      },
      {
        profile: 'Anna',
        domain: 'b.test',
        pokes: 1,
        sent: 1,
        audience: 40,
        reached: 30,
        answers: 1,
        answerRate: 1 / 30,
      },
      {
        profile: 'Bea',
        domain: 'a.test',
        pokes: 1,
        sent: 1,
        audience: 5,
        reached: 5,
        answers: 1,
        answerRate: 1 / 5,
      },
    ]);
    expect((await get(`/statistics/pokes${range()}`, 'manager')).status).toBe(403);
  });

  it('answers per poker; a poker sees their own row only', async () => {
    const all = await get(`/statistics/pokers${range('&locales=qa', twoDays)}`, 'manager');
    expect(
      all.body.rows
        .map(
          (r: {
            uid: string;
            created: number;
            sent: number;
            audience: number;
            reached: number;
            answers: number;
            answerRate: number | null;
          }) => [r.uid, r.created, r.sent, r.audience, r.reached, r.answers, r.answerRate],
        )
        .sort(),
    ).toEqual(
      [
        [users.poker.uid, 2, 1, 110, 80, 2, 2 / 80],
        [users.poker2.uid, 1, 1, 5, 5, 1, 1 / 5],
      ].sort(),
    );
    const own = await get(`/statistics/pokers${range('', twoDays)}`, 'poker');
    expect(own.body.rows.map((r: { uid: string }) => r.uid)).toEqual([users.poker.uid]);
    expect((await get(`/statistics/pokers${range()}`, 'operator')).status).toBe(403);
  });
});

describe('claims, replies and queues through the API (locale qb, now)', () => {
  const live = liveClients(() => server);
  afterAll(() => live.closeAll());
  const domain = 'flirt-nl.demo.test';
  const now = () => server.now().getTime();
  let started: string;

  beforeAll(async () => {
    started = new Date(now() - 3_600_000).toISOString();
    const { op3 } = users;
    const claim = (id: string) =>
      server.call('POST', `/chats/${id}/claim`, { token: op3.token, body: { domain } });
    // Waited 90 s, claimed, answered.
    const c = await insertWaitingChat(server.handle.db, {
      locale: 'qb',
      lastMessageAt: new Date(now() - 90_000),
    });
    expect((await claim(c)).status).toBe(200);
    const sent = await server.call('POST', '/message/send', {
      token: op3.token,
      body: {
        chatDocumentId: c,
        domain,
        message: { senderType: 'agent', senderId: op3.uid, content: 'Hi' },
        metadata: {},
      },
    });
    expect(sent.status).toBe(200);
    // Waited 30 s, claimed, released.
    const d = await insertWaitingChat(server.handle.db, {
      locale: 'qb',
      lastMessageAt: new Date(now() - 30_000),
    });
    expect((await claim(d)).status).toBe(200);
    expect((await server.call('POST', `/chats/${d}/release`, { token: op3.token })).status).toBe(
      200,
    );
    // Waited 10 s, claimed, ran out.
    const e = await insertWaitingChat(server.handle.db, {
      locale: 'qb',
      lastMessageAt: new Date(now() - 10_000),
    });
    expect((await claim(e)).status).toBe(200);
    await server.handle.db
      .update(chats)
      .set({ claimExpiresAt: new Date(Date.now() - 1_000).toISOString() })
      .where(eq(chats.id, e));
    expect(await server.deps.chats.sweepExpiredClaims()).toBeGreaterThanOrEqual(1);
    // One chat still waits.
    await insertWaitingChat(server.handle.db, {
      locale: 'qb',
      lastMessageAt: new Date(now() - 5_000),
    });
  });
  const window = () => ({ from: started, to: new Date(now() + 3_600_000).toISOString() });

  it('records each claim’s outcome', async () => {
    const rows = await server.handle.db
      .select({ outcome: statsClaims.outcome })
      .from(statsClaims)
      .where(eq(statsClaims.operatorId, users.op3.uid))
      .orderBy(statsClaims.claimedAt);
    expect(rows.map((r) => r.outcome)).toEqual(['answered', 'released', 'expired']);
  });

  it('answers the operator’s figures and scores', async () => {
    const res = await get(`/statistics/operators${range('&locales=qb', window())}`, 'admin');
    const op3 = res.body.rows.find((r: { uid: string }) => r.uid === users.op3.uid);
    expect(op3).toMatchObject({
      chatsAnswered: 1,
      messagesSent: 1,
      claimsTaken: 3,
      claimsExpired: 1,
    });
    expect(op3.responseMedianS).toBeGreaterThanOrEqual(90);
    expect(op3.responseMedianS).toBeLessThan(100);
    const scores = await get(`/statistics/scores${range('&locales=qb', window())}`, 'admin');
    const mine = scores.body.rows.find((r: { uid: string }) => r.uid === users.op3.uid);
    // 1 reply within 120 s of 1, 1 answered claim of 2 ended by an answer or running out.
    expect(mine).toMatchObject({
      withinTargetShare: 1,
      answerRate: 0.5,
      abuseShare: null,
      score: 81,
    });
    expect(operatorScore({ withinTargetShare: 1, answerRate: 0.5, abuseShare: null })).toBe(81);
    expect((await get(`/statistics/scores${range()}`, 'manager')).status).toBe(403);
  });

  it('answers the queues: waiting now, claims and the wait before them', async () => {
    const res = await get(`/statistics/queues${range('&locales=qb', window())}`, 'manager');
    expect(res.status).toBe(200);
    const nsfw = res.body.rows.find((r: { pool: string }) => r.pool === 'NSFW');
    // The released chat, the one whose claim ran out, and the one never claimed wait.
    expect(nsfw).toMatchObject({ locale: 'qb', waitingNow: 3, claims: 3 });
    // Waits of about 90, 30 (the released chat waits again since its message) and 10 s.
    expect(nsfw.waitMedianS).toBeGreaterThanOrEqual(30);
    expect(nsfw.waitMedianS).toBeLessThan(40);
    expect(res.body.rows).toHaveLength(3);
    expect(res.body.hours.reduce((sum: number, h: { claims: number }) => sum + h.claims, 0)).toBe(
      3,
    );
    // The hand-made claims of 5 January: waits of 120 and 60 s.
    const qa = await get(`/statistics/queues${range('&locales=qa')}`, 'admin');
    expect(qa.body.rows.find((r: { pool: string }) => r.pool === 'NSFW')).toMatchObject({
      claims: 2,
      waitMedianS: 90,
      waitP90S: 114,
    });
    expect((await get(`/statistics/queues${range()}`, 'operator')).status).toBe(403);
  });

  it('answers an operator their own statistics with a trend and timeline', async () => {
    const res = await get(`/personal-stats${range('&locales=qb', window())}`, 'op3');
    expect(res.status).toBe(200);
    expect(res.body.figures).toMatchObject({
      uid: users.op3.uid,
      messagesSent: 1,
      chatsAnswered: 1,
    });
    expect(
      res.body.trend.reduce((sum: number, d: { messagesSent: number }) => sum + d.messagesSent, 0),
    ).toBe(1);
    expect((await get(`/personal-stats${range()}`, 'manager')).status).toBe(403);
    expect((await get(`/personal-stats${range('&locales=qa')}`, 'op3')).status).toBe(403);
  });

  it('cuts an operator’s online time into claims and idle time', async () => {
    const res = await get(
      `/statistics/operators/${users.op1.uid}/timeline${range('&locales=qa')}`,
      'admin',
    );
    expect(res.status).toBe(200);
    expect(res.body.timeline).toEqual([
      { state: 'idle', from: at('09:00:00'), to: at('10:00:00') },
      { state: 'claim', from: at('10:00:00'), to: at('10:30:00') },
      { state: 'idle', from: at('10:30:00'), to: at('12:30:00') },
      { state: 'claim', from: at('12:30:00'), to: at('13:30:00') },
    ]);
    expect((await get(`/statistics/operators/nobody/timeline${range()}`, 'admin')).status).toBe(
      404,
    );
  });

  it('shows the chats claimed now, live, to a manager and an abuse checker', async () => {
    const snapshot = await get('/statistics/live-conversations?locales=qb', 'checker');
    expect(snapshot.status).toBe(200);
    expect(snapshot.body.rows).toEqual([]);
    expect((await get('/statistics/live-conversations', 'operator')).status).toBe(403);
    const client = await live.connect(users.manager.token);
    const ack = await client.subscribe('live', 'stats.live-conversations', { locales: ['qb'] });
    expect(ack.ok).toBe(true);
    expect(await client.next('live')).toEqual([]);
    const waiting = await insertWaitingChat(server.handle.db, { locale: 'qb' });
    const claimed = await server.call('POST', `/chats/${waiting}/claim`, {
      token: users.op3.token,
      body: { domain },
    });
    expect(claimed.status).toBe(200);
    const changes = await client.next('live');
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'added',
        row: expect.objectContaining({
          id: waiting,
          claimedBy: users.op3.uid,
          operatorName: `Test ${users.op3.uid}`,
        }),
      }),
    ]);
    const refused = await (
      await live.connect(users.operator.token)
    ).subscribe('x', 'stats.live-conversations', { locales: ['qa'] });
    expect(refused.ok).toBe(false);
  });
});

describe('poke answers of a poke the dispatcher sent (locale nl)', () => {
  beforeAll(() => addTestSites(server));

  it('counts a customer reply after the delivery once, in pokes and pokers', async () => {
    const admin = await server.tokenFor('demo-admin');
    const tag = tagged();
    const [first, second] = await addCustomers(server, tag, 2);
    const poke = await createPoke(server, admin, await pokeBody(server, tag));
    await server.deps.dispatcher.drain();
    const deliveries = await deliveriesOf(server, poke.id);
    expect(deliveries.map((d) => [d.customerId, d.outcome])).toEqual([
      [first, 'sent'],
      [second, 'sent'],
    ]);
    const around = {
      from: new Date(server.now().getTime() - 3_600_000).toISOString(),
      to: new Date(server.now().getTime() + 3_600_000).toISOString(),
    };
    const read = async () => {
      const pokesRes = await server.call(
        'GET',
        `/statistics/pokes${range('&locales=nl', around)}`,
        {
          token: admin,
        },
      );
      const pokersRes = await server.call(
        'GET',
        `/statistics/pokers${range('&locales=nl', around)}`,
        { token: admin },
      );
      expect(pokesRes.status).toBe(200);
      const row = (pokesRes.body.rows as { domain: string; answers: number; reached: number }[])
        .filter((r) => r.domain === SITE_A)
        .reduce(
          (sum, r) => ({ answers: sum.answers + r.answers, reached: sum.reached + r.reached }),
          {
            answers: 0,
            reached: 0,
          },
        );
      const pokers = (pokersRes.body.rows as { answers: number }[]).reduce(
        (sum, r) => sum + r.answers,
        0,
      );
      return { ...row, pokers };
    };
    const before = await read();
    server.advance(1_000);
    await answer(server, deliveries[0]!.chatId!, first!);
    await answer(server, deliveries[0]!.chatId!, first!);
    const after = await read();
    expect(after.answers - before.answers).toBe(1);
    expect(after.pokers - before.pokers).toBe(1);
    expect(after.reached).toBe(before.reached);
    // The poke page's report says the same of its send: one of the two answered.
    const report = await server.call('GET', `/pokes/nl/${poke.id}/sending`, { token: admin });
    expect(report.body.data.runs[0].sites[0]).toMatchObject({ sent: 2, answered: 1 });
  });

  it('counts each run of a recurring poke as a send with its own reached and answers, and the next schedule with none', async () => {
    const poker = await server.tokenFor('demo-poker');
    const admin = await server.tokenFor('demo-admin');
    const tag = tagged();
    await addCustomers(server, tag, 2);
    const inMinutes = (m: number) => new Date(server.now().getTime() + m * 60_000).toISOString();
    const scheduled = inMinutes(30);
    const first = Date.parse(scheduled);
    // The range holds the three days of the recurring poke; figures are read before and after.
    const window = {
      from: new Date(first - 3_600_000).toISOString(),
      to: new Date(first + 3 * 86_400_000).toISOString(),
    };
    type Day = { day: string; pokes: number; sent: number; audience: number; reached: number };
    type Figures = { pokes: number; sent: number; reached: number; answers: number };
    const read = async () => {
      const pokesRes = await server.call(
        'GET',
        `/statistics/pokes${range('&locales=nl', window)}`,
        {
          token: admin,
        },
      );
      const pokersRes = await server.call(
        'GET',
        `/statistics/pokers${range('&locales=nl', window)}`,
        {
          token: admin,
        },
      );
      expect(pokesRes.status).toBe(200);
      expect(pokersRes.status).toBe(200);
      const rows = pokesRes.body.rows as Figures[];
      const pokers = pokersRes.body.rows as Omit<Figures, 'pokes'>[];
      const sum = <T>(list: T[], key: keyof T) => list.reduce((n, row) => n + Number(row[key]), 0);
      return {
        days: new Map((pokesRes.body.days as Day[]).map((d) => [d.day, d])),
        totals: {
          pokes: sum(rows, 'pokes'),
          sent: sum(rows, 'sent'),
          reached: sum(rows, 'reached'),
          answers: sum(rows, 'answers'),
        },
        pokers: {
          sent: sum(pokers, 'sent'),
          reached: sum(pokers, 'reached'),
          answers: sum(pokers, 'answers'),
        },
      };
    };
    const before = await read();

    const original = await createPoke(
      server,
      poker,
      await pokeBody(server, tag, { scheduled: inMinutes(60) }),
    );
    const converted = await server.call('POST', `/pokes/nl/${original.id}/recurring`, {
      token: poker,
      body: { frequency: { day: 1, limit: 3 }, scheduled, lastLogin: 7 },
    });
    expect(converted.status).toBe(201);
    const recurring = converted.body.data as { id: string; scheduled: string };
    expect(Date.parse(recurring.scheduled)).toBe(first);
    expect((await server.call('DELETE', `/pokes/nl/${original.id}`, { token: poker })).status).toBe(
      200,
    );

    server.advance(30 * 60_000 + 1_000);
    await server.deps.dispatcher.drain();
    const [newcomer] = await addCustomers(server, tag, 1, {
      lastLoginAt: new Date(server.now().getTime() + 86_400_000 - 3_600_000).toISOString(),
    });
    server.advance(86_400_000);
    await server.deps.dispatcher.drain();
    expect((await readPoke(server, poker, recurring.id)).status).toBe('scheduled');
    const second = (await deliveriesOf(server, recurring.id)).find(
      (d) => d.customerId === newcomer,
    );
    expect(second?.outcome).toBe('sent');
    server.advance(1_000);
    await answer(server, second!.chatId!, newcomer!);
    const after = await read();

    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    const delta = (at: number) => {
      const was = before.days.get(day(at));
      const now = after.days.get(day(at));
      return {
        pokes: (now?.pokes ?? 0) - (was?.pokes ?? 0),
        sent: (now?.sent ?? 0) - (was?.sent ?? 0),
        reached: (now?.reached ?? 0) - (was?.reached ?? 0),
      };
    };
    // Day one: the first run reached both customers; day two: the second run reached the
    // newcomer only (the others had it); day three: the next run, scheduled, nothing reached yet.
    expect(delta(first)).toEqual({ pokes: 1, sent: 1, reached: 2 });
    expect(delta(first + 86_400_000)).toEqual({ pokes: 1, sent: 1, reached: 1 });
    expect(delta(first + 2 * 86_400_000)).toEqual({ pokes: 1, sent: 0, reached: 0 });
    const change = (key: keyof Figures) => after.totals[key] - before.totals[key];
    expect({
      pokes: change('pokes'),
      sent: change('sent'),
      reached: change('reached'),
      answers: change('answers'),
    }).toEqual({ pokes: 3, sent: 2, reached: 3, answers: 1 });
    // The pokers' figures add up to the pokes screen's.
    expect(after.pokers).toEqual({
      sent: after.totals.sent,
      reached: after.totals.reached,
      answers: after.totals.answers,
    });
  });

  it("counts a poke's deliveries as the poke's messages, never as its author's replies", async () => {
    const admin = await server.tokenFor('demo-admin');
    const tag = tagged();
    await addCustomers(server, tag, 3);
    const around = {
      from: new Date(server.now().getTime() - 3_600_000).toISOString(),
      to: new Date(server.now().getTime() + 3_600_000).toISOString(),
    };
    const read = async () => {
      const [operators, volume, chatList] = await Promise.all(
        ['operators', 'messages', 'chat'].map((child) =>
          server.call('GET', `/statistics/${child}${range('&locales=nl', around)}`, {
            token: admin,
          }),
        ),
      );
      expect([operators!.status, volume!.status, chatList!.status]).toEqual([200, 200, 200]);
      const byType = (type: string) =>
        (volume!.body.rows as { senderType: string; domain: string; messages: number }[])
          .filter((row) => row.senderType === type && row.domain === SITE_A)
          .reduce((sum, row) => sum + row.messages, 0);
      const adminRow = (operators!.body.rows as { uid: string; messagesSent: number }[]).find(
        (row) => row.uid === 'demo-admin',
      );
      return {
        agent: byType('agent'),
        poke: byType('poke'),
        adminSent: adminRow?.messagesSent ?? 0,
        chats: chatList!.body.rows as {
          id: string;
          status: string;
          operators: string[];
          lastSenderType: string;
        }[],
      };
    };
    const before = await read();
    const poke = await createPoke(server, admin, await pokeBody(server, tag));
    await server.deps.dispatcher.drain();
    const deliveries = await deliveriesOf(server, poke.id);
    expect(deliveries.filter((d) => d.outcome === 'sent')).toHaveLength(3);
    const after = await read();
    expect({
      agent: after.agent - before.agent,
      poke: after.poke - before.poke,
      adminSent: after.adminSent - before.adminSent,
    }).toEqual({ agent: 0, poke: 3, adminSent: 0 });
    // The chats the poke opened wait for nobody: finished, with no operator, until one claims.
    const opened = after.chats.filter((chat) => deliveries.some((d) => d.chatId === chat.id));
    expect(opened).toHaveLength(3);
    for (const chat of opened) {
      expect(chat).toMatchObject({ status: 'finished', operators: [], lastSenderType: 'poke' });
    }
  });
});
