import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { portOf, serviceAnswers, urlSetting } from './test-services.mjs';

describe('the optional test services', () => {
  it('are looked for on the port their URL names, or their scheme’s', () => {
    expect(portOf('postgres://postgres@db.test/test')).toBe(5432);
    expect(portOf('postgresql://db.test:6543/test')).toBe(6543);
    expect(portOf('redis://cache.test')).toBe(6379);
    expect(portOf('redis://cache.test:7000')).toBe(7000);
  });

  it('are named by a URL, or stop the run with the setting that is not one', () => {
    expect(urlSetting({}, 'TEST_REDIS_URL', 'redis://127.0.0.1:6379')).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(urlSetting({ TEST_REDIS_URL: 'redis://cache.test' }, 'TEST_REDIS_URL', 'x')).toBe(
      'redis://cache.test',
    );
    expect(() => urlSetting({ TEST_REDIS_URL: 'not a url' }, 'TEST_REDIS_URL', 'x')).toThrow(
      'TEST_REDIS_URL is not a URL: not a url',
    );
  });

  it('answer when something listens there, and not once it has gone', async () => {
    const server = createServer((socket) => socket.end());
    await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
    const url = `redis://127.0.0.1:${server.address().port}`;
    expect(await serviceAnswers(url)).toBe(true);
    await new Promise((closed) => server.close(closed));
    expect(await serviceAnswers(url)).toBe(false);
  });
});
