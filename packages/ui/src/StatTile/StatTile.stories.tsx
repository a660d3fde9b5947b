import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatTile } from './StatTile';

const meta = {
  title: 'Components/StatTile',
  component: StatTile,
  args: { label: 'Messages sent', value: 12840 },
} satisfies Meta<typeof StatTile>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region', { name: 'Messages sent' });
    await expect(tile).toHaveTextContent('12,840');
  },
};

export const WithUnitAndRise: Story = {
  args: {
    label: 'Average reply time',
    value: 42.5,
    unit: 's',
    delta: { value: 3.2, unit: 's', note: 'vs last week', upIsGood: false },
  },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region', { name: 'Average reply time' });
    await expect(tile).toHaveTextContent('42.5s');
    await expect(tile).toHaveTextContent('+3.2s');
  },
};

export const WithFall: Story = {
  args: { label: 'Open chats', value: 87, delta: { value: -12, unit: '%', note: 'vs yesterday' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-12%')).toBeInTheDocument();
  },
};

export const Flat: Story = {
  args: { label: 'Operators online', value: 14, delta: { value: 0, note: 'vs last hour' } },
};

export const NoValue: Story = { args: { label: 'Conversion', value: null, unit: '%' } };

export const LongLabel: Story = {
  args: {
    label: 'Customers reached by scheduled pokes across every domain this month',
    value: 1234567,
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region', { name: 'Messages sent' });
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(tile).not.toHaveTextContent('12,840');
  },
};

export const Row: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
      <StatTile
        label="Chats today"
        value={312}
        delta={{ value: 8, unit: '%', note: 'vs yesterday' }}
      />
      <StatTile
        label="Pokes sent"
        value={15200}
        delta={{ value: -4, unit: '%', note: 'vs yesterday' }}
      />
      <StatTile label="Average reply time" value={38} unit="s" loading />
    </div>
  ),
};
