import type { Poke } from '@switchboard/domain';

/** The longest excerpt of a poke's text that names it in the record of staff actions. */
const POKE_LABEL_CHARS = 80;

/** A poke as the record of staff actions names it: its text's start, else its id. */
export function pokeRecord(poke: Poke) {
  const text = (poke.message.content ?? '').trim().replace(/\s+/g, ' ');
  const label =
    text.length > POKE_LABEL_CHARS ? `${text.slice(0, POKE_LABEL_CHARS - 1)}…` : text || null;
  return { type: 'poke' as const, id: poke.id, label };
}

/**
 * The fields of a poke a record keeps: what a poker sets and what a send changes; not the
 * derived ones (counts per site, abuse state), which would make every edit look bigger.
 */
export function pokeFields(poke: Poke): Record<string, unknown> {
  return {
    locale: poke.locale,
    type: poke.type,
    strategy: poke.strategy,
    scheduled: poke.scheduled,
    frequency: poke.frequency ?? null,
    domains: poke.domains,
    message: poke.message.content ?? '',
    attachment: poke.message.attachment ?? null,
    profile: poke.profile.name,
    filters: poke.filters,
    followUp: poke.followUp ?? null,
    status: poke.status ?? null,
  };
}
