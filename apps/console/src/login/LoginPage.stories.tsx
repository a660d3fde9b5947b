import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_MESSAGES, messages } from '@switchboard/domain';
import { LOGIN_CARD_WIDTHS, makeTheme } from '@switchboard/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memoryStorage } from '../common/storage';
import type { LoginNotice } from '../features/auth/handover';
import { unmockedApiHandlers } from '../test/msw/answers';
import {
  DEMO_APPEARANCE,
  DEMO_PASSWORD,
  RESET_ASKED_EMAIL,
  signInHandlers,
  tenantHandlers,
} from '../test/msw/auth';
import { fetchJson } from './http';
import { mountLoginPage } from './page';
import { loadAppearance } from './tenant';

/**
 * /login, the light sign-in page (login.html): no React in the product, plain DOM. The story
 * mounts that DOM into the story's root (React only holds the element), with the page's real
 * fetch calls answered by msw handlers of the API. Full page loads are recorded, not made.
 */
const NO_NOTICES: LoginNotice[] = [];

function LightLoginPage({ notices = NO_NOTICES }: { notices?: LoginNotice[] }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let alive = true;
    const call = fetchJson();
    void loadAppearance(call, 'console.demo.test').then((appearance) => {
      if (!alive) return;
      mountLoginPage({
        root: element,
        theme: makeTheme(appearance),
        search: '?redirect=%2Fchat%2Flobby',
        notices,
        services: {
          call,
          local: memoryStorage(),
          session: memoryStorage(),
          go: (path) => element.setAttribute('data-went-to', path),
          now: () => Date.now(),
        },
      });
    });
    return () => {
      alive = false;
      // The page's style sheet is global: it must not restyle the stories shown after this one.
      document.getElementById('sb-login-styles')?.remove();
    };
  }, [notices]);
  return <div ref={root} data-testid="light-login" />;
}

const meta = {
  title: 'Pages/Login (light page)',
  component: LightLoginPage,
  tags: ['page'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...tenantHandlers(), ...signInHandlers(), ...unmockedApiHandlers()] },
  },
} satisfies Meta<typeof LightLoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-testid="login-card"]');

/** The page as it opens: the tenant's logo and name over the form. */
export const SignIn: Story = {
  name: 'Sign in',
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: AUTH_MESSAGES.signInTitle });
    await expect(canvas.getByText(DEMO_APPEARANCE.app_name)).toBeVisible();
    await expect(canvas.getByRole('img', { name: DEMO_APPEARANCE.app_name })).toBeVisible();
    await expect(canvas.getByLabelText(AUTH_MESSAGES.email)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(AUTH_MESSAGES.password)).toHaveAttribute('type', 'password');
    await expect(card(canvasElement)?.getBoundingClientRect().width).toBe(
      LOGIN_CARD_WIDTHS['/login'],
    );
  },
};

/** Wrong input: each field says what is wrong with it, from the shared schema, and no call goes. */
export const FieldErrors: Story = {
  name: 'Field errors',
  play: async ({ canvas, canvasElement }) => {
    const email = await canvas.findByLabelText(AUTH_MESSAGES.email);
    await userEvent.type(email, 'ann');
    await userEvent.type(canvas.getByLabelText(AUTH_MESSAGES.password), '123{Enter}');
    await expect(await canvas.findByText('The email address is badly formatted.')).toBeVisible();
    await expect(
      canvas.getByText('The password must be at least 6 characters long.'),
    ).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('The email address is badly formatted.');
    await expect(email).toHaveFocus();
    await expect(canvasElement.querySelector('[data-went-to]')).toBeNull();
  },
};

/** A refused sign-in: the spec's text in the snackbar. */
export const WrongPassword: Story = {
  name: 'Wrong password',
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(AUTH_MESSAGES.email), 'operator@demo.test');
    await userEvent.type(canvas.getByLabelText(AUTH_MESSAGES.password), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: AUTH_MESSAGES.logIn }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The password is incorrect. Please check it and try again.',
    );
  },
};

/** A user without an entry role stays on the page with the spec's text. */
export const NoPermission: Story = {
  name: 'No permission',
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(AUTH_MESSAGES.email), 'norole@demo.test');
    await userEvent.type(canvas.getByLabelText(AUTH_MESSAGES.password), `${DEMO_PASSWORD}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.noPermission);
    await expect(canvasElement.querySelector('[data-went-to]')).toBeNull();
  },
};

/** A good sign-in leaves for the redirect; one that needs a code leaves for /totp. */
export const SignedIn: Story = {
  name: 'Signed in, and a second factor due',
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement }) => {
    const root = within(canvasElement).getByTestId('light-login');
    await userEvent.type(await canvas.findByLabelText(AUTH_MESSAGES.email), 'totp@demo.test');
    await userEvent.type(canvas.getByLabelText(AUTH_MESSAGES.password), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() =>
      expect(root).toHaveAttribute('data-went-to', '/totp?redirect=%2Fchat%2Flobby'),
    );
    const email = canvas.getByLabelText(AUTH_MESSAGES.email);
    await userEvent.clear(email);
    await userEvent.type(email, 'operator@demo.test{Enter}');
    await waitFor(() => expect(root).toHaveAttribute('data-went-to', '/chat/lobby'));
  },
};

/** The reset form, one click away; asked again within 15 minutes, the cooldown text. */
export const PasswordReset: Story = {
  name: 'Password reset',
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(AUTH_MESSAGES.email), 'poker@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: AUTH_MESSAGES.forgotPassword }));
    await canvas.findByRole('heading', { name: AUTH_MESSAGES.resetTitle });
    const email = canvas.getByLabelText(AUTH_MESSAGES.email);
    await expect(email).toHaveValue('poker@demo.test');
    await expect(email).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: AUTH_MESSAGES.sendResetEmail }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      messages.passwordResetRequested,
    );
    await userEvent.clear(email);
    await userEvent.type(email, `${RESET_ASKED_EMAIL}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      messages.passwordResetCooldown,
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTH_MESSAGES.backToLogin }));
    await expect(
      await canvas.findByRole('heading', { name: AUTH_MESSAGES.signInTitle }),
    ).toBeVisible();
  },
};

/** A phone (390 px): the card fills the width, with the session-expired notice handed over. */
export const Phone: Story = {
  name: 'Phone, with a handed-over notice',
  // Shot at the phone's width, not grown to the desktop page like the other page stories.
  tags: ['!page'],
  globals: { viewport: { value: 'mobile' } },
  args: { notices: [{ message: messages.sessionExpired, type: 'warning' }] },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: AUTH_MESSAGES.signInTitle });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.sessionExpired);
    const width = card(canvasElement)?.getBoundingClientRect().width ?? 0;
    await expect(width).toBeLessThan(LOGIN_CARD_WIDTHS['/login']);
    await expect(width).toBeGreaterThan(300);
  },
};
