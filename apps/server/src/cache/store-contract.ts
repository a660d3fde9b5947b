import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { escapeGlob } from './glob.js';
import { TenantCache, type CacheStore } from './store.js';

/**
 * The behaviour every `CacheStore` shares, run against the in-process store and against Redis.
 * Every key sits under a prefix of its own per run, so a shared Redis is left as it was found.
 */
export function describeCacheStore(
  name: string,
  store: CacheStore,
  /** Makes `ms` pass for the store's TTLs; for Redis, real time has to pass. */
  expire: (ms: number) => Promise<void>,
): void {
  const run = `contract-${randomUUID()}`;
  const raw = (key: string) => `${run}:${key}`;
  const tenant = (id: string) => new TenantCache(store, `${run}-${id}`);

  afterAll(async () => {
    // Raw keys start with the run; tenant keys carry it after the namespace.
    await store.del(await store.keys(`*${escapeGlob(run)}*`));
    await store.close();
  });

  describe(`${name}: values`, () => {
    it('keeps strings, answers null for a missing key and counts what it deletes', async () => {
      await store.set(raw('a'), 'one');
      expect(await store.get(raw('a'))).toEqual({ value: 'one', ttlMs: null });
      expect(await store.get(raw('missing'))).toBeNull();
      await store.set(raw('a'), 'two');
      expect((await store.get(raw('a')))?.value).toBe('two');
      expect(await store.del([raw('a'), raw('missing')])).toBe(1);
      expect(await store.get(raw('a'))).toBeNull();
    });

    it('reports the time left and drops a value once its TTL has run out', async () => {
      await store.set(raw('ttl'), 'x', 60_000);
      const { ttlMs } = (await store.get(raw('ttl'))) ?? { ttlMs: null };
      expect(ttlMs).toBeGreaterThan(0);
      expect(ttlMs).toBeLessThanOrEqual(60_000);

      await store.set(raw('short'), 'x', 50);
      await expire(60);
      await vi.waitFor(async () => expect(await store.get(raw('short'))).toBeNull());
      expect(await store.keys(`${escapeGlob(raw('short'))}`)).toEqual([]);
    });
  });

  describe(`${name}: glob patterns as Redis KEYS reads them`, () => {
    it.each([
      ['*', ['g:a1', 'g:a2', 'g:b1', 'g:ab', 'g:a*']],
      ['a?', ['g:a1', 'g:a2', 'g:ab', 'g:a*']],
      ['a[12]', ['g:a1', 'g:a2']],
      ['[a-b]1', ['g:a1', 'g:b1']],
      // A reversed range is the same range to Redis, not an error.
      ['[b-a]1', ['g:a1', 'g:b1']],
      ['a[2-1]', ['g:a1', 'g:a2']],
      ['a[-1]', ['g:a1']],
      ['a[^1]', ['g:a2', 'g:ab', 'g:a*']],
      ['a\\*', ['g:a*']],
      ['b*', ['g:b1']],
      ['c*', []],
    ])('%s', async (pattern, expected) => {
      for (const key of ['a1', 'a2', 'b1', 'ab', 'a*']) await store.set(raw(`g:${key}`), key);
      const keys = await store.keys(`${escapeGlob(raw('g:'))}${pattern}`);
      expect(keys).toEqual(expected.map(raw).sort());
    });
  });

  describe(`${name}: tenants`, () => {
    it('never see each other’s keys, not even through a pattern, and flush only their own', async () => {
      const one = tenant('one');
      // A tenant id holding glob characters must not reach the keys of tenants it would match.
      const star = tenant('o*');
      await one.set('pools:nl', 'mine');
      await star.set('pools:de', 'theirs');

      expect(await one.keys('*')).toEqual(['pools:nl']);
      expect(await star.keys('*')).toEqual(['pools:de']);
      expect(await star.get('pools:nl')).toBeNull();
      expect(await star.del(['pools:nl'])).toBe(0);

      await one.set('other', 'x');
      expect(await one.delMatching('pools:*')).toBe(1);
      expect(await one.keys('*')).toEqual(['other']);
      expect(await one.flush()).toBe(1);
      expect(await one.keys('*')).toEqual([]);
      expect(await star.get('pools:de')).toEqual({ value: 'theirs', ttlMs: null });
    });

    it('keep apart a tenant whose id extends another’s past the separator', async () => {
      const parent = tenant('two');
      const child = tenant('two:sub');
      await child.set('pools:nl', 'child');
      expect(await parent.keys('*')).toEqual([]);
      expect(await parent.keys('sub:*')).toEqual([]);
      expect(await parent.get('sub:pools:nl')).toBeNull();
      expect(await parent.flush()).toBe(0);
      expect(await child.keys('*')).toEqual(['pools:nl']);
    });
  });
}
