import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CHAT_MESSAGES,
  CONSOLE_MESSAGES,
  messages,
  pokeRemovedMessage,
  SETTINGS_MESSAGES,
  UIKIT_MESSAGES,
} from './messages.js';

describe('messages catalogue (spec §5, §8)', () => {
  it.each([
    [messages.noPermission, 'You do not have permission to access this domain.'],
    [
      messages.passwordResetCooldown,
      'You have to wait 15 minutes before another email can be send.',
    ],
    [
      messages.passwordResetRequested,
      'An email will be sent to your address with a password reset option.',
    ],
    [messages.secondFactorCodeSent, 'Validation code sent to the registered mobile number.'],
    [messages.chatClaimedByAnother, 'The chat was claimed by another operator'],
    [messages.claimFailed('Timeout'), 'Failed to claim chat. Timeout'],
    [messages.domainAddedToPoke('a.test', 'p1'), 'Added domain "a.test" to poke p1'],
    [
      messages.recurringPokeCreated('p2', 'p1'),
      'Created recurring poke "p2" based on the original poke "p1"',
    ],
    [messages.recurringPokeFailed('boom'), "Can't create recurring poke. Error: boom"],
    [messages.profileFetchFailed('42'), 'Failed to retrieve entertainment profile with id 42.'],
    [
      messages.attachmentsFetchFailed('42'),
      'Failed to retrieve attachments for profile with id: 42.',
    ],
    [messages.operatorsFetchFailed, 'An error occurred while fetching operators.'],
    [messages.operatorPoolsFetchFailed, 'An error occurred while fetching operator pools.'],
    [messages.pokeQueueSelectRegionAndLocation, 'Please select region and location'],
    [messages.pokeQueueNoData, 'No data for this location'],
    [messages.messageStatusChangeFailed, 'Failed to change the message status.'],
    [messages.logbookSaveFailed, 'Failed to save logbook entry.'],
    [messages.logbookRemoveFailed, 'Failed to remove logbook.'],
    [messages.signOutFailed('offline'), 'Failed signout: offline.'],
    [
      messages.sessionExpired,
      'Your login session has expired. Please log in again to access your account.',
    ],
    [messages.pokeNotFound('p9'), 'Poke document with id p9 not found'],
    [
      messages.cdnBaseUrlMissing('a.test'),
      'Oops! It seems like there\'s a problem with the configuration for the domain "a.test". Please make sure to set the CDN_BASE_LIVE_URL for this domain in your configuration.',
    ],
    [
      messages.tenantAliasMissing('a.test'),
      'Missing tenantAlias for domain "a.test". Please set tenantAlias in the domain configuration.',
    ],
    [messages.attachmentUrlFailed('abc'), "Can't get the attachment url for hash abc"],
    [messages.deletedMessageContent, 'This message has been deleted'],
    [messages.abuseWordExists('spam', 'nl'), 'Word "spam" already exists in "nl" abuse list.'],
    [messages.abuseWordExists('spam', ''), 'Word "spam" already exists in "global" abuse list.'],
    [messages.abuseWordExists('spam', null), 'Word "spam" already exists in "global" abuse list.'],
    [messages.logbookCategoryRequired, 'You have to select a category'],
    [messages.logbookValueRequired, 'You have to select a value'],
    [messages.logbookCommentRequired, 'Comment should contain some information'],
    [messages.logbookCommentTooLong, 'Comment should contain less than 120 characters'],
    [
      messages.pokeDisabledReason,
      "It's disabled because: there is no targets, filter 'in conversation' is enabled",
    ],
    [messages.noProfileFound, 'No profile found with the provided filters.'],
    [messages.noEntertainmentProfile, 'No entertainment profile found with the provided id!'],
    [messages.noCustomerProfile, 'No customer profile found with the provided id!'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('starts a failed domain add with the spec text', () => {
    expect(messages.domainAddFailed('"b.test" to poke p1')).toMatch(/^Can't add domain /);
  });

  it('names the domain and the event kind in thrown errors', () => {
    expect(messages.unknownDomainConfig('x.test')).toContain('x.test');
    expect(messages.unknownChatEventKind('renamed')).toContain('renamed');
  });

  it('reports follow-up counts after a poke removal', () => {
    expect(pokeRemovedMessage(0, 0)).toBe('The poke was removed.');
    expect(pokeRemovedMessage(2, 1)).toBe(
      'The poke was removed. Removed follow-ups: 2. Removed following follow-ups: 1.',
    );
    expect(pokeRemovedMessage(0, 3)).toBe('The poke was removed. Removed following follow-ups: 3.');
  });
});

describe("the console's own texts", () => {
  const groups = {
    AUTH_MESSAGES,
    CHAT_MESSAGES,
    CONSOLE_MESSAGES,
    SETTINGS_MESSAGES,
    UIKIT_MESSAGES,
  };

  it.each(Object.entries(groups))('%s are non-empty texts that carry their values', (_, group) => {
    for (const text of Object.values(group) as unknown[]) {
      const shown = typeof text === 'function' ? String(text('«v»', '«w»')) : text;
      expect(typeof shown).toBe('string');
      expect((shown as string).trim()).not.toBe('');
      if (typeof text === 'function') expect(shown).toContain('«v»');
    }
  });
});
