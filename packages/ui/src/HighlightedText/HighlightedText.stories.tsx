import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HighlightedText } from './HighlightedText';

const meta: Meta<typeof HighlightedText> = {
  title: 'Abuse/HighlightedText',
  component: HighlightedText,
  args: { text: 'Send me CASH now, cashback is fine. Café!', words: ['cash', 'cafe'] },
};
export default meta;

type Story = StoryObj<typeof HighlightedText>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement).getAllByText(/./, { selector: 'mark' });
    await expect(marks.map((mark) => mark.textContent)).toEqual(['CASH', 'Café']);
  },
};

export const NoMatch: Story = { args: { words: [] } };
