import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, liveClients } from '../chats/test-support.js';
import { addCustomers, createPoke, pokeBody, tagged } from '../dispatch/test-support.js';
import { rowsOf } from '../abuse/flagging.js';
import { addTestSites } from '../pokes/test-support.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { METRICS_TOKEN, parseSamples, scrape, valueOf, type Sample } from './test-support.js';

const DOMAIN = 'flirt-nl.demo.test';
const HTTP_COUNT = 'switchboard_http_request_duration_seconds_count';

let server: TestServer;
/** A second process on the same database, to hear what the first one sends. */
let other: TestServer;
let admin: string;
const live = liveClients(() => server);

beforeAll(async () => {
  server = await startTestServer({ metrics: { token: METRICS_TOKEN } });
  other = await startTestServer({ sharing: server, metrics: { token: METRICS_TOKEN } });
  admin = await server.tokenFor('demo-admin');
  await addTestSites(server);
});
afterAll(async () => {
  live.closeAll();
  await other?.close();
  await server?.close();
});

/** A poke to one customer of its own (a poke needs an audience), not sent. */
async function newPoke() {
  const tag = tagged();
  await addCustomers(server, tag, 1);
  return createPoke(server, admin, await pokeBody(server, tag));
}

/** Scrapes `of` until `ready` holds (what another process hears arrives a moment later). */
async function scrapeUntil(of: TestServer, ready: (samples: Sample[]) => boolean) {
  for (let tries = 0; ; tries++) {
    const samples = await scrape(of);
    if (ready(samples) || tries >= 50) return samples;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the series a server keeps', () => {
  it('times each request under its route pattern and status class', async () => {
    const before = await scrape(server);
    const route = { method: 'GET', route: '/pokes/:geo/:id' };
    const poke = await newPoke();
    expect((await server.call('GET', `/pokes/nl/${poke.id}`, { token: admin })).status).toBe(200);
    expect((await server.call('GET', `/pokes/nl/${poke.id}`)).status).toBe(401);
    expect((await server.call('GET', `/no/such/${poke.id}`)).status).toBe(404);
    const after = await scrape(server);
    const moved = (labels: Record<string, string>) =>
      valueOf(after, HTTP_COUNT, labels) - valueOf(before, HTTP_COUNT, labels);
    expect(moved({ ...route, status_class: '2xx' })).toBe(1);
    expect(moved({ ...route, status_class: '4xx' })).toBe(1);
    expect(moved({ method: 'POST', route: '/pokes/:geo', status_class: '2xx' })).toBe(1);
    expect(moved({ method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(1);
  });

  it('counts claims by outcome', async () => {
    const [first, second] = await Promise.all([
      createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']),
      createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']),
    ]);
    const chat = await insertWaitingChat(server.handle.db, { locale: 'nl' });
    const before = await scrape(server);
    const claim = (token: string) =>
      server.call('POST', `/chats/${chat}/claim`, { token, body: { domain: DOMAIN } });
    expect((await claim(first.token)).status).toBe(200);
    expect((await claim(second.token)).status).toBe(409);
    const after = await scrape(server);
    const moved = (outcome: string) =>
      valueOf(after, 'switchboard_chat_claims_total', { kind: 'by-id', outcome }) -
      valueOf(before, 'switchboard_chat_claims_total', { kind: 'by-id', outcome });
    expect(moved('claimed')).toBe(1);
    expect(moved('chat/claimed-by-another')).toBe(1);
  });

  it('counts a dispatch: its deliveries and its batch', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 3);
    // The pokes of the tests before go out first: this one is measured alone.
    await server.deps.dispatcher.drain();
    const before = await scrape(server);
    await createPoke(server, admin, await pokeBody(server, tag));
    await server.deps.dispatcher.drain();
    const after = await scrape(server);
    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('switchboard_dispatch_deliveries_total', { outcome: 'sent' })).toBe(3);
    expect(
      moved('switchboard_dispatch_batch_duration_seconds_count', { result: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts feed events sent by one process and heard, with their lag, by another', async () => {
    const before = await scrape(other);
    const sentBefore = await scrape(server);
    await newPoke();
    const lag = 'switchboard_feed_delivery_lag_seconds_count';
    const after = await scrapeUntil(
      other,
      (samples) =>
        valueOf(samples, lag, { topic: 'pokes' }) > valueOf(before, lag, { topic: 'pokes' }),
    );
    const sent = await scrape(server);
    expect(
      valueOf(sent, 'switchboard_feed_events_sent_total', { topic: 'pokes' }) -
        valueOf(sentBefore, 'switchboard_feed_events_sent_total', { topic: 'pokes' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(after, 'switchboard_feed_events_received_total', { topic: 'pokes' }) -
        valueOf(before, 'switchboard_feed_events_received_total', { topic: 'pokes' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, lag, { topic: 'pokes' })).toBeGreaterThan(
      valueOf(before, lag, { topic: 'pokes' }),
    );
  });

  it('shows live subscribers and the distinct queries they share', async () => {
    const [one, two] = await Promise.all([live.connect(admin), live.connect(admin)]);
    await one.subscribe('a', 'queues.counts', { locales: ['nl'] });
    await two.subscribe('a', 'queues.counts', { locales: ['nl'] });
    await two.subscribe('b', 'queues.counts', { locales: ['de'] });
    const samples = await scrape(server);
    expect(valueOf(samples, 'switchboard_live_subscribers')).toBe(3);
    expect(valueOf(samples, 'switchboard_live_queries')).toBe(2);
    live.closeAll();
  });

  it('reads the abuse queue', async () => {
    const samples = await scrape(server);
    const [row] = rowsOf<{ n: number }>(
      await server.handle.db.execute(
        sql`select count(*)::int as n from flagged_items where status in ('pending', 'claimed')`,
      ),
    );
    expect(samples.some((s) => s.name === 'switchboard_abuse_queue_depth')).toBe(true);
    expect(valueOf(samples, 'switchboard_abuse_queue_depth')).toBe(row?.n);
    expect(valueOf(samples, 'switchboard_abuse_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(
      0,
    );
  });

  it('never labels a series with an id, a uuid or a raw path', async () => {
    // Real ids in paths: a poke, a chat, a user, some of them refused or unknown.
    const poke = await newPoke();
    const chat = await insertWaitingChat(server.handle.db, { locale: 'nl' });
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
    await server.call('GET', `/pokes/nl/${poke.id}`, { token: admin });
    await server.call('PUT', `/pokes/nl/${poke.id}`, { token: admin, body: {} });
    await server.call('POST', `/chats/${chat}/claim`, {
      token: op.token,
      body: { domain: DOMAIN },
    });
    await server.call('GET', `/users/${op.uid}`, { token: admin });
    await server.call('GET', `/${poke.id}/${op.uid}?token=${op.token}`);
    const text = (await server.call('GET', '/metrics', { token: METRICS_TOKEN })).body as string;
    for (const secret of [poke.id, chat, op.uid, op.token, 'tenant-demo']) {
      expect(text).not.toContain(secret);
    }
    // Bucket bounds (`le`) are numbers by design.
    const values = parseSamples(text).flatMap((s) =>
      Object.entries(s.labels).flatMap(([key, value]) => (key === 'le' ? [] : [value])),
    );
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    const idLike = /\d{4,}|[0-9a-f]{16,}|test-user|chat-/i;
    for (const value of values) {
      expect(value).not.toMatch(uuid);
      // A route is a pattern (`:id`, `{id}`) or `unmatched`; nothing else carries a path.
      if (value.startsWith('/')) expect(value).toMatch(/^[a-z0-9/:{}*._-]+$/i);
      else expect(value).not.toMatch(idLike);
    }
    const routes = new Set(
      parseSamples(text)
        .map((s) => s.labels.route)
        .filter(Boolean),
    );
    expect(routes).toContain('/pokes/:geo/:id');
    expect(routes).toContain('/chats/:id/claim');
    expect(routes).toContain('unmatched');
  });

  it('shows the PostgreSQL pool of the process, when there is one', async () => {
    const samples = await scrape(server);
    const total = samples.filter((s) => s.name === 'switchboard_db_pool_connections');
    if (server.handle.engine !== 'postgres') return expect(total).toEqual([]);
    expect(total.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
    expect(valueOf(samples, 'switchboard_db_pool_connections', { state: 'total' })).toBeGreaterThan(
      0,
    );
  });

  it('parses the whole scrape of the other process too', async () => {
    const res = await other.call('GET', '/metrics', { token: METRICS_TOKEN });
    expect(parseSamples(res.body as string).length).toBeGreaterThan(50);
  });
});
