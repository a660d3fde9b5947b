import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteNotifyChannel, postgresNotifyChannel, type NotifyChannel } from '../db/notify.js';
import { ChangeFeed, type FeedEvent } from './feed.js';

// Two feeds on one database stand for two server processes: what one publishes, the other hears
// through LISTEN/NOTIFY. On PostgreSQL (TEST_DATABASE_URL) each has its own connections.

let channel: () => NotifyChannel;
let close: () => Promise<void>;

beforeAll(() => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    channel = () => postgresNotifyChannel(pool, url);
    close = () => pool.end();
  } else {
    const db = new PGlite();
    channel = () => pgliteNotifyChannel(db);
    close = () => db.close();
  }
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
async function twoProcesses() {
  const a = new ChangeFeed();
  const b = new ChangeFeed();
  await a.connect(channel());
  await b.connect(channel());
  return { a, b, close: () => Promise.all([a.close(), b.close()]) };
}

/** Collects what a feed's listeners hear; `until` waits for a count. */
function heard(feed: ChangeFeed) {
  const events: FeedEvent[] = [];
  feed.subscribe(['chat-messages'], (e) => events.push(e));
  return {
    events,
    until: async (count: number) => {
      for (let i = 0; i < 200 && events.length < count; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(events).toHaveLength(count);
    },
  };
}

describe('the change feed between processes', () => {
  it('carries an event to the other process once, and never back to its own', async () => {
    const { a, b, close: closeBoth } = await twoProcesses();
    const atA = heard(a);
    const atB = heard(b);
    a.publish(event('Hallo'));
    await atB.until(1);
    expect(atB.events[0]).toEqual(event('Hallo'));
    await a.flushed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(atA.events).toHaveLength(1);
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
    let reconnect = () => undefined as void;
    const fake: NotifyChannel = {
      notify: () => Promise.resolve(),
      listen: (_channel, _onPayload, onReconnect) => {
        reconnect = onReconnect;
        return Promise.resolve(() => Promise.resolve());
      },
    };
    const feed = new ChangeFeed();
    await feed.connect(fake);
    let resyncs = 0;
    feed.onResync(() => (resyncs += 1));
    reconnect();
    expect(resyncs).toBe(1);
    await feed.close();
  });
});
