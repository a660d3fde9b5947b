import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorScore } from '@switchboard/domain';
import { liveClients } from '../chats/test-support.js';
import { chats, statsClaims } from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { server, users, range, at, get, useStatisticsServer } from './statistics-support.js';

/**
 * The figures of what the tests do through the API now (locale qb): claims, queues, personal
 * statistics and the chats claimed now. Shared setup: statistics-support.ts.
 */

useStatisticsServer();

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
