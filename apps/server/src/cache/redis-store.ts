import { Redis } from 'ioredis';
import type { CacheStore, CacheValue } from './store.js';

/** Keys asked of Redis per SCAN step. */
const SCAN_COUNT = 500;

/** Keys deleted per DEL command, so one flush of many keys does not block Redis for long. */
const DEL_CHUNK = 500;

/**
 * The cache on Redis (REDIS_URL). Lists keys with SCAN rather than KEYS, which would block
 * Redis while it walks every key.
 */
export class RedisCacheStore implements CacheStore {
  private readonly redis: Redis;

  constructor(url: string) {
    // Fail a call at once while Redis is away rather than queueing it without end.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  }

  async keys(pattern: string): Promise<string[]> {
    const found = new Set<string>();
    let cursor = '0';
    do {
      const [next, batch] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_COUNT);
      for (const key of batch) found.add(key);
      cursor = next;
    } while (cursor !== '0');
    return [...found].sort();
  }

  async get(key: string): Promise<CacheValue | null> {
    const [value, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    if (value === null) return null;
    // PTTL answers -1 for a key without expiry.
    return { value, ttlMs: ttl < 0 ? null : ttl };
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs === undefined) await this.redis.set(key, value);
    else await this.redis.set(key, value, 'PX', ttlMs);
  }

  async del(keys: readonly string[]): Promise<number> {
    let deleted = 0;
    for (let i = 0; i < keys.length; i += DEL_CHUNK) {
      deleted += await this.redis.del(...keys.slice(i, i + DEL_CHUNK));
    }
    return deleted;
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
