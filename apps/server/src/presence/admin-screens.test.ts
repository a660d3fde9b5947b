import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectedOperatorRow, DebugInfo, SOCKET_EVENTS } from '@switchboard/domain';
import { startTestServer, type TestServer } from '../test/harness.js';
import { createUser, liveClients, type LiveClient } from '../chats/test-support.js';

/** The calls behind the admin's and developer's screens: Notices edits, operators live, debug. */
let server: TestServer;
let admin: string;
const clients = liveClients(() => server);

beforeAll(async () => {
  server = await startTestServer();
  admin = (await createUser(server, ['CHAT_ADMIN'], ['nl', 'de'])).token;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

/** The next batch of `id` that holds a change matching `test`, skipping others. */
async function changeWhere(
  client: LiveClient,
  id: string,
  test: (change: { kind: string; row?: any; id?: string }) => boolean,
) {
  for (let i = 0; i < 10; i++) {
    const found = (await client.next(id)).find((c) => test(c as never));
    if (found) return found as { kind: string; row?: any; id?: string };
  }
  throw new Error('no matching change');
}

describe('Notices: editing topics and announcements', () => {
  it('edits reach a subscribed operator live; a topic removal removes its announcements', async () => {
    const topic = await server.call('POST', '/announcement-topics', {
      token: admin,
      body: { locale: 'nl', title: 'Rooster', emoji: '📅' },
    });
    expect(topic.status).toBe(201);
    const item = await server.call('POST', '/announcements', {
      token: admin,
      body: { topicId: topic.body.id, message: 'Maandag dicht' },
    });
    const operator = await createUser(server, ['CHAT_OPERATOR'], ['nl']);
    const live = await clients.connect(operator.token);
    expect((await live.subscribe('a', 'announcements', { locales: ['nl'] })).ok).toBe(true);
    await live.next('a');

    const edit = await server.call('PATCH', `/announcements/${item.body.id}`, {
      token: admin,
      body: { message: 'Maandag <b>open</b>\nDinsdag dicht' },
    });
    expect(edit.status).toBe(204);
    const modified = await changeWhere(live, 'a', (c) => c.row?.id === item.body.id);
    expect(modified.kind).toBe('modified');
    expect(modified.row).toMatchObject({
      message: 'Maandag <b>open</b>\nDinsdag dicht',
      updatedBy: expect.any(String),
      updatedAt: expect.any(String),
    });

    const rename = await server.call('PATCH', `/announcement-topics/${topic.body.id}`, {
      token: admin,
      body: { title: 'Openingstijden' },
    });
    expect(rename.status).toBe(204);
    const renamed = await changeWhere(live, 'a', (c) => c.row?.id === topic.body.id);
    expect(renamed.row).toMatchObject({ title: 'Openingstijden', emoji: '📅' });

    const removed = await server.call('DELETE', `/announcement-topics/${topic.body.id}`, {
      token: admin,
    });
    expect(removed.status).toBe(204);
    await changeWhere(live, 'a', (c) => c.kind === 'removed' && c.id === item.body.id);
    await changeWhere(live, 'a', (c) => c.kind === 'removed' && c.id === topic.body.id);
  });

  it('refuses bad input naming the field, other roles, other geos and unknown ids', async () => {
    const topic = await server.call('POST', '/announcement-topics', {
      token: admin,
      body: { locale: 'de', title: 'Urlaub' },
    });
    const item = await server.call('POST', '/announcements', {
      token: admin,
      body: { topicId: topic.body.id, message: 'Hallo' },
    });
    const empty = await server.call('PATCH', `/announcements/${item.body.id}`, {
      token: admin,
      body: { message: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('message');
    const nothing = await server.call('PATCH', `/announcement-topics/${topic.body.id}`, {
      token: admin,
      body: {},
    });
    expect(nothing.status).toBe(400);
    expect(JSON.stringify(nothing.body)).toContain('title');

    const operator = await createUser(server, ['CHAT_OPERATOR'], ['de']);
    const byOperator = await server.call('PATCH', `/announcements/${item.body.id}`, {
      token: operator.token,
      body: { message: 'x' },
    });
    expect(byOperator.status).toBe(403);
    const dutchManager = await createUser(server, ['CHAT_MANAGER'], ['nl']);
    for (const [method, path, body] of [
      ['PATCH', `/announcements/${item.body.id}`, { message: 'x' }],
      ['PATCH', `/announcement-topics/${topic.body.id}`, { title: 'x' }],
      ['DELETE', `/announcement-topics/${topic.body.id}`, undefined],
    ] as const) {
      const res = await server.call(method, path, { token: dutchManager.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const missing = await server.call('PATCH', '/announcements/nope', {
      token: admin,
      body: { message: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(
      (await server.call('DELETE', '/announcement-topics/nope', { token: admin })).status,
    ).toBe(404);
  });
  it("keeps each locale's notices to the admins of that locale", async () => {
    const topic = await server.call('POST', '/announcement-topics', {
      token: admin,
      body: { locale: 'nl', title: 'Alleen nl', emoji: '' },
    });
    const item = await server.call('POST', '/announcements', {
      token: admin,
      body: { topicId: topic.body.id, message: 'Voor nl' },
    });
    const german = (await createUser(server, ['CHAT_ADMIN'], ['de'])).token;
    const refused = [
      await server.call('POST', '/announcements', {
        token: german,
        body: { topicId: topic.body.id, message: 'Nein' },
      }),
      await server.call('PATCH', `/announcement-topics/${topic.body.id}`, {
        token: german,
        body: { title: 'Nein' },
      }),
      await server.call('PATCH', `/announcements/${item.body.id}`, {
        token: german,
        body: { message: 'Nein' },
      }),
      await server.call('DELETE', `/announcements/${item.body.id}`, { token: german }),
    ];
    expect(refused.map((res) => res.status)).toEqual([403, 403, 403, 403]);
    const missing = await server.call('PATCH', '/announcements/nope', {
      token: admin,
      body: { message: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(
      (await server.call('DELETE', `/announcements/${item.body.id}`, { token: admin })).status,
    ).toBe(204);
  });
});

describe('operators.connected', () => {
  it('shows operators per pool as they connect and go; an admin signs one out', async () => {
    const manager = await createUser(server, ['CHAT_MANAGER'], ['nl']);
    const watcher = await clients.connect(manager.token);
    expect((await watcher.subscribe('ops', 'operators.connected', {})).ok).toBe(true);
    await watcher.next('ops');

    const operator = await createUser(server, ['CHAT_OPERATOR:SFW', 'CHAT_OPERATOR:NSFW'], ['nl']);
    const socket = await clients.connect(operator.token);
    const added = await changeWhere(watcher, 'ops', (c) => c.row?.uid === operator.uid);
    expect(added.kind).toBe('added');
    const row = ConnectedOperatorRow.parse(added.row);
    expect(row).toMatchObject({ geos: '["nl"]', since: expect.any(String) });
    expect(['SFW', 'NSFW']).toContain(row.pool);

    const signedOut = new Promise((resolve) =>
      socket.socket.once(SOCKET_EVENTS.disconnectOperator, resolve),
    );
    const res = await server.call('POST', `/operators/${operator.uid}/disconnect`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.disconnected).toBe(1);
    await signedOut;
    await changeWhere(
      watcher,
      'ops',
      (c) => c.kind === 'removed' && c.id === `SFW:${operator.uid}`,
    );
  });

  it('refuses roles other than Admin, Manager and Developer', async () => {
    const operator = await createUser(server, ['CHAT_OPERATOR'], ['nl']);
    const client = await clients.connect(operator.token);
    const ack = await client.subscribe('ops', 'operators.connected', {});
    expect(ack.ok).toBe(false);
    const manager = await createUser(server, ['CHAT_MANAGER'], ['nl']);
    const signOut = await server.call('POST', `/operators/${operator.uid}/disconnect`, {
      token: manager.token,
    });
    expect(signOut.status).toBe(403);
  });
});

describe('GET /debug/info', () => {
  it('answers developers the server version and the tenant, and refuses everyone else', async () => {
    const developer = await createUser(server, ['DEBUG_DEVELOPER'], ['nl']);
    const res = await server.call('GET', '/debug/info', { token: developer.token });
    expect(res.status).toBe(200);
    const info = DebugInfo.parse(res.body);
    expect(info.serverVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(info).toMatchObject({ cache: 'in-process', tenant: { id: 'tenant-demo' } });
    expect((await server.call('GET', '/debug/info', { token: admin })).status).toBe(403);
    expect((await server.call('GET', '/debug/info')).status).toBe(401);
  });
});
