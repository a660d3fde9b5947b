import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTE_PATHS } from '@switchboard/domain';
import { expect } from 'storybook/test';
import { ThemeProvider } from 'styled-components';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { defaultTheme } from '../theme';
import { LOGIN_CARD_WIDTHS, LoginLayout } from './LoginLayout';

const SignInForm = () => (
  <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
    <h1 style={{ margin: 0, fontSize: '1.25rem' }}>Sign in</h1>
    <TextField label="Email" type="email" autoComplete="username" />
    <TextField label="Password" type="password" autoComplete="current-password" />
    <Button type="submit">Sign in</Button>
  </form>
);

const Paragraphs = ({ title }: { title: string }) => (
  <div>
    <h1 style={{ margin: '0 0 8px', fontSize: '1.25rem' }}>{title}</h1>
    <p style={{ margin: 0 }}>
      Scan the code with your authenticator app, then enter the six-digit code it shows.
    </p>
  </div>
);

/** A tenant with a name, so the app name shows above the card. */
const namedTenant = { ...defaultTheme, appName: 'Switchboard' };

const meta = {
  title: 'Components/LoginLayout',
  component: LoginLayout,
  args: { path: ROUTE_PATHS.login, children: <SignInForm /> },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ThemeProvider theme={namedTenant}>
        <Story />
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof LoginLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardWidth = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="login-card"]')!.getBoundingClientRect().width;

export const Default: Story = {
  name: 'Login',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByText('Switchboard')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Switchboard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(cardWidth(canvasElement)).toBe(LOGIN_CARD_WIDTHS['/login']);
  },
};

export const Totp: Story = {
  args: { path: ROUTE_PATHS.totp, children: <Paragraphs title="Enter your code" /> },
  play: async ({ canvasElement }) => {
    await expect(cardWidth(canvasElement)).toBe(LOGIN_CARD_WIDTHS['/totp']);
  },
};

export const Mfa: Story = {
  args: { path: ROUTE_PATHS.mfa, children: <Paragraphs title="Set up a second factor" /> },
  play: async ({ canvasElement }) => {
    await expect(cardWidth(canvasElement)).toBe(LOGIN_CARD_WIDTHS['/mfa']);
  },
};

export const TotpRegister: Story = {
  args: {
    path: ROUTE_PATHS.totpRegister,
    children: <Paragraphs title="Register an authenticator" />,
  },
  play: async ({ canvasElement }) => {
    await expect(cardWidth(canvasElement)).toBe(LOGIN_CARD_WIDTHS['/totp-register']);
  },
};

export const TotpSettleDown: Story = {
  args: { path: ROUTE_PATHS.totpSettleDown, children: <Paragraphs title="You are all set" /> },
  play: async ({ canvasElement }) => {
    await expect(cardWidth(canvasElement)).toBe(LOGIN_CARD_WIDTHS['/totp-settle-down']);
  },
};

/** On a phone the card takes the width it has. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(cardWidth(canvasElement)).toBeLessThan(LOGIN_CARD_WIDTHS['/login']);
  },
};
