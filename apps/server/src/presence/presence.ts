import {
  claimablePools,
  QUEUE_POOLS,
  routerRolesOf,
  type ConnectedOperatorsByPool,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';

interface Connection {
  uid: string;
  /** The sign-in session of the token the socket connected with. */
  sid: string | null;
  name: string;
  geos: string[];
  roles: string[];
  tenantId: string;
  disconnect: () => void;
}

/**
 * Who is connected right now (spec §4 "Session and presence"): operators who are not admins
 * count as present. Kept per process; with several processes the socket.io Redis adapter shares
 * it (see README).
 */
export class Presence {
  private readonly connections = new Map<string, Connection>();
  private readonly listeners = new Set<(tenantId: string) => void>();

  /** Calls `listener` with the tenant whenever someone of it connects or disconnects. */
  onChange(listener: (tenantId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(tenantId: string): void {
    for (const listener of this.listeners) listener(tenantId);
  }

  /** Operators who are not admins are tracked; everyone else is not. */
  static counts(user: Pick<AuthUser, 'roles'>): boolean {
    const roles = routerRolesOf(user.roles);
    return roles.includes('Operator') && !roles.includes('Admin');
  }

  /** Every socket is tracked so it can be signed out; only operators show as present. */
  add(socketId: string, user: AuthUser, disconnect: () => void): void {
    this.connections.set(socketId, {
      uid: user.uid,
      sid: user.sid,
      name: user.name ?? user.email,
      geos: user.geos,
      roles: user.roles,
      tenantId: user.tenantId,
      disconnect,
    });
    this.changed(user.tenantId);
  }

  remove(socketId: string): void {
    const connection = this.connections.get(socketId);
    if (!connection) return;
    this.connections.delete(socketId);
    this.changed(connection.tenantId);
  }

  /** Connected operators of a tenant per pool; an operator appears once per pool they may work. */
  byPool(tenantId: string): ConnectedOperatorsByPool {
    const result = Object.fromEntries(
      QUEUE_POOLS.map((pool) => [
        pool,
        { operators: [] as { id: string; geos: string; name: string }[] },
      ]),
    ) as ConnectedOperatorsByPool;
    const seen = new Set<string>();
    for (const connection of this.connections.values()) {
      if (connection.tenantId !== tenantId || seen.has(connection.uid)) continue;
      if (!Presence.counts(connection)) continue;
      seen.add(connection.uid);
      for (const pool of claimablePools(connection.roles)) {
        result[pool].operators.push({
          id: connection.uid,
          geos: JSON.stringify(connection.geos),
          name: connection.name,
        });
      }
    }
    return result;
  }

  /** Signs a user out everywhere: each of their sockets gets `disconnectOperator`, then closes. */
  disconnectUser(uid: string): number {
    return this.disconnectWhere((connection) => connection.uid === uid);
  }

  /** Signs one sign-in session out: the sockets that connected with its tokens. */
  disconnectSession(sid: string): number {
    return this.disconnectWhere((connection) => connection.sid === sid);
  }

  private disconnectWhere(matches: (connection: Connection) => boolean): number {
    let count = 0;
    for (const [socketId, connection] of this.connections) {
      if (!matches(connection)) continue;
      connection.disconnect();
      this.connections.delete(socketId);
      this.changed(connection.tenantId);
      count++;
    }
    return count;
  }
}
