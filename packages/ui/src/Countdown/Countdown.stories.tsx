import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown } from './Countdown';

const NOW = new Date('2024-05-01T12:00:00Z');
const inSeconds = (s: number) => new Date(NOW.getTime() + s * 1000).toISOString();

const meta = {
  title: 'Chat/Countdown',
  component: Countdown,
  args: { expiresAt: inSeconds(95), now: NOW, onEnd: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Blue: more than a minute left. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer', { name: 'Claim time left' });
    await expect(timer).toHaveTextContent('1:35');
    await expect(timer).toHaveStyle({ color: 'rgb(11, 99, 182)' });
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
};

export const Orange: Story = {
  args: { expiresAt: inSeconds(45) },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('0:45');
    await expect(timer).toHaveStyle({ color: 'rgb(194, 94, 0)' });
  },
};

export const Red: Story = {
  args: { expiresAt: inSeconds(30) },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('0:30');
    await expect(timer).toHaveStyle({ color: 'rgb(179, 38, 30)' });
  },
};

export const NoneLeft: Story = {
  args: { expiresAt: inSeconds(-5) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('-');
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

export const NoClaim: Story = {
  args: { expiresAt: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('-');
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
};

/** Runs on the real clock: two seconds from mount it reaches zero and calls onEnd once. */
export const Ticking: Story = {
  tags: ['no-visual'],
  args: { now: undefined },
  render: (args) => {
    // Captured once per story mount (the story, not the component, owns this clock read).
    return <Countdown {...args} expiresAt={new Date(Date.now() + 2000)} />;
  },
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent(/^0:0[12]$/));
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(timer).toHaveTextContent('-');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};
