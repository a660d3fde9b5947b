import { http, HttpResponse } from 'msw';
import {
  EntertainmentProfileSearchRequest,
  EntertainmentProfileSearchResponse,
  GeoWizardResponse,
  messages,
  PokeProfile,
  Profile,
  ProfileFilterOptions,
  pokeProfileFromProfile,
} from '@switchboard/domain';
import { answer, checked, errorAnswer, inData, latency, notFound, parseInput } from './answers';
import { SITE_FLIRT_DE, SITE_FLIRT_NL } from './domains';

/**
 * The profile calls (spec §7): the wizard's entertainment-profile search, the other origins'
 * filter options, a customer's credits, and message-central's poke profile, geo wizard and
 * profile counts.
 */

type PlaceFixture = readonly [
  iso: string,
  timezone: string,
  region1: string,
  region2: string | null,
  locality: string,
  latitude: number,
  longitude: number,
];

export const AMSTERDAM: PlaceFixture = [
  'NL',
  'Europe/Amsterdam',
  'Noord-Holland',
  'Amsterdam',
  'Amsterdam',
  52.3728,
  4.8936,
];
export const UTRECHT: PlaceFixture = [
  'NL',
  'Europe/Amsterdam',
  'Utrecht',
  'Utrecht',
  'Utrecht',
  52.0907,
  5.1214,
];
export const ROTTERDAM: PlaceFixture = [
  'NL',
  'Europe/Amsterdam',
  'Zuid-Holland',
  'Rotterdam',
  'Rotterdam',
  51.9225,
  4.4792,
];
export const BERLIN: PlaceFixture = [
  'DE',
  'Europe/Berlin',
  'Berlin',
  null,
  'Berlin',
  52.52,
  13.405,
];

/** A profile's geo entry in the API's shape. */
export function geoEntry(
  [iso, timezone, region1, region2, locality, latitude, longitude]: PlaceFixture,
  language = iso.toLowerCase(),
) {
  return { iso, language, timezone, region1, region2, locality, latitude, longitude };
}

export interface ProfileFixtureInput {
  uuid: string;
  name: string;
  age: number;
  gender: 'male' | 'female';
  domain: string;
  /** Where the profile lives; none for a profile without a geo entry (an empty city). */
  place?: PlaceFixture;
  hair_colour?: string | null;
  eye_colour?: string | null;
  build?: string | null;
  profileCmsId?: string;
}

/** A profile (entertainment or customer: one schema) as the profile services send it. */
export function profileFixture(input: ProfileFixtureInput) {
  const { place, ...fields } = input;
  return checked(
    Profile,
    {
      profileCmsId: null,
      hair_colour: null,
      eye_colour: null,
      build: null,
      ...fields,
      real_name: input.name,
      avatar: null,
      profile_type: 'standard',
      geo: place ? [geoEntry(place)] : [],
      geo_free: 0,
    },
    `profile ${input.uuid}`,
  );
}

/** The profile the stories' pokes are sent from. */
export const EVA = profileFixture({
  uuid: 'ep-eva',
  profileCmsId: 'cms-eva',
  name: 'Eva',
  age: 29,
  gender: 'female',
  domain: SITE_FLIRT_NL,
  place: AMSTERDAM,
  hair_colour: 'blond',
  eye_colour: 'blue',
  build: 'slim',
});

/** The entertainment profiles of the demo tenant a poker picks from. */
export const ENTERTAINMENT_PROFILES = [
  EVA,
  profileFixture({
    uuid: 'ep-lotte',
    profileCmsId: 'cms-lotte',
    name: 'Lotte',
    age: 34,
    gender: 'female',
    domain: SITE_FLIRT_NL,
    place: UTRECHT,
    hair_colour: 'brown',
    eye_colour: 'green',
    build: 'average',
  }),
  profileFixture({
    uuid: 'ep-sanne',
    profileCmsId: 'cms-sanne',
    name: 'Sanne',
    age: 41,
    gender: 'female',
    domain: SITE_FLIRT_NL,
    place: ROTTERDAM,
  }),
  profileFixture({
    uuid: 'ep-mila',
    profileCmsId: 'cms-mila',
    name: 'Mila',
    age: 27,
    gender: 'female',
    domain: SITE_FLIRT_DE,
    place: BERLIN,
  }),
];

/** The poke profile (what a poke stores) of a fixture profile. */
export const pokeProfileOf = (profile: (typeof ENTERTAINMENT_PROFILES)[number]) =>
  checked(PokeProfile, pokeProfileFromProfile(Profile.parse(profile)), 'poke profile');

/** The locale a profile fixture lives in (its geo's language). */
const localeOf = (profile: { geo: { language: string | null }[] }) =>
  profile.geo[0]?.language ?? null;

/** GET /profile/filters: the choices of the other origins' build, eye and hair colour. */
export const FILTER_OPTIONS = checked(
  ProfileFilterOptions,
  {
    build: ['athletic', 'average', 'slim', 'stocky'],
    eye_colour: ['blue', 'brown', 'green', 'grey'],
    hair_colour: ['black', 'blond', 'brown', 'red'],
  },
  'filter options',
);

export interface ProfileHandlerOptions {
  profiles?: typeof ENTERTAINMENT_PROFILES;
  /** A failure for the profile search, e.g. `internalError()`. */
  searchError?: Parameters<typeof errorAnswer>[0];
}

export function profileHandlers({
  profiles = ENTERTAINMENT_PROFILES,
  searchError,
}: ProfileHandlerOptions = {}) {
  const byId = (id: string) =>
    profiles.find((profile) => profile.uuid === id || profile.profileCmsId === id);
  return [
    http.post('/profile/poke/entertainment-profiles', async ({ request }) => {
      await latency();
      if (searchError) return errorAnswer(searchError);
      const input = parseInput(EntertainmentProfileSearchRequest, await request.json());
      if (!input.ok) return input.response;
      const { query, locales, page, limit } = input.data;
      const found = profiles.filter(
        (profile) =>
          profile.name.toLowerCase().includes(query.toLowerCase()) &&
          (locales.length === 0 || locales.includes(localeOf(profile) ?? '')),
      );
      return answer(EntertainmentProfileSearchResponse, {
        data: found.slice((page - 1) * limit, page * limit),
        total: found.length,
        page,
      });
    }),

    http.get('/profile/filters', async () => {
      await latency();
      return answer(inData(inData(ProfileFilterOptions)), { data: { data: FILTER_OPTIONS } });
    }),

    http.get('/profile/:uuid/credits/balance', async ({ params, request }) => {
      await latency();
      const uuid = String(params.uuid);
      const domain = request.headers.get('domain') ?? SITE_FLIRT_NL;
      // The domain has no schema of this answer (the server declares it inline).
      return HttpResponse.json({ data: { uuid, domain, creditsBalance: 120 } });
    }),

    http.get('/message-central/:domain/pokes/profiles/:id', async ({ params }) => {
      await latency();
      const profile = byId(String(params.id));
      if (!profile) return errorAnswer(notFound(messages.noEntertainmentProfile));
      return answer(inData(Profile), { data: profile, poke: pokeProfileOf(profile) });
    }),

    http.get('/message-central/:domain/profiles/:id/geowizard', async ({ params }) => {
      await latency();
      const profile = byId(String(params.id));
      if (!profile) return errorAnswer(notFound(messages.noEntertainmentProfile));
      return answer(GeoWizardResponse, { data: profile.geo[0] });
    }),

    http.get('/message-central/:domain/user/profiles/count-profiles', async () => {
      await latency();
      // The domain has no schema of this answer (the server declares it inline).
      return HttpResponse.json({ data: { entertainment: profiles.length, customers: 2100 } });
    }),
  ];
}
