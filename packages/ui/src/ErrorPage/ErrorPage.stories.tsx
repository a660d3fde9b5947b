import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Error/ErrorPage',
  component: ErrorPage,
  args: {
    error: messages.pokeNotFound('p-1042'),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('Poke document with id p-1042 not found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    const home = canvas.getByRole('link', { name: 'Go to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const CustomTitle: Story = {
  args: { title: 'Statistics could not be loaded', error: messages.operatorsFetchFailed },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Statistics could not be loaded' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: { error: messages.cdnBaseUrlMissing('chat.a-rather-long-tenant-domain.example.com') },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
