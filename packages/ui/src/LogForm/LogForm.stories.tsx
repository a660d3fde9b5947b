import { Log } from '@switchboard/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LogForm } from './LogForm';

const meta = {
  title: 'Chat/LogForm',
  component: LogForm,
  args: {
    chatId: 'chat-1',
    concerning: 'customer',
    saving: false,
    error: null,
    onSave: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LogForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new customer log: fill it in, then three quick clicks on Save save once, 500 ms later. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Work');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), '  Works as a nurse ');
    await expect(canvas.getByRole('status', { name: '16 of 120 characters used' })).toBeVisible();
    await expect(save).toBeEnabled();

    await userEvent.click(save);
    await userEvent.click(save);
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({
      chatId: 'chat-1',
      log: {
        concerning: 'customer',
        category: 'work',
        content: { group: 'other', groupValue: null, value: 'Works as a nurse' },
      },
    });
    await sleep(700);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Every validation text of spec §5, shown once the field is touched. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.click(category);
    await userEvent.tab();
    await expect(await canvas.findByText('You have to select a category')).toBeVisible();

    await userEvent.selectOptions(category, 'Hobbies');
    await expect(canvas.queryByText('You have to select a category')).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group' }), 'Sport');
    const sport = canvas.getByRole('combobox', { name: 'Sport' });
    await userEvent.click(sport);
    await userEvent.tab();
    await expect(await canvas.findByText('You have to select a value')).toBeVisible();
    // With a sport picked the comment is optional.
    await userEvent.selectOptions(sport, 'Tennis');
    await expect(canvas.getByRole('textbox', { name: 'Comment (optional)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group' }), 'Other');
    const comment = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(comment);
    await userEvent.tab();
    await expect(await canvas.findByText('Comment should contain some information')).toBeVisible();

    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(121));
    await expect(
      await canvas.findByText('Comment should contain less than 120 characters'),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: '121 of 120 characters used' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** personal/Name is typed rather than picked. */
export const TypedName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Personal');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group' }), 'Name');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ' Sam ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), 'Calls himself Sammy');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({
      chatId: 'chat-1',
      log: {
        concerning: 'customer',
        category: 'personal',
        content: { group: 'name', groupValue: 'Sam', value: 'Calls himself Sammy' },
      },
    });
  },
};

const existing = Log.parse({
  id: 'log-7',
  concerning: 'entertainmentProfile',
  category: 'hobbies',
  content: { group: 'sport', groupValue: 'tennis', value: 'Watches Wimbledon every year' },
  locale: 'nl',
  createdBy: 'uid-anna',
  createdAt: '2024-05-01T10:00:00.000Z',
});

/** Editing a profile log: the form starts from its content and the payload carries its id. */
export const Edit: Story = {
  args: { log: existing },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveValue('tennis');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sport' }), 'Golf');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({
      chatId: 'chat-1',
      log: {
        id: 'log-7',
        concerning: 'entertainmentProfile',
        category: 'hobbies',
        content: { group: 'sport', groupValue: 'golf', value: 'Watches Wimbledon every year' },
      },
    });
  },
};

export const Saving: Story = {
  args: { log: existing, saving: true },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { log: existing, error: 'Failed to save logbook entry.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save logbook entry.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
