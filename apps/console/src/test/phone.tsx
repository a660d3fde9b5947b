import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * A page story has no shell: on a phone the main layout pads its content 12 px a side
 * (packages/ui MainLayout `Main`), which a phone story adds so the page has the width it gets.
 */
export const inPhoneShell: Decorator = (Story) => (
  <div style={{ padding: 12 }}>
    <Story />
  </div>
);

/**
 * Checks of a phone story (390 px, issue #28): the page never scrolls sideways, and an element
 * lies wholly inside the screen's width (not cut off, nor off the side of a scrolling table).
 */
/** Inside a 1 px clipped box, as screen-reader-only content is (e.g. a stacked table's header). */
function visuallyHidden(element: Element) {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const clipped = getComputedStyle(at).overflow !== 'visible';
    if (clipped && at.getBoundingClientRect().width <= 1) return true;
  }
  return false;
}

/**
 * What every phone page story shares: the name, the phone viewport, the shell's padding, and no
 * screenshot (the page's picture is taken at the desk's width).
 */
export const PHONE_STORY = {
  name: 'Phone layout',
  tags: ['no-visual'],
  globals: { viewport: { value: 'mobile' } },
  decorators: [inPhoneShell],
};

export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = document.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  // The story's frame clips what runs off it: nothing inside may reach past the screen either.
  const offScreen = [...canvasElement.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
    .filter((element) => !visuallyHidden(element))
    .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40)}`);
  await expect(offScreen).toEqual([]);
}

export async function expectWithinScreen(element: Element) {
  const { left, right, width } = element.getBoundingClientRect();
  await expect(width).toBeGreaterThan(0);
  await expect(left).toBeGreaterThanOrEqual(0);
  await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

/** The cell of `row` under the column headed `header` (the header row may be hidden). */
export function cellUnder(row: HTMLTableRowElement, header: string): HTMLTableCellElement {
  const table = row.closest('table');
  const headers = [...(table?.tHead?.rows[0]?.cells ?? [])];
  const index = headers.findIndex((cell) => cell.textContent?.trim() === header);
  const cell = row.cells[index];
  if (index < 0 || !cell) throw new Error(`No cell under "${header}"`);
  return cell;
}
