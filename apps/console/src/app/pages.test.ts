import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@switchboard/domain';
import { PAGES } from './pages';

const README = readFileSync(
  fileURLToPath(new URL('../../../../README.md', import.meta.url)),
  'utf8',
);

/** The README's "Not yet" item of its status list, up to the next item. */
const notYet = /^- Not yet:[\s\S]*?(?=\n- |\n\n|(?![\s\S]))/m.exec(README)?.[0] ?? '';

/** Screens outside the React app: /login is the light page login.html (src/login). */
const isBuilt = (id: string) => id in PAGES || id === 'login';

describe('placeholder screens', () => {
  const firstSegment = (pattern: string) => `/${pattern.split('/')[1] ?? ''}`;
  const built = new Set(
    ROUTE_TABLE.filter((route) => isBuilt(route.id)).map((route) => firstSegment(route.pattern)),
  );
  // Sections with a built screen (/chat) are not placeholders, whatever their parent redirects to.
  const placeholders = [
    ...new Set(
      ROUTE_TABLE.filter((route) => !isBuilt(route.id))
        .map((route) => firstSegment(route.pattern))
        .filter((segment) => !built.has(segment)),
    ),
  ];

  it("names exactly the placeholder sections in the README's 'Not yet' list", () => {
    const named = [...notYet.matchAll(/`(\/[^`/]*)`/g)].map((match) => match[1]);
    expect(notYet).not.toBe('');
    expect([...named].sort()).toEqual([...placeholders].sort());
  });
});
