import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATISTICS_MESSAGES as text } from '@switchboard/domain';
import { expect, within } from 'storybook/test';
import { internalError } from '../../test/msw/answers';
import { statisticsHandlers } from '../../test/msw/statistics';
import { pageStoryMeta } from '../../test/pageStory';
import { StatisticsRoutePage } from './StatisticsPages';

const meta = {
  title: 'Statistics/Screens',
  component: StatisticsRoutePage,
  ...pageStoryMeta({ statistics: statisticsHandlers() }),
} satisfies Meta<typeof StatisticsRoutePage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Operators: Story = {
  parameters: { page: { path: '/statistics/operators', roles: ['Admin'] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.tabOperators });
    await expect(await within(table).findByText('Olga Operator')).toBeVisible();
    // Every child of an Admin is a tab.
    const tabs = canvas.getByRole('navigation', { name: text.tabs });
    await expect(within(tabs).getAllByRole('link')).toHaveLength(8);
  },
};

export const ChatList: Story = {
  parameters: { page: { path: '/statistics/chat', roles: ['Manager'] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.tabChat });
    await expect((await within(table).findAllByRole('link')).length).toBe(6);
    const tabs = canvas.getByRole('navigation', { name: text.tabs });
    await expect(within(tabs).queryByRole('link', { name: text.tabOperators })).toBeNull();
  },
};

export const ChatDetails: Story = {
  parameters: { page: { path: '/statistics/chat/nl/chat-0', roles: ['Manager'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Are you there? (6)')).toBeVisible();
    await expect(await canvas.findByText(/Sails every weekend/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.olderMessages })).toBeEnabled();
  },
};

export const ChatNotFound: Story = {
  parameters: { page: { path: '/statistics/chat/nl/chat-gone', roles: ['Manager'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.chatNotFound)).toBeVisible();
  },
};

export const Messages: Story = {
  parameters: { page: { path: '/statistics/messages', roles: ['Manager'] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.messageVolume });
    await expect((await within(table).findAllByText('customer')).length).toBe(4);
  },
};

export const Pokers: Story = {
  parameters: { page: { path: '/statistics/pokers', roles: ['Poker'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pim Poker')).toBeVisible();
  },
};

export const PersonalStats: Story = {
  parameters: { page: { path: '/personal-stats', roles: ['Operator'] } },
  play: async ({ canvas }) => {
    const tile = await canvas.findByRole('region', { name: text.messagesSent });
    await expect(await within(tile).findByText('120')).toBeVisible();
    await expect(await canvas.findAllByText(text.timelineClaim)).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  parameters: {
    page: { path: '/statistics/operators', roles: ['Admin'] },
    msw: { handlers: { statistics: statisticsHandlers({ error: internalError() }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeVisible();
  },
};
