import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AbuseAuditResponse,
  AbuseItem,
  AbuseItemPageResponse,
  ReportedMessageDetailsResponse,
  ReportedMessagePageResponse,
} from '@switchboard/domain';
import { chats, flaggedItems, users } from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { createUser, DOMAIN_NL, insertFlagged } from './test-support.js';

/**
 * Issue #28, "the right person, by name": a flagged operator message names the operator and the
 * profile they wrote as; holders, reviewers, audit actors and reporters come with their names;
 * the history finds a reviewer by a part of their name.
 */

type Person = { uid: string; token: string };

let server: TestServer;
let abe: Person;
let olga: Person;
let checker: Person;
let nameless: Person;
let admin: Person;
let intake: Person;

async function rename(person: Person, displayName: string | null): Promise<void> {
  await server.handle.db.update(users).set({ displayName }).where(eq(users.uid, person.uid));
}

const post = (path: string, token: string, body?: unknown) =>
  server.call('POST', path, { token, body });
const get = (path: string, token: string) => server.call('GET', path, { token });

/** A waiting chat whose entertainment profile is `profile`; returns its id. */
async function chatAs(profile: string): Promise<string> {
  const chatId = await insertWaitingChat(server.handle.db, { locale: 'nl' });
  await server.handle.db
    .update(chats)
    .set({ profile: { id: 'profile-iris', uuid: 'pu-iris', name: profile, avatar: null } })
    .where(eq(chats.id, chatId));
  return chatId;
}

/** `operator` claims `chatId` and answers `content` as the chat's profile, as the console does. */
async function send(operator: Person, chatId: string, content: string): Promise<string> {
  const claim = await post(`/chats/${chatId}/claim`, operator.token, { domain: DOMAIN_NL });
  expect(claim.status, JSON.stringify(claim.body)).toBe(200);
  const sent = await post('/message/send', operator.token, {
    chatDocumentId: chatId,
    // The console sends the profile's name as the message's sender name.
    message: { senderType: 'agent', senderId: operator.uid, senderName: 'Iris 39', content },
    domain: DOMAIN_NL,
    metadata: {},
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return (sent.body as { data: { id: string } }).data.id;
}

beforeAll(async () => {
  server = await startTestServer();
  abe = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
  olga = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
  checker = await createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl']);
  nameless = await createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl']);
  admin = await createUser(server, ['CHAT_ADMIN'], ['nl']);
  intake = await createUser(server, ['DEBUG_DEVELOPER'], ['nl']);
  await rename(abe, 'Abe Operator');
  await rename(olga, 'Olga Operator');
  await rename(checker, 'Abe Checker');
  await rename(nameless, null);
  // A fixed e-mail: a random one could hold the letters the history filter looks for.
  await server.handle.db
    .update(users)
    .set({ email: 'nameless.reviewer@chats.test' })
    .where(eq(users.uid, nameless.uid));
  await rename(admin, 'Ada Admin');
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.handle.db.delete(flaggedItems);
});

describe('a flagged operator message', () => {
  it('is sent by the operator (uid and name), written as the profile', async () => {
    const id = await send(abe, await chatAs('Iris 39'), 'Add me on WhatsApp');
    const item = AbuseItem.parse((await get(`/abuse/items/${id}`, admin.token)).body.data.item);
    expect(item).toMatchObject({
      senderId: abe.uid,
      senderName: 'Abe Operator',
      profileName: 'Iris 39',
    });
    // The message itself still shows the profile to the customer.
    expect(item.message?.senderName).toBe('Iris 39');
  });

  it('clusters by operator: two operators writing as the same profile are two clusters', async () => {
    const byAbe = await send(abe, await chatAs('Iris 39'), 'Add me on WhatsApp');
    const byOlga = await send(olga, await chatAs('Iris 39'), 'my whatsapp is 06');
    const byAbeAgain = await send(abe, await chatAs('Iris 39'), 'whatsapp me');
    const clusterOf = async (id: string) => {
      const res = await get(`/abuse/items/${id}/cluster?by=sender`, admin.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as AbuseItem[]).map((item) => [item.id, item.senderName]);
    };
    expect(await clusterOf(byAbe)).toEqual([
      [byAbe, 'Abe Operator'],
      [byAbeAgain, 'Abe Operator'],
    ]);
    expect(await clusterOf(byOlga)).toEqual([[byOlga, 'Olga Operator']]);
  });
});

describe('people by name', () => {
  it('names the holder and the reviewer: their name, else their e-mail, else (deleted) the uid', async () => {
    const [held, decided, gone] = await insertFlagged(server, 3);
    const claimed = await post(`/abuse/items/${held}/claim`, checker.token);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(AbuseItem.parse(claimed.body.data).abuse).toMatchObject({
      claimedBy: checker.uid,
      claimedByName: 'Abe Checker',
    });
    await post(`/abuse/items/${decided}/claim`, nameless.token);
    const marked = await post(`/abuse/items/${decided}/mark`, nameless.token, { verdict: 'safe' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(AbuseItem.parse(marked.body.data).abuse).toMatchObject({
      checkedBy: nameless.uid,
      checkedByName: 'nameless.reviewer@chats.test',
    });
    await server.handle.db
      .update(flaggedItems)
      .set({ status: 'abuse', checkedBy: 'deleted-user', checkedAt: server.now().toISOString() })
      .where(eq(flaggedItems.id, gone!));
    const queue = await get('/abuse/queue', checker.token);
    expect(
      (queue.body.data as AbuseItem[]).find((item) => item.id === held)?.abuse.claimedByName,
    ).toBe('Abe Checker');
    const history = AbuseItemPageResponse.parse((await get('/abuse/history', admin.token)).body);
    expect(
      Object.fromEntries(history.data.items.map((item) => [item.id, item.abuse.checkedByName])),
    ).toEqual({ [decided!]: 'nameless.reviewer@chats.test', [gone!]: 'deleted-user' });
  });

  it('names the audit trail’s actors and the people of its states', async () => {
    const [id] = await insertFlagged(server, 1);
    await post(`/abuse/items/${id}/claim`, checker.token);
    await post(`/abuse/items/${id}/mark`, checker.token, { verdict: 'abuse' });
    const audit = AbuseAuditResponse.parse(
      (await get(`/abuse/items/${id}/audit`, admin.token)).body,
    ).data;
    expect(audit.map((entry) => [entry.action, entry.actor, entry.actorName])).toEqual([
      ['claim', checker.uid, 'Abe Checker'],
      ['mark', checker.uid, 'Abe Checker'],
    ]);
    expect(audit[0]?.after).toMatchObject({ claimedBy: checker.uid, claimedByName: 'Abe Checker' });
    expect(audit[1]?.after).toMatchObject({ checkedBy: checker.uid, checkedByName: 'Abe Checker' });
  });

  it('finds a reviewer’s decisions in the history by a part of their name or e-mail, any case', async () => {
    const [byChecker, byNameless] = await insertFlagged(server, 2);
    for (const [id, who] of [
      [byChecker, checker],
      [byNameless, nameless],
    ] as const) {
      await post(`/abuse/items/${id}/claim`, who.token);
      await post(`/abuse/items/${id}/mark`, who.token, { verdict: 'safe' });
    }
    const found = async (reviewer: string) =>
      AbuseItemPageResponse.parse(
        (await get(`/abuse/history?reviewer=${encodeURIComponent(reviewer)}`, admin.token)).body,
      ).data.items.map((item) => item.id);
    expect(await found('Abe')).toEqual([byChecker]);
    expect(await found('abe chECK')).toEqual([byChecker]);
    expect(await found(checker.uid)).toEqual([byChecker]);
    expect(await found('NAMELESS.reviewer@')).toEqual([byNameless]);
    expect(await found('nobody-at-all')).toEqual([]);
    // Wildcards are plain characters.
    expect(await found('%')).toEqual([]);
  });

  it('names who reported a message: the operator, or the customer of the chat', async () => {
    const chatId = await chatAs('Iris 39');
    const claim = await post(`/chats/${chatId}/claim`, abe.token, { domain: DOMAIN_NL });
    expect(claim.status).toBe(200);
    const byOperator = await post('/reported-messages', abe.token, {
      chatId,
      messageId: `${chatId}-m1`,
      category: 'abusive_customer',
    });
    expect(byOperator.status, JSON.stringify(byOperator.body)).toBe(201);
    expect(byOperator.body.data.report).toMatchObject({
      reportedBy: abe.uid,
      reportedByName: 'Abe Operator',
    });
    const sent = await post('/message/send', abe.token, {
      chatDocumentId: chatId,
      message: { senderType: 'agent', senderId: abe.uid, senderName: 'Iris 39', content: 'Hi' },
      domain: DOMAIN_NL,
      metadata: {},
    });
    expect(sent.status).toBe(200);
    const byCustomer = await post('/reported-messages/intake', intake.token, {
      chatId,
      messageId: (sent.body as { data: { id: string } }).data.id,
      category: 'misleading',
      reportedBy: `customer-${chatId}`,
    });
    expect(byCustomer.status, JSON.stringify(byCustomer.body)).toBe(201);
    expect(byCustomer.body.data.report.reportedByName).toBe('Test Customer');
    const list = ReportedMessagePageResponse.parse(
      (await get('/reported-messages?page=1', admin.token)).body,
    ).data.items.filter((item) => item.chatId === chatId);
    expect(list.map((item) => item.report.reportedByName).sort()).toEqual([
      'Abe Operator',
      'Test Customer',
    ]);
    const details = ReportedMessageDetailsResponse.parse(
      (await get(`/reported-messages/nl/${byOperator.body.data.id}`, admin.token)).body,
    ).data;
    expect(details.report.report.reportedByName).toBe('Abe Operator');
  });
});
