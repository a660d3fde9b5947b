import { escapeGlob, globToRegExp } from './glob.js';

/** A value with its remaining time to live in ms (null: it never expires). */
export interface CacheValue {
  value: string;
  ttlMs: number | null;
}

/**
 * The claim service's key-value cache (spec §7 "Claim service"): string values with optional
 * TTLs and Redis glob patterns. `RedisCacheStore` when REDIS_URL is set, `MemoryCacheStore`
 * otherwise; both behave the same. Callers use `TenantCache`, never the raw store.
 */
export interface CacheStore {
  /** Keys matching a Redis glob pattern, sorted. */
  keys(pattern: string): Promise<string[]>;
  get(key: string): Promise<CacheValue | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Deletes these keys; answers how many existed. */
  del(keys: readonly string[]): Promise<number>;
  /** Resolves when the store answers (readiness); rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The in-process store: one Map, expired entries dropped when read. */
export class MemoryCacheStore implements CacheStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number | null }>();

  /** `now` is the server clock, so tests can run TTLs out with `advance`. */
  constructor(private readonly now: () => number = () => Date.now()) {}

  ping(): Promise<void> {
    return Promise.resolve();
  }

  keys(pattern: string): Promise<string[]> {
    const regex = globToRegExp(pattern);
    const found = [...this.entries.keys()].filter((key) => this.live(key) && regex.test(key));
    return Promise.resolve(found.sort());
  }

  get(key: string): Promise<CacheValue | null> {
    const entry = this.live(key);
    return Promise.resolve(
      entry
        ? {
            value: entry.value,
            ttlMs: entry.expiresAt === null ? null : entry.expiresAt - this.now(),
          }
        : null,
    );
  }

  set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: ttlMs === undefined ? null : this.now() + ttlMs });
    return Promise.resolve();
  }

  del(keys: readonly string[]): Promise<number> {
    let deleted = 0;
    for (const key of new Set(keys)) {
      if (this.live(key)) deleted++;
      this.entries.delete(key);
    }
    return Promise.resolve(deleted);
  }

  close(): Promise<void> {
    this.entries.clear();
    return Promise.resolve();
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** Every process and tenant shares one Redis: each tenant's keys live under their own prefix. */
const NAMESPACE = 'switchboard';

/**
 * One tenant's view of the store: keys go in and come out without the tenant prefix, and a
 * pattern can never reach past it, so tenants never see each other's keys.
 */
export class TenantCache {
  private readonly prefix: string;

  constructor(
    private readonly store: CacheStore,
    tenantId: string,
  ) {
    // The separator is escaped in the id, so no tenant's prefix starts another's (`t:` and `t:x:`).
    this.prefix = `${NAMESPACE}:${encodeURIComponent(tenantId)}:`;
  }

  async keys(pattern: string): Promise<string[]> {
    const keys = await this.store.keys(escapeGlob(this.prefix) + pattern);
    return keys.map((key) => key.slice(this.prefix.length));
  }

  get(key: string): Promise<CacheValue | null> {
    return this.store.get(this.prefix + key);
  }

  set(key: string, value: string, ttlMs?: number): Promise<void> {
    return this.store.set(this.prefix + key, value, ttlMs);
  }

  del(keys: readonly string[]): Promise<number> {
    return keys.length === 0
      ? Promise.resolve(0)
      : this.store.del(keys.map((k) => this.prefix + k));
  }

  /** Deletes the keys matching a pattern. */
  async delMatching(pattern: string): Promise<number> {
    return this.del(await this.keys(pattern));
  }

  /** Deletes every key of this tenant (and no other tenant's). */
  flush(): Promise<number> {
    return this.delMatching('*');
  }
}
