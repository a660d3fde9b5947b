/**
 * Texts of the console shell that the spec does not give (STYLE rule 18). The spec's own texts
 * come from the domain's `messages`; auth errors from `authErrorText`.
 */
export const CONSOLE_MESSAGES = {
  loadingApp: 'Loading Switchboard',
  loadingPage: 'Loading page',
  chunkLoadTimedOut: 'The page took too long to load. Check your connection and try again.',
  comingSoonTitle: (pageName: string) => `${pageName}`,
  comingSoon: 'This screen is coming soon.',
  homeTitle: 'Welcome',
  homeText: 'Choose a section in the menu to get started.',
} as const;

/** Texts of the sign-in screens. */
export const AUTH_MESSAGES = {
  signInTitle: 'Log in',
  email: 'Email',
  password: 'Password',
  logIn: 'Log in',
  forgotPassword: 'Forgot your password?',
  resetTitle: 'Reset password',
  resetExplanation: 'Enter your email address to receive a password reset link.',
  sendResetEmail: 'Send reset email',
  backToLogin: 'Back to login',
  totpTitle: 'Authenticator code',
  phoneCodeTitle: 'Validation code',
  phoneCodeExplanation: 'Enter the 6-digit code we sent by SMS to your registered mobile number.',
  totpExplanation: 'Enter the 6-digit code from your authenticator app.',
  code: 'Code',
  verify: 'Verify',
  codeFormat: 'Enter the 6-digit code.',
  noPendingSignIn: 'There is no sign-in waiting for a code. Please log in again.',
  totpRegisterTitle: 'Set up an authenticator app',
  totpRegisterExplanation:
    'Scan the QR code with your authenticator app, or enter the secret by hand. Then enter the 6-digit code the app shows.',
  qrCodeAlt: 'QR code for your authenticator app',
  secret: 'Secret for manual entry',
  activate: 'Activate',
  totpActivated: 'Your authenticator app is set up.',
  totpSettleDownTitle: 'Authenticator app ready',
  totpSettleDownText:
    'Your authenticator app is set up. From now on you log in with your password and a code from the app.',
  continue: 'Continue',
  mfaTitle: 'Two-factor authentication',
  mfaExplanation:
    'Your account needs a second factor. Enter your mobile number to receive a validation code by SMS.',
  phoneNumber: 'Mobile number',
  sendCode: 'Send code',
  validationCode: 'Validation code',
  phoneUnavailable:
    'Phone enrolment is not available on this server. Set up an authenticator app instead.',
  preferAuthenticatorApp: 'Prefer an app over SMS?',
  useAuthenticatorApp: 'Set up an authenticator app',
  phoneEnrolled: 'Your mobile number is enrolled as your second factor.',
  logOut: 'Log out',
} as const;

/** Texts of the personal settings screen. */
export const SETTINGS_MESSAGES = {
  title: 'Settings',
  claimedChatSection: 'Claimed chat notifications',
  enabled: 'Show a notification while I have a chat claimed',
  timeout: 'Notification display time (milliseconds)',
  timeoutHelper: 'How long the browser notification stays on screen. Default 10000.',
  save: 'Save settings',
  saved: 'Your settings are saved.',
  invalidTimeout: 'Enter a whole number from 0 to 600000.',
} as const;
