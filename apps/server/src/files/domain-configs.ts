import { eq } from 'drizzle-orm';
import { DomainConfig } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { domains } from '../db/schema.js';

/**
 * The domain configurations (spec §3) of a tenant's sites. A stored configuration that no longer
 * fits the schema reads as an empty one (nothing enabled, no CDN), so the domain rules answer
 * with their own errors instead of the request failing on a parse error.
 */
export async function loadDomainConfigs(db: Database, tenantId: string): Promise<DomainConfig[]> {
  const rows = await db.select().from(domains).where(eq(domains.tenantId, tenantId));
  return rows.map((row) => {
    const base = { domain: row.domain, locale: row.locale };
    const parsed = DomainConfig.safeParse({ ...row.config, ...base });
    return parsed.success ? parsed.data : DomainConfig.parse(base);
  });
}
