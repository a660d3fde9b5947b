/**
 * Every user-facing text of spec §5 and §8, exactly as the spec writes it. Texts with a value in
 * them are functions; everything else is a string. UI and CLI read texts from here, never inline.
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
