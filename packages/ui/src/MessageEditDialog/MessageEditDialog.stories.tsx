import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageEditDialog } from './MessageEditDialog';

const meta = {
  title: 'Chat/MessageEditDialog',
  component: MessageEditDialog,
  args: {
    kind: 'edit',
    title: 'Edit message',
    label: 'Modified text',
    confirmLabel: 'Save',
    cancelLabel: 'Cancel',
    initialValue: 'See you tonight at the station?',
    busy: false,
    onSubmit: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MessageEditDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An edit starts from the message's shown text; Save sends the trimmed new text. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = within(body.getByRole('dialog', { name: 'Edit message' }));
    const field = dialog.getByRole('textbox', { name: 'Modified text' });
    await expect(field).toHaveValue('See you tonight at the station?');
    await userEvent.clear(field);
    await userEvent.type(field, '  See you tonight.  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('See you tonight.');
    // The dialog stays until the parent closes it (a failed save keeps the text).
    await expect(field).toHaveValue('  See you tonight.  ');
  },
};

/** A deletion needs a reason: the danger button is disabled while the field is blank. */
export const Delete: Story = {
  args: {
    kind: 'delete',
    title: 'Delete message',
    label: 'Reason',
    confirmLabel: 'Delete',
    initialValue: '',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(bodyOf(canvasElement).getByRole('dialog', { name: 'Delete message' }));
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), '   ');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Shares a phone number');
    await expect(confirm).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** While the change is saved: the confirm button is busy and Cancel is blocked. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(bodyOf(canvasElement).getByRole('dialog', { name: 'Edit message' }));
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
