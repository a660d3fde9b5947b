import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mayReadDevOutbox } from './routes.js';

/** The dev outbox holds SMS codes and reset links: only this machine may read it. */
async function ask(
  setting: 'local' | 'off',
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(String(mayReadDevOutbox(setting, c))));
  const env = { incoming: { socket: { remoteAddress, remoteFamily: 'IPv4' } } };
  const response = await app.request('/', { headers }, env);
  return response.text();
}

describe('mayReadDevOutbox', () => {
  it.each([
    ['127.0.0.1', 'true'],
    ['127.5.6.7', 'true'],
    ['::1', 'true'],
    ['::ffff:127.0.0.1', 'true'],
    ['10.0.0.8', 'false'],
    ['192.168.1.20', 'false'],
    ['::ffff:10.0.0.8', 'false'],
    ['2001:db8::1', 'false'],
  ])('answers %s with %s', async (address, expected) => {
    expect(await ask('local', address)).toBe(expected);
  });

  it('refuses a request that came through a proxy, though the proxy is local', async () => {
    expect(await ask('local', '127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' })).toBe('false');
    expect(await ask('local', '127.0.0.1', { Forwarded: 'for=203.0.113.9' })).toBe('false');
  });

  it('refuses everyone when DEV_OUTBOX=off', async () => {
    expect(await ask('off', '127.0.0.1')).toBe('false');
  });
});
