import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'a@b.c');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const WithError: Story = {
  args: { label: 'Comment', error: 'Comment should contain some information' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Comment');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Comment should contain some information');
  },
};

export const Multiline: Story = {
  args: { label: 'Message', multiline: true, helper: 'Up to 120 characters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Message').tagName).toBe('TEXTAREA');
    await expect(canvas.getByLabelText('Message')).toHaveAccessibleDescription(
      'Up to 120 characters',
    );
  },
};
