import { arrayOverlaps, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminUser,
  DomainConfig,
  ServiceTenant,
  TenantAdminCreateRequest,
  TenantAppearanceUpdate,
  TenantCreateRequest,
} from '@switchboard/domain';
import { changedFields, recordStaffAction } from '../audit/record.js';
import type { StaffRequest } from '../audit/staff-request.js';
import type { Database, Tx } from '../db/client.js';
import { domains, tenants } from '../db/schema.js';
import { ConflictError, InputError, NotFoundError } from '../errors.js';
import { isUniqueViolation } from '../db/errors.js';
import type { UserAdminService } from '../users/service.js';

/**
 * The transaction-level advisory lock tenants are created under: whether a host is free is a read
 * of every tenant's host list (no constraint can say it), so two creations do not both find it so.
 */
export const TENANT_HOSTS_LOCK = 2_026_031;

type TenantRow = typeof tenants.$inferSelect;
type TenantCreate = z.output<typeof TenantCreateRequest>;
type TenantAdminCreate = z.output<typeof TenantAdminCreateRequest>;

/** The appearance fields as a record keeps them. */
const appearanceOf = (row: TenantRow) => ({
  appName: row.appName,
  appLogoName: row.appLogoName,
  appPrimaryColor: row.appPrimaryColor,
});

const tenantRecord = (row: TenantRow) => ({
  type: 'tenant' as const,
  id: row.id,
  label: row.alias,
});

/**
 * Tenants as the operators of the whole service keep them (issue #31): listed, created with their
 * hosts and appearance, restyled, given domains and admins. Only the `/service/…` calls use it.
 * Each write is recorded in the tenant's staff-action record, in its own transaction, with the
 * service operator as the actor (`by`, as `requireServiceToken` sets it), so a tenant's admins
 * can read who created their tenant, changed its logo or added a domain or an admin.
 */
export class TenantAdministration {
  constructor(
    private readonly db: Database,
    /** Told of a tenant whose domains changed, so its cached domain list is read afresh. */
    private readonly domainsChanged: (tenantId: string) => void,
    /** Makes the tenant's admins (an account like any other admin's, and its record). */
    private readonly accounts: Pick<UserAdminService, 'create'>,
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

  async create(input: TenantCreate, by: StaffRequest): Promise<ServiceTenant> {
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
        await recordStaffAction(tx, by, {
          tenantId: id,
          kind: 'tenant.create',
          record: tenantRecord(created!),
          after: { alias: created!.alias, hosts: created!.hosts, ...appearanceOf(created!) },
        });
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

  async updateAppearance(
    alias: string,
    update: TenantAppearanceUpdate,
    by: StaffRequest,
  ): Promise<ServiceTenant> {
    const row = await this.db.transaction(async (tx) => {
      // Locked while it changes, so the record's "before" is what the change replaced.
      const [was] = await tx.select().from(tenants).where(eq(tenants.alias, alias)).for('update');
      if (!was) throw unknownTenant(alias);
      const [row] = await tx
        .update(tenants)
        .set({
          appName: update.app_name,
          appLogoName: update.app_logo_name,
          appPrimaryColor: update.app_primary_color?.toUpperCase(),
        })
        .where(eq(tenants.id, was.id))
        .returning();
      const changed = changedFields(appearanceOf(was), appearanceOf(row!));
      // Set to what it already was: nothing changed, nothing to record.
      if (Object.keys(changed.after).length > 0) {
        await recordStaffAction(tx, by, {
          tenantId: was.id,
          kind: 'tenant.appearance',
          record: tenantRecord(was),
          ...changed,
        });
      }
      return row!;
    });
    return view(row, await this.domainsOf(row.id));
  }

  async addDomain(alias: string, config: DomainConfig, by: StaffRequest): Promise<ServiceTenant> {
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
      await this.db.transaction(async (tx) => {
        const domainConfig = { ...rest, tenantAlias: alias };
        await tx
          .insert(domains)
          .values({ domain, locale, tenantId: tenant.id, config: domainConfig });
        await recordStaffAction(tx, by, {
          tenantId: tenant.id,
          kind: 'domain.create',
          record: { type: 'domain', id: domain, label: domain },
          after: { domain, locale, ...domainConfig },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw domainTaken(domain, null);
      throw error;
    }
    this.domainsChanged(tenant.id);
    return view(tenant, await this.domainsOf(tenant.id));
  }

  /**
   * An admin of the tenant (CHAT_ADMIN), made by a service operator: the tenant's first, so that
   * someone can sign in to it and make the rest of its staff. Geos: every locale of its domains
   * unless named; a tenant with no domain yet and no geos named is refused, naming `geos` (an
   * admin with no locale could manage nothing, not even a locale added later).
   */
  async addAdmin(alias: string, input: TenantAdminCreate, by: StaffRequest): Promise<AdminUser> {
    const tenant = await this.byAlias(alias);
    const geos = input.geos ?? [...new Set((await this.domainsOf(tenant.id)).map((d) => d.locale))];
    if (geos.length === 0) {
      const message = input.geos
        ? 'Name at least one locale.'
        : `The tenant "${alias}" has no domain yet: add one first, or name the admin's geos.`;
      throw new InputError(`geos: ${message}`, [{ field: 'geos', message }]);
    }
    return this.accounts.create(
      tenant.id,
      // A service operator may grant any locale: the admin's are the ones named or the tenant's.
      geos,
      {
        email: input.email,
        password: input.password,
        displayName: input.displayName ?? null,
        companyName: null,
        roles: ['CHAT_ADMIN'],
        geos,
        forceMfa: false,
        forcedTotp: false,
      },
      by,
    );
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
