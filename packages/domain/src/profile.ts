import { DEFAULT_GEO_LABEL } from './constants.js';
import type { Profile, ProfileGeo } from './schemas/profile.js';

/**
 * How a profile's length and location are shown, spec §3 (Entertainment or customer profile) and
 * §9 (default geo label).
 */

/** Countries (ISO 3166 alpha-2) where length is shown in feet and inches. */
export const IMPERIAL_LENGTH_COUNTRIES = ['GB', 'US'] as const;

const CM_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;

/**
 * Whether lengths are shown in feet and inches for this country or locale code (`gb`, `US`…,
 * case-insensitive). Callers pass the locale the chat belongs to.
 */
export function usesImperialLength(country: string | null | undefined): boolean {
  const code = country?.trim().toUpperCase() ?? '';
  return (IMPERIAL_LENGTH_COUNTRIES as readonly string[]).includes(code);
}

/**
 * A length in centimetres as shown for `country`: `180 cm`, or `5'11"` for GB and US. Rounding:
 * centimetres round to whole centimetres; feet and inches round the whole length to the nearest
 * inch first and then split it, so 180 cm (70.87 in) is `5'11"` and the inches never read 12.
 * Null when there is no usable length.
 */
export function formatProfileLength(
  lengthCm: number | null | undefined,
  country: string | null | undefined,
): string | null {
  if (lengthCm === null || lengthCm === undefined || !Number.isFinite(lengthCm) || lengthCm <= 0) {
    return null;
  }
  if (!usesImperialLength(country)) return `${Math.round(lengthCm)} cm`;
  const totalInches = Math.round(lengthCm / CM_PER_INCH);
  const feet = Math.floor(totalInches / INCHES_PER_FOOT);
  const inches = totalInches % INCHES_PER_FOOT;
  return `${feet}'${inches}"`;
}

/** The profile's first geo entry, the one that places it; null when it has none. */
export function firstProfileGeo(profile: Pick<Profile, 'geo'>): ProfileGeo | null {
  return profile.geo[0] ?? null;
}

/** The profile's country code (upper case), or null when it has none. */
export function profileCountry(profile: Pick<Profile, 'geo'>): string | null {
  const iso = firstProfileGeo(profile)?.iso?.trim() ?? '';
  return iso === '' ? null : iso.toUpperCase();
}

/** geo_free = 1: the profile has no fixed location (a boolean true from a service means the same). */
export function isGeoFree(profile: Pick<Profile, 'geo_free'>): boolean {
  return profile.geo_free === 1 || profile.geo_free === true;
}

/**
 * Where a profile is, as one label: 'Global' when there is no country. Otherwise the locality,
 * the widest region and the country code, those present, joined by commas ("Leeds, England,
 * GB"). A geo-free profile has no fixed place, so only its country is shown.
 */
export function profileGeoLabel(profile: Pick<Profile, 'geo' | 'geo_free'>): string {
  const country = profileCountry(profile);
  if (country === null) return DEFAULT_GEO_LABEL;
  if (isGeoFree(profile)) return country;
  const geo = firstProfileGeo(profile);
  return [geo?.locality, geo?.region1, country]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}
