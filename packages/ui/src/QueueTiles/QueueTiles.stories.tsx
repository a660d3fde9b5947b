import type { Meta, StoryObj } from '@storybook/react-vite';
import { QUEUE_COUNT_LOADING_INDICATOR_MS, type QueueCount } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueueTiles } from './QueueTiles';

const NOW = new Date('2024-05-01T14:30:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const counts: QueueCount[] = [
  { locale: 'nl', pool: 'SFW', count: 3, oldestMessageAt: minutesAgo(4) },
  { locale: 'de', pool: 'SFW', count: 2, oldestMessageAt: minutesAgo(12) },
  { locale: 'nl', pool: 'NSFW', count: 14, oldestMessageAt: minutesAgo(75) },
  { locale: 'nl', pool: 'AGENT_ONLY', count: 0, oldestMessageAt: null },
];

const tile = (canvasElement: HTMLElement, pool: string) =>
  within(within(canvasElement).getByRole('heading', { name: pool }).closest('li') as HTMLElement);

const meta = {
  title: 'Chat/QueueTiles',
  component: QueueTiles,
  args: { counts, now: NOW, loading: false, waitingPool: null, warning: null, onClaimNext: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueueTiles>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Counts of every locale add up per pool; the oldest wait is the oldest of them. */
export const Default: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const snowflake = tile(canvasElement, 'Snowflake');
    await expect(snowflake.getByText('5')).toBeVisible();
    await expect(snowflake.getByText('Oldest waits 12 min')).toBeVisible();
    await expect(tile(canvasElement, 'Generic').getByText('Oldest waits 1 h 15 min')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim next Agent Only chat' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim next Generic chat' }));
    await expect(args.onClaimNext).toHaveBeenCalledWith('NSFW');
  },
};

/** While a claim waits for its result, every Claim next is disabled. */
export const WaitingForClaim: Story = {
  args: { waitingPool: 'NSFW' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for the claim…');
    const generic = canvas.getByRole('button', { name: 'Claim next Generic chat' });
    await expect(generic).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Claim next Snowflake chat' })).toBeDisabled();
    await userEvent.click(generic, { pointerEventsCheck: 0 });
    await expect(args.onClaimNext).not.toHaveBeenCalled();
  },
};

export const ClaimedByAnother: Story = {
  args: { warning: 'The chat was claimed by another operator' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The chat was claimed by another operator',
    );
  },
};

/** Only the pools the operator may claim in. */
export const OnePool: Story = {
  args: { pools: ['SFW'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: {
    counts: [
      { locale: 'nl', pool: 'SFW', count: 0, oldestMessageAt: null },
      { locale: 'nl', pool: 'NSFW', count: 0, oldestMessageAt: null },
      { locale: 'nl', pool: 'AGENT_ONLY', count: 0, oldestMessageAt: null },
    ],
  },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getAllByText('Nothing waiting')).toHaveLength(3);
  },
};

/** When the Loading story's component was not mounted yet (its `beforeEach`). */
let loadingSince = 0;

/**
 * No counts yet: the indicator appears only after 3 s of loading. The story waits for it, then
 * checks when it came: not before QUEUE_COUNT_LOADING_INDICATOR_MS after the mount.
 */
export const Loading: Story = {
  tags: ['no-visual'],
  args: { counts: [], loading: true },
  beforeEach: () => {
    loadingSince = performance.now();
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const indicator = await canvas.findByRole(
      'progressbar',
      { name: 'Loading queue counts' },
      { timeout: QUEUE_COUNT_LOADING_INDICATOR_MS + 5_000 },
    );
    // A timer never fires early; a millisecond allows for the clocks' rounding.
    await expect(performance.now() - loadingSince).toBeGreaterThanOrEqual(
      QUEUE_COUNT_LOADING_INDICATOR_MS - 1,
    );
    await expect(indicator).toBeVisible();
  },
};
