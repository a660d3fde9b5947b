// Test support for the administration calls' tests (users, abuse words, cache).
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@switchboard/domain';
import { hashPassword } from '../auth/passwords.js';
import { tenants, users } from '../db/schema.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import type { TestServer } from '../test/harness.js';

/** A second tenant with an admin and an operator, for tests that tenants never see each other. */
export const OTHER_TENANT = { id: 'tenant-other', alias: 'other' } as const;
export const OTHER_ADMIN = 'admin@other.test';
export const OTHER_OPERATOR = 'operator@other.test';

export async function seedOtherTenant(server: TestServer): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await server.handle.db.insert(tenants).values({
    ...OTHER_TENANT,
    appName: 'Other',
    appLogoName: 'other.svg',
    appPrimaryColor: '#000000',
  });
  await server.handle.db.insert(users).values([
    {
      uid: 'other-admin',
      tenantId: OTHER_TENANT.id,
      email: OTHER_ADMIN,
      passwordHash,
      roles: ['CHAT_ADMIN'],
      geos: ['nl'],
    },
    {
      uid: 'other-operator',
      tenantId: OTHER_TENANT.id,
      email: OTHER_OPERATOR,
      passwordHash,
      roles: ['CHAT_OPERATOR:NSFW'],
      geos: ['nl'],
    },
  ]);
}

/** A presence socket signed in with `token`; resolves once connected. */
export async function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
