import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.js';
import { createBaseApp } from './app.js';
import { registerHealthRoutes } from './health.js';

function appWith(
  deps: { execute: () => Promise<unknown>; ping: () => Promise<void> },
  redis: boolean,
) {
  const app = createBaseApp();
  registerHealthRoutes(
    app,
    {
      db: { execute: deps.execute } as unknown as AppDeps['db'],
      cache: { ping: deps.ping } as unknown as AppDeps['cache'],
    },
    redis,
  );
  return app;
}

const up = () => Promise.resolve();
const down = () => Promise.reject(new Error('connection refused'));

describe('readiness', () => {
  it('is ready when the database answers, with the in-process cache', async () => {
    const res = await appWith({ execute: up, ping: down }, false).request('/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: 'up', cache: 'in-process' });
  });

  it('is not ready while the database does not answer', async () => {
    const res = await appWith({ execute: down, ping: up }, true).request('/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      ok: false,
      database: 'down: connection refused',
      cache: 'up',
    });
  });

  it('is not ready while Redis does not answer, when it is configured', async () => {
    const res = await appWith({ execute: up, ping: down }, true).request('/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, cache: 'down: connection refused' });
  });

  it('answers liveness whatever the dependencies do', async () => {
    const res = await appWith({ execute: down, ping: down }, true).request('/health');
    expect(res.status).toBe(200);
  });
});
