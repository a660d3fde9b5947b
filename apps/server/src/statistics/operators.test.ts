import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorScore } from '@switchboard/domain';
import { createUser } from '../chats/test-support.js';
import { statsClaims, statsResponses } from '../db/schema.js';
import { percentileOf } from './periods.js';
import { StatisticsService } from './service.js';
import { rowsOf } from './sql.js';
import {
  server,
  users,
  DAY,
  range,
  get,
  insertResponses,
  chatsAnsweredOf,
  useStatisticsServer,
} from './statistics-support.js';

/**
 * The operators figure (and the scores and queues over the same rows): chats answered, messages,
 * claims, response times. Shared setup: statistics-support.ts.
 */

useStatisticsServer();

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
