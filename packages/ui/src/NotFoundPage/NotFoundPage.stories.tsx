import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Error/NotFoundPage',
  component: NotFoundPage,
  args: { path: '/pokes/de/unknown/edit/extra', onNavigate: fn() },
} satisfies Meta<typeof NotFoundPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('/pokes/de/unknown/edit/extra')).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Go to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const LongPath: Story = {
  args: {
    path: '/statistics/live-conversations/de/3f1c9a7e-5b2d-4c8e-9f0a-1b2c3d4e5f60/details/with/a/very/long/tail',
  },
};
