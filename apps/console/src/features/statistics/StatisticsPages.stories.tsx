import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATISTICS_MAX_RANGE_DAYS, STATISTICS_MESSAGES as text } from '@switchboard/domain';
import { expect, fireEvent, within } from 'storybook/test';
import { internalError } from '../../test/msw/answers';
import {
  CHAT_DETAILS_FIXTURE,
  LIVE_CONVERSATIONS_FIXTURE,
  statisticsHandlers,
} from '../../test/msw/statistics';
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
    await expect((await within(table).findAllByText(text.senderTypes.customer ?? '')).length).toBe(
      4,
    );
  },
};

/** Beyond 31 days the Hour option is disabled with a hint (the server refuses hours there). */
export const MessagesLongRange: Story = {
  parameters: { page: { path: '/statistics/messages', roles: ['Manager'] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: text.messageVolume });
    const bucket = canvas.getByLabelText(text.bucket);
    const hour = within(bucket).getByRole('option', { name: text.bucketHour });
    await expect(hour).toBeEnabled();
    await expect(canvas.queryByText(text.hourlyTooLong(31))).toBeNull();
    const to = canvas.getByLabelText<HTMLInputElement>(text.to).value;
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 60 * 86_400_000);
    await fireEvent.change(canvas.getByLabelText(text.from), {
      target: { value: from.toISOString().slice(0, 10) },
    });
    await expect(await canvas.findByText(text.hourlyTooLong(31))).toBeVisible();
    await expect(hour).toBeDisabled();
  },
};

/** Waiting now comes live from `queues.counts`; the rest of the row from the range. */
export const Queues: Story = {
  parameters: {
    page: {
      path: '/statistics/queues',
      roles: ['Manager'],
      live: {
        'queues.counts': [
          {
            id: 'nl:NSFW',
            locale: 'nl',
            pool: 'NSFW',
            count: 17,
            oldestMessageAt: '2026-03-02T08:41:00.000Z',
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.tabQueues });
    await expect(await within(table).findByText('17')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    // The section's heading and the chart's title.
    await expect(canvas.getAllByRole('heading', { name: text.claimsPerHour })[0]).toBeVisible();
  },
};

/** The chats claimed now, live, with their countdowns; an abuse checker may watch them. */
export const LiveConversations: Story = {
  parameters: {
    page: {
      path: '/statistics/live-conversations',
      roles: ['AbuseChecker'],
      live: { 'stats.live-conversations': LIVE_CONVERSATIONS_FIXTURE },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.tabLiveConversations });
    await expect(await within(table).findByText('Olga Operator')).toBeVisible();
    await expect(within(table).getByText('Otto Operator')).toBeVisible();
    await expect(within(table).getAllByRole('link', { name: text.watch })).toHaveLength(2);
  },
};

/** One claimed chat's messages as they come, read only: nothing to reply with. */
export const LiveConversationView: Story = {
  parameters: {
    page: {
      path: '/statistics/live-conversations/nl/chat-0',
      roles: ['Manager'],
      live: { 'chat.messages': CHAT_DETAILS_FIXTURE.messages.slice(-10) },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Are you there? (20)')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text.liveView })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
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
    await expect(
      await canvas.findByText(text.loadFailedBecause(internalError().message)),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeVisible();
  },
};

/**
 * A range over the limit is refused at the dates, in words, before any call: no figure, no
 * "Nothing in this range", no per-hour hint, no CSV.
 */
export const RangeTooLong: Story = {
  parameters: { page: { path: '/statistics/messages', roles: ['Manager'] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: text.messageVolume });
    const to = canvas.getByLabelText<HTMLInputElement>(text.to).value;
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - STATISTICS_MAX_RANGE_DAYS * 86_400_000);
    await fireEvent.change(canvas.getByLabelText(text.from), {
      target: { value: from.toISOString().slice(0, 10) },
    });
    const limit = text.rangeTooLong(STATISTICS_MAX_RANGE_DAYS);
    await expect(await canvas.findByText(limit)).toBeVisible();
    await expect(canvas.getByLabelText(text.from)).toHaveAccessibleDescription(limit);
    await expect(canvas.queryByRole('table', { name: text.messageVolume })).toBeNull();
    await expect(canvas.queryByText(text.empty)).toBeNull();
    await expect(canvas.queryByText(text.hourlyTooLong(31))).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.downloadCsv })).toBeNull();
  },
};

/** A failed call says the server's reason on the screen that failed, not "Nothing in this range". */
export const MessagesFailed: Story = {
  parameters: {
    page: { path: '/statistics/messages', roles: ['Manager'] },
    msw: {
      handlers: {
        statistics: statisticsHandlers({
          error: {
            issues: [{ field: 'from', message: text.rangeTooLong(STATISTICS_MAX_RANGE_DAYS) }],
          },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const failure = text.loadFailedBecause(text.rangeTooLong(STATISTICS_MAX_RANGE_DAYS));
    const table = await canvas.findByRole('table', { name: text.messageVolume });
    await expect(await within(table).findByText(failure)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeVisible();
    await expect(canvas.queryByText(text.empty)).toBeNull();
  },
};
