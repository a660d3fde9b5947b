import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CUSTOMER_COUNT_DEBOUNCE_MS } from '@switchboard/domain';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField';
import { useDebouncedValue } from './useDebouncedValue';

function DebounceDemo({ delayMs }: { delayMs: number }) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, delayMs);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <TextField label="Filter" value={text} onChange={(event) => setText(event.target.value)} />
      <output aria-label="Debounced value">{debounced || '(empty)'}</output>
    </div>
  );
}

const meta = {
  title: 'Poke/useDebouncedValue',
  component: DebounceDemo,
  args: { delayMs: CUSTOMER_COUNT_DEBOUNCE_MS },
} satisfies Meta<typeof DebounceDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The value settles only once typing has paused for 1000 ms (the customer-count debounce). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status', { name: 'Debounced value' });
    const field = canvas.getByRole('textbox', { name: 'Filter' });
    await userEvent.type(field, 'ab');
    // Taken before the last key, not after `type` returns: on a loaded machine `type` returned at least
    // 250 ms after its last key, and the value settled "748 ms" after typing (a clean-clone run).
    const lastKeyAt = performance.now();
    await userEvent.type(field, 'c');
    // Right after typing, the debounced value has not moved to what was typed.
    await expect(output).not.toHaveTextContent('abc');
    await waitFor(() => expect(output).toHaveTextContent('abc'), { interval: 50 });
    const settledAfter = performance.now() - lastKeyAt;
    await expect(settledAfter).toBeGreaterThanOrEqual(CUSTOMER_COUNT_DEBOUNCE_MS - 100);
  },
};
