import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATISTICS_MAX_RANGE_DAYS, STATISTICS_MESSAGES } from '@switchboard/domain';
import { createUser } from '../chats/test-support.js';
import { chats, messages, pokes } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * What every statistics call makes of its range (FIGURES.md "Common to every figure"), what the
 * pokers' Created counts, and the rows of the messages CSV. Locale `qk` holds this file's data.
 */

let server: TestServer;
let admin: { uid: string; token: string };
let poker: { uid: string; token: string };

/** Every statistics call that takes a range, as the admin (who may read them all) calls it. */
const endpoints = () => [
  '/statistics/operators',
  `/statistics/operators/${admin.uid}/timeline`,
  '/personal-stats',
  '/statistics/queues',
  '/statistics/scores',
  '/statistics/messages',
  '/statistics/chat',
  '/statistics/live-conversations',
  '/statistics/pokes',
  '/statistics/pokers',
];

const query = (r: { from?: string; to?: string }, extra = '') =>
  `?locales=qk${r.from ? `&from=${encodeURIComponent(r.from)}` : ''}${
    r.to ? `&to=${encodeURIComponent(r.to)}` : ''
  }${extra}`;

const get = (path: string, token = admin.token) => server.call('GET', path, { token });

const H = 3_600_000;
const DAY = 24 * H;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, ['CHAT_ADMIN'], ['qk']);
  poker = await createUser(server, ['CHAT_POKER'], ['qk']);
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('a range given only `from`', () => {
  it('ends now on every endpoint, however far back `from` is', async () => {
    for (const back of [2 * H, 3 * DAY]) {
      for (const path of endpoints()) {
        const from = new Date(server.now().getTime() - back).toISOString();
        const before = server.now().getTime();
        const res = await get(`${path}${query({ from })}`);
        expect(res.status, path).toBe(200);
        if (res.body.scope) {
          expect(res.body.scope.from, path).toBe(from);
          const to = Date.parse(res.body.scope.to);
          expect(to, path).toBeGreaterThanOrEqual(before);
          expect(to, path).toBeLessThanOrEqual(server.now().getTime());
        } else {
          // No scope in the answer (live conversations): the same as with the end given as now.
          const to = server.now().toISOString();
          expect(res.body, path).toEqual((await get(`${path}${query({ from, to })}`)).body);
        }
      }
    }
  });

  it('is refused on every endpoint, naming from, when `from` is not before now', async () => {
    const from = new Date(server.now().getTime() + H).toISOString();
    for (const path of endpoints()) {
      const res = await get(`${path}${query({ from })}`);
      expect(res.status, path).toBe(400);
      expect(res.body.error.issues, path).toEqual([
        { field: 'from', message: STATISTICS_MESSAGES.rangeStartNotPast },
      ]);
    }
  });

  it('without `from` either is the last 7 days up to now', async () => {
    const before = server.now().getTime();
    const res = await get(`/statistics/pokes${query({})}`);
    const to = Date.parse(res.body.scope.to);
    expect(to).toBeGreaterThanOrEqual(before);
    expect(to - Date.parse(res.body.scope.from)).toBe(7 * DAY);
  });
});

describe('a range over the limit', () => {
  it(`is refused on every endpoint with a 400 that says so in words (${STATISTICS_MAX_RANGE_DAYS} days)`, async () => {
    const to = '2026-01-06T00:00:00.000Z';
    const from = new Date(Date.parse(to) - (STATISTICS_MAX_RANGE_DAYS + 1) * DAY).toISOString();
    const message = STATISTICS_MESSAGES.rangeTooLong(STATISTICS_MAX_RANGE_DAYS);
    for (const path of endpoints()) {
      const res = await get(`${path}${query({ from, to })}`);
      expect(res.status, path).toBe(400);
      expect(res.body.error.issues, path).toEqual([{ field: 'from', message }]);
      expect(res.body.error.message, path).toContain(message);
      const fits = new Date(Date.parse(to) - STATISTICS_MAX_RANGE_DAYS * DAY).toISOString();
      expect((await get(`${path}${query({ from: fits, to })}`)).status, path).toBe(200);
    }
  });
});

describe('pokers: Created', () => {
  const today = { from: '2026-03-02T00:00:00.000Z', to: '2026-03-03T00:00:00.000Z' };
  const nextWeek = { from: '2026-03-09T00:00:00.000Z', to: '2026-03-10T00:00:00.000Z' };

  beforeAll(async () => {
    await server.handle.db.insert(pokes).values({
      id: 'qk-poke',
      tenantId: 'tenant-demo',
      locale: 'qk',
      agent: { id: poker.uid, name: 'Poker K' },
      domain: 'k.test',
      domains: ['k.test'],
      type: 'poke',
      strategy: 'default',
      originType: 'legacy',
      scheduled: '2026-03-09T10:00:00.000Z',
      filters: {},
      message: { content: 'hi' },
      profile: { id: 'Kim', name: 'Kim' },
      targets: { estimate: 10, targetsPerDomain: [{ site: 'k.test', estimate: 10, reached: 8 }] },
      status: 'done',
      createdAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('counts a poke created today but scheduled next week today, not next week', async () => {
    const created = await get(`/statistics/pokers${query(today)}`);
    expect(created.body.rows).toEqual([
      expect.objectContaining({ uid: poker.uid, created: 1, sent: 0, audience: 0, reached: 0 }),
    ]);
    const scheduled = await get(`/statistics/pokers${query(nextWeek)}`);
    expect(scheduled.body.rows).toEqual([
      expect.objectContaining({ uid: poker.uid, created: 0, sent: 1, audience: 10, reached: 8 }),
    ]);
    // The rest still adds up to the pokes screen, which counts pokes by their scheduled time.
    const pokesNextWeek = await get(`/statistics/pokes${query(nextWeek)}`);
    expect(pokesNextWeek.body.days).toEqual([
      expect.objectContaining({ day: '2026-03-09', pokes: 1, sent: 1, audience: 10, reached: 8 }),
    ]);
    expect((await get(`/statistics/pokes${query(today)}`)).body.days).toEqual([]);
    const own = await get(`/statistics/pokers${query(today)}`, poker.token);
    expect(own.body.rows.map((r: { created: number }) => r.created)).toEqual([1]);
  });
});

describe('the messages CSV', () => {
  /** Two days of a chat in qk: 3 messages on 2 March (two hours), 1 on 3 March. */
  beforeAll(async () => {
    const times = [
      '2026-03-02T09:10:00.000Z',
      '2026-03-02T09:20:00.000Z',
      '2026-03-02T14:00:00.000Z',
      '2026-03-03T08:00:00.000Z',
    ];
    await server.handle.db.insert(chats).values({
      id: 'qk-chat',
      tenantId: 'tenant-demo',
      locale: 'qk',
      domain: 'k.test',
      customer: { id: 'cust-qk', uuid: 'cu-qk', name: 'Customer qk', avatar: null },
      profile: { id: 'prof-qk', uuid: 'pu-qk', name: 'Profile qk', avatar: null },
      isConversation: true,
      createdAt: times[0]!,
      updatedAt: times[3]!,
      lastMessage: { id: 'qk-m4', content: 'x', createdAt: times[3]! },
      lastMessageAt: times[3]!,
      lastSenderType: 'customer',
      pool: 'NSFW',
    });
    for (const [index, time] of times.entries()) {
      await server.handle.db.insert(messages).values({
        id: `qk-m${index + 1}`,
        chatId: 'qk-chat',
        tenantId: 'tenant-demo',
        locale: 'qk',
        content: `message ${index + 1}`,
        senderType: 'customer',
        senderId: 'cust-qk',
        senderName: 'Customer',
        createdAt: time,
      });
    }
  });

  const twoDays = { from: '2026-03-02T00:00:00.000Z', to: '2026-03-04T00:00:00.000Z' };
  const csvLines = (body: unknown) =>
    String(body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  it('has a row per day, as the screen shows, by default', async () => {
    const res = await get(`/statistics/messages${query(twoDays, '&format=csv')}`);
    expect(res.status).toBe(200);
    expect(csvLines(res.body)).toEqual([
      'day,locale,domain,sender_type,messages',
      '2026-03-02,qk,k.test,customer,3',
      '2026-03-03,qk,k.test,customer,1',
    ]);
  });

  it('has a row per hour when asked for (bucket=hour)', async () => {
    const res = await get(`/statistics/messages${query(twoDays, '&format=csv&bucket=hour')}`);
    expect(res.status).toBe(200);
    expect(csvLines(res.body)).toEqual([
      'hour,locale,domain,sender_type,messages',
      '2026-03-02T09:00,qk,k.test,customer,2',
      '2026-03-02T14:00,qk,k.test,customer,1',
      '2026-03-03T08:00,qk,k.test,customer,1',
    ]);
  });
});
