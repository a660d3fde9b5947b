import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  formatFollowUpTime,
  LATE_POKE_MESSAGES as late,
  messages,
  POKE_SCREENS_MESSAGES as text,
} from '@switchboard/domain';
import { expect, userEvent, within } from 'storybook/test';
import { SITE_FLIRT_NL } from '../../test/msw/domains';
import { pokeQueueHandlers } from '../../test/msw/pokeQueue';
import {
  LATE_POKE,
  MAIN_POKE,
  POKE_FIXTURES,
  pokeHandlers,
  pokeWindowRows,
} from '../../test/msw/pokes';
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

/** What the live query `pokes.window` answers: the fixtures and the late poke. */
const live = { 'pokes.window': pokeWindowRows([LATE_POKE, ...POKE_FIXTURES]) };

/**
 * The week's pokes, live, with status, targets and reached; a poke opens its page. The late one
 * carries the decision: sending it anyway says so.
 */
export const Schedule: Story = {
  name: 'Schedule',
  render: () => <PokeSchedulePage />,
  parameters: { page: { path: '/pokes/schedule', roles: ['Poker'], live } },
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link', { name: /Mar 3, 2026/ });
    await expect(links.length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Scheduled').length).toBeGreaterThan(1);
    const decision = canvas.getByRole('group', { name: late.decision });
    await expect(within(decision).getByText(late.late)).toBeVisible();
    await userEvent.click(within(decision).getByRole('button', { name: late.sendAnyway }));
    await expect(await canvas.findByText(late.sentAnyway)).toBeVisible();
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
    await expect(await within(days).findAllByText(/^Follow-up of /)).toHaveLength(2);
    await expect(within(days).getByText(text.inThePast)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.nextWeek }));
    await expect(
      await canvas.findByRole('heading', { name: text.weekTitle('9 March 2026', '15 March 2026') }),
    ).toBeVisible();
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
