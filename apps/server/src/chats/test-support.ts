import { io as connect, type Socket } from 'socket.io-client';
import {
  LIVE_CHANNEL_PREFIX,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type LiveAck,
  type LiveChangeBatch,
} from '@switchboard/domain';
import { users } from '../db/schema.js';
import type { TestServer } from '../test/harness.js';

/** Helpers of the chat tests: users made on the spot, and a live-query client. */

let userCount = 0;

/**
 * Creates a staff user of the demo tenant and returns its uid and an ID token. The password hash
 * is a placeholder: these users never sign in with a password (the token is minted directly).
 */
export async function createUser(
  server: TestServer,
  roles: string[],
  geos: string[],
  tenantId = 'tenant-demo',
): Promise<{ uid: string; token: string }> {
  userCount += 1;
  const uid = `test-user-${userCount}-${Math.random().toString(36).slice(2, 8)}`;
  await server.handle.db.insert(users).values({
    uid,
    tenantId,
    email: `${uid}@chats.test`,
    displayName: `Test ${uid}`,
    passwordHash: 'not-a-password-hash',
    roles,
    geos,
  });
  return { uid, token: await server.tokenFor(uid) };
}

export interface LiveClient {
  socket: Socket;
  subscribe: (id: string, query: string, params: unknown) => Promise<LiveAck>;
  /** The next batch of a subscription (5 s at most). */
  next: (id: string) => Promise<LiveChangeBatch['changes']>;
  /** Batches of a subscription that arrived and were not taken yet. */
  pending: (id: string) => LiveChangeBatch['changes'][];
  close: () => void;
}

/** A socket.io client whose change batches queue up per subscription, to be awaited in order. */
export async function liveClient(server: TestServer, token: string): Promise<LiveClient> {
  const socket = connect(server.url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  const queues = new Map<string, LiveChangeBatch['changes'][]>();
  const waiters = new Map<string, ((changes: LiveChangeBatch['changes']) => void)[]>();
  /** Subscription id → the shared channel its acknowledgement named. */
  const channels = new Map<string, string>();
  const deliver = (id: string, changes: LiveChangeBatch['changes']) => {
    const waiter = waiters.get(id)?.shift();
    if (waiter) waiter(changes);
    else queues.set(id, [...(queues.get(id) ?? []), changes]);
  };
  socket.on(SOCKET_EVENTS.change, (batch: LiveChangeBatch) => {
    if (!batch.id.startsWith(LIVE_CHANNEL_PREFIX)) return deliver(batch.id, batch.changes);
    for (const [id, channel] of channels) if (channel === batch.id) deliver(id, batch.changes);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    subscribe: (id, query, params) =>
      new Promise((resolve) => {
        channels.delete(id);
        socket.emit(SOCKET_EVENTS.subscribe, { id, query, params }, (ack: LiveAck) => {
          if (ack.ok && ack.channel) channels.set(id, ack.channel);
          resolve(ack);
        });
      }),
    next: (id) =>
      new Promise((resolve, reject) => {
        const queued = queues.get(id)?.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error(`no change on "${id}" within 5 s`)), 5_000);
        waiters.set(id, [
          ...(waiters.get(id) ?? []),
          (changes) => {
            clearTimeout(timer);
            resolve(changes);
          },
        ]);
      }),
    pending: (id) => queues.get(id) ?? [],
    close: () => socket.disconnect(),
  };
}

/** The live clients a test file opens, closed together when the file ends. */
export function liveClients(server: () => TestServer) {
  const open: LiveClient[] = [];
  return {
    connect: async (token: string): Promise<LiveClient> => {
      const client = await liveClient(server(), token);
      open.push(client);
      return client;
    },
    closeAll: (): void => {
      for (const client of open.splice(0)) client.close();
    },
  };
}
