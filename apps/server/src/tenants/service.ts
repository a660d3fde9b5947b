import { arrayOverlaps, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DomainConfig,
  ServiceTenant,
  TenantAppearanceUpdate,
  TenantCreateRequest,
} from '@switchboard/domain';
import type { Database, Tx } from '../db/client.js';
import { domains, tenants } from '../db/schema.js';
import { ConflictError, InputError, NotFoundError } from '../errors.js';
import { isUniqueViolation } from '../db/errors.js';

/**
 * The transaction-level advisory lock tenants are created under: whether a host is free is a read
 * of every tenant's host list (no constraint can say it), so two creations do not both find it so.
 */
export const TENANT_HOSTS_LOCK = 2_026_031;

type TenantRow = typeof tenants.$inferSelect;
type TenantCreate = z.output<typeof TenantCreateRequest>;

/**
 * Tenants as the operators of the whole service keep them (issue #31): listed, created with their
 * hosts and appearance, restyled, given domains. Only the `/service/…` calls use it.
 */
export class TenantAdministration {
  constructor(
    private readonly db: Database,
    /** Told of a tenant whose domains changed, so its cached domain list is read afresh. */
    private readonly domainsChanged: (tenantId: string) => void,
  ) {}

  async list(): Promise<ServiceTenant[]> {
    const rows = await this.db
      .select()
      .from(tenants)
      .orderBy(asc(tenants.createdAt), tenants.alias);
    const tenantDomains = await this.db
      .select({ tenantId: domains.tenantId, domain: domains.domain, locale: domains.locale })
      .from(domains)
      .orderBy(domains.locale, domains.domain);
    return rows.map((row) =>
      view(
        row,
        tenantDomains.filter((d) => d.tenantId === row.id),
      ),
    );
  }

  async create(input: TenantCreate): Promise<ServiceTenant> {
    const id = input.id ?? `tenant-${input.alias}`;
    try {
      const row = await this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${TENANT_HOSTS_LOCK}::bigint)`);
        await assertFree(tx, id, input.alias, input.hosts);
        const [created] = await tx
          .insert(tenants)
          .values({
            id,
            alias: input.alias,
            hosts: input.hosts,
            appName: input.app_name,
            appLogoName: input.app_logo_name,
            appPrimaryColor: input.app_primary_color.toUpperCase(),
          })
          .returning();
        return created!;
      });
      return view(row, []);
    } catch (error) {
      // Only a writer that takes no lock (SQL by hand) can still get in between.
      if (isUniqueViolation(error)) {
        throw new ConflictError(`alias: a tenant "${input.alias}" or id "${id}" already exists.`);
      }
      throw error;
    }
  }

  async updateAppearance(alias: string, update: TenantAppearanceUpdate): Promise<ServiceTenant> {
    const [row] = await this.db
      .update(tenants)
      .set({
        appName: update.app_name,
        appLogoName: update.app_logo_name,
        appPrimaryColor: update.app_primary_color?.toUpperCase(),
      })
      .where(eq(tenants.alias, alias))
      .returning();
    if (!row) throw unknownTenant(alias);
    return view(row, await this.domainsOf(row.id));
  }

  async addDomain(alias: string, config: DomainConfig): Promise<ServiceTenant> {
    const tenant = await this.byAlias(alias);
    if (config.tenantAlias && config.tenantAlias !== alias) {
      throw new InputError(`tenantAlias: must be "${alias}", the tenant the domain is added to.`, [
        { field: 'tenantAlias', message: `Must be "${alias}"` },
      ]);
    }
    const { domain: name, locale, ...rest } = config;
    const domain = name.toLowerCase();
    const [taken] = await this.db
      .select({ alias: tenants.alias })
      .from(domains)
      .innerJoin(tenants, eq(tenants.id, domains.tenantId))
      .where(eq(domains.domain, domain));
    if (taken) throw domainTaken(domain, taken.alias);
    try {
      await this.db
        .insert(domains)
        .values({ domain, locale, tenantId: tenant.id, config: { ...rest, tenantAlias: alias } });
    } catch (error) {
      if (isUniqueViolation(error)) throw domainTaken(domain, null);
      throw error;
    }
    this.domainsChanged(tenant.id);
    return view(tenant, await this.domainsOf(tenant.id));
  }

  private async byAlias(alias: string): Promise<TenantRow> {
    const [row] = await this.db.select().from(tenants).where(eq(tenants.alias, alias));
    if (!row) throw unknownTenant(alias);
    return row;
  }

  private domainsOf(tenantId: string) {
    return this.db
      .select({ domain: domains.domain, locale: domains.locale })
      .from(domains)
      .where(eq(domains.tenantId, tenantId))
      .orderBy(domains.locale, domains.domain);
  }
}

/** Refuses an alias, id or host another tenant already has, naming the field. */
async function assertFree(tx: Tx, id: string, alias: string, hosts: string[]): Promise<void> {
  const [sameAlias] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.alias, alias));
  if (sameAlias) throw new ConflictError(`alias: a tenant "${alias}" already exists.`);
  const [sameId] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id));
  if (sameId) throw new ConflictError(`id: a tenant with the id "${id}" already exists.`);
  const overlapping = await tx
    .select({ alias: tenants.alias, hosts: tenants.hosts })
    .from(tenants)
    .where(arrayOverlaps(tenants.hosts, hosts));
  for (const other of overlapping) {
    const host = hosts.find((h) => other.hosts.includes(h));
    throw new ConflictError(`hosts: "${host}" already serves the tenant "${other.alias}".`);
  }
}

function view(row: TenantRow, tenantDomains: { domain: string; locale: string }[]): ServiceTenant {
  return {
    id: row.id,
    alias: row.alias,
    hosts: row.hosts,
    app_name: row.appName,
    app_logo_name: row.appLogoName,
    app_primary_color: row.appPrimaryColor,
    domains: tenantDomains.map(({ domain, locale }) => ({ domain, locale })),
  };
}

const unknownTenant = (alias: string) => new NotFoundError(`No tenant "${alias}".`);

const domainTaken = (domain: string, alias: string | null) =>
  new ConflictError(
    `domain: "${domain}" is already a domain${alias ? ` of the tenant "${alias}"` : ''}.`,
  );
