import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbuseItem, LiveAck } from '@switchboard/domain';
import { messages as texts, type Poke } from '@switchboard/domain';
import { chats, messages, pokes } from '../db/schema.js';
import { liveClients } from '../chats/test-support.js';
import { addAudience, addTestSites, demoProfile, pokeOnSiteA } from '../pokes/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { isPokeHeld } from './flagging.js';
import { createUser, sendAgentMessage } from './test-support.js';

let server: TestServer;
let checker: { uid: string; token: string };
let admin: { uid: string; token: string };
const live = liveClients(() => server);

beforeAll(async () => {
  server = await startTestServer();
  checker = await createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl']);
  admin = await createUser(server, ['CHAT_ADMIN'], ['nl']);
  await addTestSites(server);
  // A poke is saved only with customers to send it to.
  await addAudience(server);
});
afterAll(async () => {
  live.closeAll();
  await server?.close();
});

const post = (path: string, token: string, body?: unknown) =>
  server.call('POST', path, { token, body });

/** A poke due in two hours whose text holds it for review (its words are abuse words). */
async function heldPoke(content: string): Promise<Poke> {
  const res = await post(
    '/pokes/nl',
    admin.token,
    pokeOnSiteA(server, await demoProfile(server), content),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Poke;
}

async function markedAbuse(content: string) {
  const sent = await sendAgentMessage(server, content);
  expect((await post(`/abuse/items/${sent.messageId}/claim`, checker.token)).status).toBe(200);
  const marked = await post(`/abuse/items/${sent.messageId}/mark`, checker.token, {
    verdict: 'abuse',
  });
  expect(marked.status).toBe(200);
  return sent;
}

describe('remediation', () => {
  it('lists messages marked abuse that need action, and modifies one: shown to everyone, the operator’s chat included', async () => {
    const { chatId, messageId } = await markedAbuse('Add me on whatsapp 0612345678');
    const list = await server.call('GET', '/abuse/remediation', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i: AbuseItem) => i.id)).toContain(messageId);

    const res = await post(`/abuse/items/${messageId}/remediate`, admin.token, {
      action: 'modify',
      modified_content: 'Add me on [removed]',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.remediation).toBe('modified');
    expect(res.body.data.message.abuse_modification_data).toEqual({
      modified_content: 'Add me on [removed]',
      modified_attachment: null,
      modified_by: admin.uid,
    });
    const [chat] = await server.handle.db.select().from(chats).where(eq(chats.id, chatId));
    expect(chat?.lastMessage).toMatchObject({
      id: messageId,
      abuse_modification_data: { modified_content: 'Add me on [removed]' },
    });
    const after = await server.call('GET', '/abuse/remediation', { token: admin.token });
    expect(after.body.data.items.map((i: AbuseItem) => i.id)).not.toContain(messageId);
    const all = await server.call('GET', '/abuse/remediation?state=all', { token: admin.token });
    expect(all.body.data.items.map((i: AbuseItem) => i.id)).toContain(messageId);
  });

  it('deletes a message (‘This message has been deleted’) or marks it done; refuses what is not abuse', async () => {
    const deleted = await markedAbuse('telegram me');
    const res = await post(`/abuse/items/${deleted.messageId}/remediate`, admin.token, {
      action: 'delete',
      reason: 'Contact details',
    });
    expect(res.status).toBe(200);
    const [row] = await server.handle.db
      .select()
      .from(messages)
      .where(eq(messages.id, deleted.messageId));
    expect(row?.content).toBe(texts.deletedMessageContent);
    expect(row?.deleted).toEqual({ by: admin.uid, reason: 'Contact details' });

    const done = await markedAbuse('snapchat?');
    const marked = await post(`/abuse/items/${done.messageId}/remediate`, admin.token, {
      action: 'done',
    });
    expect(marked.body.data.remediation).toBe('done');

    const pending = await sendAgentMessage(server, 'whatsapp');
    const refused = await post(`/abuse/items/${pending.messageId}/remediate`, admin.token, {
      action: 'done',
    });
    expect(refused.status).toBe(409);
    expect(
      (await post(`/abuse/items/${done.messageId}/remediate`, checker.token, { action: 'done' }))
        .status,
    ).toBe(403);
    const bad = await post(`/abuse/items/${done.messageId}/remediate`, admin.token, {
      action: 'modify',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0].field).toBe('modified_content');
  });
});

describe('pokes in review', () => {
  it('releases a held poke marked safe, and cancels one marked abuse (undo brings it back)', async () => {
    const stored = async (id: string) => {
      const [row] = await server.handle.db.select().from(pokes).where(eq(pokes.id, id));
      return row;
    };
    const safe = await heldPoke('whatsapp 1');
    await post(`/abuse/items/${safe.id}/claim`, checker.token);
    expect((await stored(safe.id))?.abuse).toMatchObject({ status: 'claimed' });
    await post(`/abuse/items/${safe.id}/mark`, checker.token, { verdict: 'safe' });
    const released = await stored(safe.id);
    expect(released?.abuse).toMatchObject({ status: 'safe', checkedBy: checker.uid });
    expect(isPokeHeld({ abuse: released?.abuse as never })).toBe(false);
    expect(released?.status).toBe('scheduled');

    const bad = await heldPoke('whatsapp 2');
    await post(`/abuse/items/${bad.id}/claim`, checker.token);
    const marked = await post(`/abuse/items/${bad.id}/mark`, checker.token, { verdict: 'abuse' });
    expect(marked.body.data.remediation).toBeNull();
    expect((await stored(bad.id))?.status).toBe('cancelled');
    const undo = await post(`/abuse/batches/${marked.body.data.batchId}/undo`, checker.token);
    expect(undo.status).toBe(200);
    expect((await stored(bad.id))?.status).toBe('scheduled');
    expect((await stored(bad.id))?.abuse).toMatchObject({ status: 'claimed' });

    // A removed poke leaves the queue.
    const removed = await heldPoke('whatsapp 3');
    const inQueue = async () =>
      (
        (await server.call('GET', '/abuse/queue?kind=poke', { token: checker.token })).body
          .data as AbuseItem[]
      ).map((i) => i.id);
    expect(await inQueue()).toContain(removed.id);
    const del = await server.call('DELETE', `/pokes/nl/${removed.id}`, { token: admin.token });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    await expect.poll(inQueue).not.toContain(removed.id);
  });

  it('never schedules again a held poke its poker cancelled, whatever the review does', async () => {
    const make = async (content: string) => {
      const poke = await heldPoke(content);
      const cancel = await post(`/pokes/nl/${poke.id}/cancel`, admin.token);
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      return poke;
    };
    const status = async (id: string) =>
      (await server.handle.db.select().from(pokes).where(eq(pokes.id, id)))[0]?.status;

    // Claimed and marked safe: it was scheduled again on the claim, and then sent.
    const safe = await make('whatsapp 4');
    expect((await post(`/abuse/items/${safe.id}/claim`, checker.token)).status).toBe(200);
    expect(await status(safe.id)).toBe('cancelled');
    await post(`/abuse/items/${safe.id}/mark`, checker.token, { verdict: 'safe' });
    expect(await status(safe.id)).toBe('cancelled');

    // Marked abuse and the decision undone: the undo gives back what the review took, no more.
    const bad = await make('whatsapp 5');
    await post(`/abuse/items/${bad.id}/claim`, checker.token);
    const marked = await post(`/abuse/items/${bad.id}/mark`, checker.token, { verdict: 'abuse' });
    expect(marked.status).toBe(200);
    const undo = await post(`/abuse/batches/${marked.body.data.batchId}/undo`, checker.token);
    expect(undo.status).toBe(200);
    expect(await status(bad.id)).toBe('cancelled');

    server.advance(7_230_000);
    await server.deps.dispatcher.drain();
    expect([await status(safe.id), await status(bad.id)]).toEqual(['cancelled', 'cancelled']);
  });
});

describe('abuse.queue live query', () => {
  it('sends the queue, a newly flagged message at once, and removes an item once decided', async () => {
    const client = await live.connect(checker.token);
    const ack = await client.subscribe('q', 'abuse.queue', {});
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    await client.next('q');
    const { messageId } = await sendAgentMessage(server, 'my number is secret, whatsapp');
    const added = await client.next('q');
    expect(added).toMatchObject([{ kind: 'added', row: { id: messageId, kind: 'message' } }]);
    await post(`/abuse/items/${messageId}/claim`, checker.token);
    expect(await client.next('q')).toMatchObject([
      { kind: 'modified', row: { id: messageId, abuse: { status: 'claimed' } } },
    ]);
    await post(`/abuse/items/${messageId}/mark`, checker.token, { verdict: 'safe' });
    expect(await client.next('q')).toEqual([{ kind: 'removed', id: messageId }]);

    // Subscribers with the same geos share one source and channel; other geos get their own,
    // and do not hear items outside them.
    const same = await live.connect(
      (await createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl'])).token,
    );
    const sameAck = await same.subscribe('q', 'abuse.queue', {});
    const deOnly = await live.connect(
      (await createUser(server, ['CHAT_ABUSE_CHECKER'], ['de'])).token,
    );
    const deAck = await deOnly.subscribe('q', 'abuse.queue', {});
    const channelOf = (answer: LiveAck) => (answer.ok ? answer.channel : undefined);
    expect(channelOf(ack)).toEqual(expect.any(String));
    expect(channelOf(sameAck)).toBe(channelOf(ack));
    expect(channelOf(deAck)).toEqual(expect.any(String));
    expect(channelOf(deAck)).not.toBe(channelOf(ack));
    await same.next('q');
    await deOnly.next('q');
    const nl = await sendAgentMessage(server, 'telegram?');
    expect(await same.next('q')).toMatchObject([{ kind: 'added', row: { id: nl.messageId } }]);
    expect(await client.next('q')).toMatchObject([{ kind: 'added', row: { id: nl.messageId } }]);
    expect(deOnly.pending('q')).toEqual([]);

    const operator = await live.connect(await server.tokenFor('demo-operator'));
    expect((await operator.subscribe('q', 'abuse.queue', {})).ok).toBe(false);
  });
});
