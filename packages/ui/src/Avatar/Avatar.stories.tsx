import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, type AvatarSize } from './Avatar';

/** An inline photo, so the story never depends on the network. */
const PHOTO_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#C9D3F0"/><circle cx="32" cy="25" r="12" fill="#5B6B9A"/><path d="M10 64a22 22 0 0 1 44 0z" fill="#5B6B9A"/></svg>',
)}`;

const SIZES: { size: AvatarSize; name: string }[] = [
  { size: 'sm', name: 'Sam Ortiz' },
  { size: 'md', name: 'Mia Chen' },
  { size: 'lg', name: 'Lena Park' },
  { size: 'xl', name: 'Xavier de la Cruz' },
];

const meta = {
  title: 'Avatars/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'lg' },
} satisfies Meta<typeof Avatar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No photo: the initials. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const WithPhoto: Story = {
  args: { photoUrl: PHOTO_URL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      PHOTO_URL,
    );
  },
};

/** A photo that fails to load falls back to the initials. */
export const BrokenPhoto: Story = {
  args: { photoUrl: '/photos/does-not-exist.jpg', name: 'Grace Hopper' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH'),
    );
  },
};

export const SingleName: Story = {
  args: { name: 'Cher' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cher' })).toHaveTextContent('C');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      {SIZES.map(({ size, name }) => (
        <Avatar key={size} {...args} size={size} name={name} />
      ))}
      {SIZES.map(({ size, name }) => (
        <Avatar key={size} {...args} size={size} name={`${name} photo`} photoUrl={PHOTO_URL} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const xl = canvas.getByRole('img', { name: 'Xavier de la Cruz' });
    await expect(xl).toHaveTextContent('XC');
    await expect(xl.getBoundingClientRect().width).toBe(96);
    const smallPhoto = canvas.getByRole('img', { name: 'Sam Ortiz photo' });
    await expect(smallPhoto.getBoundingClientRect().width).toBe(24);
  },
};
