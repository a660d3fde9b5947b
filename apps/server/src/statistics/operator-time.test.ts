import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../chats/test-support.js';
import { statsClaims, statsPresenceSessions } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { StatisticsService } from './service.js';
import { rowsOf } from './sql.js';

/**
 * Time online, time holding a claim and occupancy (FIGURES.md) from the per-day and per-month
 * rollup `stats_operator_time` plus the raw rows at the range's edges and of what is still open,
 * on hand-made sessions and claims in locale `qt` whose answers are worked out here.
 */

let server: TestServer;
const TENANT = 'tenant-demo';

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server.close();
});

const session = (uid: string, socketId: string, connectedAt: string, disconnectedAt?: string) =>
  server.handle.db.insert(statsPresenceSessions).values({
    socketId,
    tenantId: TENANT,
    uid,
    connectedAt,
    disconnectedAt: disconnectedAt ?? null,
  });

const claim = (
  uid: string,
  claimedAt: string,
  endedAt: string | null,
  extra: { expiresAt?: string; locale?: string } = {},
) =>
  server.handle.db
    .insert(statsClaims)
    .values({
      tenantId: TENANT,
      locale: extra.locale ?? 'qt',
      pool: 'NSFW',
      chatId: `qt-chat-${claimedAt}`,
      operatorId: uid,
      claimedAt,
      expiresAt: extra.expiresAt ?? null,
      endedAt,
      outcome: endedAt === null ? null : 'answered',
    })
    .returning();

const rollup = async (uid: string) =>
  (
    await rowsOf<Record<string, unknown>>(
      server.handle.db,
      sql`select unit, start, locale, online_s, claimed_s, claimed_online_s from stats_operator_time
        where tenant_id = ${TENANT} and uid = ${uid} order by unit, start, locale`,
    )
  ).map((r) => [
    r.unit,
    new Date(String(r.start)).toISOString().slice(0, 10),
    r.locale,
    Number(r.online_s),
    Number(r.claimed_s),
    Number(r.claimed_online_s),
  ]);

const scope = (from: string, to: string, now: string) => ({
  tenantId: TENANT,
  locales: ['qt'],
  from,
  to,
  tz: 'UTC',
  now,
});

describe('stats_operator_time', () => {
  it('credits a session and claims crossing midnight to each UTC day when they end', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qt']);
    // Two tabs: 22:00–02:00 and 23:00–01:00 (counted once), a claim 23:30–00:30 while online and
    // one 03:00–03:10 offline.
    await session(op.uid, 'qt-a1', '2026-03-01T22:00:00.000Z');
    await session(op.uid, 'qt-a2', '2026-03-01T23:00:00.000Z', '2026-03-02T01:00:00.000Z');
    await claim(op.uid, '2026-03-01T23:30:00.000Z', '2026-03-02T00:30:00.000Z');
    await claim(op.uid, '2026-03-02T03:00:00.000Z', '2026-03-02T03:10:00.000Z');
    // The second tab ended; the first is still open, so only what the ended rows cover is in.
    expect(await rollup(op.uid)).toEqual([
      ['day', '2026-03-01', '', 3600, 0, 0],
      ['day', '2026-03-01', 'qt', 0, 1800, 1800],
      ['day', '2026-03-02', '', 3600, 0, 0],
      ['day', '2026-03-02', 'qt', 0, 2400, 1800],
      ['month', '2026-03-01', '', 7200, 0, 0],
      ['month', '2026-03-01', 'qt', 0, 4200, 3600],
    ]);
    await server.handle.db
      .update(statsPresenceSessions)
      .set({ disconnectedAt: '2026-03-02T02:00:00.000Z' })
      .where(eq(statsPresenceSessions.socketId, 'qt-a1'));
    expect(await rollup(op.uid)).toEqual([
      ['day', '2026-03-01', '', 7200, 0, 0],
      ['day', '2026-03-01', 'qt', 0, 1800, 1800],
      ['day', '2026-03-02', '', 7200, 0, 0],
      ['day', '2026-03-02', 'qt', 0, 2400, 1800],
      ['month', '2026-03-01', '', 14_400, 0, 0],
      ['month', '2026-03-01', 'qt', 0, 4200, 3600],
    ]);
    // A session that goes away takes its time with it.
    await server.handle.db
      .delete(statsPresenceSessions)
      .where(eq(statsPresenceSessions.socketId, 'qt-a1'));
    expect((await rollup(op.uid)).filter((r) => r[0] === 'month')).toEqual([
      ['month', '2026-03-01', '', 7200, 0, 0],
      ['month', '2026-03-01', 'qt', 0, 4200, 3600],
    ]);

    const stats = new StatisticsService(server.handle.db);
    const [row] = await stats.operators(
      scope('2026-03-01T00:00:00.000Z', '2026-03-03T00:00:00.000Z', '2026-03-10T00:00:00.000Z'),
      op.uid,
    );
    expect(row).toMatchObject({ onlineS: 7200, claimedS: 4200, occupancy: 0.5 });
  });

  it('counts a session and a claim still open at read time until now (or the expiry)', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qt']);
    const now = '2026-04-12T12:00:00.000Z';
    await session(op.uid, 'qt-b1', '2026-04-09T10:00:00.000Z', '2026-04-11T11:00:00.000Z');
    await session(op.uid, 'qt-b2', '2026-04-10T10:00:00.000Z');
    await claim(op.uid, '2026-04-11T10:00:00.000Z', '2026-04-11T10:30:00.000Z');
    await claim(op.uid, '2026-04-12T11:00:00.000Z', null, {
      expiresAt: '2026-04-12T11:05:00.000Z',
    });
    const stats = new StatisticsService(server.handle.db);
    // Whole days only: online 9 Apr 10:00 → now, 74 h; claimed 30 + 5 min, all while online.
    const [whole] = await stats.operators(
      scope('2026-04-01T00:00:00.000Z', '2026-04-13T00:00:00.000Z', now),
      op.uid,
    );
    expect(whole).toMatchObject({
      onlineS: 74 * 3600,
      claimedS: 2100,
      occupancy: 2100 / (74 * 3600),
    });
    // Ragged edges: 9 Apr 12:00 → 12 Apr 11:02.
    const [ragged] = await stats.operators(
      scope('2026-04-09T12:00:00.000Z', '2026-04-12T11:02:00.000Z', now),
      op.uid,
    );
    expect(ragged).toMatchObject({
      onlineS: 71 * 3600 + 120,
      claimedS: 1920,
      occupancy: 1920 / (71 * 3600 + 120),
    });
  });

  it('answers over two months what the raw sessions and claims answer', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qt']);
    const now = '2026-03-05T00:00:00.000Z';
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const iso = (ms: number) => new Date(ms).toISOString();
    // Sessions of 1–13 h every ~17 h, some overlapping the next; a claim every ~5 h of 7–97 min,
    // a few in another locale; the last session and the last claim still open.
    let t = start;
    for (let i = 0; t < Date.parse(now) - 40 * 3_600_000; i += 1) {
      const length = (1 + ((i * 7) % 13)) * 3_600_000 + ((i * 131) % 3600) * 1000;
      await session(op.uid, `qt-c${i}`, iso(t), iso(t + length));
      t += 17 * 3_600_000 - (i % 3 === 0 ? 0 : (i * 997) % 7_200_000);
    }
    await session(op.uid, 'qt-c-open', iso(Date.parse(now) - 30 * 3_600_000));
    let c = start + 1_800_000;
    for (let i = 0; c < Date.parse(now) - 10 * 3_600_000; i += 1) {
      const length = (7 + ((i * 37) % 90)) * 60_000;
      await claim(op.uid, iso(c), iso(c + length), { locale: i % 9 === 0 ? 'qs' : 'qt' });
      c += 5 * 3_600_000 + ((i * 613) % 3_600_000);
    }
    await claim(op.uid, iso(Date.parse(now) - 3_600_000), null, {
      expiresAt: iso(Date.parse(now) - 3_000_000),
    });
    // A session and a claim that end later than written, and one of each that goes away.
    await server.handle.db
      .update(statsPresenceSessions)
      .set({ disconnectedAt: '2026-02-10T23:59:00.000Z' })
      .where(eq(statsPresenceSessions.socketId, 'qt-c20'));
    await server.handle.db
      .delete(statsPresenceSessions)
      .where(eq(statsPresenceSessions.socketId, 'qt-c30'));
    await server.handle.db
      .delete(statsClaims)
      .where(eq(statsClaims.chatId, `qt-chat-${iso(start + 1_800_000)}`));

    const raw = async (from: string, to: string) => {
      const [row] = await rowsOf<{ online: number; claimed: number; both: number }>(
        server.handle.db,
        sql`with w as (select tstzmultirange(tstzrange(${from}::timestamptz, ${to}::timestamptz)) as w),
          s as (select range_agg(tstzrange(connected_at, coalesce(disconnected_at, ${now}::timestamptz))) as r
            from stats_presence_sessions where uid = ${op.uid}),
          c as (select range_agg(tstzrange(claimed_at, coalesce(ended_at,
              least(expires_at, ${now}::timestamptz)))) as r
            from stats_claims where operator_id = ${op.uid} and locale = 'qt')
        select stats_seconds(s.r * w.w) as online, stats_seconds(c.r * w.w) as claimed,
          stats_seconds(s.r * c.r * w.w) as both
        from s, c, w`,
      );
      return row!;
    };
    const stats = new StatisticsService(server.handle.db);
    for (const [from, to] of [
      ['2026-01-03T05:17:00.000Z', '2026-03-02T13:00:00.000Z'],
      ['2026-01-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
      ['2026-01-20T00:00:00.000Z', now],
    ] as const) {
      const expected = await raw(from, to);
      expect(Number(expected.online)).toBeGreaterThan(0);
      expect(Number(expected.both)).toBeGreaterThan(0);
      const [row] = await stats.operators(scope(from, to, now), op.uid);
      expect(row).toMatchObject({
        onlineS: Math.round(Number(expected.online)),
        claimedS: Math.round(Number(expected.claimed)),
      });
      expect(row!.occupancy).toBeCloseTo(Number(expected.both) / Number(expected.online), 9);
    }
  });
});
