import { Poke } from '@switchboard/domain';
import type { pokes } from '../db/poke-schema.js';
import { iso } from '../chats/rows.js';

export type PokeRecord = typeof pokes.$inferSelect;
export type PokeInsert = typeof pokes.$inferInsert;

/** A stored poke as the domain reads it (spec §3); a row that breaks the schema fails here. */
export function pokeFromRecord(row: PokeRecord): Poke {
  return Poke.parse({
    id: row.id,
    agent: row.agent,
    company: row.company,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatedBy: row.updatedBy,
    domain: row.domain,
    domains: row.domains,
    locale: row.locale,
    tenant: row.tenantId,
    type: row.type,
    strategy: row.strategy,
    origin: { type: row.originType },
    scheduled: iso(row.scheduled),
    frequency: row.frequency,
    filters: row.filters,
    message: row.message,
    profile: row.profile,
    targets: row.targets,
    followUp:
      row.followUpParentId === null
        ? null
        : {
            parentId: row.followUpParentId,
            index: row.followUpIndex ?? 0,
            previousId: row.followUpPreviousId,
          },
    abuse: row.abuse,
    status: row.status,
  });
}

/** The row of a poke (its tenant given apart: the document's `tenant` is informative). */
export function recordFromPoke(
  poke: Poke,
  tenantId: string,
  hasFilters: readonly string[] | null,
): PokeInsert {
  return {
    id: poke.id,
    tenantId,
    locale: poke.locale,
    company: poke.company ?? null,
    agent: poke.agent,
    domain: poke.domain,
    domains: poke.domains,
    type: poke.type,
    strategy: poke.strategy,
    originType: poke.origin.type,
    scheduled: poke.scheduled ?? poke.createdAt,
    frequency: poke.frequency ?? null,
    filters: poke.filters,
    message: poke.message,
    profile: poke.profile,
    targets: poke.targets,
    hasFilters: hasFilters ? [...hasFilters] : null,
    followUpParentId: poke.followUp?.parentId ?? null,
    followUpIndex: poke.followUp?.index ?? null,
    followUpPreviousId: poke.followUp?.previousId ?? null,
    abuse: poke.abuse ?? null,
    status: poke.status ?? 'scheduled',
    createdAt: poke.createdAt,
    updatedAt: poke.updatedAt ?? null,
    updatedBy: poke.updatedBy ?? null,
  };
}
