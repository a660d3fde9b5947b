import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SystemNotificationBanner } from './SystemNotificationBanner';

const meta = {
  title: 'Components/SystemNotificationBanner',
  component: SystemNotificationBanner,
  args: {
    notification: {
      message: 'Scheduled maintenance tonight from 22:00 to 23:00 UTC. Pokes are paused meanwhile.',
      type: 'info',
    },
    onDismiss: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SystemNotificationBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Scheduled maintenance tonight');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Warning: Story = {
  args: {
    notification: {
      message: 'The claim service is slow; claims may take a while.',
      type: 'warning',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The claim service is slow');
  },
};

export const ErrorType: Story = {
  name: 'Error',
  args: { notification: { message: 'Realtime updates are down. Reload later.', type: 'error' } },
};

export const Success: Story = {
  args: { notification: { message: 'All services are back to normal.', type: 'success' } },
};

export const LongText: Story = {
  args: {
    notification: {
      message:
        'From Monday on, operators in the DE, AT and CH regions answer from the new pools. Please read the announcement about the pool changes before your next shift and ask your manager if anything about the new assignments is unclear. Thank you for your patience during the move.',
      type: 'info',
    },
  },
};

/** No current notification: nothing is rendered. */
export const None: Story = {
  args: { notification: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
