import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONNECTION_MESSAGES as text } from '@switchboard/domain';
import { expect } from 'storybook/test';
import { ConnectionStatus } from './ConnectionStatus';

/** The layout's connection status line. */
const meta = {
  title: 'Layout/Connection status',
  component: ConnectionStatus,
  args: { connection: 'connected' },
} satisfies Meta<typeof ConnectionStatus>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Connected: nothing shows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The server restarted: the socket is away, or back but its live lists not current yet. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.reconnecting);
  },
};
