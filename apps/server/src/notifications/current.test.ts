import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CurrentSystemNotificationResponse,
  NOTICES_MESSAGES,
  SYSTEM_NOTIFICATION_HISTORY_SIZE,
  SystemNotificationHistoryResponse,
} from '@switchboard/domain';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signIn('admin@demo.test')).idToken;
});
afterAll(async () => {
  await server.close();
});

async function current() {
  const res = await server.call('GET', '/system-notifications/current', { token: admin });
  expect(res.status).toBe(200);
  return CurrentSystemNotificationResponse.parse(res.body).data;
}

describe('GET /system-notifications/current', () => {
  it('answers the newest notification while it is shown, and null once it is disabled', async () => {
    expect((await current())?.id).toBe('notification-welcome');

    server.advance(1_000);
    const showUntilAt = new Date(server.now().getTime() + 60_000).toISOString();
    const posted = await server.call('POST', '/system-notifications', {
      token: admin,
      body: { message: 'Deploy at noon', type: 'warning', showUntilAt },
    });
    expect(posted.status).toBe(201);
    expect(await current()).toMatchObject({ id: posted.body.id, message: 'Deploy at noon' });

    // Past its show-until time the newest is not shown, and an older one does not come back.
    server.advance(61_000);
    expect(await current()).toBeNull();

    server.advance(1_000);
    const next = await server.call('POST', '/system-notifications', {
      token: admin,
      body: { message: 'Back to normal' },
    });
    expect((await current())?.id).toBe(next.body.id);
    await server.call('POST', `/system-notifications/${next.body.id}/disable`, { token: admin });
    expect(await current()).toBeNull();
  });

  it('is for admins only', async () => {
    const manager = (await server.signIn('manager@demo.test')).idToken;
    const res = await server.call('GET', '/system-notifications/current', { token: manager });
    expect(res.status).toBe(403);
    // Posting too, whatever the body: the role decides before the input is looked at.
    for (const body of [{ message: 'Hi' }, { message: 42 }]) {
      const post = await server.call('POST', '/system-notifications', { token: manager, body });
      expect(post.status).toBe(403);
    }
  });
});

describe('GET /system-notifications', () => {
  it('keeps the 20 newest, newest first', async () => {
    for (let i = 0; i < SYSTEM_NOTIFICATION_HISTORY_SIZE + 2; i++) {
      server.advance(1_000);
      await server.call('POST', '/system-notifications', {
        token: admin,
        body: { message: `Note ${i}` },
      });
    }
    const res = await server.call('GET', '/system-notifications', { token: admin });
    const history = SystemNotificationHistoryResponse.parse(res.body).data;
    expect(history).toHaveLength(SYSTEM_NOTIFICATION_HISTORY_SIZE);
    expect(history[0]?.message).toBe(`Note ${SYSTEM_NOTIFICATION_HISTORY_SIZE + 1}`);
  });
});

describe('POST /system-notifications refuses what would never be shown as typed (#28)', () => {
  const post = (body: unknown) =>
    server.call('POST', '/system-notifications', { token: admin, body });
  const noSchemaOutput = (body: unknown) =>
    expect(JSON.stringify(body)).not.toMatch(/Too big|Too small|Invalid input|expected|ISO/);

  it('refuses a show-until that has passed, naming the field, and keeps the current one', async () => {
    server.advance(1_000);
    const before = await current();
    for (const showUntilAt of [
      new Date(server.now().getTime() - 60_000).toISOString(),
      '2001-01-01T00:00:00Z',
    ]) {
      const res = await post({ message: 'Too late', showUntilAt });
      expect(res.status, showUntilAt).toBe(400);
      expect(res.body.error.issues).toEqual([
        { field: 'showUntilAt', message: NOTICES_MESSAGES.showUntilPassed },
      ]);
      expect(res.body.error.message).toBe(`showUntilAt: ${NOTICES_MESSAGES.showUntilPassed}`);
    }
    expect(await current()).toEqual(before);
    const later = new Date(server.now().getTime() + 60_000).toISOString();
    expect((await post({ message: 'In time', showUntilAt: later })).status).toBe(201);
  });

  it('refuses an over-long text in words instead of cutting it; 1,000 characters are kept whole', async () => {
    const long = await post({ message: 'x'.repeat(1_500) });
    expect(long.status).toBe(400);
    expect(long.body.error.issues).toEqual([
      { field: 'message', message: NOTICES_MESSAGES.textTooLong(1_000, 1_500) },
    ]);
    expect(NOTICES_MESSAGES.textTooLong(1_000, 1_500)).toBe(
      'The text can have at most 1000 characters; this one has 1500.',
    );
    noSchemaOutput(long.body);
    const exact = await post({ message: 'y'.repeat(1_000) });
    expect(exact.status).toBe(201);
    expect(exact.body.message).toHaveLength(1_000);
  });

  it('words the other refusals too', async () => {
    const cases: [unknown, string, string][] = [
      [{ message: '   ' }, 'message', NOTICES_MESSAGES.textRequired],
      [{}, 'message', NOTICES_MESSAGES.textRequired],
      [{ message: 'Hi', type: 'loud' }, 'type', NOTICES_MESSAGES.typeInvalid],
      [
        { message: 'Hi', showUntilAt: 'tomorrow' },
        'showUntilAt',
        NOTICES_MESSAGES.showUntilInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.issues[0]).toEqual({ field, message });
      noSchemaOutput(res.body);
    }
  });
});
