import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Composer } from './Composer';

const meta = {
  title: 'Chat/Composer',
  component: Composer,
  args: { onSend: fn(), sending: false, disabled: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, paddingTop: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Composer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Enter sends (emoji as colon codes), Shift+Enter adds a line, the box empties after a send. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Reply' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, '  Hello 😀{Shift>}{Enter}{/Shift}How are you?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(send).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello :grinning:\nHow are you?');
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(send).toBeDisabled();
  },
};

/** Only spaces: nothing to send. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox'), '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The picker is a keyboard grid: arrows move, Enter picks, the emoji lands at the caret. */
export const EmojiPicker: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, 'Good night');
    const toggle = canvas.getByRole('button', { name: 'Insert emoji' });
    await userEvent.click(toggle);
    const picker = canvas.getByRole('group', { name: 'Emoji' });
    await expect(picker).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'grinning face' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'smirking face' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Good night😏');
    await expect(canvas.queryByRole('group', { name: 'Emoji' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('Good night:smirk:');
    // Escape closes the picker and gives focus back to its button.
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'grinning face' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Emoji' })).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};

export const PickerOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insert emoji' }));
    await expect(canvas.getAllByRole('button', { name: /./ }).length).toBeGreaterThan(24);
  },
};

export const WithAttachment: Story = {
  args: { onAttach: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add attachment' }));
    await expect(args.onAttach).toHaveBeenCalledTimes(1);
  },
};

/** A chosen attachment may go without text. */
export const AttachmentOnly: Story = {
  args: { onAttach: fn(), hasAttachment: true },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('');
  },
};

/** While a send runs the button is busy and Enter sends nothing more. */
export const Sending: Story = {
  args: { sending: true, value: 'On my way :)' },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A failed send keeps the draft. */
export const SendFails: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'Are you there?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Are you there?');
    await expect(box).toHaveValue('Are you there?');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Insert emoji' })).toBeDisabled();
  },
};
