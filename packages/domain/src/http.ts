import {
  DOMAIN_ARRAY_QUERY_CHUNK,
  BATCH_DELETE_CHUNK,
  STARTUP_RETRY_BASE_MS,
  STARTUP_RETRY_COUNT,
  STARTUP_RETRY_JITTER_MS,
} from './constants.js';

/**
 * The central API's call policy, spec §7: which calls go without auth, which are start-up calls
 * that retry, and the back-off between tries.
 */

/** Paths sent without the bearer token: /login, the central config, tenant info, and the two no-auth start-up calls. */
export function sendsWithoutAuth(path: string): boolean {
  const p = path.split('?')[0] ?? '';
  return (
    p === '/login' ||
    p === '/firebase/projects/central' ||
    p === '/firebase/default' ||
    /^\/firebase\/tenant\/[^/]+$/.test(p) ||
    /^\/tenant\/[^/]+\/info$/.test(p)
  );
}

/** Start-up calls: what the console asks before it can show anything (config, tenant, projects). */
export function isStartupCall(path: string): boolean {
  const p = path.split('?')[0] ?? '';
  return p.startsWith('/firebase/') || /^\/tenant\/[^/]+\/info$/.test(p);
}

/**
 * Delay before retry number `retry` (0-based) of a start-up call: 1 s × 2^retry plus jitter under
 * 1 s, or null when the retries (2) are used up. `random` returns a number in [0, 1).
 */
export function startupRetryDelayMs(retry: number, random: () => number): number | null {
  if (!Number.isInteger(retry) || retry < 0 || retry >= STARTUP_RETRY_COUNT) return null;
  const jitter = Math.min(
    Math.floor(random() * STARTUP_RETRY_JITTER_MS),
    STARTUP_RETRY_JITTER_MS - 1,
  );
  return STARTUP_RETRY_BASE_MS * 2 ** retry + jitter;
}

/** Splits a list into chunks of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Chunk size must be a positive integer, got ${size}`);
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Queries over an array of domains are chunked in tens. */
export function chunkDomains<T>(domains: readonly T[]): T[][] {
  return chunk(domains, DOMAIN_ARRAY_QUERY_CHUNK);
}

/** Batched deletes go 250 at a time. */
export function chunkBatchDelete<T>(items: readonly T[]): T[][] {
  return chunk(items, BATCH_DELETE_CHUNK);
}
