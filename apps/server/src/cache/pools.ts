import {
  ConnectedOperatorsByPool,
  parseOperatorGeos,
  QUEUE_POOLS,
  type Locale,
} from '@switchboard/domain';
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
 * Keeps `pools:<tenant>:<geo>` up to date from presence: after every connect and disconnect the
 * tenant's pools are written for each geo someone works, and the keys of geos nobody works any
 * more are removed. Writes for a tenant run one after another, so an older picture never lands
 * after a newer one. Presence is per process: with several processes behind a load balancer the
 * pools need the shared presence of the socket.io Redis adapter first (README, scale-out).
 */
export class PoolSync {
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly presence: Presence,
    private readonly store: CacheStore,
  ) {
    presence.onChange((tenantId) => this.schedule(tenantId));
  }

  /** Resolves once every write scheduled so far has landed. */
  async idle(): Promise<void> {
    await Promise.all(this.pending.values());
  }

  private schedule(tenantId: string): void {
    const previous = this.pending.get(tenantId) ?? Promise.resolve();
    const next = previous
      .then(() => this.write(tenantId))
      .catch((error: unknown) => console.error('Writing the operator pools failed', error));
    this.pending.set(tenantId, next);
    void next.then(() => {
      if (this.pending.get(tenantId) === next) this.pending.delete(tenantId);
    });
  }

  private async write(tenantId: string): Promise<void> {
    const cache = new TenantCache(this.store, tenantId);
    const all = this.presence.byPool(tenantId);
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
