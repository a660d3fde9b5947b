import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ClaimedChatPanel } from './ClaimedChatPanel';

const NOW = new Date('2024-05-01T12:00:00Z');

const meta = {
  title: 'Chat/ClaimedChatPanel',
  component: ClaimedChatPanel,
  args: {
    mode: 'logbook',
    customerLogCount: 2,
    profileLogCount: 1,
    onOpenLogbook: fn(),
    claimExpiresAt: new Date(NOW.getTime() + 150_000).toISOString(),
    now: NOW,
    onOpenClaimedChat: fn(),
    onCountdownEnd: fn(),
  },
  parameters: { layout: 'fullscreen' },
  // The panel is position: fixed; the transform makes this box its containing block.
  decorators: [
    (Story) => (
      <div style={{ height: 160, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClaimedChatPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On the chat pages: the logbook button with the customer and profile log counts. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', {
      name: 'Logbook: 2 customer logs, 1 profile log',
    });
    await userEvent.click(button);
    await expect(args.onOpenLogbook).toHaveBeenCalledTimes(1);
  },
};

export const NoLogs: Story = {
  args: { customerLogCount: 0, profileLogCount: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Logbook: 0 customer logs, 0 profile logs' }),
    ).toBeVisible();
  },
};

/** Away from the chat pages: back to the claimed chat, with the claim countdown. */
export const Elsewhere: Story = {
  args: { mode: 'claimed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2:30');
    await userEvent.click(canvas.getByRole('button', { name: 'You still have a chat claimed' }));
    await expect(args.onOpenClaimedChat).toHaveBeenCalledTimes(1);
    await expect(args.onOpenLogbook).not.toHaveBeenCalled();
  },
};

export const ElsewhereRunningOut: Story = {
  args: { mode: 'claimed', claimExpiresAt: new Date(NOW.getTime() + 12_000).toISOString() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:12');
  },
};

export const ElsewhereMobile: Story = {
  args: { mode: 'claimed' },
  globals: { viewport: { value: 'mobile' } },
};

/** The chat came from a poke: the panel opens it (a follow-up opens its parent's edit page). */
export const FromAPoke: Story = {
  args: { mode: 'claimed', onOpenPoke: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the poke' }));
    await expect(args.onOpenPoke).toHaveBeenCalledTimes(1);
    await expect(args.onOpenClaimedChat).not.toHaveBeenCalled();
  },
};
