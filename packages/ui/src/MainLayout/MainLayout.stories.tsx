import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Header } from '../Header';
import { Icon } from '../Icon';
import { Snackbar } from '../Snackbar';
import { SystemNotificationBanner } from '../SystemNotificationBanner';
import { MainLayout } from './MainLayout';

const header = (
  <Header
    authorized
    claimRoles={['CHAT_ADMIN']}
    userName="Alex Morgan"
    currentPath="/statistics"
    onNavigate={fn()}
    onLogout={fn()}
  />
);

const Page = () => (
  <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
    <h1 style={{ margin: 0, fontSize: '1.5rem' }}>Statistics</h1>
    <p style={{ margin: 0 }}>Operators, queues and messages of the selected period.</p>
  </div>
);

const meta = {
  title: 'Components/MainLayout',
  component: MainLayout,
  args: { header, children: <Page /> },
  parameters: { layout: 'fullscreen' },
  // Fixed parts (floating panel, snackbar) stay inside this box for the screenshot.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 480, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MainLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Header and page; Tab reaches the skip link first, which moves focus to the main content. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'Statistics' })).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(main).toHaveFocus());
  },
};

export const WithSystemNotification: Story = {
  args: {
    banner: (
      <SystemNotificationBanner
        notification={{ message: 'Scheduled maintenance tonight from 22:00 UTC.', type: 'warning' }}
        onDismiss={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Scheduled maintenance');
  },
};

export const WithFloatingPanelAndSnackbar: Story = {
  args: {
    floatingPanel: <Button icon={<Icon name="clock" />}>{messages.stillHaveChatClaimed}</Button>,
    snackbar: (
      <Snackbar
        notifications={[{ id: 'n1', type: 'success', message: messages.secondFactorCodeSent }]}
        onClose={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: messages.stillHaveChatClaimed })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.secondFactorCodeSent);
  },
};

export const WithDialog: Story = {
  args: {
    dialogs: (
      <Dialog open title="Announcements" width={800} onClose={fn()}>
        <p>Welcome back. Please read the new pool rules.</p>
      </Dialog>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
  },
};

/** Without an authorized session the header slot renders nothing; the page still has its main. */
export const SignedOutHeader: Story = {
  args: {
    header: (
      <Header
        authorized={false}
        claimRoles={[]}
        userName=""
        currentPath="/"
        onNavigate={fn()}
        onLogout={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
