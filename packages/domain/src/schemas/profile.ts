import { z } from 'zod';

/**
 * An entertainment profile (played by operators) or a customer profile, spec §3. Both come from
 * the profile services with the same fields, so one schema serves both. Profile services return
 * loosely typed data, so every descriptive field may be missing (null) and flags may come as 0/1.
 * Display rules live in `profile.ts`.
 */

const Text = z.string().nullable().default(null);

/** A yes/no field that profile services send as a boolean or as 0/1; null when unknown. */
const Flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .nullable()
  .default(null)
  .transform((value) => (value === null ? null : Boolean(value)));

/** A coordinate, sent as a number or as numeric text. */
const Coordinate = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullable()
  .default(null);

export const PROFILE_GENDERS = ['male', 'female'] as const;
export const ProfileGender = z.enum(PROFILE_GENDERS);
export type ProfileGender = z.infer<typeof ProfileGender>;

/** Where a profile lives. `iso` is the ISO 3166 country code; regions run from wide to narrow. */
export const ProfileGeo = z.object({
  iso: Text,
  language: Text,
  timezone: Text,
  region1: Text,
  region2: Text,
  region3: Text,
  region4: Text,
  locality: Text,
  postcode: Text,
  latitude: Coordinate,
  longitude: Coordinate,
});
export type ProfileGeo = z.infer<typeof ProfileGeo>;

/** A photo or video of a profile: a CDN hash or a URL. */
export const ProfileMedia = z.object({ url: Text, hash: Text, type: Text });
export type ProfileMedia = z.infer<typeof ProfileMedia>;

/** `geo_free` = 1: the profile has no fixed location (spec §3). Services send 0/1 or a boolean. */
export const GeoFree = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .nullable()
  .default(null);
export type GeoFree = z.infer<typeof GeoFree>;

/** Texts of the profile schema validation (not in the spec: API input errors). */
export const profileSchemaMessages = {
  idRequired: 'A profile needs a profileCmsId or a uuid',
} as const;

export const Profile = z
  .object({
    // identity
    profileCmsId: z
      .union([z.string().min(1), z.number().int().transform(String)])
      .nullable()
      .default(null),
    uuid: z.string().min(1).nullable().default(null),
    real_name: Text,
    name: Text,
    // description
    is_smoker: Flag,
    /** Services send a list or comma-separated text; always a list here. */
    hobbies: z
      .union([z.array(z.string()), z.string()])
      .nullable()
      .default(null)
      .transform((value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((hobby) => hobby.trim())
              .filter((hobby) => hobby !== '')
          : (value ?? []),
      ),
    has_piercing: Flag,
    has_tattoo: Flag,
    hair_colour: Text,
    eye_colour: Text,
    civil_status: Text,
    about_me: Text,
    about_you: Text,
    adult_level: z.number().nullable().default(null),
    age: z.number().int().min(0).nullable().default(null),
    build: Text,
    status: Text,
    /** Body length in centimetres. */
    length: z.number().positive().nullable().default(null),
    profession: Text,
    transportation: Text,
    housing_situation: Text,
    passion: Text,
    sexual_orientation: Text,
    is_angel: Flag,
    avatar: Text,
    appearance: Text,
    domain: Text,
    gender: ProfileGender.nullable().default(null),
    date_of_birth: Text,
    created_at: Text,
    updated_at: Text,
    creditsBalance: z.number().nullable().default(null),
    last_activity: Text,
    profile_type: Text,
    media: z.array(ProfileMedia).default([]),
    // location
    /** Geo entries, first one first; a single entry is accepted and read as a list of one. */
    geo: z.union([z.array(ProfileGeo), ProfileGeo.transform((geo) => [geo])]).default([]),
    geo_free: GeoFree,
  })
  .refine((profile) => profile.profileCmsId !== null || profile.uuid !== null, {
    message: profileSchemaMessages.idRequired,
    path: ['profileCmsId'],
  });
export type Profile = z.infer<typeof Profile>;

/** An entertainment profile: the persona an operator answers as. */
export const EntertainmentProfile = Profile;
export type EntertainmentProfile = Profile;

/** A customer's profile. */
export const CustomerProfile = Profile;
export type CustomerProfile = Profile;
