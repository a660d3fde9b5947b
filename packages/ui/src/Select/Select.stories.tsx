import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Category',
    placeholder: 'Choose a category',
    options: [
      { value: 'personal', label: 'Personal' },
      { value: 'hobbies', label: 'Hobbies' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'hobbies');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  args: { error: 'You have to select a category' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Category')).toHaveAccessibleDescription(
      'You have to select a category',
    );
  },
};
