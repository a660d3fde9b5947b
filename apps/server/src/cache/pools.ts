import { setTimeout as sleep } from 'node:timers/promises';
import {
  ConnectedOperatorsByPool,
  parseOperatorGeos,
  QUEUE_POOLS,
  type Locale,
} from '@switchboard/domain';
import { defaultLogger, type Logger } from '../log/logger.js';
import type { Presence } from '../presence/presence.js';
import { escapeGlob } from './glob.js';
import { TenantCache, type CacheStore } from './store.js';

/** The cache key of a tenant's operator pools for one geo (claim service, spec §7). */
export function poolsKey(tenantId: string, geo: Locale): string {
  return `pools:${tenantId}:${geo}`;
}

/** The connected operators per pool who work a geo. */
export function poolsForGeo(all: ConnectedOperatorsByPool, geo: Locale): ConnectedOperatorsByPool {
  const result = ConnectedOperatorsByPool.parse({});
  for (const pool of QUEUE_POOLS) {
    result[pool].operators = all[pool].operators.filter((operator) =>
      parseOperatorGeos(operator.geos).includes(geo),
    );
  }
  return result;
}

/** The pools stored for a geo; no entry means nobody works it. */
export async function readPools(
  cache: TenantCache,
  tenantId: string,
  geo: Locale,
): Promise<ConnectedOperatorsByPool> {
  const entry = await cache.get(poolsKey(tenantId, geo));
  if (!entry) return ConnectedOperatorsByPool.parse({});
  try {
    return ConnectedOperatorsByPool.parse(JSON.parse(entry.value));
  } catch {
    // Someone wrote junk under the key by hand: read it as empty until presence rewrites it.
    return ConnectedOperatorsByPool.parse({});
  }
}

/**
 * In a burst of presence changes (a restart's 2,000 consoles coming back), the pause after one
 * write of a tenant's pools before the next: each write reads every connected socket of the
 * tenant, so back to back they took a quarter of the server's CPU in the storm (bench/reconnect's
 * profile, #30). A change after a quiet spell is still written at once.
 */
export const POOL_SYNC_BURST_GAP_MS = 300;

/**
 * Keeps `pools:<tenant>:<geo>` up to date from presence: after every connect and disconnect (in
 * any process: presence is shared through the database) the tenant's pools are written for each
 * geo someone works, and the keys of geos nobody works any more are removed. Writes for a tenant
 * run one after another, so an older picture never lands after a newer one, and a burst of
 * changes while one write runs costs one more write, not one per change, at most one per
 * `POOL_SYNC_BURST_GAP_MS`.
 */
export class PoolSync {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();

  private readonly logger: Logger;

  constructor(
    private readonly presence: Presence,
    private readonly store: CacheStore,
    logger: Logger = defaultLogger(),
  ) {
    this.logger = logger.child({ job: 'pools' });
    presence.onChange((tenantId) => this.schedule(tenantId));
  }

  /** Resolves once every write scheduled so far has landed. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  private schedule(tenantId: string): void {
    if (this.running.has(tenantId)) {
      this.again.add(tenantId);
      return;
    }
    const run = (async () => {
      do {
        this.again.delete(tenantId);
        try {
          await this.write(tenantId);
        } catch (error) {
          this.logger.error({ err: error, tenantId }, 'Writing the operator pools failed');
        }
        if (this.again.has(tenantId))
          await sleep(POOL_SYNC_BURST_GAP_MS, undefined, { ref: false });
      } while (this.again.has(tenantId));
      this.running.delete(tenantId);
    })();
    this.running.set(tenantId, run);
  }

  private async write(tenantId: string): Promise<void> {
    const cache = new TenantCache(this.store, tenantId);
    const all = await this.presence.byPool(tenantId);
    const geos = new Set<Locale>();
    for (const pool of QUEUE_POOLS) {
      for (const operator of all[pool].operators) {
        for (const geo of parseOperatorGeos(operator.geos)) geos.add(geo);
      }
    }
    for (const geo of geos) {
      await cache.set(poolsKey(tenantId, geo), JSON.stringify(poolsForGeo(all, geo)));
    }
    const stale = (await cache.keys(`${escapeGlob(`pools:${tenantId}:`)}*`)).filter(
      (key) => !geos.has(key.slice(key.lastIndexOf(':') + 1)),
    );
    await cache.del(stale);
  }
}
