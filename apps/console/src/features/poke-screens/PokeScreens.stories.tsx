import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, POKE_SCREENS_MESSAGES as text } from '@switchboard/domain';
import { expect, userEvent, within } from 'storybook/test';
import { SITE_FLIRT_NL } from '../../test/msw/domains';
import { pokeQueueHandlers } from '../../test/msw/pokeQueue';
import { pokeHandlers } from '../../test/msw/pokes';
import { pageStoryMeta } from '../../test/pageStory';
import { CalendarPage } from './CalendarPage';
import { PokeQueuePage } from './PokeQueuePage';
import { PokeSchedulePage } from './PokeSchedulePage';

/** /pokes/queue, /pokes/schedule and /calendar against the msw handlers of their calls. */
const meta = {
  title: 'Poke/Queue, schedule and calendar',
  component: PokeQueuePage,
  ...pageStoryMeta({ queue: pokeQueueHandlers(), pokes: pokeHandlers() }),
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

/** The week's pokes with status, targets and reached; a poke opens its page. */
export const Schedule: Story = {
  name: 'Schedule',
  render: () => <PokeSchedulePage />,
  parameters: { page: { path: '/pokes/schedule', roles: ['Poker'] } },
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link', { name: /Mar 3, 2026/ });
    await expect(links.length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Scheduled').length).toBeGreaterThan(1);
  },
};

/** The month with the poke and its follow-ups, each with the parent's time. */
export const Calendar: Story = {
  name: 'Calendar',
  render: () => <CalendarPage />,
  parameters: { page: { path: '/calendar', roles: ['Admin'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('March 2026')).toBeVisible();
    const followUps = await canvas.findAllByText(/^Follow-up of /);
    await expect(followUps.length).toBeGreaterThan(0);
  },
};
