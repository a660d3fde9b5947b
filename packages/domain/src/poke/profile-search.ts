import { z } from 'zod';
import { POKE_WIZARD_SEARCH_FIRST_PAGE, POKE_WIZARD_SEARCH_PAGE_SIZE } from '../constants.js';
import { firstProfileGeo } from '../profile.js';
import { DomainName, Locale } from '../schemas/common.js';
import { Profile, ProfileGender, ProfileGeo } from '../schemas/profile.js';
import type { PokeProfile } from '../schemas/poke.js';
import { AUDIENCE_SEARCH_MAX_LIMIT } from './audience.js';

/**
 * The poke wizard's profile calls (spec §7): the entertainment profile search, the filter options
 * of other origins, the geo levels and options, and the poke profile built from a found one.
 */

/** POST /profile/poke/entertainment-profiles: {filters, locales, profileTypes, page, limit, query}. */
export const EntertainmentProfileSearchRequest = z.object({
  /** Ours: which of the tenant's profiles; every key is optional. */
  filters: z
    .object({
      domains: z.array(DomainName).optional(),
      gender: ProfileGender.optional(),
      geo_free: z.boolean().optional(),
    })
    .default({}),
  /** The locales to search; none means all of the caller's geos. */
  locales: z.array(Locale).default([]),
  /** Profile types to include (a domain's profileTypes); none means every type. */
  profileTypes: z.array(z.string().min(1)).default([]),
  page: z.number().int().min(1).default(POKE_WIZARD_SEARCH_FIRST_PAGE),
  limit: z
    .number()
    .int()
    .min(1)
    .max(AUDIENCE_SEARCH_MAX_LIMIT)
    .default(POKE_WIZARD_SEARCH_PAGE_SIZE),
  /** Part of the name, any case; empty finds every profile. */
  query: z.string().trim().max(100).default(''),
});
export type EntertainmentProfileSearchRequest = z.infer<typeof EntertainmentProfileSearchRequest>;
export type EntertainmentProfileSearchInput = z.input<typeof EntertainmentProfileSearchRequest>;

/** The answer of the search: a page of profiles and how many match in all. */
export const EntertainmentProfileSearchResponse = z.object({
  data: z.array(Profile),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
});
export type EntertainmentProfileSearchResponse = z.infer<typeof EntertainmentProfileSearchResponse>;

/** GET /profile/filters, data.data: the choices of the other-origin list filters. */
export const ProfileFilterOptions = z.object({
  build: z.array(z.string()),
  eye_colour: z.array(z.string()),
  hair_colour: z.array(z.string()),
});
export type ProfileFilterOptions = z.infer<typeof ProfileFilterOptions>;

/** GET /geo/places/levels: query strategy (a domain's geoStrategy). */
export const GeoLevelsQuery = z.object({ strategy: z.string().trim().min(1).max(64) });

/**
 * How many region levels a geo strategy has; cities are the level after the last (spec §7: level
 * is levels+1 for cities). Ours: `region` has provinces only, `municipality` provinces and
 * municipalities; an unknown strategy reads as `region`.
 */
export const GEO_STRATEGY_LEVELS: Readonly<Record<string, number>> = { region: 1, municipality: 2 };

export function geoLevels(strategy: string | null | undefined): number {
  return GEO_STRATEGY_LEVELS[strategy ?? ''] ?? 1;
}

/**
 * GET /geo/places/options: the places of a country at a level, within a parent place when one is
 * given (the name of the level above).
 */
export const GeoOptionsQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
    .transform((code) => code.toUpperCase()),
  level: z.coerce.number().int().min(1).max(5),
  strategy: z.string().trim().min(1).max(64).optional(),
  parent: z.string().trim().min(1).max(200).optional(),
});
export type GeoOptionsQuery = z.infer<typeof GeoOptionsQuery>;

export const GeoOption = z.object({ value: z.string(), label: z.string() });
export type GeoOption = z.infer<typeof GeoOption>;

/** GET /profiles/{id}/geowizard: query countryCode, customerLat, customerLng. */
export const GeoWizardQuery = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
    .transform((code) => code.toUpperCase()),
  customerLat: z.coerce.number().min(-90).max(90),
  customerLng: z.coerce.number().min(-180).max(180),
});
export type GeoWizardQuery = z.infer<typeof GeoWizardQuery>;

export const GeoWizardResponse = z.object({ data: ProfileGeo });

/**
 * The profile a poke is sent from, from a found entertainment profile: its CMS id (else uuid)
 * as id, and the timezone of its first geo entry.
 */
export function pokeProfileFromProfile(profile: Profile): PokeProfile {
  return {
    id: profile.profileCmsId ?? profile.uuid ?? '',
    name: profile.name ?? profile.real_name ?? '',
    timezone: firstProfileGeo(profile)?.timezone ?? null,
    uuid: profile.uuid ?? profile.profileCmsId ?? '',
    profileType: profile.profile_type,
  };
}
