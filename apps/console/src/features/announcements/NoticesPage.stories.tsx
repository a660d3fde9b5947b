import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOTICES_MESSAGES as text } from '@switchboard/domain';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
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
    // The current notification loads apart from the history.
    await expect(await within(panel).findByRole('button', { name: text.disable })).toBeVisible();
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

const adminPage = { page: { path: '/announcements', roles: ['Admin'], live } };

/** #28: an over-long text stays as typed with its refusal, and a passed show-until is refused. */
export const NotificationRefusals: Story = {
  name: 'System notification refused where it is typed',
  tags: ['no-visual'],
  parameters: adminPage,
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: text.systemNotifications });
    const field = within(panel).getByRole('textbox', { name: text.notificationText });
    const post = within(panel).getByRole('button', { name: text.post });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(1_500));
    // Nothing is cut: the whole paste stays, the field says why it cannot be posted.
    await expect(field).toHaveValue('x'.repeat(1_500));
    await expect(field).toHaveAccessibleDescription(text.textTooLong(1_000, 1_500));
    await expect(post).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.type(field, 'Maintenance tonight');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(post).toBeEnabled();
    const until = within(panel).getByLabelText(text.showUntil);
    await fireEvent.change(until, { target: { value: '2020-01-01T09:00' } });
    await expect(until).toHaveAccessibleDescription(text.showUntilPassed);
    await expect(post).toBeDisabled();
  },
};

/** #28: Disable asks first; keeping it changes nothing. */
export const DisableAsksFirst: Story = {
  name: 'Disabling a system notification asks first',
  tags: ['no-visual'],
  parameters: adminPage,
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: text.systemNotifications });
    // The history and the current notification load apart: wait for the current one's button.
    const disable = await within(panel).findByRole('button', { name: text.disable });
    const body = within(document.body);
    await userEvent.click(disable);
    const dialog = await body.findByRole('dialog', { name: text.confirmDisableTitle });
    await expect(dialog).toHaveTextContent(text.confirmDisable);
    await userEvent.click(within(dialog).getByRole('button', { name: text.keep }));
    await expect(body.queryByRole('dialog', { name: text.confirmDisableTitle })).toBeNull();
    await expect(within(panel).queryByText(text.noCurrent)).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: text.disable }));
    const again = await body.findByRole('dialog', { name: text.confirmDisableTitle });
    await userEvent.click(within(again).getByRole('button', { name: text.disable }));
    await expect(await within(panel).findByText(text.noCurrent)).toBeVisible();
  },
};
