import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SchedulePicker } from './SchedulePicker';

const NOW = new Date('2025-03-10T12:20:00Z');

const meta = {
  title: 'Poke/SchedulePicker',
  component: SchedulePicker,
  args: {
    value: '2025-03-12T18:30:00Z',
    timezone: 'Europe/Amsterdam',
    canSendImmediately: false,
    now: NOW,
    onChange: fn(),
  },
} satisfies Meta<typeof SchedulePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SchedulePicker
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    // 18:30 UTC is 19:30 in Amsterdam.
    const date = canvas.getByLabelText('Date');
    const time = canvas.getByLabelText('Time');
    await expect(date).toHaveValue('2025-03-12');
    await expect(time).toHaveValue('19:30');
    await expect(canvas.getByText('Times are in Europe/Amsterdam')).toBeInTheDocument();
    await expect(
      canvas.queryByRole('checkbox', { name: 'Send immediately' }),
    ).not.toBeInTheDocument();
    await userEvent.clear(time);
    await userEvent.type(time, '08:15');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-12T07:15:00.000Z');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InThePast: Story = {
  args: { value: '2025-03-10T09:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The scheduled time has already passed. Please choose a time in the future.',
    );
  },
};

export const FollowUpOriginalTimePassed: Story = {
  args: {
    value: '2025-03-11T09:00:00Z',
    strategy: 'follow-up',
    originalScheduled: '2025-03-10T11:00:00Z',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const Admin: Story = {
  args: { canSendImmediately: true, value: null },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SchedulePicker
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const immediately = canvas.getByRole('checkbox', { name: 'Send immediately' });
    await expect(immediately).toBeChecked();
    await expect(canvas.queryByLabelText('Date')).not.toBeInTheDocument();
    await userEvent.click(immediately);
    // The next full hour after 12:20 UTC.
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-10T13:00:00.000Z');
    await expect(canvas.getByLabelText('Time')).toHaveValue('14:00');
    await userEvent.click(immediately);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const PokerWithoutTime: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Only admins may send a poke immediately. Please set a schedule time.'),
    ).toBeInTheDocument();
  },
};

export const UtcDefault: Story = {
  args: { timezone: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Times are in UTC')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Time')).toHaveValue('18:30');
  },
};

export const Disabled: Story = { args: { disabled: true } };
