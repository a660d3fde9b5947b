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

/**
 * The clock `new Date()` and `Date.now()` read while a story runs (`beforeEach`): fixed, moved on
 * only by the play function. Timers stay real: the countdown ticks by itself, and each tick shows
 * the time this clock says.
 */
const clock = { ms: NOW.getTime() };
function fixTheClock() {
  const RealDate = Date;
  class ClockDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(clock.ms);
      else super(...(args as [string]));
    }
    static override now() {
      return clock.ms;
    }
  }
  clock.ms = NOW.getTime();
  globalThis.Date = ClockDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
const setClock = (seconds: number) => (clock.ms = NOW.getTime() + seconds * 1000);

/**
 * Ticks by itself: two seconds after mount it reaches zero and calls onEnd once. The story moves
 * the clock a second at a time and waits for each tick to show it; a second countdown, running
 * on, shows that the clock ticked on after the end.
 */
export const Ticking: Story = {
  tags: ['no-visual'],
  args: { now: undefined },
  beforeEach: fixTheClock,
  render: (args) => (
    // Read once per story mount (the story, not the component, owns this clock read).
    <>
      <Countdown {...args} expiresAt={new Date(Date.now() + 2000)} />
      <Countdown label="Next claim time left" expiresAt={new Date(Date.now() + 10_000)} />
    </>
  ),
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer', { name: 'Claim time left' });
    const next = canvas.getByRole('timer', { name: 'Next claim time left' });
    await waitFor(() => expect(timer).toHaveTextContent('0:02'));
    setClock(1);
    await waitFor(() => expect(timer).toHaveTextContent('0:01'));
    await expect(args.onEnd).not.toHaveBeenCalled();
    setClock(2);
    await waitFor(() => expect(timer).toHaveTextContent('-'));
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1));
    // Two more ticks of the other countdown: a whole tick of time has passed since the end.
    setClock(3);
    await waitFor(() => expect(next).toHaveTextContent('0:07'));
    setClock(4);
    await waitFor(() => expect(next).toHaveTextContent('0:06'));
    await expect(timer).toHaveTextContent('-');
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};
