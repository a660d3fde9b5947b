import { ExpiringCache } from '../cache/expiring.js';

/**
 * How long the read of a user behind a bearer token (account, tenant, revoked sessions) is reused
 * by later requests of the same user. Every change this process makes to a user drops the entry
 * at once (`AuthService.forgetUser`), so the lifetime bounds only how late this process sees a
 * change made elsewhere: straight in the database, or by another server process (issue #17) until
 * invalidations cross processes.
 */
export const AUTH_USER_CACHE_MS = 2_000;

/** Most users kept at once; beyond it the oldest entries go first, so memory stays bounded. */
export const AUTH_USER_CACHE_MAX_ENTRIES = 10_000;

/**
 * A short-lived cache of one read per key. It stores the read's promise, so concurrent misses for
 * the same key share one read; a read that fails is not kept.
 */
export class ReadCache<T> {
  private readonly entries: ExpiringCache<Promise<T>>;

  constructor(
    private readonly nowMs: () => number,
    private readonly ttlMs = AUTH_USER_CACHE_MS,
    maxEntries = AUTH_USER_CACHE_MAX_ENTRIES,
  ) {
    this.entries = new ExpiringCache(maxEntries);
  }

  /** The cached value of `key`, or `read()`'s, kept for the lifetime. */
  get(key: string, read: () => Promise<T>): Promise<T> {
    const now = this.nowMs();
    const hit = this.entries.get(key, now);
    if (hit) return hit;
    const value = read();
    this.entries.set(key, value, now + this.ttlMs);
    value.catch(() => this.entries.deleteIf(key, value));
    return value;
  }

  /** Whether `key` has a value (or a read under way) that `get` would return. */
  has(key: string): boolean {
    return this.entries.get(key, this.nowMs()) !== undefined;
  }

  /** Drops `key`, so the next `get` reads afresh (also while a read of it is still running). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
