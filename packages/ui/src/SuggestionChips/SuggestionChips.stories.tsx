import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Suggestion } from '@switchboard/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { SuggestionChips } from './SuggestionChips';

const suggestion = (text: string, partial: Partial<Suggestion> = {}): Suggestion => ({
  messageId: 'm4',
  suggestion: text,
  wantedImage: false,
  createdAt: '2024-05-01T14:06:00Z',
  imageTags: [],
  ...partial,
});

const suggestions = [
  suggestion('Nothing planned yet, maybe a walk by the sea :ocean: What about you?'),
  suggestion("I was hoping you'd ask :wink: Any ideas?"),
  suggestion('A quiet weekend at home sounds perfect right now', {
    wantedImage: true,
    imageTags: ['sofa', 'cosy', 'evening'],
  }),
];

const meta = {
  title: 'Chat/SuggestionChips',
  component: SuggestionChips,
  args: { suggestions, offered: true, loading: false, onPick: fn(), onRegenerate: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SuggestionChips>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'AI suggestions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Any ideas\?/ }));
    await expect(args.onPick).toHaveBeenCalledWith(args.suggestions[1]);
    // Colon codes show as native emoji.
    await expect(canvas.getByRole('button', { name: /I was hoping you'd ask 😉/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.onRegenerate).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading suggestions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Any ideas/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { suggestions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No suggestions for this message yet.')).toBeVisible();
  },
};

/** Not offered (domain, role or trigger rule): nothing at all is rendered. */
export const NotOffered: Story = {
  args: { offered: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const LongSuggestion: Story = {
  args: {
    suggestions: [
      suggestion(
        'That sounds like such a lovely idea! I have always wanted to try that little Italian place near the harbour, they say the pasta is handmade every morning and the view over the boats at sunset is unbeatable. Shall we?',
      ),
      suggestion('Short and sweet :heart:'),
    ],
  },
};
