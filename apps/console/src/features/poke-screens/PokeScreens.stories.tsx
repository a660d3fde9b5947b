import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  formatFollowUpTime,
  LATE_POKE_MESSAGES as late,
  messages,
  POKE_SCREENS_MESSAGES as text,
  pokeExcerpt,
  pokeMessageText,
  POKE_RECORD_MESSAGES,
} from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SITE_FLIRT_NL } from '../../test/msw/domains';
import { pokeQueueHandlers } from '../../test/msw/pokeQueue';
import {
  LONG_MESSAGE,
  LONG_POKE,
  pokeWindowLive,
  RECURRING_POKE,
} from '../../test/msw/poke-window';
import { LATE_POKE, MAIN_POKE, POKE_FIXTURES, pokeHandlers } from '../../test/msw/pokes';
import { pageStoryMeta } from '../../test/pageStory';
import { CalendarPage } from './CalendarPage';
import { PokeQueuePage } from './PokeQueuePage';
import { PokeSchedulePage } from './PokeSchedulePage';

/** /pokes/queue, /pokes/schedule and /calendar against the msw handlers of their calls. */
const meta = {
  title: 'Poke/Queue, schedule and calendar',
  component: PokeQueuePage,
  ...pageStoryMeta({
    queue: pokeQueueHandlers(),
    pokes: pokeHandlers({ pokes: [...POKE_FIXTURES, LATE_POKE] }),
  }),
} satisfies Meta<typeof PokeQueuePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen, then a region and a location: the location's figures. */
export const Queue: Story = {
  name: 'Queue: pick a location',
  parameters: { page: { path: '/pokes/queue', roles: ['Admin'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.pokeQueueSelectRegionAndLocation)).toBeVisible();
    const region = canvas.getByLabelText(text.region);
    await within(region).findByRole('option', { name: 'NL' });
    await userEvent.selectOptions(region, 'nl');
    await userEvent.selectOptions(canvas.getByLabelText(text.location), SITE_FLIRT_NL);
    await expect(await canvas.findByText('900')).toBeVisible();
    await expect(canvas.getByText(text.queueFigures.waiting!)).toBeVisible();
    await expect(canvas.getByText(text.queueFigures.failed!)).toBeVisible();
  },
};

/** The server has no figures for the location (422). */
export const QueueNoData: Story = {
  name: 'Queue: no data for the location',
  parameters: {
    page: { path: '/pokes/queue', roles: ['Admin'] },
    msw: { handlers: { queue: pokeQueueHandlers({ noData: ['flirt-de.demo.test'] }) } },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByLabelText(text.region);
    await within(region).findByRole('option', { name: 'DE' });
    await userEvent.selectOptions(region, 'de');
    await userEvent.selectOptions(canvas.getByLabelText(text.location), 'flirt-de.demo.test');
    await expect(await canvas.findByText(messages.pokeQueueNoData)).toBeVisible();
  },
};

/**
 * What the live query `pokes.window` answers: the fixtures, the late poke, a recurring poke and
 * one with a long message (issue #27).
 */
const live = pokeWindowLive();

/** The row of the schedule that holds `text` (a row's cells, as the table shows them). */
const rowOf = (canvas: Canvas, text: string) => {
  const row = canvas.getByText(text).closest('tr');
  if (!row) throw new Error(`No row holds ${text}`);
  return within(row);
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/**
 * The week's pokes, live, each named by its profile, the start of its message and its kind, with
 * a marker on a recurring poke and on a follow-up (issue #27); status, targets and reached; a
 * poke opens its page. The late one carries the decision: sending it anyway says so.
 */
export const Schedule: Story = {
  name: 'Schedule',
  render: () => <PokeSchedulePage />,
  parameters: { page: { path: '/pokes/schedule', roles: ['Poker'], live } },
  play: async ({ canvas, canvasElement }) => {
    const links = await canvas.findAllByRole('link', { name: /Mar 3, 2026/ });
    await expect(links.length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Scheduled').length).toBeGreaterThan(1);
    // Each poke is named: the recurring one says so in words, with how often.
    const recurring = rowOf(canvas, RECURRING_POKE.profile.name);
    await expect(recurring.getByText(text.markerRecurring)).toBeVisible();
    await expect(recurring.getByText(text.kindRecurring(3))).toBeVisible();
    await expect(recurring.getByText(pokeExcerpt(RECURRING_POKE.message.content))).toBeVisible();
    // The follow-ups carry their marker and place; the main poke is a default one.
    await expect(canvas.getAllByText(text.markerFollowUp(1))).toHaveLength(2);
    await expect(canvas.getAllByText(text.markerFollowUp(2))).toHaveLength(2);
    await expect(canvas.getByText('Nog even aan je gedacht 😊')).toBeVisible();
    // A long message is cut with an ellipsis; its title holds it whole.
    const excerpt = canvas.getByText(pokeExcerpt(LONG_MESSAGE));
    await expect(excerpt).toHaveTextContent(/…$/);
    await expect(excerpt).toHaveAttribute('title', pokeMessageText(LONG_MESSAGE));
    await expect(rowOf(canvas, LONG_POKE.profile.name).getByText(text.kindDefault)).toBeVisible();
    const decision = canvas.getByRole('group', { name: late.decision });
    await expect(within(decision).getByText(late.late)).toBeVisible();
    await userEvent.click(within(decision).getByRole('button', { name: late.sendAnyway }));
    // Sending asks first, naming the number; the dialog renders in the document's body.
    const body = within(canvasElement.ownerDocument.body);
    const ask = await body.findByRole('dialog', { name: POKE_RECORD_MESSAGES.sendLateTitle });
    const targets = LATE_POKE.targets?.estimate ?? 0;
    await userEvent.click(
      within(ask).getByRole('button', { name: POKE_RECORD_MESSAGES.sendLateConfirm(targets) }),
    );
    await expect(await canvas.findByText(late.sentAnyway)).toBeVisible();
  },
};

/**
 * The schedule on a phone (390 px): each poke a card, its cells one under the other with their
 * column's name, the profile and message wrapping; nothing runs off the side.
 */
export const SchedulePhone: Story = {
  name: 'Schedule on a phone',
  // The viewport makes the phone layout; the page's picture is taken at the desk's width.
  tags: ['no-visual'],
  globals: { viewport: { value: 'mobile' } },
  render: () => <PokeSchedulePage />,
  parameters: { page: { path: '/pokes/schedule', roles: ['Poker'], live } },
  play: async ({ canvas, canvasElement }) => {
    const excerpt = await canvas.findByText(pokeExcerpt(LONG_MESSAGE));
    const table = canvas.getByRole('table');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
    // The message wraps inside its card rather than stretching it.
    await expect(excerpt.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(excerpt.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    // The column's names go with the cells, the markers still in words.
    const recurring = rowOf(canvas, RECURRING_POKE.profile.name);
    await expect(recurring.getByText(text.kind)).toBeVisible();
    await expect(recurring.getByText(text.markerRecurring)).toBeVisible();
    await expect(recurring.getByText(text.kindRecurring(3))).toBeVisible();
  },
};

/** The month with the poke and its follow-ups, each with the parent's time; the late one past. */
export const Calendar: Story = {
  name: 'Calendar',
  render: () => <CalendarPage />,
  parameters: { page: { path: '/calendar', roles: ['Admin'], live } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('March 2026')).toBeVisible();
    const parent = formatFollowUpTime(MAIN_POKE.scheduled, MAIN_POKE.profile.timezone);
    const followUps = await canvas.findAllByText(text.followUpOf(parent));
    await expect(followUps).toHaveLength(2);
    await expect(canvas.getAllByText(text.inThePast)).toHaveLength(1);
    // Each entry names its poke: the recurring one's marker, the follow-ups' places; the link's
    // title, read as its description, holds the kind and the whole message.
    const recurring = canvas.getByRole('link', { name: new RegExp(RECURRING_POKE.profile.name) });
    await expect(within(recurring).getByText(text.markerRecurring)).toBeVisible();
    await expect(recurring).toHaveAccessibleDescription(
      new RegExp(`${RECURRING_POKE.profile.name}, ${text.kindRecurring(3)}: Goedemorgen`),
    );
    await expect(canvas.getByRole('link', { name: /Follow-up 1/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Follow-up 2/ })).toBeVisible();
    const long = canvas.getByRole('link', { name: new RegExp(LONG_POKE.profile.name) });
    await expect(long.getAttribute('title')).toContain(
      `${text.kindDefault}: ${pokeMessageText(LONG_MESSAGE)}`,
    );
    await expect(long).toHaveAccessibleDescription(long.getAttribute('title') ?? '');
    await expect(within(long).getByText(pokeExcerpt(LONG_MESSAGE))).toBeVisible();
  },
};

/** The week view, chosen with the keyboard: its days in a list, next week and back. */
export const CalendarWeek: Story = {
  name: 'Calendar: week',
  render: () => <CalendarPage />,
  parameters: { page: { path: '/calendar', roles: ['Poker'], live } },
  play: async ({ canvas }) => {
    await canvas.findAllByText(text.inThePast);
    const week = canvas.getByRole('button', { name: text.weekView });
    week.focus();
    await userEvent.keyboard('{Enter}');
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    const title = text.weekTitle('2 March 2026', '8 March 2026');
    const days = await canvas.findByRole('list', { name: title });
    await expect(within(days).getAllByRole('listitem')).toHaveLength(7);
    // The week is a window of its own: its rows, once in (the month's may show until then).
    await waitFor(async () => {
      await expect(within(days).getAllByText(/^Follow-up of /)).toHaveLength(2);
      await expect(within(days).getByText(text.inThePast)).toBeVisible();
    });
    await userEvent.click(canvas.getByRole('button', { name: text.nextWeek }));
    await expect(
      await canvas.findByRole('heading', { name: text.weekTitle('9 March 2026', '15 March 2026') }),
    ).toBeVisible();
  },
};

/**
 * The week's pokes not in yet (the live query has not answered): no day says it has none, and the
 * calendar shows it is loading.
 */
export const CalendarWeekLoading: Story = {
  name: 'Calendar: week while its pokes load',
  // The spinner turns: no two screenshots alike.
  tags: ['no-visual'],
  render: () => <CalendarPage />,
  parameters: { page: { path: '/calendar', roles: ['Poker'], live: {} } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.weekView }));
    const days = await canvas.findByRole('list', { name: /March 2026/ });
    await expect(within(days).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByLabelText(text.loading)).toBeVisible();
    await expect(within(days).queryByText(text.noPokesOnDay)).toBeNull();
  },
};

/** The week view on a phone (390 px): the days stack, nothing runs off the side. */
export const CalendarWeekPhone: Story = {
  name: 'Calendar: week on a phone',
  render: () => <CalendarPage />,
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { page: { path: '/calendar', roles: ['Poker'], live } },
  play: async ({ canvas }) => {
    await canvas.findAllByText(text.inThePast);
    await userEvent.click(canvas.getByRole('button', { name: text.weekView }));
    const days = await canvas.findByRole('list', { name: /March 2026/ });
    await expect(await within(days).findAllByText(/^Follow-up of /)).toHaveLength(2);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    await expect(days.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        phone.getBoundingClientRect().right,
      );
    }
  },
};
