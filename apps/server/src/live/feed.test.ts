import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../abuse/flagging.js';
import type { Database } from '../db/client.js';
import { pgliteNotifyChannel, postgresNotifyChannel, type NotifyChannel } from '../db/notify.js';
import { ChangeFeed, FEED_CHANNEL, type FeedEvent } from './feed.js';
import { emptyPglite } from '../test/empty-pglite.js';

// Two feeds on one database stand for two server processes: what one publishes, the other hears
// through LISTEN/NOTIFY. On PostgreSQL (TEST_DATABASE_URL) each has its own connections.

let channel: () => NotifyChannel;
let close: () => Promise<void>;
/** The database both feeds' writes go to. */
let db: Database;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    channel = () => postgresNotifyChannel(pool, url);
    close = () => pool.end();
    db = drizzlePg(pool) as unknown as Database;
  } else {
    const client = await emptyPglite();
    channel = () => pgliteNotifyChannel(client);
    close = () => client.close();
    db = drizzlePglite(client) as unknown as Database;
  }
  await db.execute(sql`create temporary table if not exists feed_writes (id text primary key)`);
});
afterAll(async () => {
  await close();
});

function event(content: string, id = 'm1'): FeedEvent {
  return {
    topic: 'chat-messages',
    tenantId: 'tenant-demo',
    locale: 'nl',
    chatId: 'chat-1',
    change: { kind: 'added', row: { id, content } as { id: string } },
  };
}

/** Two feeds on the channel, as two processes; closed together. */
async function twoProcesses(a = new ChangeFeed()) {
  const b = new ChangeFeed();
  await a.connect(channel());
  await b.connect(channel());
  return { a, b, close: () => Promise.all([a.close(), b.close()]) };
}

/**
 * A channel on which nothing comes back (what was sent is lost), whose listening connection the
 * test brings back with `reconnect`.
 */
function lostChannel() {
  let onReconnect = () => undefined as void;
  const channel: NotifyChannel = {
    notify: () => Promise.resolve(),
    listen: (_channel, _onPayload, reconnected) => {
      onReconnect = reconnected;
      return Promise.resolve(() => Promise.resolve());
    },
  };
  return { channel, reconnect: () => onReconnect() };
}

/** Collects what a feed's listeners hear; `until` waits for a count. */
function heard(feed: ChangeFeed) {
  const events: FeedEvent[] = [];
  feed.subscribe(['chat-messages'], (e) => events.push(e));
  return {
    events,
    until: async (count: number) => {
      await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(count), {
        timeout: 2_000,
        interval: 10,
      });
      expect(events).toHaveLength(count);
    },
  };
}

describe('a change announced with its write', () => {
  const insert = (id: string) => sql`insert into feed_writes (id) values (${id})`;

  it('reaches the other process when the transaction commits, and this one after it', async () => {
    const { a, b, close: closeBoth } = await twoProcesses();
    const atA = heard(a);
    const atB = heard(b);
    await a.write(db, async (tx, announce) => {
      await tx.execute(insert('w1'));
      announce(event('one', 'w1'));
      announce(event('two', 'w2'));
      // Nothing is heard before the commit, here or there.
      expect(atA.events).toHaveLength(0);
    });
    expect(atA.events.map((e) => e.change.kind === 'added' && e.change.row.id)).toEqual([
      'w1',
      'w2',
    ]);
    await atB.until(2);
    expect(atB.events).toEqual([event('one', 'w1'), event('two', 'w2')]);
    await closeBoth();
  });

  it('announces nothing, here or there, when the transaction rolls back', async () => {
    const { a, b, close: closeBoth } = await twoProcesses();
    const atA = heard(a);
    const atB = heard(b);
    await expect(
      a.write(db, async (tx, announce) => {
        await tx.execute(insert('w3'));
        announce(event('never', 'w3'));
        await tx.execute(insert('w3')); // a unique violation: the transaction fails
      }),
    ).rejects.toThrow();
    // A later change from the same process arrives; the rolled-back one never did before it.
    await a.write(db, async (tx, announce) => {
      await tx.execute(insert('w4'));
      announce(event('after', 'w4'));
    });
    await atB.until(1);
    expect(atB.events).toEqual([event('after', 'w4')]);
    expect(atA.events).toEqual([event('after', 'w4')]);
    await closeBoth();
  });

  it('reaches the other process even when this one dies right after the commit', async () => {
    const dies = new ChangeFeed({
      afterCommit: () => {
        throw new Error('process died');
      },
    });
    const { a, b, close: closeBoth } = await twoProcesses(dies);
    const atB = heard(b);
    await expect(
      a.write(db, async (tx, announce) => {
        await tx.execute(insert('w5'));
        announce(event('committed', 'w5'));
      }),
    ).rejects.toThrow('process died');
    await atB.until(1);
    expect(atB.events).toEqual([event('committed', 'w5')]);
    const stored = await db.execute<{ id: string }>(
      sql`select id from feed_writes where id = 'w5'`,
    );
    expect(rowsOf(stored)).toHaveLength(1);
    await closeBoth();
  });
});

describe('one row written by two processes, one after the other', () => {
  /** A channel whose notifications reach this process `ms` late (a busy listening connection). */
  const late = (inner: NotifyChannel, ms: number): NotifyChannel => ({
    notify: (name, payloads) => inner.notify(name, payloads),
    listen: (name, onPayload, onReconnect) =>
      inner.listen(name, (payload) => void setTimeout(() => onPayload(payload), ms), onReconnect),
  });
  const review = (state: string) => ({
    ...event(state, 'item-1'),
    topic: 'abuse-queue' as const,
  });
  /** A write of a feed that announces `change`. */
  const writeOf = (feed: ChangeFeed, change: FeedEvent) =>
    feed.write(db, async (tx, announce) => {
      await tx.execute(sql`select 1`);
      announce(change);
    });

  it('ends, in the process that wrote last, at the last version, however late the first one comes', async () => {
    const a = new ChangeFeed();
    const b = new ChangeFeed();
    await a.connect(channel());
    await b.connect(late(channel(), 150));
    const atB: string[] = [];
    b.subscribe(['abuse-queue'], (e) => {
      if (e.change.kind !== 'removed')
        atB.push((e.change.row as unknown as { content: string }).content);
    });
    // A claims the item and commits; B then decides it (its write follows A's commit, as the
    // row's lock makes it). B's listening connection hears of A's claim only afterwards.
    await writeOf(a, review('claimed'));
    await writeOf(b, review('decided'));
    await vi.waitFor(() => expect(atB).toHaveLength(2), { timeout: 2_000, interval: 10 });
    expect(atB).toEqual(['claimed', 'decided']);
    await Promise.all([a.close(), b.close()]);
  });

  it('hears its own change from memory when it does not come back', async () => {
    // A listening connection that lost what was sent: nothing comes back.
    const feed = new ChangeFeed({ echoWaitMs: 50 });
    await feed.connect(lostChannel().channel);
    const atFeed = heard(feed);
    const local: FeedEvent[] = [];
    feed.subscribeLocal(['chat-messages'], (e) => local.push(e));
    await writeOf(feed, event('lost on the way', 'm9'));
    // The write answers once its listeners have heard it, local work included.
    expect(atFeed.events).toEqual([event('lost on the way', 'm9')]);
    expect(local).toEqual([event('lost on the way', 'm9')]);
    await feed.close();
    expect(atFeed.events).toHaveLength(1);
  });

  it('hears its own change, and answers its write, when the listening connection came back', async () => {
    const { channel: lost, reconnect } = lostChannel();
    let committed = false;
    // Waiting a minute for the change to come back: the test's own timeout comes first.
    const feed = new ChangeFeed({ echoWaitMs: 60_000, afterCommit: () => (committed = true) });
    await feed.connect(lost);
    const atFeed = heard(feed);
    const writing = writeOf(feed, event('sent while the connection was down', 'm10'));
    await vi.waitFor(() => expect(committed).toBe(true), { timeout: 2_000, interval: 10 });
    expect(atFeed.events).toHaveLength(0);
    reconnect();
    await writing;
    expect(atFeed.events).toEqual([event('sent while the connection was down', 'm10')]);
    await feed.close();
  });
});

describe('the change feed between processes', () => {
  it('carries an event to the other process once, and never back to its own', async () => {
    const { a, b, close: closeBoth } = await twoProcesses();
    const atA = heard(a);
    const atB = heard(b);
    a.publish(event('Hallo', 'm1'));
    await atB.until(1);
    expect(atB.events).toEqual([event('Hallo', 'm1')]);
    await a.flushed();
    // NOTIFY delivers in the order of the commits: once a change sent after Hallo has come back
    // to A, so would have Hallo's own copy. A heard Hallo only when it published it.
    b.publish(event('later', 'm2'));
    await b.flushed();
    await atA.until(2);
    expect(atA.events).toEqual([event('Hallo', 'm1'), event('later', 'm2')]);
    // Likewise, B heard Hallo once: a change A sent after it comes next.
    a.publish(event('last', 'm3'));
    await atB.until(3);
    expect(atB.events).toEqual([event('Hallo', 'm1'), event('later', 'm2'), event('last', 'm3')]);
    await closeBoth();
  });

  it('splits an event past NOTIFY’s 8000 bytes and puts it together again, text intact', async () => {
    const { a, b, close: closeBoth } = await twoProcesses();
    const atB = heard(b);
    const long = `Grüße aus Köln 😀 — ${'ä€x'.repeat(9_000)}`;
    a.publish(event(long));
    await atB.until(1);
    expect(atB.events[0]).toEqual(event(long));
    await closeBoth();
  });

  it('keeps the order of many events published at once', async () => {
    const { a, b, close: closeBoth } = await twoProcesses();
    const atB = heard(b);
    const ids = Array.from({ length: 300 }, (_, i) => `m${i}`);
    for (const id of ids) a.publish(event(id === 'm150' ? 'x'.repeat(20_000) : id, id));
    await atB.until(ids.length);
    expect(atB.events.map((e) => (e.change.kind === 'added' ? e.change.row.id : ''))).toEqual(ids);
    await closeBoth();
  });

  it('tells its listeners to read afresh when the listening connection came back', async () => {
    const { channel: fake, reconnect } = lostChannel();
    const feed = new ChangeFeed();
    await feed.connect(fake);
    let resyncs = 0;
    feed.onResync(() => (resyncs += 1));
    reconnect();
    expect(resyncs).toBe(1);
    await feed.close();
  });
});

describe('changes of this process behind references being read', () => {
  it('hears its own change after a reference heard before it, and a user change at once', async () => {
    const feed = new ChangeFeed();
    await feed.connect(channel());
    let reading = false;
    let release = () => undefined as void;
    const read = new Promise<void>((resolve) => (release = resolve));
    feed.resolveReferences('chats', async (references) => {
      reading = true;
      await read;
      return references.map((reference) => ({
        topic: 'chats',
        tenantId: reference.tenantId,
        change: { kind: 'modified', row: { id: reference.ref.id } },
      }));
    });
    const order: string[] = [];
    const name = (e: FeedEvent) =>
      `${e.topic} ${e.change.kind === 'removed' ? e.change.id : e.change.row.id}`;
    feed.subscribe(['chats', 'chat-messages', 'users'], (e) => order.push(name(e)));
    feed.subscribeLocal(['chat-messages'], (e) => order.push(`local ${name(e)}`));
    // A chat row announces itself by reference, as the chats table's trigger does (its claim
    // ended, say); while it is read, this process writes the customer's next message.
    const reference = { topic: 'chats', tenantId: 'tenant-demo', locale: 'nl' };
    await db.execute(
      sql`select pg_notify(${FEED_CHANNEL}, ${`db:0:0:1:${JSON.stringify({ ...reference, ref: { id: 'chat-1', op: 'UPDATE' } })}`})`,
    );
    await vi.waitFor(() => expect(reading).toBe(true), { timeout: 2_000, interval: 10 });
    feed.hear([event('the next message')]);
    feed.hear([
      { topic: 'users', tenantId: 'tenant-demo', change: { kind: 'modified', row: { id: 'u1' } } },
    ]);
    expect(order).toEqual(['users u1']);
    release();
    await vi.waitFor(() => expect(order).toHaveLength(4), { timeout: 2_000, interval: 10 });
    expect(order).toEqual([
      'users u1',
      'chats chat-1',
      'chat-messages m1',
      'local chat-messages m1',
    ]);
    // Nothing waits any more: the next change is heard at once.
    feed.hear([event('one more', 'm2')]);
    expect(order.slice(4)).toEqual(['chat-messages m2', 'local chat-messages m2']);
    await feed.close();
  });
});
