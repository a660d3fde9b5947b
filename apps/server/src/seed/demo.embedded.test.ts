import type { PGlite } from '@electric-sql/pglite';
import {
  isInUnclaimedQueue,
  mayClaimInPool,
  Profile,
  QUEUE_POOLS,
  type Chat,
  type Message,
} from '@switchboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFromRecord, logFromRecord, messageFromRecord } from '../chats/rows.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { customers } from '../db/poke-schema.js';
import {
  abuseWords,
  chatLogs,
  chats,
  domains,
  messages,
  profiles,
  tenants,
  users,
} from '../db/schema.js';
import { StatisticsService } from '../statistics/service.js';
import { claimEpisodes } from './claims.js';
import { buildDemoData, DEMO_VOLUMES } from './data.js';
import { DEMO_LOCALES, DEMO_TENANT, DEMO_USERS, seedDemo } from './demo.js';
import { SECOND_TENANT, SECOND_TENANT_LOCALES, SECOND_TENANT_USERS } from './second-tenant.js';
import { DEMO_TEST_NOW as NOW, DEMO_TEST_WORLD as WORLD } from '../test/demo-world.js';
import { pgliteForOpening } from '../test/empty-pglite.js';

describe('the full demo seed', () => {
  let handle: DatabaseHandle;
  let pglite: PGlite;
  let chatRows: Chat[];

  beforeAll(async () => {
    pglite = await pgliteForOpening();
    handle = await openDatabase({ pglite });
    await seedDemo(handle.db, { now: NOW });
    chatRows = (await handle.db.select().from(chats).where(eq(chats.tenantId, DEMO_TENANT.id))).map(
      (row) => chatFromRecord(row, NOW),
    );
  }, 60_000);

  afterAll(async () => {
    await handle.close();
    await pglite.close();
  });

  it("has the claims and presence behind its answers: the week's figures agree (issue #29)", async () => {
    const stats = new StatisticsService(handle.db);
    const scope = {
      tenantId: DEMO_TENANT.id,
      locales: DEMO_LOCALES,
      from: new Date(NOW.getTime() - 7 * 86_400_000).toISOString(),
      to: NOW.toISOString(),
      tz: 'UTC',
      now: NOW.toISOString(),
    };
    const [operators, queues] = await Promise.all([stats.operators(scope), stats.queues(scope)]);
    const claims = queues.rows.reduce((n, row) => n + row.claims, 0);
    const taken = operators.reduce((n, row) => n + row.claimsTaken, 0);
    const answered = operators.reduce((n, row) => n + row.chatsAnswered, 0);
    // Every reply to a waiting chat was claimed first: as many claims as such replies, in Queues
    // and in Operators alike, and every operator who answered was online and held claims.
    const messageRows = await handle.db
      .select()
      .from(messages)
      .where(eq(messages.tenantId, DEMO_TENANT.id));
    const episodes = claimEpisodes(messageRows).filter(
      (episode) => episode.claimedAt >= scope.from && episode.claimedAt < scope.to,
    );
    expect(claims).toBeGreaterThan(0);
    expect(claims).toBe(episodes.length);
    expect(taken).toBe(claims);
    expect(answered).toBeGreaterThan(0);
    for (const row of operators.filter((op) => op.chatsAnswered > 0)) {
      expect(row.claimsTaken, row.name).toBeGreaterThanOrEqual(row.chatsAnswered);
      expect(row.onlineS, row.name).toBeGreaterThan(0);
      expect(row.claimedS, row.name).toBeGreaterThan(0);
      expect(row.claimedS, row.name).toBeLessThanOrEqual(row.onlineS);
    }
    // The history's claims are over: no chat is left claimed.
    expect(chatRows.every((chat) => chat.claimedBy === null)).toBe(true);
  });

  it('reads every chat, message, log and profile back through the domain schemas', async () => {
    const messageRows = await handle.db
      .select()
      .from(messages)
      .where(eq(messages.tenantId, DEMO_TENANT.id));
    const logRows = await handle.db
      .select()
      .from(chatLogs)
      .where(eq(chatLogs.tenantId, DEMO_TENANT.id));
    const profileRows = await handle.db
      .select()
      .from(profiles)
      .where(eq(profiles.tenantId, DEMO_TENANT.id));
    const customerRows = await handle.db
      .select()
      .from(customers)
      .where(eq(customers.tenantId, DEMO_TENANT.id));
    // chatFromRecord ran in beforeAll; these throw on the first row a schema rejects.
    const read = messageRows.map((row) => messageFromRecord(row));
    const logs = logRows.map((row) => logFromRecord(row));
    for (const row of [...profileRows, ...customerRows]) Profile.parse(row.data);

    expect(chatRows.length).toBe(DEMO_VOLUMES.full.chats);
    expect(read.length).toBeGreaterThan(chatRows.length * 3);
    expect(logs.length).toBeGreaterThan(50);
    expect(logs.some((log) => log.category === 'hobbies' && log.content.groupValue !== null)).toBe(
      true,
    );
    const legacy = logRows.filter((row) => typeof row.content === 'string');
    expect(legacy.length).toBeGreaterThan(0);
    expect(customerRows.length).toBe(4 * DEMO_VOLUMES.full.customersPerDomain);
    expect(profileRows.filter((row) => row.kind === 'entertainment').length).toBe(4 * 12);
    expect(profileRows.filter((row) => row.kind === 'customer')).toEqual([]);
  });

  it('gives every chat participants that are seeded profiles of its own domain', async () => {
    const profileRows = await handle.db
      .select()
      .from(profiles)
      .where(eq(profiles.tenantId, DEMO_TENANT.id));
    const customerRows = (
      await handle.db.select().from(customers).where(eq(customers.tenantId, DEMO_TENANT.id))
    ).map((row) => ({
      ...row,
      kind: 'customer',
    }));
    const byId = new Map([...profileRows, ...customerRows].map((row) => [row.id, row]));
    for (const chat of chatRows) {
      for (const [participant, kind] of [
        [chat.customer, 'customer'],
        [chat.profile, 'entertainment'],
      ] as const) {
        const seeded = byId.get(participant?.id ?? '');
        expect(seeded, `${chat.id} ${kind}`).toBeDefined();
        expect(seeded?.kind).toBe(kind);
        expect(seeded?.uuid).toBe(participant?.uuid);
        expect(seeded?.domain).toBe(chat.domain);
        expect(Profile.parse(seeded?.data).name).toBe(participant?.name);
      }
    }
  });

  it('links each message history in order and ends it with the chat last message', async () => {
    const messageRows = await handle.db
      .select()
      .from(messages)
      .where(eq(messages.tenantId, DEMO_TENANT.id));
    const byChat = new Map<string, Message[]>();
    for (const row of messageRows) {
      byChat.set(row.chatId, [...(byChat.get(row.chatId) ?? []), messageFromRecord(row)]);
    }
    for (const chat of chatRows) {
      const history = (byChat.get(chat.id) ?? []).sort((a, b) =>
        a.createdAt.localeCompare(b.createdAt),
      );
      expect(history.length).toBeGreaterThanOrEqual(1);
      expect(history.length).toBeLessThanOrEqual(20);
      history.forEach((message, i) => {
        expect(message.previousMessage).toBe(i === 0 ? null : history[i - 1]!.id);
        expect(Date.parse(message.createdAt)).toBeLessThanOrEqual(NOW.getTime());
      });
      const last = history[history.length - 1]!;
      expect(chat.lastMessage?.id).toBe(last.id);
      expect(chat.lastSenderType).toBe(last.senderType);
    }
  });

  it('fills the queues: hundreds waiting, most NSFW, fresh, and some chats that do not wait', () => {
    const waiting = chatRows.filter((chat) => isInUnclaimedQueue(chat, NOW));
    expect(waiting.length).toBeGreaterThan(300);
    const nsfw = waiting.filter((chat) => chat.lastMessageMessagePool === 'NSFW');
    expect(nsfw.length).toBeGreaterThan(waiting.length / 2);
    for (const pool of QUEUE_POOLS) {
      expect(waiting.some((chat) => chat.lastMessageMessagePool === pool)).toBe(true);
    }
    expect(waiting.some((chat) => chat.lastSenderType === 'trigger')).toBe(true);
    for (const chat of waiting) {
      const ago = NOW.getTime() - Date.parse(chat.lastMessage.createdAt);
      expect(ago).toBeGreaterThanOrEqual(5_000);
      expect(ago).toBeLessThanOrEqual(4 * 3_600_000 + 5_000);
    }
    const notWaiting = chatRows.filter((chat) => !isInUnclaimedQueue(chat, NOW));
    expect(notWaiting.some((chat) => chat.lastMessage?.isFree)).toBe(true);
    expect(notWaiting.some((chat) => chat.lastSenderType === 'agent')).toBe(true);
    expect(notWaiting.some((chat) => chat.lastSenderType === 'trigger')).toBe(true);
  });

  it('gives the demo operator waiting chats in NSFW and SFW of every locale', async () => {
    const operator = DEMO_USERS.find((u) => u.email === 'operator@demo.test')!;
    const [row] = await handle.db.select().from(users).where(eq(users.tenantId, DEMO_TENANT.id));
    expect(row?.geos).toEqual([...DEMO_LOCALES]);
    for (const locale of DEMO_LOCALES) {
      for (const pool of ['NSFW', 'SFW'] as const) {
        expect(mayClaimInPool(operator.roles, pool)).toBe(true);
        const count = chatRows.filter(
          (chat) =>
            chat.locale === locale &&
            chat.lastMessageMessagePool === pool &&
            isInUnclaimedQueue(chat, NOW),
        ).length;
        expect(count, `${locale} ${pool}`).toBeGreaterThan(0);
      }
    }
  });

  it('spreads the customers over every value the poke filters read', async () => {
    const rows = await handle.db
      .select()
      .from(customers)
      .where(eq(customers.tenantId, DEMO_TENANT.id));
    const talking = new Set(
      chatRows.filter((chat) => chat.isConversation).map((chat) => chat.customer?.id),
    );
    for (const row of rows) expect(row.inConversation).toBe(talking.has(row.id));
    const share = (test: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(test).length / rows.length;
    for (const value of [
      share((row) => row.gender === null),
      share((row) => row.gender === 'couple'),
      share((row) => row.age === null),
      share((row) => row.hasPhoto),
      share((row) => row.creditsBalance > 0),
      share((row) => row.lastPaidAt === null),
      share((row) => row.isDisabled),
      share((row) => row.duplicateIpLevel > 0),
      share((row) => row.region1 !== null),
    ]) {
      expect(value).toBeGreaterThan(0);
    }
  });

  it('stores global and per-locale abuse words', async () => {
    const words = await handle.db
      .select()
      .from(abuseWords)
      .where(eq(abuseWords.tenantId, DEMO_TENANT.id));
    expect(words.some((word) => word.locale === '')).toBe(true);
    for (const locale of DEMO_LOCALES) {
      expect(words.some((word) => word.locale === locale)).toBe(true);
    }
  });

  it('seeds a second tenant on 127.0.0.1, light, whose rows are all its own (issue #31)', async () => {
    const [demo, second] = await Promise.all(
      [DEMO_TENANT.id, SECOND_TENANT.id].map(async (tenantId) => ({
        tenant: (await handle.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0],
        users: await handle.db.select().from(users).where(eq(users.tenantId, tenantId)),
        domains: await handle.db.select().from(domains).where(eq(domains.tenantId, tenantId)),
        chats: await handle.db.select().from(chats).where(eq(chats.tenantId, tenantId)),
        profiles: await handle.db.select().from(profiles).where(eq(profiles.tenantId, tenantId)),
        customers: await handle.db.select().from(customers).where(eq(customers.tenantId, tenantId)),
      })),
    );
    expect(demo?.tenant?.hosts).toEqual(['localhost']);
    expect(second?.tenant).toMatchObject({
      alias: 'harbour',
      hosts: ['127.0.0.1'],
      appName: 'Harbour Chat',
      appLogoName: 'harbour.svg',
      appPrimaryColor: '#0E7C66',
    });
    expect(second!.users.map((u) => u.email).sort()).toEqual(
      SECOND_TENANT_USERS.map((u) => u.email).sort(),
    );
    for (const user of second!.users) expect(user.geos).toEqual([...SECOND_TENANT_LOCALES]);
    const ownDomains = new Set(second!.domains.map((d) => d.domain));
    expect([...ownDomains].every((d) => d.endsWith('.harbour.test'))).toBe(true);
    expect(second!.chats.length).toBe(DEMO_VOLUMES.few.chats);
    for (const row of [...second!.chats, ...second!.profiles, ...second!.customers]) {
      expect(ownDomains.has(row.domain ?? ''), row.id).toBe(true);
    }
    // Light: a small part of the first tenant.
    expect(second!.chats.length * 10).toBeLessThan(demo!.chats.length);
    const demoUuids = new Set([...demo!.profiles, ...demo!.customers].map((p) => p.uuid));
    expect([...second!.profiles, ...second!.customers].some((p) => demoUuids.has(p.uuid))).toBe(
      false,
    );
  });
});

describe('buildDemoData', () => {
  it('is deterministic: the same moment gives the same rows', () => {
    expect(buildDemoData(NOW, 'small', WORLD)).toEqual(buildDemoData(NOW, 'small', WORLD));
  });

  it('keeps the small volume small and still fills the NSFW and SFW queue of each locale', () => {
    const data = buildDemoData(NOW, 'small', WORLD);
    expect(data.chats.length).toBe(DEMO_VOLUMES.small.chats);
    expect(data.profiles.length).toBeLessThan(40);
    for (const locale of DEMO_LOCALES) {
      for (const pool of ['NSFW', 'SFW']) {
        const waiting = data.chats.filter(
          (chat) =>
            chat.locale === locale &&
            chat.pool === pool &&
            chat.lastSenderType === 'customer' &&
            !chat.lastMessageIsFree &&
            !chat.isDeleted,
        );
        expect(waiting.length, `${locale} ${pool}`).toBeGreaterThan(0);
      }
    }
  });
});
