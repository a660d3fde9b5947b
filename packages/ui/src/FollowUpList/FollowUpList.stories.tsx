import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowUpList } from './FollowUpList';

const NOW = new Date('2025-03-10T12:00:00Z');

const meta = {
  title: 'Poke/FollowUpList',
  component: FollowUpList,
  args: {
    now: NOW,
    timezone: 'Europe/Amsterdam',
    // Given out of order: the list shows them by index.
    followUps: [
      {
        index: 2,
        delayMinutes: 1440,
        message: 'Still thinking about you… are you around tomorrow evening?',
        scheduledAt: '2025-03-11T15:30:00Z',
      },
      {
        index: 1,
        delayMinutes: 60,
        message: 'Hey %[name]%, did you see my message? 😊',
        scheduledAt: '2025-03-10T15:30:00Z',
      },
    ],
    onAdd: fn(),
    onRemove: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof FollowUpList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('follow-up 1');
    await expect(items[0]).toHaveTextContent('Hey %[name]%, did you see my message?');
    // 15:30 UTC is 16:30 in Amsterdam (CET).
    await expect(items[0]).toHaveTextContent('16:30 Mon, Mar 10, 2025');
    await expect(items[1]).toHaveTextContent('16:30 Tue, Mar 11, 2025');
    const delay = within(items[1] as HTMLElement).getByRole('combobox', { name: 'Delay' });
    await expect(delay).toHaveDisplayValue('1 day');
    await userEvent.selectOptions(delay, '2 days');
    await expect(args.onChange).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ index: 2, delayMinutes: 2880 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove follow-up 1' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add follow-up' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const DelayOptions: Story = {
  play: async ({ canvas }) => {
    const delay = canvas.getAllByRole('combobox', { name: 'Delay' })[0] as HTMLElement;
    const labels = within(delay)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(labels).toEqual([
      '5 minutes',
      '30 minutes',
      '1 hour',
      '3 hours',
      '6 hours',
      '12 hours',
      '1 day',
      '2 days',
    ]);
  },
};

export const InThePast: Story = {
  args: {
    followUps: [
      {
        index: 1,
        delayMinutes: 30,
        message: 'Good morning!',
        scheduledAt: '2025-03-10T08:30:00Z',
      },
      {
        index: 2,
        delayMinutes: 60,
        message: 'Moved to later, but the original time has passed.',
        scheduledAt: '2025-03-10T18:00:00Z',
        originalScheduledAt: '2025-03-10T09:30:00Z',
      },
      {
        index: 3,
        delayMinutes: 180,
        message: 'Still to come.',
        scheduledAt: '2025-03-10T21:00:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('In the past');
    await expect(items[1]).toHaveTextContent('In the past');
    await expect(items[2]).not.toHaveTextContent('In the past');
  },
};

export const UtcFallback: Story = {
  args: { timezone: 'Not/AZone' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('15:30 Mon, Mar 10, 2025');
  },
};

export const LongMessage: Story = {
  args: {
    followUps: [
      {
        index: 1,
        delayMinutes: 720,
        message: 'I wanted to tell you something. '.repeat(12),
        scheduledAt: '2025-03-11T00:00:00Z',
      },
      { index: 2, delayMinutes: 5, message: '', scheduledAt: null },
    ],
  },
};

export const Empty: Story = {
  args: { followUps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No follow-ups yet.')).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
