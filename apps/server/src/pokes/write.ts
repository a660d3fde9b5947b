import {
  assertImmediateSendAllowed,
  assertScheduleInFuture,
  findReusedAttachment,
  isLegacyOrigin,
  messages,
  pokeHasFilters,
  PokeRuleError,
  pokeSendability,
  type AudienceFilters,
  type Poke,
  type PokeNotSendableCause,
  type PokeWriteRequest,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import { InputError, NotAllowedError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import type { AudienceService } from '../audience/service.js';
import { findProfile } from '../profiles/repo.js';
import type { Database } from '../db/client.js';
import { pokeWriteTexts } from './texts.js';

/** A 400 naming one field. */
export function fieldError(field: string, message: string): InputError {
  return new InputError(`${field}: ${message}`, [{ field, message }]);
}

/** A poke rule broken by a request, as the HTTP error it is. */
export function pokeRuleToApiError(error: PokeRuleError): Error {
  switch (error.code) {
    case 'POKE_IMMEDIATE_SEND_NOT_ALLOWED':
      return new NotAllowedError(error.message);
    case 'POKE_SCHEDULE_IN_PAST':
      return fieldError('scheduled', error.message);
    case 'POKE_ATTACHMENT_REUSED':
      return fieldError('message.attachment', error.message);
    default:
      return fieldError('', error.message);
  }
}

/** A checked write request with what the server derives from it. */
export interface PreparedPokeWrite {
  request: PokeWriteRequest;
  audience: AudienceFilters;
  /** The placeholders the message uses (other origins), null for the legacy origin. */
  hasFilters: string[] | null;
  targets: Poke['targets'];
}

/** The field each reason a poke cannot be sent stands on. */
const NOT_SENDABLE_FIELDS: Record<PokeNotSendableCause, string> = {
  'in-conversation': 'filters.inConversation',
  'no-targets': 'targets',
};

/**
 * Refuses a poke that could not be sent (spec §5): no targets, or the 'in conversation' filter
 * on. Every saved poke goes out (at once or at its time), so no save of one is allowed: a 400
 * with the spec's one text on each field that causes it.
 */
export function assertPokeSendable(targets: Poke['targets'], filters: Poke['filters']): void {
  // Only the legacy filters have the 'in conversation' group.
  const inConversation = 'inConversation' in filters ? filters.inConversation : null;
  const sendability = pokeSendability(targets.estimate, { inConversation });
  if (sendability.sendable) return;
  const issues = sendability.causes.map((cause) => ({
    field: NOT_SENDABLE_FIELDS[cause],
    message: sendability.reason,
  }));
  const [first] = issues;
  throw new InputError(`${first?.field ?? 'targets'}: ${sendability.reason}`, issues);
}

/**
 * Checks a poke write (create or update), its body already read with the domain's schema
 * (filters, placeholders, message, age 18–99, follow-up link), against every rule that needs no
 * other poke: the path's locale and the caller's geos, the sites (the tenant's, of that locale),
 * the profile (of that locale too), who may send at once and a schedule in the future; then
 * counts the targets per site and refuses a poke that could not be sent. Nothing is written.
 */
export async function preparePokeWrite(
  deps: { db: Database; audience: AudienceService; clock: () => Date },
  user: AuthUser,
  locale: string,
  request: PokeWriteRequest,
): Promise<PreparedPokeWrite> {
  if (request.locale !== locale) throw fieldError('locale', pokeWriteTexts.localeMismatch(locale));
  assertLocalesAllowed(user, [locale]);
  const sites = await deps.audience.sites(user, request.domains, 'domains');
  const elsewhere = sites.find((site) => site.locale !== locale);
  if (elsewhere) {
    throw fieldError('domains', pokeWriteTexts.siteOfOtherLocale(elsewhere.domain, locale));
  }
  const profile = await findProfile(deps.db, user, {
    id: request.profile.uuid,
    kind: 'entertainment',
  });
  if (!profile) throw fieldError('profile.uuid', messages.noEntertainmentProfile);
  if (profile.record.locale !== locale) {
    const { name, locale: profileLocale } = profile.record;
    throw fieldError('profile', pokeWriteTexts.profileOfOtherLocale(name, profileLocale, locale));
  }
  try {
    assertImmediateSendAllowed(user.roles, request.scheduled);
    assertScheduleInFuture(request.scheduled, deps.clock());
  } catch (error) {
    if (error instanceof PokeRuleError) throw pokeRuleToApiError(error);
    throw error;
  }
  const audience: AudienceFilters = isLegacyOrigin(request.origin.type)
    ? {
        origin: 'legacy',
        filters: request.filters as Extract<AudienceFilters, { origin: 'legacy' }>['filters'],
      }
    : {
        origin: 'other',
        originType: request.origin.type,
        filters: request.filters as Extract<AudienceFilters, { origin: 'other' }>['filters'],
      };
  const hasFilters = pokeHasFilters(request.message.content, request.origin.type) ?? null;
  const domains = sites.map((site) => site.domain);
  const count = await deps.audience.countFor(user.tenantId, domains, audience, hasFilters ?? []);
  const targets = { estimate: count.estimate, targetsPerDomain: count.targetsPerDomain };
  assertPokeSendable(targets, request.filters);
  return { request: { ...request, domains }, audience, hasFilters, targets };
}

/**
 * Refuses an attachment used twice in a family: the main poke and its follow-ups in index order,
 * with `changed` in place of its stored version (or added).
 */
export function assertFamilyAttachments(family: readonly Poke[], changed: Poke): void {
  const others = family.filter((poke) => poke.id !== changed.id);
  const all = [...others, changed];
  const main = all.find((poke) => !poke.followUp);
  if (!main) return;
  const followUps = all
    .filter((poke) => poke.followUp)
    .sort(
      (a, b) => (a.followUp?.index ?? 0) - (b.followUp?.index ?? 0) || a.id.localeCompare(b.id),
    );
  const reuse = findReusedAttachment(main, followUps);
  if (reuse) throw fieldError('message.attachment', reuse.message);
}
