import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The icon as the demo tenant's host (`localhost`) asks for it, or as another host. */
const favicon = async (host = 'localhost') => {
  const res = await fetch(`${server.url.replace('127.0.0.1', host)}/favicon.ico`);
  return { res, body: await res.text() };
};

describe('GET /favicon.ico', () => {
  it('answers the tenant’s logo for its host, not a 404', async () => {
    const { res, body } = await favicon();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=');
    expect(body).toContain('<svg');
    expect(body).toContain('aria-label="Switchboard Demo"');
  });

  it('answers each tenant its own logo: the second demo tenant on 127.0.0.1', async () => {
    const { body } = await favicon('127.0.0.1');
    expect(body).toContain('aria-label="Harbour Chat"');
  });

  it.each([
    ['a logo file that is missing', 'missing.svg'],
    ['a path out of the folder', '../../package.json'],
  ])('falls back to the default logo for %s', async (_case, appLogoName) => {
    await server.handle.db
      .update(tenants)
      .set({ appLogoName })
      .where(eq(tenants.id, 'tenant-demo'));
    const { res, body } = await favicon();
    expect(res.status).toBe(200);
    expect(body).toContain('<svg');
    expect(body).not.toContain('"name"');
  });
});
