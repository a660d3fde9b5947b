import { ROUTE_TABLE } from '@switchboard/domain';

/**
 * The static Storybook the /uikit page shows: where the server serves it, which children /uikit
 * has (spec §2), and which story each child opens. Each child opens the Storybook group of the
 * same name (`icons` → the stories titled `Icons/…`), at its first story as the build lists it;
 * a child whose screen has page stories opens those instead (`poke` → `Poke/Wizard`, the wizard
 * working against msw mocks, apps/console/src/features/pokes/PokeWizardPage.stories.tsx).
 */

/** Where the server serves the static Storybook build. */
export const UIKIT_STATIC_PATH = '/uikit-static';
const UIKIT_PATH = '/uikit/';

/** The children of /uikit in the route table's order: menu, poke, avatars, icons, … */
export const UIKIT_SECTIONS: readonly string[] = ROUTE_TABLE.filter((route) =>
  route.pattern.startsWith(UIKIT_PATH),
).map((route) => route.pattern.slice(UIKIT_PATH.length));

/** The child a /uikit path names, or null for /uikit itself (and anything else). */
export function uikitSectionOf(pathname: string): string | null {
  const section = pathname.startsWith(UIKIT_PATH) ? pathname.slice(UIKIT_PATH.length) : '';
  return UIKIT_SECTIONS.includes(section) ? section : null;
}

/** The Storybook group (the first part of a story's `title`) a child opens: `icons` → `Icons`. */
export function storyGroupOf(section: string): string {
  return section.charAt(0).toUpperCase() + section.slice(1);
}

/** The children that open page stories of their screen rather than the group's first story. */
const PAGE_STORY_TITLES: Readonly<Record<string, string>> = { poke: 'Poke/Wizard' };

/**
 * The stories a child opens, as a title or title prefix: its page stories when it has them,
 * else its group (`icons` → `Icons`).
 */
export function storyTitleOf(section: string): string {
  return PAGE_STORY_TITLES[section] ?? storyGroupOf(section);
}

/** A story of the build's index.json. */
export interface StoryEntry {
  id: string;
  title: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The stories of a Storybook index.json (`{v, entries: {id: {type, id, title}}}`), in the
 * build's order; docs pages are left out. Null when the answer is not an index at all, e.g. a
 * dev server's HTML fallback where no build is served.
 */
export function storiesOfIndex(answer: unknown): StoryEntry[] | null {
  if (!isRecord(answer) || !isRecord(answer.entries)) return null;
  return Object.values(answer.entries).flatMap((entry) =>
    isRecord(entry) &&
    entry.type === 'story' &&
    typeof entry.id === 'string' &&
    typeof entry.title === 'string'
      ? [{ id: entry.id, title: entry.title }]
      : [],
  );
}

/**
 * The id of the first story of a group or title (`Icons` matches `Icons` and `Icons/…`;
 * `Poke/Wizard` matches `Poke/Wizard` and `Poke/Wizard/…`), or null.
 */
export function firstStoryOfGroup(stories: readonly StoryEntry[], group: string): string | null {
  const story = stories.find(
    (entry) => entry.title === group || entry.title.startsWith(`${group}/`),
  );
  return story?.id ?? null;
}

/**
 * The address the frame opens: Storybook with the child's first story selected, or Storybook's
 * own start page for /uikit (or a group the build lacks).
 */
export function uikitFrameSrc(section: string | null, stories: readonly StoryEntry[]): string {
  const index = `${UIKIT_STATIC_PATH}/index.html`;
  const story = section === null ? null : firstStoryOfGroup(stories, storyTitleOf(section));
  return story === null ? index : `${index}?path=/story/${encodeURIComponent(story)}`;
}
