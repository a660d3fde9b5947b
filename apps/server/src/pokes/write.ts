import { ZodError } from 'zod';
import {
  assertImmediateSendAllowed,
  assertScheduleInFuture,
  findReusedAttachment,
  isLegacyOrigin,
  messages,
  pokeHasFilters,
  PokeRuleError,
  PokeWriteRequest,
  type AudienceFilters,
  type Poke,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import { InputError, NotAllowedError } from '../http/errors.js';
import { assertLocalesAllowed } from '../http/middleware.js';
import { inputErrorFromZod } from '../http/validation.js';
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

/**
 * Checks a poke write (create or update) against every rule that needs no other poke: the
 * domain's schema (filters, placeholders, age 18–99, follow-up link), the path's locale and the
 * caller's geos, the sites (the tenant's, of that locale), the profile, who may send at once and
 * a schedule in the future; then counts the targets per site. Nothing is written.
 */
export async function preparePokeWrite(
  deps: { db: Database; audience: AudienceService; clock: () => Date },
  user: AuthUser,
  locale: string,
  body: unknown,
): Promise<PreparedPokeWrite> {
  const parsed = PokeWriteRequest.safeParse(body);
  if (!parsed.success) throw inputErrorFromZod(parsed.error, 'body');
  const request = parsed.data;
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
  return {
    request: { ...request, domains },
    audience,
    hasFilters,
    targets: { estimate: count.estimate, targetsPerDomain: count.targetsPerDomain },
  };
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

/** Parses with a domain schema, answering a 400 that names the field. */
export function parseBody<T>(schema: { parse: (value: unknown) => T }, body: unknown): T {
  try {
    return schema.parse(body);
  } catch (error) {
    if (error instanceof ZodError) throw inputErrorFromZod(error, 'body');
    throw error;
  }
}
