import type { Meta, StoryObj } from '@storybook/react-vite';
import { SEND_NOW_CONFIRM_MESSAGES as text } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendNowConfirm } from './SendNowConfirm';

/**
 * The question before a poke goes out at once (issue #27), alone: the wizard opens it on Save
 * when an admin chose no time (see PokeWizardPage.stories.tsx, "Send now asks first").
 */
const meta = {
  title: 'Poke/Send now confirmation',
  component: SendNowConfirm,
  // A modal dialog is drawn in the top layer, outside the story's root: no picture of it.
  tags: ['no-visual'],
  args: {
    open: true,
    count: 743,
    profile: 'Eva',
    followUps: 0,
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SendNowConfirm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The number is known: the question names it, now and from Eva; confirming sends. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: text.title,
    });
    await expect(dialog).toHaveTextContent(text.summary('743', 743, 'Eva'));
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirm('743', 743) }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A big audience with follow-ups: the number as the funnel writes it, the follow-ups said. */
export const ManyWithFollowUps: Story = {
  args: { count: 12_480, followUps: 2 },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: text.title,
    });
    await expect(
      within(dialog).getByRole('button', { name: text.confirm('12,480', 12_480) }),
    ).toBeEnabled();
    await expect(dialog).toHaveTextContent(text.followUps(2));
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The count is still running: the confirm button waits, and says why. */
export const Counting: Story = {
  args: { count: null },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: text.title,
    });
    const confirm = within(dialog).getByRole('button', { name: text.confirmWaiting });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(text.counting);
    await expect(dialog).toHaveTextContent(text.summaryUncounted('Eva'));
  },
};

/** The count failed: nothing to send to, and the way back is named. */
export const CountFailed: Story = {
  args: { count: null, countFailed: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: text.title,
    });
    const confirm = within(dialog).getByRole('button', { name: text.confirmWaiting });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(text.countFailed);
  },
};
