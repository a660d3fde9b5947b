import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  messages,
  presenceSockets,
  serverNodes,
  statsClaims,
  statsMessageHours,
  statsPresenceSessions,
  statsResponses,
} from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { rowsOf } from './sql.js';
import { server, users, useStatisticsServer } from './statistics-support.js';

/**
 * The rollups the figures read, as they are kept on write. Shared setup: statistics-support.ts.
 */

useStatisticsServer();

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
