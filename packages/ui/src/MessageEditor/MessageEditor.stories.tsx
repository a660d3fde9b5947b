import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { pokeSendability } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageEditor } from './MessageEditor';

const meta = {
  title: 'Poke/MessageEditor',
  component: MessageEditor,
  args: {
    value: 'Hi %[name]%! I saw you live in %[city]% too. Fancy a chat this %[timeOfDay]%?',
    origin: 'partner',
    onChange: fn(),
  },
} satisfies Meta<typeof MessageEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await expect(canvas.getByText(/77 characters · 3 variables/)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Variables to fix' })).not.toBeInTheDocument();
  },
};

/** Valid, invalid and broken variables side by side, each with its own underline. */
export const Problems: Story = {
  args: {
    value: 'Hey %[name]%, a %[ age]% year old from %[shoeSize]% and [city]% says hi %[province]',
    origin: 'partner',
  },
  play: async ({ canvas, args }) => {
    const issues = canvas.getByRole('list', { name: 'Variables to fix' });
    const items = within(issues).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Broken: spaces inside the variable');
    await expect(items[1]).toHaveTextContent('Invalid: not a known variable');
    await userEvent.click(canvas.getByRole('button', { name: 'Fix: %[age]%, replacing %[ age]%' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      'Hey %[name]%, a %[age]% year old from %[shoeSize]% and [city]% says hi %[province]',
    );
  },
};

export const LegacyOrigin: Story = {
  args: { origin: 'legacy', value: 'Hello %[name]% from %[playerCity]%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/not available for legacy pokes/)).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Insert %[playerCity]%' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Insert %[name]%' })).toBeInTheDocument();
  },
};

/** Typing and inserting at the caret, with the caller holding the text. */
export const Typing: Story = {
  args: { value: '' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <MessageEditor
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello , how are you?');
    (box as HTMLTextAreaElement).setSelectionRange(6, 6);
    await userEvent.click(canvas.getByRole('button', { name: 'Insert %[name]%' }));
    await expect(box).toHaveValue('Hello %[name]%, how are you?');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('!');
    await expect(box).toHaveValue('Hello %[name]%!, how are you?');
    await expect(canvas.getByText(/29 characters · 1 variable$/)).toBeInTheDocument();
  },
};

export const NotSendable: Story = {
  args: { sendability: pokeSendability(0, { inConversation: ['yes'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "It's disabled because: there is no targets, filter 'in conversation' is enabled",
    );
  },
};

export const LongText: Story = {
  args: {
    value: `Hi %[name]%!\n\n${'I was just thinking about you and wondered how your day in %[city]% has been. '.repeat(6)}\n\nTalk soon, %[ name ]%`,
  },
};

export const Disabled: Story = { args: { disabled: true } };
