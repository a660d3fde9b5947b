import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'New customer logbook',
    width: 600,
    onClose: fn(),
    children: <p>Dialog content.</p>,
    actions: <Button>Save</Button>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'New customer logbook' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: 'Close dialog' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const Wide: Story = {
  args: { width: 800, title: 'Announcements' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Announcements',
    });
    await expect(dialog.getBoundingClientRect().width).toBe(800);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
