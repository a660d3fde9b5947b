import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatLogs, flaggedItems, messages } from '../db/schema.js';
import { StatisticsService } from './service.js';
import {
  server,
  users,
  DAY,
  range,
  at,
  get,
  historyChat,
  useStatisticsServer,
} from './statistics-support.js';

/**
 * The chat list and a chat's review, with the abuse verdicts on it. Shared setup: statistics-
 * support.ts.
 */

useStatisticsServer();

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
