import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, type NotificationType } from '@switchboard/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { Snackbar, type SnackbarNotification } from './Snackbar';

const note = (id: string, type: NotificationType, message: string): SnackbarNotification => ({
  id,
  type,
  message,
});

const meta = {
  title: 'Components/Snackbar',
  component: Snackbar,
  args: {
    notifications: [note('n1', 'success', messages.passwordResetRequested)],
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
  // The snackbar is fixed to the viewport; the transform makes this box its containing block.
  decorators: [
    (Story) => (
      <div style={{ height: 160, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Snackbar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Success',
  play: async ({ canvas, args }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent(messages.passwordResetRequested);
    await expect(canvas.queryByTestId('snackbar-count')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('n1');
  },
};

export const ErrorType: Story = {
  name: 'Error',
  args: { notifications: [note('e1', 'error', messages.noPermission)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.noPermission);
  },
};

export const Info: Story = {
  args: { notifications: [note('i1', 'info', messages.pokeRemoved)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.pokeRemoved);
  },
};

export const Warning: Story = {
  args: { notifications: [note('w1', 'warning', messages.chatClaimedByAnother)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.chatClaimedByAnother);
  },
};

/** Four queued: the first shows, the badge counts all four, Close names the first. */
export const QueueOfFour: Story = {
  args: {
    notifications: [
      note('q1', 'warning', messages.chatClaimedByAnother),
      note('q2', 'error', messages.logbookSaveFailed),
      note('q3', 'success', messages.secondFactorCodeSent),
      note('q4', 'info', messages.pokeRemoved),
    ],
  },
  play: async ({ canvas, args }) => {
    const toast = canvas.getByRole('alert');
    await expect(toast).toHaveTextContent(messages.chatClaimedByAnother);
    await expect(toast).not.toHaveTextContent(messages.logbookSaveFailed);
    await expect(canvas.getByTestId('snackbar-count')).toHaveTextContent('4');
    await expect(toast).toHaveTextContent('4 notifications queued');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('q1');
  },
};

export const LongText: Story = {
  args: {
    notifications: [
      note('l1', 'error', messages.cdnBaseUrlMissing('very-long-domain-name.example.com')),
      note('l2', 'info', messages.pokeRemoved),
    ],
  },
};

/** An empty queue renders nothing. */
export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
