import { Poke } from '@switchboard/domain';
import { checked, STORY_NOW } from './answers';
import { ENTERTAINMENT_PROFILES, pokeProfileOf } from './profiles';
import { LATE_POKE, MAIN_POKE, POKE_FIXTURES, pokeWindowRows } from './pokes';

/**
 * The pokes of the schedule and calendar stories (issue #27): besides the main poke, its two
 * follow-ups and the late one (./pokes), a recurring poke and a poke with a long message, each
 * from another profile, so a story shows every kind of poke with its marker and excerpt.
 */

const at = (minutesAfterNow: number) =>
  new Date(Date.parse(STORY_NOW) + minutesAfterNow * 60_000).toISOString();

const [, LOTTE, SANNE] = ENTERTAINMENT_PROFILES;

/** A recurring poke from Lotte, every 3 days, first the day after tomorrow. */
export const RECURRING_POKE = checked(
  Poke,
  {
    ...MAIN_POKE,
    id: 'poke-recurring',
    strategy: 'recurring',
    frequency: { day: 3, limit: 0 },
    scheduled: at(2 * 24 * 60 + 90),
    message: {
      ...MAIN_POKE.message,
      content: 'Goedemorgen %[name]% :sunny: Tijd voor koffie?',
      messageLength: 41,
    },
    profile: pokeProfileOf(LOTTE!),
  },
  'recurring poke',
);

/** The long message of `LONG_POKE`: longer than an excerpt, with emoji codes in it. */
export const LONG_MESSAGE =
  'Hoi %[name]%! :wave: Ik zag je profiel en dacht: die wil ik beter leren kennen. Zin om vanavond even te kletsen over reizen, muziek en lekker eten? :blush:';

/** A default poke from Sanne, in three days, whose message is too long to show whole. */
export const LONG_POKE = checked(
  Poke,
  {
    ...MAIN_POKE,
    id: 'poke-long',
    scheduled: at(3 * 24 * 60 + 30),
    message: { ...MAIN_POKE.message, content: LONG_MESSAGE, messageLength: LONG_MESSAGE.length },
    profile: pokeProfileOf(SANNE!),
  },
  'long poke',
);

/** Every poke of the schedule and calendar stories. */
export const POKE_WINDOW_FIXTURES = [LATE_POKE, ...POKE_FIXTURES, RECURRING_POKE, LONG_POKE];

/** What the live query `pokes.window` answers in the stories: all of `POKE_WINDOW_FIXTURES`. */
export const pokeWindowLive = () => ({ 'pokes.window': pokeWindowRows(POKE_WINDOW_FIXTURES) });
