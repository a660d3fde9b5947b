import { geoLevels, type GeoOption, type ProfileGeo } from '@switchboard/domain';
import { InputError } from '../errors.js';
import { VOCABULARY, type DemoCity } from '../seed/vocabulary.js';

/**
 * The places the geo calls know (spec §7 GET /geo/places/levels, /geo/places/options and the geo
 * wizard): the towns of the demo world, per country, each with its province (region1) and
 * municipality (region2). This server stands in for a geo service, so its places are the ones
 * its customers and profiles live in.
 */

interface Country {
  iso: string;
  language: string;
  timezone: string;
  cities: readonly DemoCity[];
}

const COUNTRIES: readonly Country[] = Object.values(VOCABULARY).map((words) => ({
  iso: words.iso,
  language: words.language,
  timezone: words.timezone,
  cities: words.cities,
}));

/** The region fields by level: level 1 is region1, level 2 region2. */
const LEVEL_FIELDS = ['region1', 'region2'] as const;

const unique = (values: readonly (string | null)[]) =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) =>
    a.localeCompare(b),
  );

export const geoErrorTexts = {
  levelTooDeep: (levels: number) => `Level runs from 1 to ${levels + 1} (cities) for this strategy`,
} as const;

/**
 * The places of a country at a level, within `parent` (a value of the level above) when given.
 * Levels 1 to `levels` are regions; `levels + 1` is the cities.
 */
export function placeOptions(query: {
  country: string;
  level: number;
  strategy?: string | undefined;
  parent?: string | undefined;
}): GeoOption[] {
  const levels = geoLevels(query.strategy);
  if (query.level > levels + 1) {
    const message = geoErrorTexts.levelTooDeep(levels);
    throw new InputError(`level: ${message}`, [{ field: 'level', message }]);
  }
  const country = COUNTRIES.find((candidate) => candidate.iso === query.country);
  if (!country) return [];
  const field = query.level > levels ? 'locality' : LEVEL_FIELDS[query.level - 1];
  const parentField = LEVEL_FIELDS[Math.min(query.level, levels + 1) - 2];
  const cities = country.cities.filter(
    (city) => !query.parent || !parentField || city[parentField] === query.parent,
  );
  return unique(cities.map((city) => (field ? city[field] : null))).map((value) => ({
    value,
    label: value,
  }));
}

const EARTH_RADIUS_KM = 6371;

/** The great-circle distance in km. */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * Where a geo-free profile shows itself to a customer (the geo wizard): the known town of the
 * country nearest to the customer. Only the country when none is known there.
 */
export function nearestPlace(country: string, lat: number, lng: number): ProfileGeo {
  const known = COUNTRIES.find((candidate) => candidate.iso === country);
  const empty: ProfileGeo = {
    iso: country,
    language: known?.language ?? null,
    timezone: known?.timezone ?? null,
    region1: null,
    region2: null,
    region3: null,
    region4: null,
    locality: null,
    postcode: null,
    latitude: null,
    longitude: null,
  };
  let best: DemoCity | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const city of known?.cities ?? []) {
    const km = distanceKm([lat, lng], [city.latitude, city.longitude]);
    if (km < bestKm) [best, bestKm] = [city, km];
  }
  if (!best) return empty;
  return {
    ...empty,
    region1: best.region1,
    region2: best.region2,
    locality: best.locality,
    postcode: best.postcode,
    latitude: best.latitude,
    longitude: best.longitude,
  };
}
