import { ABUSE_DISPLAY_STATES } from '@switchboard/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AbuseStatusChip } from './AbuseStatusChip';

const NOW = new Date('2024-06-01T12:00:00.000Z');

const meta = {
  title: 'Components/AbuseStatusChip',
  component: AbuseStatusChip,
  args: { state: 'pending' },
} satisfies Meta<typeof AbuseStatusChip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {ABUSE_DISPLAY_STATES.map((state) => (
        <AbuseStatusChip key={state} state={state} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Pending', 'Claimed', 'Released', 'Safe', 'Abuse']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

/** A live claim shows Claimed; the same claim after its expiry shows the grey Released. */
export const FromReviewInfo: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <AbuseStatusChip
        now={NOW}
        info={{
          status: 'claimed',
          claimedBy: 'uid-anna',
          claimedAt: '2024-06-01T11:58:00.000Z',
          checkedAt: null,
          checkedBy: null,
        }}
      />
      <AbuseStatusChip
        now={NOW}
        info={{
          status: 'claimed',
          claimedBy: 'uid-anna',
          claimedAt: '2024-06-01T10:00:00.000Z',
          checkedAt: null,
          checkedBy: null,
        }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Claimed')).toHaveAttribute('data-state', 'claimed');
    await expect(canvas.getByText('Released')).toHaveAttribute('data-state', 'released');
  },
};
