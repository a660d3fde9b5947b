/**
 * The one catalogue of user-facing texts. `messages` holds every text of spec §5 and §8, exactly
 * as the spec writes it; the `*_MESSAGES` groups below hold the console's texts that the spec does
 * not give, one group per screen area. Texts with a value in them are functions; everything else
 * is a string. UI and CLI read texts from here, never inline.
 */

export type NotificationType = 'success' | 'error' | 'info' | 'warning';
export const NOTIFICATION_TYPES = ['success', 'error', 'info', 'warning'] as const;

export const messages = {
  // §8 snackbar notifications
  noPermission: 'You do not have permission to access this domain.',
  passwordResetCooldown: 'You have to wait 15 minutes before another email can be send.',
  passwordResetRequested: 'An email will be sent to your address with a password reset option.',
  secondFactorCodeSent: 'Validation code sent to the registered mobile number.',
  chatClaimedByAnother: 'The chat was claimed by another operator',
  claimFailed: (error: string) => `Failed to claim chat. ${error}`,
  domainAddedToPoke: (domain: string, pokeId: string) =>
    `Added domain "${domain}" to poke ${pokeId}`,
  recurringPokeCreated: (newId: string, originalId: string) =>
    `Created recurring poke "${newId}" based on the original poke "${originalId}"`,
  domainAddFailed: (detail: string) => `Can't add domain ${detail}`,
  recurringPokeFailed: (error: string) => `Can't create recurring poke. Error: ${error}`,
  profileFetchFailed: (id: string) => `Failed to retrieve entertainment profile with id ${id}.`,
  attachmentsFetchFailed: (id: string) =>
    `Failed to retrieve attachments for profile with id: ${id}.`,
  operatorsFetchFailed: 'An error occurred while fetching operators.',
  operatorPoolsFetchFailed: 'An error occurred while fetching operator pools.',
  pokeQueueSelectRegionAndLocation: 'Please select region and location',
  pokeQueueNoData: 'No data for this location',
  messageStatusChangeFailed: 'Failed to change the message status.',
  logbookSaveFailed: 'Failed to save logbook entry.',
  logbookRemoveFailed: 'Failed to remove logbook.',
  signOutFailed: (error: string) => `Failed signout: ${error}.`,
  pokeRemoved: 'The poke was removed.',
  sessionExpired: 'Your login session has expired. Please log in again to access your account.',
  /**
   * The server's 'disconnectOperator' ended a session whose account is still enabled (#28; the
   * spec gives no text): /login says why, as it does for a disabled account.
   */
  signedOutRemotely: 'You were signed out by an administrator.',

  // §8 thrown errors
  pokeNotFound: (id: string) => `Poke document with id ${id} not found`,
  cdnBaseUrlMissing: (domain: string) =>
    `Oops! It seems like there's a problem with the configuration for the domain "${domain}". Please make sure to set the CDN_BASE_LIVE_URL for this domain in your configuration.`,
  tenantAliasMissing: (domain: string) =>
    `Missing tenantAlias for domain "${domain}". Please set tenantAlias in the domain configuration.`,
  attachmentUrlFailed: (hash: string) => `Can't get the attachment url for hash ${hash}`,
  unknownDomainConfig: (domain: string) => `No domain configuration found for domain "${domain}"`,
  unknownChatEventKind: (kind: string) => `Unknown chat event kind "${kind}"`,

  // §4 message deletion
  deletedMessageContent: 'This message has been deleted',

  // §5 abuse words
  abuseWordExists: (value: string, locale: string | null | undefined) =>
    `Word "${value}" already exists in "${locale ? locale : 'global'}" abuse list.`,

  // §5 logbook form
  logbookCategoryRequired: 'You have to select a category',
  logbookValueRequired: 'You have to select a value',
  logbookCommentRequired: 'Comment should contain some information',
  logbookCommentTooLong: 'Comment should contain less than 120 characters',

  // §5 pokes
  pokeDisabledReason:
    "It's disabled because: there is no targets, filter 'in conversation' is enabled",

  // §5 profile lookup
  noProfileFound: 'No profile found with the provided filters.',
  noEntertainmentProfile: 'No entertainment profile found with the provided id!',
  noCustomerProfile: 'No customer profile found with the provided id!',

  // §2 / §4 claimed chat panel and logbook dialog
  stillHaveChatClaimed: 'You still have a chat claimed',
  newCustomerLogbook: 'New customer logbook',
  editCustomerLogbook: 'Edit customer logbook',
  newProfileLogbook: 'New profile logbook',
  editProfileLogbook: 'Edit profile logbook',
  customerLogbooks: 'Customer Logbooks',
  profileLogbooks: 'Profile Logbooks',
  addNewLog: 'Add new log',
  noLogsYet: 'No logs yet',
  nonTenantMode: 'non-tenant mode',
} as const;

/**
 * 'The poke was removed.' plus the follow-up counts. The spec does not give the wording of the
 * counts; this reads as one sentence per kind and leaves them out when there are none.
 */
export function pokeRemovedMessage(followUps: number, followingFollowUps: number): string {
  const parts: string[] = [messages.pokeRemoved];
  if (followUps > 0) parts.push(`Removed follow-ups: ${followUps}.`);
  if (followingFollowUps > 0) parts.push(`Removed following follow-ups: ${followingFollowUps}.`);
  return parts.join(' ');
}

/** A text shown to the user together with its snackbar type. */
export interface Notification {
  message: string;
  type: NotificationType;
}

// The console's own texts (not in the spec).

/** The console shell (loading, placeholders). */
export const CONSOLE_MESSAGES = {
  loadingApp: 'Loading Switchboard',
  loadingPage: 'Loading page',
  /** The React app found itself loaded at /login: the server did not serve the sign-in page. */
  loginPageMissing:
    'The login page is missing from this build of the console. Build the console again and reload.',
  chunkLoadTimedOut: 'The page took too long to load. Check your connection and try again.',
  /** A call's answer did not match its schema (`what` names the answer: 'poke', 'statistics'…). */
  unexpectedAnswer: (what: string) => `The server sent an unexpected ${what}.`,
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
  mfaOptional:
    'Your account does not require a second factor, but you can add one. Enter your mobile number to receive a validation code by SMS.',
  checkingFactors: 'Checking the second factors of your account',
  hasTotp:
    'Your account is protected by an authenticator app: every sign-in asks for a code from it.',
  hasPhone:
    'Your mobile number is enrolled as your second factor: every sign-in asks for a code sent by SMS.',
  signInAgainNeeded:
    'Your account requires this second factor at sign-in. Log in again with your password and the code to continue.',
  logInAgain: 'Log in again',
  totpAlreadySetUp:
    'An authenticator app is already set up for your account. To use another one, ask an administrator to reset your second factor.',
  totpNotSetUpTitle: 'No authenticator app yet',
  totpNotSetUp: 'No authenticator app is set up for your account yet.',
  phoneNumber: 'Mobile number',
  sendCode: 'Send code',
  validationCode: 'Validation code',
  phoneUnavailable:
    'Phone enrolment is not available on this server. Set up an authenticator app instead.',
  preferAuthenticatorApp: 'Prefer an app over SMS?',
  useAuthenticatorApp: 'Set up an authenticator app',
  phoneEnrolled: 'Your mobile number is enrolled as your second factor.',
  phoneEnrolledTitle: 'Mobile number enrolled',
  phoneNextSignIn: 'From your next sign-in on, enter the code sent by SMS after your password.',
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

/** The layout's realtime connection status line (#30). */
export const CONNECTION_MESSAGES = {
  reconnecting: 'Reconnecting…',
} as const;

/** The chat screens (lobby, unclaimed list, claimed chat). */
export const CHAT_MESSAGES = {
  lobbyTitle: 'Chat lobby',
  lobbyIntro: 'Claim the next chat of a queue. A claim holds for a few minutes.',
  noGeos: 'Your account has no regions (geos): there are no queues for you.',
  noPools: 'Your account may not claim chats in any queue.',
  openClaimedChat: 'Open the claimed chat',
  listTitle: 'Unclaimed chats',
  claimedTitle: 'Claimed chat',
  loadingClaimedChat: 'Loading your claimed chat',
  noClaimedChat: 'You have no chat claimed.',
  noClaimedChatHint: 'Claim a chat in the lobby to answer it here.',
  toLobby: 'Go to the chat lobby',
  replySent: 'Your reply was sent. The chat is released.',
  sendFailed: (error: string) => `The reply was not sent. ${error}`,
  replyInvalid: 'Write a reply or choose an attachment first.',
  release: 'Release chat',
  released: 'The chat is released.',
  releaseFailed: (error: string) => `The chat could not be released. ${error}`,
  claimEnded: 'Your claim on this chat has run out.',
  customer: 'Customer',
  profile: 'Profile',
  conversation: (customer: string, profile: string) =>
    `Conversation of ${customer} with ${profile}`,
  unknownName: 'Unknown',
  olderFailed: (error: string) => `Older messages could not be loaded. ${error}`,
  messagesFailed: 'The conversation could not be loaded.',
  deleteTitle: 'Delete message',
  deleteReason: 'Reason',
  deleteConfirm: 'Delete',
  editTitle: 'Edit message',
  editContent: 'Modified text',
  editConfirm: 'Save',
  cancel: 'Cancel',
  attachmentsTitle: 'Choose an attachment',
  loadingAttachments: 'Loading attachments',
  noAttachments: 'This chat has no unused attachments.',
  attachmentAlt: (index: number) => `Attachment ${index}`,
  removeAttachment: 'Remove attachment',
  attachmentChosen: 'Attachment to send',
  attachmentFailed: 'The attachment could not be shown.',
  regenerateFailed: (error: string) => `New suggestions could not be requested. ${error}`,
  profileFailed: (error: string) => `The profile could not be loaded. ${error}`,
  claimTimer: 'Time left on your claim',
  unexpectedAnswer: (what: string) => `The server sent an unexpected ${what}.`,
} as const;

/** The /uikit page. */
export const UIKIT_MESSAGES = {
  title: 'UI kit',
  sections: 'UI kit sections',
  loading: 'Loading the UI kit',
  notBuilt: 'The UI kit has not been built. Run npm run build-storybook.',
  frameTitle: 'UI kit (Storybook)',
  openInNewTab: 'Open in a new tab',
} as const;

/** The poke wizard and the poke page (the spec's poke texts are in `messages`). */
export const POKE_MESSAGES = {
  newPoke: 'New poke',
  editPoke: 'Edit poke',
  profile: 'Entertainment profile',
  domains: 'Domains',
  chooseDomainsFirst: 'Choose a domain and a profile to count the customers.',
  targetsPerDomain: 'Targets per domain',
  followUps: 'Follow-ups',
  save: 'Save poke',
  saved: (id: string) => `Saved poke ${id}`,
  loading: 'Loading the poke…',
  countFailed: 'The customers could not be counted.',
  profileMissing: 'Choose a profile to send the poke from.',
  noDomains: 'No domains to send pokes on.',
  poke: 'Poke',
  details: 'Poke details',
  status: 'Status',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  confirmDelete: 'Delete this poke?',
  confirmDeleteBody: 'The poke and its follow-ups are removed.',
  addDomain: 'Add domain',
  chooseDomain: 'Choose a domain',
  everyDays: 'Every (days)',
  firstSend: 'First send',
  convert: 'Convert to recurring',
} as const;

// The admin's and developer's screens (#16) keep their texts in a module of their own, so the
// console's first load (which holds this module whole) does not carry them.
export * from './admin-messages.js';

/**
 * The statistics screens' texts, in a module of their own so that only the statistics chunk of
 * the console carries them (the /login first-load budget).
 */
export { STATISTICS_MESSAGES } from './statistics-messages.js';

/** The poke wizard's and poke page's own texts, in a module of their own (first-load budget). */
export { POKE_UI_MESSAGES } from './poke-messages.js';

/** The poke page's live send progress (issue #14). */
export const POKE_SEND_MESSAGES = {
  progress: 'Send progress',
  reachedOf: (reached: number, estimate: number) => `${reached} of ${estimate} reached`,
  /** The breakdown of what the sends did, per recipient (issue #14). */
  breakdown: 'What was sent',
  breakdownLoading: 'Loading what was sent…',
  breakdownEmpty: 'Nothing has been sent yet.',
  breakdownFailed: (why: string) => `What was sent could not be loaded: ${why}`,
  allSites: 'All domains',
  sent: (n: number) => `Sent: ${n}`,
  alreadyHad: (n: number) => `Already had it: ${n}`,
  skipped: (reason: string, n: number) => `Skipped, ${reason}: ${n}`,
  failed: (n: number) => `Failed: ${n}`,
  stopped: (why: string) => `Stopped: ${why}`,
  failure: (customerId: string, why: string) => `${customerId}: ${why}`,
  moreFailures: (n: number) => `and ${n} more failed`,
  unknownFailure: 'no reason given',
  retry: 'Try again',
  /** Why a recipient was skipped, by the server's reason; any other shows as it comes. */
  skipReasons: {
    in_conversation: 'in conversation',
    answered: 'answered the poke before',
    filtered_out: 'filtered out at send time',
  } as Record<string, string>,
} as const;

/**
 * The abuse review screens' texts, in a module of their own so that only the abuse chunks of the
 * console carry them (the /login first-load budget).
 */
export { ABUSE_MESSAGES } from './abuse-messages.js';

/** The poke queue, schedule and calendar screens (issue #14), in a module of their own. */
export { LATE_POKE_MESSAGES, POKE_SCREENS_MESSAGES } from './poke-screens-messages.js';
