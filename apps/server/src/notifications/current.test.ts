import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CurrentSystemNotificationResponse,
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
