import type { DomainConfig } from '../schemas/domain-config.js';
import { LEGACY_ORIGIN } from '../schemas/common.js';

/**
 * Message placeholders of the form %[name]% (spec §5, pokes). The checker finds every variable
 * and marks it valid, invalid (well formed, but not a name this origin allows) or broken (a
 * misspaced or malformed bracket), with its offsets in the text so the UI can highlight it.
 */

export const PLACEHOLDER_NAMES = [
  'hairColor',
  'eyeColor',
  'build',
  'city',
  'province',
  'name',
  'age',
  'distance',
  'timeOfDay',
  'playerProvince',
  'playerCity',
] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

/** The origin type of legacy pokes (spec §3, origin{type}). */

/**
 * Names a legacy-origin poke may not use. The spec says only that the legacy origin excludes
 * some variables; we exclude the ones the legacy sender has no data for: the player's own
 * location (filled from the geo wizard, which legacy sites do not have), the distance between
 * player and profile, and the time of day in the customer's zone.
 */
export const LEGACY_EXCLUDED_PLACEHOLDERS = [
  'playerProvince',
  'playerCity',
  'distance',
  'timeOfDay',
] as const satisfies readonly PlaceholderName[];

export function isLegacyOrigin(originType: string | null | undefined): boolean {
  return (originType ?? LEGACY_ORIGIN) === LEGACY_ORIGIN;
}

/** The names a poke of this origin may use. A missing origin counts as legacy. */
export function allowedPlaceholders(originType: string | null | undefined): PlaceholderName[] {
  if (!isLegacyOrigin(originType)) return [...PLACEHOLDER_NAMES];
  const excluded: readonly string[] = LEGACY_EXCLUDED_PLACEHOLDERS;
  return PLACEHOLDER_NAMES.filter((name) => !excluded.includes(name));
}

export function isPlaceholderName(value: string): value is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(value);
}

/** The placeholder text of a name: `name` → `%[name]%`. */
export function formatPlaceholder(name: string): string {
  return `%[${name}]%`;
}

export const PLACEHOLDER_STATUSES = ['valid', 'invalid', 'broken'] as const;
export type PlaceholderStatus = (typeof PLACEHOLDER_STATUSES)[number];

/** Why a variable is not valid: an unknown name, a name the legacy origin excludes, bad spacing, bad brackets. */
export type PlaceholderProblem =
  'unknown-name' | 'not-for-legacy-origin' | 'misspaced' | 'malformed';

export interface PlaceholderCheck {
  /** The text as written, e.g. `%[ name]%`. */
  readonly text: string;
  /** Offset of the first character, in UTF-16 code units (as String.prototype.slice counts). */
  readonly start: number;
  /** Offset just past the last character: `content.slice(start, end) === text`. */
  readonly end: number;
  /** The name inside the brackets, trimmed; '' when there is none. */
  readonly name: string;
  readonly status: PlaceholderStatus;
  readonly problem?: PlaceholderProblem;
  /** For a broken variable around a known name: the well-formed text to replace it with. */
  readonly fix?: string;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/*
 * Candidates, tried left to right at each position:
 *  1. brackets present, each % optional:   %[name]%  %[ name]%  % [name]%  [name]%  %[name]
 *  2. %[ without a closing bracket:        %[name%
 *  3. [ followed by %:                     [name%
 *  4. ] without an opening bracket:        %name]%  %name]
 *  5. %[ left open:                        %[name
 * Names in 2-5 must start with a letter or _ and 4 needs the % right before the name, so
 * "[50% off" or "50% off]" are not variables.
 */
const CANDIDATE = new RegExp(
  [
    String.raw`(?<lead>%\s*)?\[(?<inner>[^[\]%\n]{0,40})\](?<trail>\s*%)?`,
    String.raw`%\s*\[\s*(?<n2>[A-Za-z_]\w*)\s*%`,
    String.raw`\[\s*(?<n3>[A-Za-z_]\w*)\s*%`,
    String.raw`%(?<n4>[A-Za-z_]\w*)\s*\](?:\s*%)?`,
    String.raw`%\s*\[\s*(?<n5>[A-Za-z_]\w*)`,
  ].join('|'),
  'g',
);

function broken(
  text: string,
  start: number,
  name: string,
  problem: PlaceholderProblem,
): PlaceholderCheck {
  const fix = isPlaceholderName(name) ? formatPlaceholder(name) : undefined;
  return {
    text,
    start,
    end: start + text.length,
    name,
    status: 'broken',
    problem,
    ...(fix ? { fix } : {}),
  };
}

function classifyBracketed(
  text: string,
  start: number,
  groups: Record<string, string | undefined>,
  allowed: readonly string[],
): PlaceholderCheck | null {
  const { lead, trail } = groups;
  const inner = groups.inner ?? '';
  const name = inner.trim();
  // "[word]" or "50% [note]" is ordinary text: a bracket pair counts without a % right next to
  // it only when it holds one of our names.
  const percentTouches = lead === '%' || trail === '%';
  if (!percentTouches && !isPlaceholderName(name)) return null;
  if (lead === undefined || trail === undefined || !IDENTIFIER.test(name)) {
    return broken(text, start, name, 'malformed');
  }
  if (lead.length > 1 || trail.length > 1 || inner !== name) {
    return broken(text, start, name, 'misspaced');
  }
  const end = start + text.length;
  if (allowed.includes(name)) return { text, start, end, name, status: 'valid' };
  const problem = isPlaceholderName(name) ? 'not-for-legacy-origin' : 'unknown-name';
  return { text, start, end, name, status: 'invalid', problem };
}

/**
 * Every variable in a message, in order of appearance. A missing origin counts as legacy.
 * A plain `[word]` with no percent sign is left alone unless the word is a placeholder name.
 */
export function checkPlaceholders(content: string, originType?: string | null): PlaceholderCheck[] {
  const allowed = allowedPlaceholders(originType);
  const checks: PlaceholderCheck[] = [];
  for (const match of content.matchAll(CANDIDATE)) {
    const groups = match.groups ?? {};
    const text = match[0];
    const start = match.index;
    if (groups.inner !== undefined) {
      const check = classifyBracketed(text, start, groups, allowed);
      if (check) checks.push(check);
      continue;
    }
    const name = groups.n2 ?? groups.n3 ?? groups.n4 ?? groups.n5 ?? '';
    checks.push(broken(text, start, name, 'malformed'));
  }
  return checks;
}

/** How many variables of each status a message holds. Only `valid` ones count as used. */
export function countPlaceholders(
  checks: readonly PlaceholderCheck[],
): Record<PlaceholderStatus, number> {
  const counts: Record<PlaceholderStatus, number> = { valid: 0, invalid: 0, broken: 0 };
  for (const check of checks) counts[check.status] += 1;
  return counts;
}

/** The distinct valid variables of a message, in order of first use. */
export function usedPlaceholders(content: string, originType?: string | null): PlaceholderName[] {
  const used = new Set<PlaceholderName>();
  for (const check of checkPlaceholders(content, originType)) {
    if (check.status === 'valid' && isPlaceholderName(check.name)) used.add(check.name);
  }
  return [...used];
}

/**
 * The `hasFilters` value sent with a poke: the used variables for a non-legacy origin (so only
 * customers who have those fields are targeted), and nothing for the legacy origin.
 */
export function pokeHasFilters(
  content: string,
  originType: string | null | undefined,
): PlaceholderName[] | undefined {
  return isLegacyOrigin(originType) ? undefined : usedPlaceholders(content, originType);
}

/** Why a variable keeps a message from being saved, naming it; null for a valid one. */
export function placeholderProblemText(check: PlaceholderCheck): string | null {
  if (check.status === 'valid') return null;
  if (check.status === 'broken') {
    return `The variable ${check.text} is broken${check.fix ? `: write ${check.fix}` : ''}.`;
  }
  return check.problem === 'not-for-legacy-origin'
    ? `The variable ${check.text} cannot be used for the legacy origin.`
    : `The variable ${check.text} is not a known variable.`;
}

/** Whether a message may be saved as it is: no broken and no invalid variables. */
export function placeholdersAreClean(checks: readonly PlaceholderCheck[]): boolean {
  return checks.every((check) => check.status === 'valid');
}

/** A geo entry of a profile: region1 to region4, locality, postcode and so on. */
export type PlaceholderGeoEntry = Readonly<Record<string, unknown>>;

export interface PlayerGeoPlaceholderValues {
  playerProvince: string;
  playerCity: string;
}

/**
 * playerProvince and playerCity, from the profile's first geo entry when the domain has the geo
 * wizard on, empty otherwise (spec §5). The fields read are the domain's geoStrategyRegionField
 * and geoStrategyCityField; without them, region1 and locality.
 */
export function playerGeoPlaceholderValues(
  geoEntries: readonly PlaceholderGeoEntry[] | null | undefined,
  config: Pick<
    DomainConfig,
    'geoWizardEnabled' | 'geoStrategyRegionField' | 'geoStrategyCityField'
  >,
): PlayerGeoPlaceholderValues {
  const first = config.geoWizardEnabled ? geoEntries?.[0] : undefined;
  if (!first) return { playerProvince: '', playerCity: '' };
  const read = (field: string) => {
    const value = first[field];
    return typeof value === 'string' ? value : '';
  };
  return {
    playerProvince: read(config.geoStrategyRegionField || 'region1'),
    playerCity: read(config.geoStrategyCityField || 'locality'),
  };
}

/**
 * A preview of a message: each valid variable replaced by its value when one is given. Invalid
 * and broken variables, and valid ones without a value, stay as written.
 */
export function renderPlaceholders(
  content: string,
  values: Partial<Record<PlaceholderName, string>>,
  originType?: string | null,
): string {
  let out = '';
  let from = 0;
  for (const check of checkPlaceholders(content, originType)) {
    const value = isPlaceholderName(check.name) ? values[check.name] : undefined;
    if (check.status !== 'valid' || value === undefined) continue;
    out += content.slice(from, check.start) + value;
    from = check.end;
  }
  return out + content.slice(from);
}
