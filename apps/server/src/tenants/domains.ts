import { eq } from 'drizzle-orm';
import { DomainConfig } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { domains } from '../db/schema.js';
import { ExpiringCache } from '../cache/expiring.js';

/**
 * How long a tenant's domain list is reused. No call of the server writes domains (the seed and
 * operators working in the database do), so this bounds how late such a change shows; a call that
 * comes to write them must `forget` the tenant.
 */
export const DOMAIN_LIST_CACHE_MS = 5_000;

/** A stored domain and the reading of its configuration, kept even when it fails the schema. */
interface ParsedDomain {
  locale: string;
  result: ReturnType<typeof DomainConfig.safeParse>;
}

/** Most tenants whose domain lists are kept at once. */
const DOMAIN_LIST_CACHE_MAX_TENANTS = 1_000;

/**
 * The domain configurations of each tenant (spec §3), ordered by locale then domain, read once
 * per DOMAIN_LIST_CACHE_MS instead of on every `GET /domains`. Concurrent misses share one read,
 * and a read that fails is not kept.
 */
export class TenantDomains {
  private readonly lists = new ExpiringCache<Promise<ParsedDomain[]>>(
    DOMAIN_LIST_CACHE_MAX_TENANTS,
  );

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  /** The tenant's domains in some locales, ordered by locale then domain. */
  async inLocales(tenantId: string, locales: readonly string[]): Promise<DomainConfig[]> {
    if (locales.length === 0) return [];
    const all = await this.all(tenantId);
    // A stored configuration that breaks the schema fails the calls that would show it, as
    // before the cache; other locales' calls are not affected.
    return all
      .filter(({ locale }) => locales.includes(locale))
      .map(({ result }) => {
        if (!result.success) throw result.error;
        return result.data;
      });
  }

  /** Drops the tenant's list: the next call reads it afresh. */
  forget(tenantId: string): void {
    this.lists.delete(tenantId);
  }

  private all(tenantId: string): Promise<ParsedDomain[]> {
    const now = this.clock().getTime();
    const cached = this.lists.get(tenantId, now);
    if (cached) return cached;
    const read = this.read(tenantId);
    this.lists.set(tenantId, read, now + DOMAIN_LIST_CACHE_MS);
    read.catch(() => {
      if (this.lists.get(tenantId, this.clock().getTime()) === read) this.lists.delete(tenantId);
    });
    return read;
  }

  private async read(tenantId: string): Promise<ParsedDomain[]> {
    const rows = await this.db
      .select()
      .from(domains)
      .where(eq(domains.tenantId, tenantId))
      .orderBy(domains.locale, domains.domain);
    return rows.map((row) => ({
      locale: row.locale,
      result: DomainConfig.safeParse({ ...row.config, domain: row.domain, locale: row.locale }),
    }));
  }
}
