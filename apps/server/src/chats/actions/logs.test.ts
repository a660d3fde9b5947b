import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as texts } from '@switchboard/domain';
import { tenants } from '../../db/schema.js';
import { insertWaitingChat } from '../../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { createUser, liveClient } from '../test-support.js';

let server: TestServer;
type User = { uid: string; token: string };
let operator: User;
let otherOperator: User;

beforeAll(async () => {
  server = await startTestServer();
  operator = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl', 'de']);
  otherOperator = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
});
afterAll(async () => {
  await server.close();
});

const save = (token: string, body: unknown) => server.call('POST', '/logs/save', { token, body });
const remove = (token: string, body: unknown) =>
  server.call('POST', '/logs/remove', { token, body });

/** A chat whose live claim `holder` holds. */
const claimedChat = (holder: User, locale = 'nl') =>
  insertWaitingChat(server.handle.db, {
    locale,
    claimedBy: holder.uid,
    claimExpiresAt: new Date(server.now().getTime() + 120_000),
  });

const hobbyLog = {
  concerning: 'customer',
  category: 'hobbies',
  content: { group: 'sport', groupValue: 'tennis', value: '  Plays on Sundays  ' },
} as const;

describe('POST /logs/save', () => {
  it('lets the claim holder create a log, with author, locale and time set by the server', async () => {
    const chatId = await claimedChat(operator, 'de');
    const answer = await save(operator.token, { chatId, log: hobbyLog });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      concerning: 'customer',
      category: 'hobbies',
      content: { group: 'sport', groupValue: 'tennis', value: 'Plays on Sundays' },
      locale: 'de',
      createdBy: operator.uid,
      createdByName: `Test ${operator.uid}`,
    });
    expect(answer.body.data.id).toEqual(expect.any(String));
    expect(Date.parse(answer.body.data.createdAt)).not.toBeNaN();
  });

  it('drops the group value of the group other', async () => {
    const chatId = await claimedChat(operator);
    const answer = await save(operator.token, {
      chatId,
      log: {
        concerning: 'entertainmentProfile',
        category: 'family',
        content: { group: 'other', groupValue: 'stale', value: 'Has a sister' },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.content).toEqual({
      group: 'other',
      groupValue: null,
      value: 'Has a sister',
    });
  });

  it('lets the author edit the log, recording who and when', async () => {
    const chatId = await claimedChat(operator);
    const created = (await save(operator.token, { chatId, log: hobbyLog })).body.data;
    server.advance(1_000);
    const edited = await save(operator.token, {
      chatId,
      log: { ...hobbyLog, id: created.id, content: { ...hobbyLog.content, value: 'Plays daily' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: created.id,
      createdBy: operator.uid,
      createdAt: created.createdAt,
      updatedBy: operator.uid,
      content: { value: 'Plays daily' },
    });
    expect(Date.parse(edited.body.data.updatedAt)).toBeGreaterThan(Date.parse(created.createdAt));
  });

  it('refuses an operator who does not hold the chat’s claim', async () => {
    const chatId = await claimedChat(otherOperator);
    const unclaimed = await insertWaitingChat(server.handle.db);
    for (const id of [chatId, unclaimed]) {
      expect((await save(operator.token, { chatId: id, log: hobbyLog })).status).toBe(403);
    }
  });

  it('refuses the former holder once the claim has run out', async () => {
    const chatId = await insertWaitingChat(server.handle.db, {
      claimedBy: operator.uid,
      claimExpiresAt: new Date(server.now().getTime() - 1_000),
    });
    expect((await save(operator.token, { chatId, log: hobbyLog })).status).toBe(403);
  });

  it.each([
    ['manager@demo.test', 'a manager'],
    ['abuse@demo.test', 'an abuse checker'],
    ['admin@demo.test', 'an admin'],
  ])('lets %s (%s) edit another author’s log', async (email) => {
    const chatId = await claimedChat(operator);
    const created = (await save(operator.token, { chatId, log: hobbyLog })).body.data;
    const token = await server.tokenFor(`demo-${email.split('@')[0]}`);
    const edited = await save(token, {
      chatId,
      log: {
        ...hobbyLog,
        id: created.id,
        category: 'sex',
        content: { group: 'toy', groupValue: 'rope', value: '' },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ createdBy: operator.uid, category: 'sex' });
    expect(edited.body.data.updatedBy).not.toBe(operator.uid);
  });

  it('refuses an operator editing a log written by someone else, even holding the claim', async () => {
    const chatId = await claimedChat(operator);
    const manager = await server.tokenFor('demo-manager');
    const byManager = (await save(manager, { chatId, log: hobbyLog })).body.data;
    const answer = await save(operator.token, { chatId, log: { ...hobbyLog, id: byManager.id } });
    expect(answer.status).toBe(403);
  });

  it('answers an edit of a log of another chat with 404', async () => {
    const chatId = await claimedChat(operator);
    const created = (await save(operator.token, { chatId, log: hobbyLog })).body.data;
    const other = await insertWaitingChat(server.handle.db);
    const admin = await server.tokenFor('demo-admin');
    const answer = await save(admin, { chatId: other, log: { ...hobbyLog, id: created.id } });
    expect(answer.status).toBe(404);
  });

  it('refuses a chat outside the caller’s geos, and hides other tenants’ chats', async () => {
    const admin = await createUser(server, ['CHAT_ADMIN'], ['nl']);
    const german = await insertWaitingChat(server.handle.db, { locale: 'de' });
    expect((await save(admin.token, { chatId: german, log: hobbyLog })).status).toBe(403);
    await server.handle.db.insert(tenants).values({
      id: 'tenant-logs-other',
      alias: 'logs-other',
      appName: 'Other',
      appLogoName: 'switchboard.svg',
      appPrimaryColor: '#000000',
    });
    const foreign = await insertWaitingChat(server.handle.db, { tenantId: 'tenant-logs-other' });
    expect((await save(admin.token, { chatId: foreign, log: hobbyLog })).status).toBe(404);
  });

  it.each([
    [
      'a group without a value',
      { ...hobbyLog, content: { group: 'sport', groupValue: null, value: 'x' } },
      'log.content.groupValue',
      texts.logbookValueRequired,
    ],
    [
      'an empty comment',
      { ...hobbyLog, category: 'work', content: { group: 'other', groupValue: null, value: ' ' } },
      'log.content.value',
      texts.logbookCommentRequired,
    ],
    [
      'a comment of 121 characters',
      { ...hobbyLog, content: { ...hobbyLog.content, value: 'x'.repeat(121) } },
      'log.content.value',
      texts.logbookCommentTooLong,
    ],
    [
      'a group the category does not have',
      { ...hobbyLog, category: 'work' },
      'log.content.group',
      texts.logbookValueRequired,
    ],
  ])('answers %s with 400 naming the field and the spec text', async (_c, log, field, message) => {
    const chatId = await claimedChat(operator);
    const answer = await save(operator.token, { chatId, log });
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues).toContainEqual({ field, message });
    expect(answer.body.error.message).toContain(field);
  });

  it.each([
    ['log.category', { ...hobbyLog, category: 'gossip' }],
    ['log.concerning', { ...hobbyLog, concerning: 'operator' }],
    ['chatId', undefined],
  ])('answers a malformed payload with 400 naming %s', async (field, log) => {
    const answer = await save(operator.token, log ? { chatId: 'c', log } : { log: hobbyLog });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(field);
  });
});

describe('POST /logs/remove', () => {
  it('lets the author remove a log', async () => {
    const chatId = await claimedChat(operator);
    const created = (await save(operator.token, { chatId, log: hobbyLog })).body.data;
    const answer = await remove(operator.token, { chatId, id: created.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { id: created.id } });
    expect((await remove(operator.token, { chatId, id: created.id })).status).toBe(404);
  });

  it('refuses an operator removing another author’s log, and lets a manager do it', async () => {
    const chatId = await claimedChat(operator);
    const abuse = await server.tokenFor('demo-abuse');
    const byAbuse = (await save(abuse, { chatId, log: hobbyLog })).body.data;
    expect((await remove(operator.token, { chatId, id: byAbuse.id })).status).toBe(403);
    const manager = await server.tokenFor('demo-manager');
    expect((await remove(manager, { chatId, id: byAbuse.id })).status).toBe(200);
  });

  it('answers a missing id with 400 naming it', async () => {
    const answer = await remove(operator.token, { chatId: 'c' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('id');
  });
});

describe('live query chat.logs', () => {
  it('sends the logs, then what is saved and removed', async () => {
    const chatId = await claimedChat(operator);
    const first = (await save(operator.token, { chatId, log: hobbyLog })).body.data;
    const live = await liveClient(server, operator.token);
    expect(await live.subscribe('logs', 'chat.logs', { locale: 'nl', chatId })).toMatchObject({
      ok: true,
    });
    // An operator never receives authors' names (spec §6); their own uid stays, for edit rights.
    const hidden = (log: { createdByName: string | null }) => ({ ...log, createdByName: null });
    expect(await live.next('logs')).toEqual([{ kind: 'added', row: hidden(first) }]);

    const second = (await save(operator.token, { chatId, log: hobbyLog })).body.data;
    expect(await live.next('logs')).toEqual([{ kind: 'added', row: hidden(second) }]);
    const edited = (
      await save(operator.token, {
        chatId,
        log: { ...hobbyLog, id: first.id, content: { ...hobbyLog.content, value: 'Edited' } },
      })
    ).body.data;
    expect(await live.next('logs')).toEqual([{ kind: 'modified', row: hidden(edited) }]);
    await remove(operator.token, { chatId, id: second.id });
    expect(await live.next('logs')).toEqual([{ kind: 'removed', id: second.id }]);

    // Another chat's logs never reach this subscription.
    const other = await claimedChat(otherOperator);
    await save(otherOperator.token, { chatId: other, log: hobbyLog });
    const third = (await save(operator.token, { chatId, log: hobbyLog })).body.data;
    expect(await live.next('logs')).toEqual([{ kind: 'added', row: hidden(third) }]);
    live.close();
  });

  it('shows the authors’ names to a manager', async () => {
    const chatId = await claimedChat(operator);
    const saved = (await save(operator.token, { chatId, log: hobbyLog })).body.data;
    expect(saved.createdByName).toBe(`Test ${operator.uid}`);
    const live = await liveClient(server, await server.tokenFor('demo-manager'));
    expect(await live.subscribe('logs', 'chat.logs', { locale: 'nl', chatId })).toMatchObject({
      ok: true,
    });
    expect(await live.next('logs')).toEqual([{ kind: 'added', row: saved }]);
    await save(operator.token, { chatId, log: { ...hobbyLog, id: saved.id } });
    const [change] = await live.next('logs');
    expect(change).toMatchObject({
      kind: 'modified',
      row: { createdByName: `Test ${operator.uid}` },
    });
    live.close();
  });

  it('refuses an operator without the claim, a wrong locale and a locale outside the geos', async () => {
    const chatId = await claimedChat(otherOperator);
    const live = await liveClient(server, operator.token);
    const refused = [
      await live.subscribe('a', 'chat.logs', { locale: 'nl', chatId }),
      await live.subscribe('b', 'chat.logs', { locale: 'de', chatId }),
      await live.subscribe('c', 'chat.logs', { locale: 'gb', chatId }),
    ];
    expect(refused.map((ack) => !ack.ok && ack.error.code)).toEqual([
      'not-allowed',
      'not-found',
      'not-allowed',
    ]);
    live.close();
  });
});
