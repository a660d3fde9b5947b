import { afterAll, beforeAll, expect } from 'vitest';
import { createUser } from '../chats/test-support.js';
import {
  chats,
  messages,
  statsClaims,
  statsPresenceSessions,
  statsResponses,
} from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * What the statistics tests of each figure share: every figure of FIGURES.md on hand-made data
 * whose answer is worked out in the tests. Locale `qa` holds a made-up history on 5 January 2026,
 * locale `qb` what the tests do through the API now. The demo tenant's own chats are in other
 * locales, so they count in neither. Each file has a server of its own, so a file's tests see
 * that history and their own writes only.
 */

export let server: TestServer;
export const users: Record<
  'admin' | 'manager' | 'operator' | 'op1' | 'op2' | 'op3' | 'checker' | 'poker' | 'poker2',
  { uid: string; token: string }
> = {} as never;

export const DAY = { from: '2026-01-05T00:00:00.000Z', to: '2026-01-06T00:00:00.000Z' };
export const range = (extra = '', r = DAY) =>
  `?from=${encodeURIComponent(r.from)}&to=${encodeURIComponent(r.to)}${extra}`;
export const at = (time: string) => `2026-01-05T${time}.000Z`;

export const get = (path: string, who: keyof typeof users) =>
  server.call('GET', path, { token: users[who].token });

/** First responses of 30 s written straight into stats_responses; the rollups follow by trigger. */
export function insertResponses(
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
export async function chatsAnsweredOf(
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
  const { rows } = res.body as { rows: { uid: string; chatsAnswered?: number }[] };
  return ops.map((op) => rows.find((r) => r.uid === op.uid)?.chatsAnswered ?? 0);
}

export async function historyChat(
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

/**
 * Starts the server and makes the users and locale `qa`'s history before a file's tests, and closes
 * it after them: each file of the statistics tests has a server of its own.
 */
export function useStatisticsServer(): void {
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
}
