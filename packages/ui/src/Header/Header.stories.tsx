import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from './Header';

/** Accessible names of the links in the main navigation, in order. */
function menuNames(canvasElement: HTMLElement): string[] {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? '');
}

/** Opens the profile menu and gives the names of its items. */
async function profileItems(canvasElement: HTMLElement, userName: RegExp): Promise<string[]> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: userName }));
  const menu = await canvas.findByRole('menu');
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim() ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
  return names;
}

const meta = {
  title: 'Menu/Header',
  component: Header,
  args: {
    authorized: true,
    claimRoles: ['CHAT_ADMIN'],
    userName: 'Alex Morgan',
    tenantId: null,
    currentPath: '/chat/list',
    onNavigate: fn(),
    onLogout: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An admin on the unclaimed chat list: every entry, Chat marked current. */
export const Default: Story = {
  name: 'Admin',
  play: async ({ canvas, canvasElement, args }) => {
    await expect(menuNames(canvasElement)).toEqual([
      'Chat',
      'Poke',
      'Abuse',
      'Notices',
      'Statistics',
      'Connected Operators',
      'Triggers',
    ]);
    await expect(canvas.getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Poke' })).not.toHaveAttribute('aria-current');
    await expect(await profileItems(canvasElement, /Alex Morgan/)).toEqual([
      'My statistics',
      'Settings',
      'Log out',
    ]);

    await userEvent.click(canvas.getByRole('link', { name: 'Statistics' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/statistics');
    await userEvent.click(canvas.getByRole('link', { name: 'Triggers' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/trigger');
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const Manager: Story = {
  args: { claimRoles: ['CHAT_MANAGER'], userName: 'Morgan Lee', currentPath: '/statistics/chat' },
  play: async ({ canvasElement }) => {
    await expect(menuNames(canvasElement)).toEqual(['Statistics', 'Connected Operators']);
    await expect(await profileItems(canvasElement, /Morgan Lee/)).toEqual(['Settings', 'Log out']);
  },
};

export const Operator: Story = {
  args: {
    claimRoles: ['CHAT_OPERATOR:SFW'],
    userName: 'Olivia Operator',
    currentPath: '/chat/lobby',
  },
  play: async ({ canvasElement }) => {
    await expect(menuNames(canvasElement)).toEqual(['Chat']);
    await expect(await profileItems(canvasElement, /Olivia Operator/)).toEqual([
      'My statistics',
      'Settings',
      'Log out',
    ]);
  },
};

export const Poker: Story = {
  args: { claimRoles: ['CHAT_POKER'], userName: 'Pat Poker', currentPath: '/pokes/new' },
  play: async ({ canvas, canvasElement }) => {
    await expect(menuNames(canvasElement)).toEqual(['Poke', 'Statistics']);
    await expect(canvas.getByRole('link', { name: 'Poke' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await profileItems(canvasElement, /Pat Poker/)).toEqual(['Settings', 'Log out']);
  },
};

export const AbuseChecker: Story = {
  args: {
    claimRoles: ['CHAT_ABUSE_CHECKER'],
    userName: 'Abby Checker',
    currentPath: '/abuse/check',
  },
  play: async ({ canvasElement }) => {
    await expect(menuNames(canvasElement)).toEqual(['Abuse', 'Statistics']);
    await expect(await profileItems(canvasElement, /Abby Checker/)).toEqual([
      'Settings',
      'Log out',
    ]);
  },
};

/** A developer who is also an operator, on a site without a tenant. */
export const Developer: Story = {
  args: {
    claimRoles: ['DEBUG_DEVELOPER', 'CHAT_OPERATOR'],
    userName: 'Dev Eloper',
    currentPath: '/debug',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(menuNames(canvasElement)).toEqual(['Chat', 'Debug']);
    await expect(canvas.getByRole('link', { name: 'Debug' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('non-tenant mode')).toBeVisible();
  },
};

export const DeveloperWithTenant: Story = {
  args: {
    claimRoles: ['DEBUG_DEVELOPER', 'CHAT_OPERATOR'],
    userName: 'Dev Eloper',
    tenantId: 'tenant-nightline',
    currentPath: '/chat/lobby',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('tenant-nightline')).toBeVisible();
    await expect(canvas.queryByText('non-tenant mode')).toBeNull();
  },
};

/** Without an authorized session the header is not there at all. */
export const NotAuthorized: Story = {
  args: { authorized: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LongUserName: Story = {
  args: {
    userName: 'Maximiliane Alexandra Wilhelmina von Hohenzollern-Sigmaringen',
    photoUrl: null,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Maximiliane Alexandra/ });
    await expect(button.getBoundingClientRect().width).toBeLessThan(320);
  },
};

/** The profile menu by keyboard: it stays open for the screenshot. */
export const ProfileMenuKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Alex Morgan/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const items = within(await canvas.findByRole('menu')).getAllByRole('menuitem');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(items[2]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();

    await userEvent.keyboard(' ');
    await canvas.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());

    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByRole('menu');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/personal-settings');

    await userEvent.click(button);
    await canvas.findByRole('menu');
  },
};

/** Small screens: the entries live in a side drawer opened by the menu button. */
export const MobileDrawer: Story = {
  args: { currentPath: '/statistics' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    await expect(names).toEqual([
      'Chat',
      'Poke',
      'Abuse',
      'Notices',
      'Statistics',
      'Connected Operators',
      'Triggers',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Abuse' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/abuse');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await body.findByRole('dialog', { name: 'Menu' });
  },
};
