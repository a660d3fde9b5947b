import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SOCKET_EVENTS,
  SOCKET_PATH,
  type LiveAck,
  type LiveChangeBatch,
} from '@switchboard/domain';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

/** A connected client whose change batches queue up to be awaited one by one. */
async function client(token: string | undefined) {
  const socket = connect(server.url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  const batches: LiveChangeBatch[] = [];
  const waiters: ((batch: LiveChangeBatch) => void)[] = [];
  socket.on(SOCKET_EVENTS.change, (batch: LiveChangeBatch) => {
    const waiter = waiters.shift();
    if (waiter) waiter(batch);
    else batches.push(batch);
  });
  const connected = await new Promise<{
    ok: boolean;
    error?: { message: string; data?: { code?: string } };
  }>((resolve) => {
    socket.once('connect', () => resolve({ ok: true }));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) =>
      resolve({ ok: false, error }),
    );
  });
  return {
    socket,
    connected,
    subscribe: (request: unknown) =>
      new Promise<LiveAck>((resolve) => socket.emit(SOCKET_EVENTS.subscribe, request, resolve)),
    next: () =>
      new Promise<LiveChangeBatch>((resolve, reject) => {
        const queued = batches.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error('no change arrived within 5 s')), 5_000);
        waiters.push((batch) => {
          clearTimeout(timer);
          resolve(batch);
        });
      }),
  };
}

describe('socket authentication', () => {
  it('refuses a connection without a valid token', async () => {
    const anonymous = await client(undefined);
    expect(anonymous.connected.ok).toBe(false);
    expect(anonymous.connected.error?.data?.code).toBe('auth/invalid-user-token');
  });
});

describe('live query: announcements', () => {
  it('sends the current topics and announcements, then new ones as they are published', async () => {
    const operator = await client((await server.signIn('operator@demo.test')).idToken);
    expect(
      await operator.subscribe({ id: 'a', query: 'announcements', params: { locales: ['nl'] } }),
    ).toMatchObject({ ok: true });
    const initial = await operator.next();
    expect(initial.id).toBe('a');
    const rows = initial.changes.map((c) =>
      c.kind === 'removed' ? c.id : (c.row as { id: string; kind: string }).kind,
    );
    expect(rows.filter((k) => k === 'topic')).toHaveLength(2);
    expect(rows.filter((k) => k === 'announcement')).toHaveLength(3);

    const admin = (await server.signIn('admin@demo.test')).idToken;
    // A German announcement is not for this nl subscription; the Dutch one right after it is.
    await server.call('POST', '/announcements', {
      token: admin,
      body: { topicId: 'topic-de-shifts', message: 'Nur für DE' },
    });
    const created = await server.call('POST', '/announcements', {
      token: admin,
      body: { topicId: 'topic-nl-rules', message: 'New rule' },
    });
    expect(created.status).toBe(201);
    const live = await operator.next();
    expect(live.changes).toEqual([
      {
        kind: 'added',
        row: expect.objectContaining({
          id: created.body.id,
          kind: 'announcement',
          message: 'New rule',
          locale: 'nl',
        }),
      },
    ]);

    await server.call('DELETE', `/announcements/${created.body.id}`, { token: admin });
    expect((await operator.next()).changes).toEqual([{ kind: 'removed', id: created.body.id }]);
  });

  it('refuses locales outside the user geos and bad requests in the acknowledgement', async () => {
    const operator = await client((await server.signIn('operator@demo.test')).idToken);
    expect(
      await operator.subscribe({ id: 'x', query: 'announcements', params: { locales: ['fr'] } }),
    ).toEqual({
      ok: false,
      error: { code: 'not-allowed', message: 'No access to locale fr.' },
    });
    const bad = await operator.subscribe({
      id: 'y',
      query: 'announcements',
      params: { locales: [] },
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(bad.ok === false && bad.error.message).toMatch(/^params\.locales: /);
    expect(await operator.subscribe('nonsense')).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
  });

  it('lets only admins and managers publish', async () => {
    const operator = (await server.signIn('operator@demo.test')).idToken;
    const res = await server.call('POST', '/announcements', {
      token: operator,
      body: { topicId: 'topic-nl-rules', message: 'x' },
    });
    expect(res.status).toBe(403);
    const manager = (await server.signIn('manager@demo.test')).idToken;
    const empty = await server.call('POST', '/announcements', {
      token: manager,
      body: { topicId: 'topic-nl-rules', message: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('message: An announcement needs a message');
  });
});

describe('live query: system notification', () => {
  it('shows a posted notification live, and its disabling', async () => {
    const poker = await client((await server.signIn('poker@demo.test')).idToken);
    expect(await poker.subscribe({ id: 'n', query: 'system-notification' })).toMatchObject({
      ok: true,
    });
    const initial = await poker.next();
    expect(initial.changes[0]).toMatchObject({
      kind: 'added',
      row: { id: 'notification-welcome', type: 'info' },
    });

    const admin = (await server.signIn('admin@demo.test')).idToken;
    const posted = await server.call('POST', '/system-notifications', {
      token: admin,
      body: { message: 'Deploy in 5 minutes', type: 'warning' },
    });
    expect(posted.status).toBe(201);
    expect((await poker.next()).changes[0]).toMatchObject({
      kind: 'added',
      row: { message: 'Deploy in 5 minutes', showUntilAt: null },
    });

    const disabled = await server.call('POST', `/system-notifications/${posted.body.id}/disable`, {
      token: admin,
    });
    expect(disabled.status).toBe(200);
    const change = (await poker.next()).changes[0];
    expect(change).toMatchObject({ kind: 'modified', row: { id: posted.body.id } });
    expect(change?.kind === 'modified' && change.row.showUntilAt).toBeTruthy();

    const history = await server.call('GET', '/system-notifications', { token: admin });
    expect(history.body.data[0].id).toBe(posted.body.id);
    expect(
      (
        await server.call('POST', '/system-notifications', {
          token: (await server.signIn('manager@demo.test')).idToken,
          body: { message: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('presence', () => {
  it('lists connected operators per pool and signs one out with disconnectOperator', async () => {
    const operator = await client((await server.signIn('operator@demo.test')).idToken);
    await client((await server.signIn('admin@demo.test')).idToken);
    const manager = (await server.signIn('manager@demo.test')).idToken;

    const list = await server.call('GET', '/connectedOperators/', { token: manager });
    expect(list.status).toBe(200);
    const names = (pool: 'SFW' | 'NSFW' | 'AGENT_ONLY') =>
      list.body[pool].operators.map((o: { id: string }) => o.id);
    expect(new Set(names('NSFW'))).toEqual(new Set(['demo-operator']));
    expect(new Set(names('SFW'))).toEqual(new Set(['demo-operator']));
    expect(names('AGENT_ONLY')).toEqual([]);
    expect(JSON.parse(list.body.NSFW.operators[0].geos)).toEqual(['nl', 'de', 'gb']);
    expect(
      (
        await server.call('GET', '/operators/connected', {
          token: (await server.signIn('poker@demo.test')).idToken,
        })
      ).status,
    ).toBe(403);

    const signedOut = new Promise<void>((resolve) =>
      operator.socket.once(SOCKET_EVENTS.disconnectOperator, () => resolve()),
    );
    const admin = (await server.signIn('admin@demo.test')).idToken;
    const res = await server.call('POST', '/operators/demo-operator/disconnect', { token: admin });
    expect(res.body.disconnected).toBeGreaterThanOrEqual(1);
    await signedOut;
    const after = await server.call('GET', '/operators/connected', { token: manager });
    expect(after.body.NSFW.operators).toEqual([]);
  });
});

describe('analytics', () => {
  it('records a screen view and refuses a bad one', async () => {
    const token = (await server.signIn('manager@demo.test')).idToken;
    expect(
      (
        await server.call('POST', '/analytics/screen-view', {
          token,
          body: { path: '/statistics/chat', title: 'Chat | Demo' },
        })
      ).status,
    ).toBe(204);
    const bad = await server.call('POST', '/analytics/screen-view', {
      token,
      body: { path: 'statistics' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('path: A path starts with /');
  });
});
