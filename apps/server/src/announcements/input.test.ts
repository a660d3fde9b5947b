import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICES_MESSAGES } from '@switchboard/domain';
import { createUser } from '../chats/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';

// #28: refusals in words, on the field, never the schema's own output.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await createUser(server, ['CHAT_ADMIN'], ['nl'])).token;
});
afterAll(async () => {
  await server?.close();
});

const call = (method: string, path: string, body: unknown) =>
  server.call(method, path, { token: admin, body });

describe('announcement input', () => {
  it('refuses over-long and missing values in words, naming the field', async () => {
    const topic = await call('POST', '/announcement-topics', { locale: 'nl', title: 'Rooster' });
    expect(topic.status).toBe(201);
    const item = await call('POST', '/announcements', { topicId: topic.body.id, message: 'Hoi' });
    expect(item.status).toBe(201);
    const cases: [string, string, unknown, string, string][] = [
      [
        'POST',
        '/announcements',
        { topicId: topic.body.id, message: 'x'.repeat(10_001) },
        'message',
        NOTICES_MESSAGES.announcementTooLong(10_000, 10_001),
      ],
      [
        'PATCH',
        `/announcements/${item.body.id}`,
        { message: 'x'.repeat(12_000) },
        'message',
        NOTICES_MESSAGES.announcementTooLong(10_000, 12_000),
      ],
      [
        'POST',
        '/announcements',
        { topicId: topic.body.id },
        'message',
        NOTICES_MESSAGES.announcementRequired,
      ],
      [
        'POST',
        '/announcement-topics',
        { locale: 'nl', title: 't'.repeat(250) },
        'title',
        NOTICES_MESSAGES.topicTitleTooLong(200, 250),
      ],
      [
        'PATCH',
        `/announcement-topics/${topic.body.id}`,
        { emoji: '😀'.repeat(20) },
        'emoji',
        NOTICES_MESSAGES.emojiTooLong(16),
      ],
    ];
    for (const [method, path, body, field, message] of cases) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.error.issues[0]).toEqual({ field, message });
      expect(res.body.error.message).toBe(`${field}: ${message}`);
      expect(JSON.stringify(res.body)).not.toMatch(/Too big|Too small|Invalid input|expected/);
    }
    expect(NOTICES_MESSAGES.announcementTooLong(10_000, 10_001)).toBe(
      'An announcement can have at most 10000 characters; this one has 10001.',
    );
  });
});
