import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFlagged } from '../abuse/test-support.js';
import { chats, customers, profiles } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { AUDIT_LIST_MAX_ITEMS, AUDIT_VALUE_MAX_CHARS } from './record.js';
import { actionsDuring, expectCall, oneActionDuring } from './test-support.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('demo-admin');
});
afterAll(() => server.close());

describe('the record of abuse words', () => {
  it('records a word added, one deleted and an import; a refused one records nothing', async () => {
    let id = '';
    const added = await oneActionDuring(server, async () => {
      const body = await expectCall(server, 201, 'POST', '/abuse-words', {
        token: admin,
        body: { value: 'audit scam', locale: 'nl' },
      });
      id = body.data.id;
    });
    expect(added).toMatchObject({
      kind: 'abuse-word.create',
      recordType: 'abuse-word',
      recordId: id,
      recordLabel: 'audit scam',
      before: null,
      after: { value: 'audit scam', locale: 'nl' },
    });
    const refused = await actionsDuring(server, () =>
      expectCall(server, 409, 'POST', '/abuse-words', {
        token: admin,
        body: { value: 'audit scam', locale: 'nl' },
      }),
    );
    expect(refused).toEqual([]);
    const removed = await oneActionDuring(server, () =>
      expectCall(server, 200, 'DELETE', `/abuse-words/${id}`, { token: admin }),
    );
    expect(removed).toMatchObject({
      kind: 'abuse-word.delete',
      recordId: id,
      before: { value: 'audit scam', locale: 'nl' },
      after: null,
    });
    const imported = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', '/abuse-words/import', {
        token: admin,
        body: { words: [{ value: 'audit one', locale: 'nl' }, { value: 'audit two' }] },
      }),
    );
    expect(imported).toMatchObject({
      kind: 'abuse-word.import',
      recordLabel: '2 words',
      after: { added: 2, rejected: 0, words: ['audit one (nl)', 'audit two'] },
    });
    // Atomic with a refused line: nothing written, nothing recorded.
    const atomic = await actionsDuring(server, () =>
      expectCall(server, 200, 'POST', '/abuse-words/import', {
        token: admin,
        body: { atomic: true, words: [{ value: 'audit three' }, { value: 'audit two' }] },
      }),
    );
    expect(atomic).toEqual([]);
  });

  it('cuts a large import to a bound', async () => {
    const words = Array.from({ length: AUDIT_LIST_MAX_ITEMS + 20 }, (_, i) => ({
      value: `bulk audit ${i}`,
      locale: 'nl',
    }));
    const row = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', '/abuse-words/import', { token: admin, body: { words } }),
    );
    const listed = (row.after as { words: string[] }).words;
    expect(listed).toHaveLength(AUDIT_LIST_MAX_ITEMS + 1);
    expect(listed.at(-1)).toBe('… 20 more');
  });
});

describe('the record of system notifications, announcements and topics', () => {
  it('records a notification posted and disabled; a refused one records nothing', async () => {
    const long = 'x'.repeat(1_000);
    let id = '';
    const posted = await oneActionDuring(server, async () => {
      id = (
        await expectCall(server, 201, 'POST', '/system-notifications', {
          token: admin,
          body: { message: long },
        })
      ).id;
    });
    expect(posted).toMatchObject({
      kind: 'system-notification.create',
      recordId: id,
      after: { message: long, type: 'info', showUntilAt: null },
    });
    const disabled = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/system-notifications/${id}/disable`, { token: admin }),
    );
    expect(disabled).toMatchObject({
      kind: 'system-notification.disable',
      before: { showUntilAt: null },
    });
    expect((disabled.after as { showUntilAt: string }).showUntilAt).toEqual(expect.any(String));
    const refused = await actionsDuring(server, async () => {
      await expectCall(server, 400, 'POST', '/system-notifications', {
        token: admin,
        body: { message: 'x'.repeat(1_001) },
      });
      await expectCall(server, 404, 'POST', '/system-notifications/nope/disable', {
        token: admin,
      });
    });
    expect(refused).toEqual([]);
  });

  it('records topics and announcements created, changed and removed', async () => {
    let topicId = '';
    const topic = await oneActionDuring(server, async () => {
      topicId = (
        await expectCall(server, 201, 'POST', '/announcement-topics', {
          token: admin,
          body: { locale: 'nl', title: 'Audit topic', emoji: '' },
        })
      ).id;
    });
    expect(topic).toMatchObject({
      kind: 'topic.create',
      recordId: topicId,
      after: { title: 'Audit topic', locale: 'nl' },
    });
    const renamed = await oneActionDuring(server, () =>
      expectCall(server, 204, 'PATCH', `/announcement-topics/${topicId}`, {
        token: admin,
        body: { title: 'Audit topic 2' },
      }),
    );
    expect(renamed).toMatchObject({
      kind: 'topic.update',
      before: { title: 'Audit topic' },
      after: { title: 'Audit topic 2' },
    });
    let id = '';
    const published = await oneActionDuring(server, async () => {
      id = (
        await expectCall(server, 201, 'POST', '/announcements', {
          token: admin,
          body: { topicId, message: 'Hello all' },
        })
      ).id;
    });
    expect(published).toMatchObject({
      kind: 'announcement.create',
      recordId: id,
      after: { message: 'Hello all', topicId },
    });
    const edited = await oneActionDuring(server, () =>
      expectCall(server, 204, 'PATCH', `/announcements/${id}`, {
        token: admin,
        body: { message: 'Hello everyone' },
      }),
    );
    expect(edited).toMatchObject({
      kind: 'announcement.update',
      before: { message: 'Hello all' },
      after: { message: 'Hello everyone' },
    });
    const removed = await oneActionDuring(server, () =>
      expectCall(server, 204, 'DELETE', `/announcements/${id}`, { token: admin }),
    );
    expect(removed).toMatchObject({ kind: 'announcement.delete', after: null });
    const topicRemoved = await oneActionDuring(server, () =>
      expectCall(server, 204, 'DELETE', `/announcement-topics/${topicId}`, { token: admin }),
    );
    expect(topicRemoved).toMatchObject({
      kind: 'topic.delete',
      before: { title: 'Audit topic 2', announcements: 0 },
    });
  });
});

describe('the record of cache deletions, triggers and remediation', () => {
  it('records each kind of cache deletion with how many keys went', async () => {
    const glob = await oneActionDuring(server, () =>
      expectCall(server, 200, 'DELETE', '/redis/keys/audit*', { token: admin }),
    );
    expect(glob).toMatchObject({
      kind: 'cache.delete',
      recordType: 'cache',
      recordId: 'audit*',
      after: { deleted: 0 },
    });
    const one = await oneActionDuring(server, () =>
      expectCall(server, 200, 'DELETE', '/redis/key?key=audit-key', { token: admin }),
    );
    expect(one).toMatchObject({ recordId: 'audit-key' });
    const all = await oneActionDuring(server, () =>
      expectCall(server, 200, 'DELETE', '/redis/cache', { token: admin }),
    );
    expect(all).toMatchObject({ recordId: '*' });
  });

  it('records a trigger fired on the chat it wrote to; one refused records nothing', async () => {
    const result = await server.handle.db.execute(sql`
      select c.id as "customerId", p.id as "profileId"
      from ${customers} c join ${profiles} p on p.domain = c.domain and p.kind = 'entertainment'
      where c.locale = 'nl' and not exists (
        select 1 from ${chats} ch where ch.customer->>'id' = c.id and ch.profile->>'id' = p.id)
      order by c.id, p.id limit 1`);
    const pair = (result as { rows: { customerId: string; profileId: string }[] }).rows[0]!;
    let chatId = '';
    const fired = await oneActionDuring(server, async () => {
      chatId = (
        await expectCall(server, 200, 'POST', '/triggers/fire', {
          token: admin,
          body: { type: 'flirt', ...pair },
        })
      ).chatId;
    });
    expect(fired).toMatchObject({
      kind: 'trigger.run',
      recordType: 'trigger',
      recordId: chatId,
      after: { type: 'flirt', ...pair, chatId, created: true },
    });
    const refused = await actionsDuring(server, () =>
      expectCall(server, 404, 'POST', '/triggers/fire', {
        token: admin,
        body: { type: 'flirt', customerId: 'nobody', profileId: pair.profileId },
      }),
    );
    expect(refused).toEqual([]);
  });

  it('records the remediation of a flagged item; a refused one records nothing', async () => {
    const [id] = await insertFlagged(server, 1, {
      status: 'abuse',
      remediation: 'needed',
      chatId: 'audit-chat',
      text: 'y'.repeat(AUDIT_VALUE_MAX_CHARS + 50),
    });
    const row = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/abuse/items/${id}/remediate`, {
        token: admin,
        body: { action: 'done' },
      }),
    );
    expect(row).toMatchObject({
      kind: 'flagged-item.remediate',
      recordType: 'flagged-item',
      recordId: id,
      before: { remediation: 'needed' },
      after: { remediation: 'done' },
    });
    expect(row.recordLabel!.length).toBeLessThanOrEqual(80);
    const [pending] = await insertFlagged(server, 1, { chatId: 'audit-chat' });
    const refused = await actionsDuring(server, () =>
      expectCall(server, 409, 'POST', `/abuse/items/${pending}/remediate`, {
        token: admin,
        body: { action: 'done' },
      }),
    );
    expect(refused).toEqual([]);
  });
});
