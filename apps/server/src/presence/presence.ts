import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  claimablePools,
  QUEUE_POOLS,
  routerRolesOf,
  type ConnectedOperatorRow,
  type ConnectedOperatorsByPool,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database, Tx } from '../db/client.js';
import { presenceSockets, serverNodes } from '../db/schema.js';
import type { ChangeFeed, FeedEvent } from '../live/feed.js';
import { defaultLogger, type Logger } from '../log/logger.js';

/** How often a process tells the database it is alive. */
export const PRESENCE_HEARTBEAT_MS = 5_000;
/** A process not heard from for this long is gone: its sockets no longer count. */
export const PRESENCE_NODE_TIMEOUT_S = 15;

interface LocalConnection {
  uid: string;
  sid: string | null;
  tenantId: string;
  name: string;
  geos: string[];
  roles: string[];
  disconnect: () => void;
}

type PresenceRow = typeof presenceSockets.$inferSelect;
type PresenceInsert = typeof presenceSockets.$inferInsert;

/** Most rows in one statement of a batched presence write (a reconnect storm writes thousands). */
const PRESENCE_WRITE_CHUNK = 500;

/** A socket's row as the next batched write leaves it: written (upserted), or deleted (null). */
interface PendingWrite {
  socketId: string;
  tenantId: string;
  row: PresenceInsert | null;
}

/** The sign-out the feed carries to every process: of a user, or of one sign-in session. */
type SignOut = { uid: string } | { sid: string };

/**
 * Who is connected right now (spec §4 "Session and presence"): operators who are not admins count
 * as present. Shared by every server process on the database: each socket is a row of
 * `presence_sockets` under its process's `server_nodes` row, which the process touches every
 * PRESENCE_HEARTBEAT_MS. A process that stops touching it (killed) is reaped by whichever process
 * notices first, and its sockets with it. A sign-out goes out on the change feed, so the process
 * holding the socket closes it, wherever the admin's call landed.
 */
export class Presence {
  private readonly local = new Map<string, LocalConnection>();
  private readonly listeners = new Set<(tenantId: string) => void>();
  /** Writes of this process's rows, one after another, so a disconnect never lands before its connect. */
  private writes: Promise<void> = Promise.resolve();
  /**
   * Per socket, what the next write does with its row (the latest wish wins: a socket that
   * connects and leaves before the write costs nothing). Every change that comes while a write
   * runs goes out together in the next one, so a burst (a reconnect storm after a restart: one
   * connection per operator) costs a few transactions and one presence event per tenant each,
   * not one of each per socket.
   */
  private readonly pending = new Map<string, PendingWrite>();
  private flushQueued = false;
  private timer: NodeJS.Timeout | null = null;
  /** The node row was written once: a later insert means it had been reaped. */
  private registered = false;
  private readonly unsubscribe: () => void;

  private readonly logger: Logger;

  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
    logger: Logger = defaultLogger(),
  ) {
    this.logger = logger.child({ job: 'presence' });
    this.unsubscribe = feed.subscribe(['presence', 'sign-out'], (event) => this.onFeed(event));
  }

  /** This process's name in `server_nodes` (the change feed's node). */
  get node(): string {
    return this.feed.node;
  }

  /** Calls `listener` with the tenant whenever someone of it connects or disconnects, anywhere. */
  onChange(listener: (tenantId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(tenantId: string): void {
    for (const listener of this.listeners) listener(tenantId);
  }

  /** Operators who are not admins are tracked as present; everyone else is not. */
  static counts(user: Pick<AuthUser, 'roles'>): boolean {
    const roles = routerRolesOf(user.roles);
    return roles.includes('Operator') && !roles.includes('Admin');
  }

  /** Registers this process and starts its heartbeat and the reaping of processes gone silent. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => {
      void this.beat()
        .then(() => this.reap())
        .then((reaped) => {
          if (reaped > 0) {
            this.logger.info({ reaped }, 'Reaped the sockets of server processes gone silent');
          }
        })
        .catch((error: unknown) => this.logger.error({ err: error }, 'Presence heartbeat failed'));
    }, PRESENCE_HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Stops the heartbeat and removes this process with its sockets. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe();
    await this.writes;
    await this.feed.write(this.db, async (tx, announce) => {
      const gone = await tx
        .delete(presenceSockets)
        .where(eq(presenceSockets.node, this.node))
        .returning({ tenantId: presenceSockets.tenantId });
      await tx.delete(serverNodes).where(eq(serverNodes.node, this.node));
      for (const tenantId of new Set(gone.map((row) => row.tenantId))) {
        announce(presenceEvent(tenantId));
      }
    });
  }

  private async beat(): Promise<void> {
    const [row] = await this.db
      .insert(serverNodes)
      .values({ node: this.node })
      .onConflictDoUpdate({ target: serverNodes.node, set: { seenAt: sql`now()` } })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    // Reaped while it was too busy to beat: its sockets are written again.
    if (row?.inserted && this.registered) {
      for (const [socketId, connection] of this.local) this.store(socketId, connection);
    }
    this.registered = true;
  }

  /**
   * Removes the processes gone silent with their sockets; one conditional DELETE, so with several
   * processes reaping at once each gone socket is removed (and announced) once.
   */
  async reap(): Promise<number> {
    return this.feed.write(this.db, async (tx, announce) => {
      const silent = tx
        .select({ node: serverNodes.node })
        .from(serverNodes)
        .where(
          lt(serverNodes.seenAt, sql`now() - make_interval(secs => ${PRESENCE_NODE_TIMEOUT_S})`),
        );
      const gone = await tx
        .delete(presenceSockets)
        .where(inArray(presenceSockets.node, silent))
        .returning({ tenantId: presenceSockets.tenantId });
      await tx
        .delete(serverNodes)
        .where(
          lt(serverNodes.seenAt, sql`now() - make_interval(secs => ${PRESENCE_NODE_TIMEOUT_S})`),
        );
      for (const tenantId of new Set(gone.map((row) => row.tenantId))) {
        announce(presenceEvent(tenantId));
      }
      return gone.length;
    });
  }

  /** Every socket is tracked so it can be signed out; only operators show as present. */
  add(socketId: string, user: AuthUser, disconnect: () => void): void {
    const connection: LocalConnection = {
      uid: user.uid,
      sid: user.sid,
      tenantId: user.tenantId,
      name: user.name ?? user.email,
      geos: user.geos,
      roles: user.roles,
      disconnect,
    };
    this.local.set(socketId, connection);
    this.store(socketId, connection);
  }

  private store(socketId: string, connection: LocalConnection): void {
    const { disconnect: _disconnect, ...fields } = connection;
    const row = { socketId, node: this.node, ...fields };
    this.queue({ socketId, tenantId: connection.tenantId, row });
  }

  remove(socketId: string): void {
    const connection = this.local.get(socketId);
    if (!connection) return;
    this.local.delete(socketId);
    this.queue({ socketId, tenantId: connection.tenantId, row: null });
  }

  /** Notes what to write of a socket's row, and starts a write after the earlier ones. */
  private queue(write: PendingWrite): void {
    this.pending.delete(write.socketId);
    this.pending.set(write.socketId, write);
    if (this.flushQueued) return;
    this.flushQueued = true;
    this.writes = this.writes.then(() => this.flush());
  }

  /**
   * Writes every pending row in one transaction, after the earlier writes; it tells every process
   * (this one included) that the presence of each tenant concerned changed, as part of it.
   */
  private async flush(): Promise<void> {
    this.flushQueued = false;
    const batch = [...this.pending.values()];
    this.pending.clear();
    if (batch.length === 0) return;
    const tenants = new Set(batch.map((write) => write.tenantId));
    try {
      await this.feed.write(this.db, async (tx, announce) => {
        await writeRows(tx, batch);
        for (const tenantId of tenants) announce(presenceEvent(tenantId));
      });
    } catch (error) {
      this.logger.error({ err: error, tenantIds: [...tenants] }, 'Writing presence failed');
    }
  }

  /** Resolves once every presence write made so far has landed. */
  async idle(): Promise<void> {
    await this.writes;
  }

  /** The sockets on processes still alive that match `where`. */
  private async rows(where: SQL | undefined): Promise<PresenceRow[]> {
    const rows = await this.db
      .select({ socket: presenceSockets })
      .from(presenceSockets)
      .innerJoin(serverNodes, eq(serverNodes.node, presenceSockets.node))
      .where(
        and(
          sql`${serverNodes.seenAt} >= now() - make_interval(secs => ${PRESENCE_NODE_TIMEOUT_S})`,
          where,
        ),
      );
    return rows.map((row) => row.socket);
  }

  /**
   * Connected operators of a tenant, one row per operator and pool they may work, each operator
   * with the time of their first open connection, the earliest first.
   */
  async connectedRows(tenantId: string): Promise<ConnectedOperatorRow[]> {
    await this.writes;
    const rows = await this.rows(eq(presenceSockets.tenantId, tenantId));
    rows.sort((a, b) => (a.connectedAt < b.connectedAt ? -1 : 1));
    const seen = new Set<string>();
    const out: ConnectedOperatorRow[] = [];
    for (const row of rows) {
      if (seen.has(row.uid) || !Presence.counts(row)) continue;
      seen.add(row.uid);
      for (const pool of claimablePools(row.roles)) {
        out.push({
          id: `${pool}:${row.uid}`,
          uid: row.uid,
          pool,
          geos: JSON.stringify(row.geos),
          name: row.name,
          since: new Date(row.connectedAt).toISOString(),
        });
      }
    }
    return out;
  }

  /** Connected operators of a tenant per pool; an operator appears once per pool they may work. */
  async byPool(tenantId: string): Promise<ConnectedOperatorsByPool> {
    const result = Object.fromEntries(
      QUEUE_POOLS.map((pool) => [
        pool,
        { operators: [] as { id: string; geos: string; name: string }[] },
      ]),
    ) as ConnectedOperatorsByPool;
    for (const row of await this.connectedRows(tenantId)) {
      result[row.pool].operators.push({ id: row.uid, geos: row.geos, name: row.name });
    }
    return result;
  }

  /**
   * Signs a user out everywhere: each of their sockets, on whichever process, gets
   * `disconnectOperator`, then closes. Answers how many connections that is.
   */
  async disconnectUser(tenantId: string, uid: string): Promise<number> {
    await this.writes;
    const where = and(eq(presenceSockets.tenantId, tenantId), eq(presenceSockets.uid, uid));
    const count = (await this.rows(where)).length;
    this.signOut(tenantId, { uid });
    return count;
  }

  /**
   * Signs one sign-in session out, on every process: the sockets that connected with its tokens
   * (a session id is unique across tenants).
   */
  async disconnectSession(sid: string): Promise<number> {
    await this.writes;
    const count = (await this.rows(eq(presenceSockets.sid, sid))).length;
    this.signOut('', { sid });
    return count;
  }

  private signOut(tenantId: string, who: SignOut): void {
    this.feed.publish({
      topic: 'sign-out',
      tenantId,
      change: { kind: 'removed', id: 'uid' in who ? `uid:${who.uid}` : `sid:${who.sid}` },
    });
  }

  private onFeed(event: FeedEvent): void {
    if (event.topic === 'presence') return this.changed(event.tenantId);
    if (event.change.kind !== 'removed') return;
    const id = event.change.id;
    const matches = id.startsWith('uid:')
      ? (connection: LocalConnection) => connection.uid === id.slice(4)
      : (connection: LocalConnection) => connection.sid === id.slice(4);
    for (const [socketId, connection] of this.local) {
      if (id.startsWith('uid:') && connection.tenantId !== event.tenantId) continue;
      if (!matches(connection)) continue;
      connection.disconnect();
      this.remove(socketId);
    }
  }
}

/** Deletes and upserts the rows of a batch, PRESENCE_WRITE_CHUNK at a time. */
async function writeRows(tx: Tx, batch: readonly PendingWrite[]): Promise<void> {
  const gone = batch.filter((write) => write.row === null);
  const rows = batch.flatMap((write) => (write.row ? [write.row] : []));
  for (let i = 0; i < gone.length; i += PRESENCE_WRITE_CHUNK) {
    const ids = gone.slice(i, i + PRESENCE_WRITE_CHUNK).map((write) => write.socketId);
    await tx.delete(presenceSockets).where(inArray(presenceSockets.socketId, ids));
  }
  for (let i = 0; i < rows.length; i += PRESENCE_WRITE_CHUNK) {
    await tx
      .insert(presenceSockets)
      .values(rows.slice(i, i + PRESENCE_WRITE_CHUNK))
      .onConflictDoUpdate({
        target: presenceSockets.socketId,
        set: {
          name: sql`excluded.name`,
          geos: sql`excluded.geos`,
          roles: sql`excluded.roles`,
          sid: sql`excluded.sid`,
        },
      });
  }
}

/** That a tenant's presence changed: every process re-reads its connected operators. */
function presenceEvent(tenantId: string): FeedEvent {
  return { topic: 'presence', tenantId, change: { kind: 'modified', row: { id: tenantId } } };
}
