import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  AUTH_MESSAGES,
  authErrorText,
  ROUTE_PATHS,
  SessionUser,
  TokenPair,
} from '@switchboard/domain';
import { LoginLayout } from '@switchboard/ui';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { makeStore } from '../../app/store';
import { memoryStorage } from '../../common/storage';
import { answer, bodyOf, checked, errorAnswer, latency } from '../../test/msw/answers';
import { apiHandlers, LEFT_PAGE_TEST_ID, pinStoryClock } from '../../test/pageStory';
import { expectNoSidewaysScroll, expectWithinScreen } from '../../test/phone';
import { StoryLivePortal } from '../../test/storyPortal';
import { NotificationsSnackbar } from '../notifications/NotificationsSnackbar';
import { initialAuthState, type PendingSecondFactor } from './authSlice';
import { TotpPage } from './TotpPage';
import { animationsSettled } from '../../test/animations';

/** The code the stories' authenticator app (or SMS) shows; any other is wrong. */
const GOOD_CODE = '123456';

/** The sign-in waiting for its second factor, as /login leaves it after POST /auth/sign-in. */
const PENDING: PendingSecondFactor = {
  mfaPendingToken: 'story-pending',
  email: 'totp@demo.test',
  factor: 'totp',
};

const TOKENS = checked(
  TokenPair,
  {
    idToken: 'story-id-token',
    refreshToken: 'story-refresh-token',
    expiresIn: 3600,
    user: SessionUser.parse({
      uid: 'demo-totp',
      email: 'totp@demo.test',
      name: 'Olga Operator',
      tenantId: 'tenant-demo',
      tenantAlias: 'demo',
      companyName: 'Demo Company',
      roles: ['CHAT_OPERATOR'],
      geos: ['nl'],
      forceMfa: false,
      forcedTotp: false,
      signInSecondFactor: 'totp',
    }),
  },
  'token pair',
);

/**
 * POST /auth/mfa/totp and /auth/mfa/phone: tokens for `GOOD_CODE`, the server's 400
 * auth/invalid-verification-code for any other code.
 */
function secondFactorSignInHandlers() {
  const finish = async ({ request }: { request: Request }) => {
    const body = (await bodyOf(request)) as { mfaPendingToken?: string; code?: string };
    await latency();
    if (body.code !== GOOD_CODE || body.mfaPendingToken !== PENDING.mfaPendingToken) {
      return errorAnswer({
        status: 400,
        code: 'auth/invalid-verification-code',
        message: authErrorText('auth/invalid-verification-code'),
      });
    }
    return answer(TokenPair, TOKENS);
  };
  return [http.post('/auth/mfa/totp', finish), http.post('/auth/mfa/phone', finish)];
}

/** `parameters.signIn` of a story: the sign-in waiting for a code, or none. */
interface SignInParameters {
  pending: PendingSecondFactor | null;
}

function LeftPage() {
  const { pathname } = useLocation();
  return (
    <p data-testid={LEFT_PAGE_TEST_ID} style={{ padding: 24, fontFamily: 'monospace' }}>
      {pathname}
    </p>
  );
}

/** Gives the store's `navigate` service the MemoryRouter's navigation. */
function NavigationBridge({ bind }: { bind: (navigate: (path: string) => void) => void }) {
  const navigate = useNavigate();
  bind((path) => void navigate(path));
  return null;
}

/**
 * /totp is shown signed out, in the login layout: the real store with no session and the
 * story's pending sign-in, a MemoryRouter at /totp, the login card and the snackbar.
 */
function SignedOutPage({ pending, children }: SignInParameters & { children: ReactNode }) {
  const [wiring] = useState(() => {
    let navigate: (path: string) => void = () => undefined;
    const store = makeStore(
      { auth: { ...initialAuthState, pendingSecondFactor: pending } },
      {
        storage: memoryStorage(),
        navigate: (path) => navigate(path),
        portal: new StoryLivePortal({}),
      },
    );
    return { store, bind: (to: typeof navigate) => void (navigate = to) };
  });
  return (
    <Provider store={wiring.store}>
      <MemoryRouter initialEntries={[ROUTE_PATHS.totp]}>
        <NavigationBridge bind={wiring.bind} />
        <div style={{ minHeight: '100vh', contain: 'layout' }}>
          <Routes>
            <Route
              path={ROUTE_PATHS.totp}
              element={<LoginLayout path={ROUTE_PATHS.totp}>{children}</LoginLayout>}
            />
            <Route path="*" element={<LeftPage />} />
          </Routes>
          <NotificationsSnackbar />
        </div>
      </MemoryRouter>
    </Provider>
  );
}

const withSignedOutPage: Decorator = (Story, context) => {
  const signIn = context.parameters.signIn as SignInParameters | undefined;
  return (
    <SignedOutPage pending={signIn?.pending ?? null}>
      <Story />
    </SignedOutPage>
  );
};

/** /totp: the second step of a sign-in, with the code of an authenticator app or an SMS. */
const meta = {
  title: 'Auth/TOTP page',
  component: TotpPage,
  tags: ['page'],
  decorators: [withSignedOutPage],
  beforeEach: pinStoryClock,
  parameters: {
    layout: 'fullscreen',
    signIn: { pending: PENDING } satisfies SignInParameters,
    msw: { handlers: apiHandlers({ signIn: secondFactorSignInHandlers() }) },
  },
} satisfies Meta<typeof TotpPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The code field of an authenticator sign-in has the focus. */
export const AuthenticatorCode: Story = {
  name: 'Authenticator code',
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: AUTH_MESSAGES.totpTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(AUTH_MESSAGES.totpExplanation)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: AUTH_MESSAGES.code })).toHaveFocus();
  },
};

/** The right code finishes the sign-in: the user goes on to the console. */
export const SignsIn: Story = {
  name: 'Right code signs in',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: AUTH_MESSAGES.code }),
      '123 456',
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTH_MESSAGES.verify }));
    await expect(await canvas.findByTestId(LEFT_PAGE_TEST_ID)).toHaveTextContent(ROUTE_PATHS.home);
  },
};

/** A code that is not six digits is refused in the field; a wrong one by the server. */
export const WrongCode: Story = {
  name: 'Wrong code',
  play: async ({ canvas }) => {
    const code = await canvas.findByRole('textbox', { name: AUTH_MESSAGES.code });
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: AUTH_MESSAGES.verify }));
    await expect(await canvas.findByText(AUTH_MESSAGES.codeFormat)).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: AUTH_MESSAGES.verify }));
    await expect(
      await canvas.findByText(authErrorText('auth/invalid-verification-code')),
    ).toBeVisible();
    await expect(canvas.queryByText(AUTH_MESSAGES.codeFormat)).toBeNull();
    await expect(canvas.queryByTestId(LEFT_PAGE_TEST_ID)).toBeNull();
    await animationsSettled();
  },
};

/** A sign-in whose second factor is the phone asks for the code sent by SMS. */
export const SmsCode: Story = {
  name: 'Code sent by SMS',
  parameters: { signIn: { pending: { ...PENDING, factor: 'phone' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: AUTH_MESSAGES.phoneCodeTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(AUTH_MESSAGES.phoneCodeExplanation)).toBeVisible();
  },
};

/** Opened without a sign-in waiting (a reload, an old tab): back to the login. */
export const NoPendingSignIn: Story = {
  name: 'No sign-in waiting',
  parameters: { signIn: { pending: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(AUTH_MESSAGES.noPendingSignIn)).toBeVisible();
    await expect(canvas.getByRole('link', { name: AUTH_MESSAGES.backToLogin })).toHaveAttribute(
      'href',
      ROUTE_PATHS.login,
    );
    await expect(canvas.queryByRole('button', { name: AUTH_MESSAGES.verify })).toBeNull();
  },
};

/** On a phone (390 px) the card, the field and Verify fit the screen. */
export const Phone: Story = {
  name: 'Phone layout',
  tags: ['no-visual'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const field = await canvas.findByRole('textbox', { name: AUTH_MESSAGES.code });
    await expectWithinScreen(field);
    await expectWithinScreen(canvas.getByRole('button', { name: AUTH_MESSAGES.verify }));
    await expectNoSidewaysScroll(canvasElement);
  },
};
