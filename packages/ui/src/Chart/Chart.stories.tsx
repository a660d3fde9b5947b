import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Chart } from './Chart';

const week = [
  { day: 'Mon', chats: 312, pokes: 1200 },
  { day: 'Tue', chats: 280, pokes: 980 },
  { day: 'Wed', chats: 355, pokes: 1430 },
  { day: 'Thu', chats: 401, pokes: 1120 },
  { day: 'Fri', chats: 298, pokes: 1610 },
  { day: 'Sat', chats: 450, pokes: 900 },
  { day: 'Sun', chats: 390, pokes: 760 },
];

const meta = {
  title: 'Components/Chart',
  component: Chart,
  args: {
    kind: 'line',
    title: 'Chats per day',
    summary: 'Chats handled each day of the last week.',
    data: week,
    xKey: 'day',
    series: [{ key: 'chats', label: 'Chats' }],
  },
} satisfies Meta<typeof Chart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Chats per day' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Chats handled each day of the last week.', { selector: 'figcaption' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-line-dot')).toHaveLength(7),
    );
  },
};

export const Bars: Story = {
  args: {
    kind: 'bar',
    series: [{ key: 'pokes', label: 'Pokes sent', tone: 'ai' }],
    title: 'Pokes per day',
    summary: undefined,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(7),
    );
  },
};

export const TwoSeries: Story = {
  args: {
    kind: 'bar',
    title: 'Chats and pokes',
    series: [
      { key: 'chats', label: 'Chats' },
      { key: 'pokes', label: 'Pokes' },
    ],
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Pokes')).toBeInTheDocument());
  },
};

export const Stacked: Story = {
  args: {
    kind: 'bar',
    stacked: true,
    title: 'Chats and pokes, stacked',
    series: [
      { key: 'chats', label: 'Chats' },
      { key: 'pokes', label: 'Pokes' },
    ],
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeInTheDocument();
  },
};
