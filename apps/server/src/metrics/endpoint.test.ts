import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { METRICS_TOKEN } from './test-support.js';

/** Every family the server defines, present in any scrape. */
const FAMILIES = [
  'switchboard_http_request_duration_seconds',
  'switchboard_chat_claims_total',
  'switchboard_feed_events_sent_total',
  'switchboard_feed_events_received_total',
  'switchboard_feed_delivery_lag_seconds',
  'switchboard_dispatch_deliveries_total',
  'switchboard_dispatch_batch_duration_seconds',
  'switchboard_live_subscribers',
  'switchboard_live_queries',
  'switchboard_abuse_queue_depth',
  'switchboard_abuse_queue_oldest_age_seconds',
  'process_cpu_seconds_total',
  'nodejs_eventloop_lag_seconds',
];

let plain: TestServer;
let withToken: TestServer;
let withPort: TestServer;

beforeAll(async () => {
  [plain, withToken, withPort] = await Promise.all([
    startTestServer(),
    startTestServer({ metrics: { token: METRICS_TOKEN } }),
    startTestServer({ metrics: { port: 0 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), withToken?.close(), withPort?.close()]);
});

describe('GET /metrics on the main port', () => {
  it('is not there without METRICS_TOKEN, and the server keeps no metrics at all', async () => {
    expect((await plain.call('GET', '/metrics')).status).toBe(404);
    expect((await plain.call('GET', '/metrics', { token: METRICS_TOKEN })).status).toBe(404);
    // Off costs nothing: no registry, no middleware, no counter behind any service.
    expect(plain.deps.metrics).toBeNull();
    expect(plain.metricsPort).toBeNull();
  });

  it('answers 401 without the token or with a wrong one', async () => {
    const none = await withToken.call('GET', '/metrics');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('unauthenticated');
    expect((await withToken.call('GET', '/metrics', { token: 'wrong' })).status).toBe(401);
    const almost = METRICS_TOKEN.slice(0, -1) + 'x';
    expect((await withToken.call('GET', '/metrics', { token: almost })).status).toBe(401);
    // Not a signed-in user's ID token either: only the metrics token opens it.
    const idToken = await withToken.tokenFor('demo-admin');
    expect((await withToken.call('GET', '/metrics', { token: idToken })).status).toBe(401);
  });

  it('answers the Prometheus text format with every family for the token', async () => {
    await withToken.call('GET', '/health');
    const res = await withToken.call('GET', '/metrics', { token: METRICS_TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body as string;
    for (const family of FAMILIES) expect(text).toContain(`# TYPE ${family} `);
    for (const family of FAMILIES.filter((name) => name.startsWith('switchboard_'))) {
      expect(text).toMatch(new RegExp(`# HELP ${family} \\w.{20,}`));
    }
    // PGlite has no pool: that family is left out rather than made up.
    if (withToken.handle.engine === 'pglite') {
      expect(text).not.toContain('switchboard_db_pool_connections');
    }
  });

  it('is not in the API document', async () => {
    const doc = await withToken.call('GET', '/openapi.json');
    expect(Object.keys(doc.body.paths as object)).not.toContain('/metrics');
  });
});

describe('METRICS_PORT', () => {
  it('serves GET /metrics without a token on its own port, on loopback', async () => {
    expect(withPort.metricsPort).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${withPort.metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE switchboard_http_request_duration_seconds');
    // Nothing else is served there, and the main port has no /metrics without a token.
    expect((await fetch(`http://127.0.0.1:${withPort.metricsPort}/health`)).status).toBe(404);
    expect((await withPort.call('GET', '/metrics')).status).toBe(404);
  });
});

describe('the metrics settings', () => {
  it('are off unless set, with METRICS_HOST on loopback', () => {
    const config = loadConfig({});
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
    });
  });

  it.each([
    [
      { METRICS_TOKEN: 'short' },
      'Invalid setting METRICS_TOKEN: METRICS_TOKEN must be at least 16',
    ],
    [{ METRICS_PORT: 'ninety' }, 'Invalid setting METRICS_PORT'],
    [{ METRICS_PORT: '70000' }, 'Invalid setting METRICS_PORT: METRICS_PORT must be a port number'],
    [{ METRICS_PORT: '0' }, 'Invalid setting METRICS_PORT'],
  ])('refuse %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
