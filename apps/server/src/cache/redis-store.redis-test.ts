import { RedisCacheStore } from './redis-store.js';
import { describeCacheStore } from './store-contract.js';

/**
 * The same contract on a real Redis. `npm test` runs this file (with redis.vitest.config.ts) only
 * when a Redis answers at TEST_REDIS_URL, as it does the PostgreSQL pass.
 */
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describeCacheStore(
  'RedisCacheStore',
  new RedisCacheStore(url),
  (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
);
