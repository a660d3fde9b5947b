import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../test/log-capture.js';
import { createBaseApp } from './app.js';
import { type AppEnv } from './env.js';
import { UnauthenticatedError, UpstreamError } from '../errors.js';
import { REQUEST_ID_HEADER } from './request-log.js';

/** A base app with a few routes, logging into an array. */
function appWithLog() {
  const log = capturingLogger('info');
  const app = createBaseApp({ logger: log.logger });
  const signedIn = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header('Authorization') !== 'Bearer ok') throw new UnauthenticatedError();
    c.set('user', { uid: 'u-1', tenantId: 't-1' } as AppEnv['Variables']['user']);
    await next();
  });
  app.get('/pokes/:geo/:id', signedIn, (c) => c.json({ id: c.req.param('id') }));
  app.get('/boom/:id', () => {
    throw new Error('the database went away');
  });
  app.get('/upstream', () => {
    throw new UpstreamError('the provider answered nonsense');
  });
  return { app, ...log };
}

describe('request lines', () => {
  it('writes one line per request: reqId, method, route pattern, status, ms, tenant and user', async () => {
    const { app, records, lines } = appWithLog();
    const res = await app.request('/pokes/nl/p-secret-id?token=query-secret', {
      headers: { Authorization: 'Bearer ok' },
    });
    expect(res.status).toBe(200);
    const reqId = res.headers.get(REQUEST_ID_HEADER);
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(records()).toHaveLength(1);
    const [line] = records();
    expect(line).toMatchObject({
      level: 'info',
      reqId,
      method: 'GET',
      route: '/pokes/:geo/:id',
      status: 200,
      tenantId: 't-1',
      uid: 'u-1',
    });
    expect(typeof line?.ms).toBe('number');
    // The pattern, never the path or the query string.
    expect(lines.join('')).not.toContain('p-secret-id');
    expect(lines.join('')).not.toContain('query-secret');
  });

  it("takes a proxy's X-Request-Id, answers it and logs it; a bad one is replaced", async () => {
    const { app, records } = appWithLog();
    const given = await app.request('/pokes/nl/1', {
      headers: { Authorization: 'Bearer ok', [REQUEST_ID_HEADER]: 'proxy-abc-123' },
    });
    expect(given.headers.get(REQUEST_ID_HEADER)).toBe('proxy-abc-123');
    expect(records()[0]?.reqId).toBe('proxy-abc-123');

    const forged = await app.request('/pokes/nl/1', {
      headers: { Authorization: 'Bearer ok', [REQUEST_ID_HEADER]: 'x"} {"level":"fatal' },
    });
    const replaced = forged.headers.get(REQUEST_ID_HEADER);
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect(records()[1]?.reqId).toBe(replaced);
  });

  it('logs a request a middleware refused under the route it was for, without a user', async () => {
    const { app, records } = appWithLog();
    const res = await app.request('/pokes/nl/1', { headers: { Authorization: 'Bearer stolen' } });
    expect(res.status).toBe(401);
    expect(res.headers.get(REQUEST_ID_HEADER)).toBeTruthy();
    expect(records()[0]).toMatchObject({ level: 'info', route: '/pokes/:geo/:id', status: 401 });
    expect(records()[0]?.uid).toBeUndefined();
    expect(JSON.stringify(records())).not.toContain('stolen');
  });

  it('logs a 404 without a route', async () => {
    const { app, records } = appWithLog();
    expect((await app.request('/nowhere/abc')).status).toBe(404);
    expect(records()[0]).toMatchObject({ status: 404, route: null });
  });

  it('logs a 5xx at error with its stack and the request id the client saw, in the answer too', async () => {
    const { app, records } = appWithLog();
    const res = await app.request('/boom/42', { headers: { [REQUEST_ID_HEADER]: 'client-req-7' } });
    expect(res.status).toBe(500);
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe('client-req-7');
    const body = (await res.json()) as { error: { code: string; requestId: string } };
    expect(body.error).toMatchObject({ code: 'internal', requestId: 'client-req-7' });
    expect(records()).toHaveLength(1);
    const [line] = records();
    expect(line).toMatchObject({
      level: 'error',
      reqId: 'client-req-7',
      method: 'GET',
      route: '/boom/:id',
      status: 500,
    });
    const err = line?.err as { message: string; stack: string };
    expect(err.message).toBe('the database went away');
    expect(err.stack).toContain('request-log.test.ts');
  });

  it('gives a 502 the request id as well', async () => {
    const { app, records } = appWithLog();
    const res = await app.request('/upstream');
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: { requestId: string } };
    expect(body.error.requestId).toBe(res.headers.get(REQUEST_ID_HEADER));
    expect(records()[0]).toMatchObject({ level: 'error', status: 502, route: '/upstream' });
  });

  it('answers the id on Node too, on a JSON answer, a Response of its own and a 500', async () => {
    const { app, records } = appWithLog();
    app.get('/raw', () => new Response('plain', { headers: { 'Content-Type': 'text/plain' } }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const json = await fetch(`${base}/pokes/nl/1`, {
        headers: { Authorization: 'Bearer ok', [REQUEST_ID_HEADER]: 'node-json-1' },
      });
      expect(json.status).toBe(200);
      expect(json.headers.get(REQUEST_ID_HEADER)).toBe('node-json-1');
      expect(await json.json()).toEqual({ id: '1' });

      const raw = await fetch(`${base}/raw`);
      expect(await raw.text()).toBe('plain');
      const rawId = raw.headers.get(REQUEST_ID_HEADER);
      expect(rawId).toMatch(/^[0-9a-f-]{36}$/);

      const failed = await fetch(`${base}/boom/1`, {
        headers: { [REQUEST_ID_HEADER]: 'node-500' },
      });
      expect(failed.status).toBe(500);
      expect(failed.headers.get(REQUEST_ID_HEADER)).toBe('node-500');
      expect(records().map((line) => line.reqId)).toEqual(['node-json-1', rawId, 'node-500']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
