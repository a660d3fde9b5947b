import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOTICES_MESSAGES as text } from '@switchboard/domain';
import { expect, userEvent, within } from 'storybook/test';
import {
  ANNOUNCEMENTS,
  noticeHandlers,
  systemNotificationHandlers,
  TOPICS,
} from '../../test/msw/admin';
import { pageStoryMeta } from '../../test/pageStory';
import { NoticesPage } from './NoticesPage';

/** /announcements (Notices) against msw handlers and live rows of the real shapes. */
const meta = {
  title: 'Admin/Notices page',
  component: NoticesPage,
  ...pageStoryMeta({ notices: noticeHandlers(), notifications: systemNotificationHandlers() }),
} satisfies Meta<typeof NoticesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const live = { announcements: [...TOPICS, ...ANNOUNCEMENTS] };

/** An admin: the Dutch topics with their announcements, and the system notifications. */
export const Admin: Story = {
  name: 'Admin with topics and system notifications',
  parameters: { page: { path: '/announcements', roles: ['Admin'], live } },
  play: async ({ canvas }) => {
    const rota = await canvas.findByRole('region', { name: 'Rota' });
    // The message as the operators' dialog shows it: formatting kept, tags not shown.
    await expect(within(rota).getByText('Monday')).toBeVisible();
    await expect(rota).not.toHaveTextContent('<b>');
    const panel = canvas.getByRole('region', { name: text.systemNotifications });
    await expect(await within(panel).findByText('Deploy tonight at 22:00')).toBeVisible();
  },
};

/** The preview opens the operators' dialog: one step per locale and topic. */
export const Preview: Story = {
  name: 'Preview of the operators’ dialog',
  tags: ['no-visual'],
  parameters: { page: { path: '/announcements', roles: ['Manager'], live } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Rota' });
    await userEvent.click(canvas.getByRole('button', { name: text.preview }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Announcements' });
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(TOPICS.length);
    // A manager posts no system notifications.
    await expect(canvas.queryByRole('region', { name: text.systemNotifications })).toBeNull();
  },
};

/** No topics in the locale yet. */
export const Empty: Story = {
  name: 'No topics',
  parameters: { page: { path: '/announcements', roles: ['Manager'], live: { announcements: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.noTopics)).toBeVisible();
  },
};
