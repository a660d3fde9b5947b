import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS, type LiveAck, type LiveChangeBatch } from '@switchboard/domain';
import { LivePortal, RECONNECT_OPTIONS, type PortalConnection } from './LivePortal';

type Handler = (...args: unknown[]) => void;

/** A stand-in for socket.io's client socket: records emits, lets the test play the server. */
class FakeSocket {
  constructor(readonly options: Record<string, unknown>) {}
  connected = false;
  active = true;
  io = { opts: {} as Record<string, unknown> };
  readonly handlers = new Map<string, Handler[]>();
  readonly emitted: { event: string; payload: unknown; ack?: (answer: LiveAck) => void }[] = [];
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, payload: unknown, ack?: (answer: LiveAck) => void) {
    this.emitted.push({ event, payload, ...(ack ? { ack } : {}) });
    return this;
  }
  connect() {
    this.connected = true;
    for (const handler of this.handlers.get('connect') ?? []) handler();
    return this;
  }
  fire(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
}));

const options = {
  getToken: () => Promise.resolve('token'),
  onDisconnectOperator: () => undefined,
  presence: false,
};

async function connected(portal: LivePortal): Promise<FakeSocket> {
  portal.connect(options);
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  return sockets[0]!;
}

afterEach(() => {
  sockets.length = 0;
});

describe('LivePortal', () => {
  it('loads the realtime client only when it connects, and not at all after a quick sign-out', async () => {
    const portal = new LivePortal();
    portal.connect(options);
    expect(portal.active).toBe(true);
    portal.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sockets).toHaveLength(0);
    expect(portal.active).toBe(false);
  });

  it('hands its own rows to one subscription and a shared channel’s changes to all on it', async () => {
    const portal = new LivePortal();
    const socket = await connected(portal);
    const heard = {
      a: [] as LiveChangeBatch[],
      b: [] as LiveChangeBatch[],
      c: [] as LiveChangeBatch[],
    };
    portal.subscribe(
      { query: 'queues.counts', params: { locales: ['nl'] } },
      { onBatch: (batch) => heard.a.push(batch) },
    );
    portal.subscribe(
      { query: 'queues.counts', params: { locales: ['nl'] } },
      { onBatch: (batch) => heard.b.push(batch) },
    );
    portal.subscribe(
      { query: 'queues.counts', params: { locales: ['de'] } },
      { onBatch: (batch) => heard.c.push(batch) },
    );
    const subscribes = socket.emitted.filter((sent) => sent.event === SOCKET_EVENTS.subscribe);
    expect(subscribes).toHaveLength(3);
    const ids = subscribes.map((sent) => (sent.payload as { id: string }).id);
    subscribes[0]!.ack?.({ ok: true, channel: '~nl' });
    subscribes[1]!.ack?.({ ok: true, channel: '~nl' });
    subscribes[2]!.ack?.({ ok: true, channel: '~de' });

    const rows = { id: ids[0]!, changes: [{ kind: 'added', row: { id: 'nl:SFW' } }] };
    socket.fire(SOCKET_EVENTS.change, rows);
    const change = { id: '~nl', changes: [{ kind: 'removed', id: 'nl:SFW' }] };
    socket.fire(SOCKET_EVENTS.change, change);

    expect(heard.a).toEqual([rows, change]);
    expect(heard.b).toEqual([change]);
    expect(heard.c).toEqual([]);
  });

  it('forgets a channel when it subscribes again after a reconnect', async () => {
    const portal = new LivePortal();
    const socket = await connected(portal);
    const heard: LiveChangeBatch[] = [];
    portal.subscribe(
      { query: 'system-notification', params: {} },
      { onBatch: (batch) => heard.push(batch) },
    );
    socket.emitted[0]!.ack?.({ ok: true, channel: '~old' });
    socket.connect();
    socket.fire(SOCKET_EVENTS.change, { id: '~old', changes: [{ kind: 'removed', id: 'x' }] });
    expect(heard).toEqual([]);
  });

  it('reconnects with jittered back-off, websocket first and polling as the fall-back', async () => {
    const socket = await connected(new LivePortal());
    expect(socket.options).toMatchObject({
      transports: ['websocket', 'polling'],
      reconnectionDelay: RECONNECT_OPTIONS.reconnectionDelay,
      reconnectionDelayMax: RECONNECT_OPTIONS.reconnectionDelayMax,
    });
    expect(RECONNECT_OPTIONS.randomizationFactor).toBeGreaterThan(0);
  });

  it('is reconnecting from a drop until every subscription holds its current rows again', async () => {
    const states: PortalConnection[] = [];
    const portal = new LivePortal();
    portal.connect({ ...options, onConnectionChange: (state) => states.push(state) });
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    const resyncs: string[] = [];
    for (const name of ['a', 'b']) {
      portal.subscribe(
        { query: 'system-notification', params: {} },
        { onBatch: () => undefined, onResync: () => resyncs.push(name) },
      );
    }
    socket.connect();
    // The first connection is not a reconnect: the pages show their own loading states.
    expect(portal.connection).toBe('connected');

    socket.connected = false;
    socket.fire('disconnect', 'transport close');
    expect(portal.connection).toBe('reconnecting');
    resyncs.length = 0;
    socket.connect();
    expect(resyncs).toEqual(['a', 'b']);
    const subscribes = socket.emitted.filter((sent) => sent.event === SOCKET_EVENTS.subscribe);
    const [first, second] = subscribes.slice(-2).map((sent) => (sent.payload as { id: string }).id);
    socket.fire(SOCKET_EVENTS.change, { id: first, changes: [] });
    // One of two back: what is on screen is still partly stale.
    expect(portal.connection).toBe('reconnecting');
    socket.fire(SOCKET_EVENTS.change, { id: second, changes: [] });
    expect(portal.connection).toBe('connected');
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);

    portal.disconnect();
    expect(portal.connection).toBe('idle');
  });

  it('does not wait for a subscription the server refused after a reconnect', async () => {
    const portal = new LivePortal();
    const socket = await connected(portal);
    portal.subscribe({ query: 'system-notification', params: {} }, { onBatch: () => undefined });
    socket.connect();
    socket.connected = false;
    socket.fire('disconnect', 'transport close');
    socket.connect();
    socket.emitted.at(-1)!.ack?.({ ok: false, error: { code: 'not-allowed', message: 'No.' } });
    expect(portal.connection).toBe('connected');
  });

  it('tells the user, once and in words, when the server refuses the handshake again with a fresh token', async () => {
    vi.useFakeTimers();
    try {
      const failures: string[] = [];
      const portal = new LivePortal();
      portal.connect({ ...options, onFailure: (text) => failures.push(text) });
      await vi.waitFor(() => expect(sockets).toHaveLength(1));
      const socket = sockets[0]!;
      socket.active = false;
      socket.connected = false;
      // The server refuses every handshake from here on: a retry does not connect.
      let retries = 0;
      socket.connect = () => {
        retries += 1;
        return socket;
      };
      const refuse = () =>
        socket.fire(
          'connect_error',
          Object.assign(new Error('The user account has been disabled.'), {
            data: { code: 'auth/user-disabled' },
          }),
        );
      // The first refusal may be a token that expired on the way: tried again, nothing said.
      refuse();
      expect(failures).toEqual([]);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(retries).toBe(1);
      refuse();
      expect(failures).toEqual(['The user account has been disabled by an administrator.']);
      refuse();
      expect(failures).toHaveLength(1);
      // A connection in between starts a new run: a later refusal streak is told again.
      socket.fire('connect', undefined);
      refuse();
      refuse();
      expect(failures).toHaveLength(2);
      // A refusal without an auth code: the server's own words.
      socket.fire('connect', undefined);
      const bare = () => socket.fire('connect_error', new Error('Unauthenticated'));
      bare();
      bare();
      expect(failures[2]).toBe('Unauthenticated');
      portal.disconnect();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is idle, not reconnecting, when the server ended the connection for good', async () => {
    const portal = new LivePortal();
    const socket = await connected(portal);
    socket.connect();
    socket.active = false;
    socket.connected = false;
    socket.fire('disconnect', 'io server disconnect');
    expect(portal.connection).toBe('idle');
  });
});
