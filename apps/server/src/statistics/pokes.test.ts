import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chats, messages, pokeDeliveries, pokes } from '../db/schema.js';
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
import { server, users, DAY, range, at, get, useStatisticsServer } from './statistics-support.js';

/**
 * The pokes and pokers figures. Shared setup: statistics-support.ts.
 */

useStatisticsServer();

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
