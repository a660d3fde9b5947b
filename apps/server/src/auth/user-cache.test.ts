import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './user-cache.js';

function setup(ttlMs = 1_000, maxEntries = 100) {
  let now = 0;
  const cache = new ReadCache<string>(() => now, ttlMs, maxEntries);
  const read = vi.fn((key: string) => Promise.resolve(`${key}@${now}`));
  return {
    cache,
    read,
    get: (key: string) => cache.get(key, () => read(key)),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('ReadCache', () => {
  it('reads a key once within the lifetime and again after it', async () => {
    const { get, read, advance } = setup();
    expect(await get('a')).toBe('a@0');
    advance(999);
    expect(await get('a')).toBe('a@0');
    expect(read).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await get('a')).toBe('a@1000');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent misses of the same key', async () => {
    const { get, read } = setup();
    const values = await Promise.all([get('a'), get('a'), get('b'), get('a')]);
    expect(values).toEqual(['a@0', 'a@0', 'b@0', 'a@0']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads afresh after forget, also when the forgotten read was still running', async () => {
    const { cache, get, read } = setup();
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise((resolve) => (finish = resolve)));
    cache.forget('a');
    expect(await get('a')).toBe('a@0');
    finish('stale');
    expect(await slow).toBe('stale');
    expect(await get('a')).toBe('a@0');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not keep a read that failed', async () => {
    const { cache, get } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await get('a')).toBe('a@0');
  });

  it('drops the oldest entries beyond its bound', async () => {
    const { cache, get, read } = setup(1_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await get(key);
    expect(cache.size).toBe(3);
    await get('b');
    expect(read).toHaveBeenCalledTimes(4);
    await get('a');
    expect(read).toHaveBeenCalledTimes(5);
  });
});
