import { z } from 'zod';
import { DomainName, Locale } from '../schemas/common.js';
import type { DomainConfig } from '../schemas/domain-config.js';
import type { Profile } from '../schemas/profile.js';
import { PokeMessageContent } from '../schemas/poke.js';
import {
  checkPlaceholders,
  placeholderProblemText,
  playerGeoPlaceholderValues,
  renderPlaceholders,
  usedPlaceholders,
  type PlaceholderName,
} from './placeholders.js';
import { resolvePokeTimezone } from './schedule.js';
import { toZoned } from './zoned-time.js';

/**
 * The preflight of a poke before it is saved: its message rendered for a few real recipients of
 * each domain, and how many recipients lack the value of each placeholder the message uses.
 */

/** Recipients rendered per domain. */
export const PREFLIGHT_SAMPLES_PER_DOMAIN = 3;

/** POST /profile/poke/preflight: the poke as the wizard holds it. */
export const PokePreflightRequest = z.object({
  sites: z.array(DomainName).min(1),
  locale: Locale,
  origin: z.object({ type: z.string().min(1) }).default({ type: 'legacy' }),
  filters: z.record(z.string(), z.unknown()).default({}),
  /** The message as stored (emoji as colon codes), within a poke message's length limit. */
  content: PokeMessageContent,
  /** The entertainment profile the poke is sent from. */
  profileUuid: z.string().trim().min(1).max(128),
});
export type PokePreflightRequest = z.infer<typeof PokePreflightRequest>;

export const PokePreflightSample = z.object({
  uuid: z.string(),
  name: z.string(),
  text: z.string(),
});

export const PokePreflightDomain = z.object({
  site: z.string(),
  estimate: z.number().int().min(0),
  samples: z.array(PokePreflightSample),
  /** Per placeholder used: how many of the domain's recipients have no value for it. */
  missing: z.record(z.string(), z.number().int().min(0)),
});
export type PokePreflightDomain = z.infer<typeof PokePreflightDomain>;

/**
 * A placeholder that keeps the poke from being saved: broken (with the well-formed text to write
 * instead, when the name is known) or invalid, and the sentence that says so.
 */
export const PokePreflightProblem = z.object({
  text: z.string(),
  status: z.enum(['broken', 'invalid']),
  fix: z.string().optional(),
  message: z.string(),
});
export type PokePreflightProblem = z.infer<typeof PokePreflightProblem>;

export const PokePreflightResponse = z.object({
  data: z.object({
    used: z.array(z.string()),
    /**
     * The broken and invalid placeholders, in order of appearance; none when it can be saved.
     * The server always sends it; optional so that an answer without it still reads.
     */
    problems: z.array(PokePreflightProblem).optional(),
    perDomain: z.array(PokePreflightDomain),
  }),
});
export type PokePreflightResponse = z.infer<typeof PokePreflightResponse>;

/** The part of the day: morning 6–12, afternoon 12–18, evening 18–24, night 0–6. */
export function timeOfDay(hour: number): string {
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

const EARTH_RADIUS_KM = 6371;

/** The great-circle distance between two points, whole km. */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b[0] - a[0]) / 2) ** 2 +
    Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}

/**
 * The value of every placeholder for one recipient: the customer's own values (name, age, hair
 * and eye colour, build, city, province), the distance to the profile, the time of day in the
 * customer's timezone, and the player's province and city from the profile (spec §5). A value
 * the customer lacks is left out.
 */
export function recipientPlaceholderValues(
  customer: Profile,
  profile: Profile,
  config: Pick<
    DomainConfig,
    'geoWizardEnabled' | 'geoStrategyRegionField' | 'geoStrategyCityField'
  >,
  now: Date,
): Partial<Record<PlaceholderName, string>> {
  const geo = customer.geo[0];
  const own = profile.geo[0];
  const values: Partial<Record<PlaceholderName, string | null | undefined>> = {
    name: customer.name,
    age: customer.age === null ? null : String(customer.age),
    hairColor: customer.hair_colour,
    eyeColor: customer.eye_colour,
    build: customer.build,
    city: geo?.locality,
    province: geo?.region1,
    timeOfDay: timeOfDay(toZoned(now.getTime(), resolvePokeTimezone(geo?.timezone)).hour),
    distance:
      typeof geo?.latitude === 'number' &&
      typeof geo.longitude === 'number' &&
      typeof own?.latitude === 'number' &&
      typeof own.longitude === 'number'
        ? `${distanceKm([geo.latitude, geo.longitude], [own.latitude, own.longitude])} km`
        : null,
    ...playerGeoPlaceholderValues(profile.geo, config),
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [PlaceholderName, string] =>
        typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** The message for one recipient, each used placeholder filled where the recipient has it. */
export function renderForRecipient(
  content: string,
  originType: string,
  values: Partial<Record<PlaceholderName, string>>,
): string {
  return renderPlaceholders(content, values, originType);
}

/** The placeholders that keep a message from being saved, as the preflight lists them. */
export function preflightProblems(content: string, originType: string): PokePreflightProblem[] {
  return checkPlaceholders(content, originType).flatMap((check) => {
    const message = placeholderProblemText(check);
    if (!message || check.status === 'valid') return [];
    return [
      { text: check.text, status: check.status, ...(check.fix ? { fix: check.fix } : {}), message },
    ];
  });
}

/** The placeholders a preflight checks: the valid ones the message uses. */
export function preflightPlaceholders(content: string, originType: string): PlaceholderName[] {
  return usedPlaceholders(content, originType);
}
