import { and, asc, inArray, sql } from 'drizzle-orm';
import {
  messages,
  preflightPlaceholders,
  preflightProblems,
  PREFLIGHT_SAMPLES_PER_DOMAIN,
  Profile,
  recipientPlaceholderValues,
  renderForRecipient,
  type PokePreflightDomain,
  type PokePreflightProblem,
  type PokePreflightRequest,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { customers } from '../db/poke-schema.js';
import { NotFoundError } from '../errors.js';
import { customerDocument, findProfile } from '../profiles/repo.js';
import { allConditions, audienceConditions, PLACEHOLDER_CUSTOMER_COLUMNS } from './conditions.js';
import type { AudienceService } from './service.js';

/**
 * The preflight of a poke (POST /profile/poke/preflight): per domain, the message rendered for
 * the first few recipients by name, and how many recipients lack the value of each placeholder
 * the message uses; and the broken or invalid placeholders that would keep it from being saved.
 * Counts are exact, in one grouped scan per request.
 */
export async function pokePreflight(
  deps: { db: Database; audience: AudienceService; clock: () => Date },
  user: AuthUser,
  request: PokePreflightRequest,
): Promise<{ used: string[]; problems: PokePreflightProblem[]; perDomain: PokePreflightDomain[] }> {
  const configs = await deps.audience.sites(user, request.sites);
  const sites = configs.map((config) => config.domain);
  const found = await findProfile(deps.db, user, {
    id: request.profileUuid,
    kind: 'entertainment',
  });
  if (!found) throw new NotFoundError(messages.noEntertainmentProfile);
  const origin = request.origin.type;
  const audience = deps.audience.filters(origin, request.filters, 'body');
  const now = deps.clock();
  const where = allConditions(audienceConditions(user.tenantId, sites, audience, now));
  const used = preflightPlaceholders(request.content, origin);
  const columns = used.flatMap((name) => {
    const column = PLACEHOLDER_CUSTOMER_COLUMNS[name];
    return column ? [{ name, column }] : [];
  });
  const counted = await deps.db
    .select({
      domain: customers.domain,
      n: sql<number>`count(*)::int`,
      ...Object.fromEntries(
        columns.map(({ name, column }) => [
          name,
          sql<number>`(count(*) filter (where ${column} is null))::int`,
        ]),
      ),
    })
    .from(customers)
    .where(where)
    .groupBy(customers.domain);
  const perDomain: PokePreflightDomain[] = [];
  for (const config of configs) {
    const row = counted.find((candidate) => candidate.domain === config.domain) as
      (Record<string, number> & { n: number }) | undefined;
    const estimate = Number(row?.n ?? 0);
    const sample = await deps.db
      .select()
      .from(customers)
      .where(and(where, inArray(customers.domain, [config.domain])))
      .orderBy(sql`lower(${customers.name})`, asc(customers.uuid))
      .limit(PREFLIGHT_SAMPLES_PER_DOMAIN);
    const samples = sample.map((recipient) => {
      const customer = Profile.parse(customerDocument(recipient));
      const values = recipientPlaceholderValues(customer, found.profile, config, now);
      return {
        uuid: recipient.uuid,
        name: recipient.name,
        text: renderForRecipient(request.content, origin, values),
      };
    });
    // Values from the profile or the clock: every recipient has them, or none does.
    const fromProfile = recipientPlaceholderValues(
      Profile.parse({ uuid: 'preflight' }),
      found.profile,
      config,
      now,
    );
    const missing: Record<string, number> = {};
    for (const name of used) {
      if (PLACEHOLDER_CUSTOMER_COLUMNS[name]) missing[name] = Number(row?.[name] ?? 0);
      else missing[name] = fromProfile[name] === undefined ? estimate : 0;
    }
    perDomain.push({ site: config.domain, estimate, samples, missing });
  }
  // What would keep the poke from being saved, listed here rather than refused: a preflight
  // answers what the poke would do, and these are part of the answer.
  return { used, problems: preflightProblems(request.content, origin), perDomain };
}
