import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DEFAULT_LOGO_URL } from '../theme';
import { Logo } from './Logo';

const TENANT_LOGO_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="#0E7C66"/><text x="48" y="21" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">ACME</text></svg>',
)}`;

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { alt: 'Switchboard' },
} satisfies Meta<typeof Logo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The tenant logo from the theme (the default tenant has the default logo). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Switchboard' })).toBeVisible();
  },
};

export const TenantLogo: Story = {
  args: { src: TENANT_LOGO_URL, alt: 'Acme Console', height: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Acme Console' })).toHaveAttribute(
      'src',
      TENANT_LOGO_URL,
    );
  },
};

/** A logo file that does not exist: the default logo takes its place. */
export const BrokenUrlFallsBack: Story = {
  args: { src: '/logos/does-not-exist.svg', alt: 'Missing Tenant' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Missing Tenant' });
    await waitFor(() => expect(image).toHaveAttribute('src', DEFAULT_LOGO_URL));
  },
};

export const Large: Story = {
  args: { height: 64 },
};
