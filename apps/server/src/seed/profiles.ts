import { LOG_HOBBY_OPTIONS, LOG_SPORT_OPTIONS, type ChatParticipant } from '@switchboard/domain';
import type { profiles } from '../db/schema.js';
import type { Random } from './random.js';
import { VOCABULARY, type DemoLocale } from './vocabulary.js';

/** Demo entertainment profiles and customers, in the shape the domain's `Profile` reads. */

export type ProfileRow = typeof profiles.$inferInsert;

/** A seeded profile and the participant a chat document carries for it. */
export interface SeededProfile {
  row: ProfileRow;
  participant: ChatParticipant;
}

export interface DemoDomain {
  domain: string;
  locale: DemoLocale;
}

const DAY_MS = 24 * 3_600_000;
const HAIR = ['blond', 'brown', 'black', 'red', 'grey'];
const EYES = ['blue', 'green', 'brown', 'grey'];
const BUILD = ['slim', 'athletic', 'average', 'curvy', 'muscular'];
const CIVIL = ['single', 'divorced', 'married', 'widowed', 'in a relationship'];
const ORIENTATION = ['heterosexual', 'bisexual'];
const HOUSING = ['apartment', 'house', 'with parents', 'shared flat'];
const TRANSPORT = ['car', 'bike', 'public transport', 'motorbike'];
const PASSION = ['music', 'travel', 'food', 'sport', 'nature', 'films'];
const HOBBY_LABELS = [...LOG_SPORT_OPTIONS, ...LOG_HOBBY_OPTIONS].map((option) => option.label);

/** The short name of a demo domain for ids: `flirt-nl.demo.test` → `flirt-nl`. */
export function domainSlug(domain: string): string {
  return domain.split('.')[0] ?? domain;
}

function dateOfBirth(now: Date, age: number, random: Random): string {
  const born = new Date(now.getTime() - (age * 365.25 + random.int(10, 350)) * DAY_MS);
  return born.toISOString().slice(0, 10);
}

function buildProfile(
  random: Random,
  now: Date,
  tenantId: string,
  site: DemoDomain,
  kind: 'entertainment' | 'customer',
  index: number,
): SeededProfile {
  const words = VOCABULARY[site.locale];
  const slug = domainSlug(site.domain);
  const id = kind === 'entertainment' ? `ep-${slug}-${index + 1}` : `cu-${slug}-${index + 1}`;
  const uuid = random.uuid();
  // Most entertainment profiles are women and most customers men, as on the real sites.
  const female = kind === 'entertainment' ? random.chance(0.9) : random.chance(0.08);
  const first = random.pick(female ? words.femaleNames : words.maleNames);
  const surname = random.pick(words.surnames);
  const age = kind === 'entertainment' ? random.int(21, 49) : random.int(19, 74);
  const name =
    kind === 'entertainment'
      ? `${first}${random.chance(0.5) ? '' : ` ${age}`}`
      : `${first.toLowerCase()}${random.chance(0.5) ? now.getUTCFullYear() - age : random.int(1, 99)}`;
  const place = random.pick(words.cities);
  const geoFree = kind === 'entertainment' && random.chance(0.15);
  const created = new Date(now.getTime() - random.int(30, 1500) * DAY_MS);
  const active = new Date(now.getTime() - random.int(60, 14 * 24 * 3600) * 1000);
  // Customers without a photo are common; the console then shows initials.
  const avatar =
    kind === 'entertainment' || random.chance(0.4)
      ? `/avatars/avatar-${(hashOf(uuid) % DEMO_AVATAR_COUNT) + 1}.svg`
      : null;
  const data = {
    profileCmsId: id,
    uuid,
    real_name: `${first} ${surname}`,
    name,
    is_smoker: random.chance(0.25) ? 1 : 0,
    hobbies: random.sample(HOBBY_LABELS, random.int(1, 4)),
    has_piercing: random.chance(0.2),
    has_tattoo: random.chance(0.3),
    hair_colour: random.pick(HAIR),
    eye_colour: random.pick(EYES),
    civil_status: random.pick(CIVIL),
    about_me: random.pick(words.aboutMe).replace('{city}', place.locality),
    about_you: random.pick(words.aboutYou),
    adult_level: random.int(0, 3),
    age,
    build: random.pick(BUILD),
    status: 'active',
    length: female ? random.int(155, 182) : random.int(165, 200),
    profession: random.pick(words.professions),
    transportation: random.pick(TRANSPORT),
    housing_situation: random.pick(HOUSING),
    passion: random.pick(PASSION),
    sexual_orientation: random.pick(ORIENTATION),
    is_angel: kind === 'entertainment' ? 1 : 0,
    avatar,
    appearance: `${random.pick(HAIR)} hair, ${random.pick(EYES)} eyes`,
    domain: site.domain,
    gender: female ? 'female' : 'male',
    date_of_birth: dateOfBirth(now, age, random),
    created_at: created.toISOString(),
    updated_at: new Date(created.getTime() + random.int(1, 20) * DAY_MS).toISOString(),
    creditsBalance: kind === 'customer' ? random.int(0, 500) : null,
    last_activity: active.toISOString(),
    profile_type: kind,
    media: avatar ? [{ url: avatar, hash: null, type: 'image' }] : [],
    geo: [
      {
        iso: words.iso,
        language: words.language,
        timezone: words.timezone,
        region1: place.region1,
        region2: place.region2,
        region3: null,
        region4: null,
        locality: place.locality,
        postcode: place.postcode,
        // Round to about a kilometre: a demo must not point at anyone's front door.
        latitude: Number((place.latitude + (random.next() - 0.5) / 20).toFixed(3)),
        longitude: Number((place.longitude + (random.next() - 0.5) / 20).toFixed(3)),
      },
    ],
    geo_free: geoFree ? 1 : 0,
  };
  return {
    row: {
      id,
      tenantId,
      kind,
      uuid,
      domain: site.domain,
      locale: site.locale,
      name,
      data,
      createdAt: created.toISOString(),
    },
    participant: { id, uuid, name, avatar },
  };
}

/** `count` profiles of one kind for one domain. */
export function buildProfiles(
  random: Random,
  now: Date,
  tenantId: string,
  site: DemoDomain,
  kind: 'entertainment' | 'customer',
  count: number,
): SeededProfile[] {
  return Array.from({ length: count }, (_, index) =>
    buildProfile(random, now, tenantId, site, kind, index),
  );
}

/** Demo avatars served by the server from public/avatars (avatar-1.svg … avatar-8.svg). */
const DEMO_AVATAR_COUNT = 8;

/** A small stable number from a text, so a profile keeps its avatar from one seed to the next. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}
