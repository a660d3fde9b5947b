import { describe, expect, it } from 'vitest';
import { BROWSER_SETTINGS_DEFAULTS, parseBrowserSettings } from './settings.js';

describe('browser settings', () => {
  it('defaults to notifications on and 10000', () => {
    expect(BROWSER_SETTINGS_DEFAULTS).toEqual({
      isClaimedChatNotificationEnabled: true,
      claimedChatNotificationTimeoutSeconds: 10000,
    });
    expect(parseBrowserSettings(null)).toEqual(BROWSER_SETTINGS_DEFAULTS);
  });

  it('reads stored values', () => {
    expect(
      parseBrowserSettings(
        '{"isClaimedChatNotificationEnabled":false,"claimedChatNotificationTimeoutSeconds":5000}',
      ),
    ).toEqual({
      isClaimedChatNotificationEnabled: false,
      claimedChatNotificationTimeoutSeconds: 5000,
    });
  });

  it.each(['not json', '42', '"x"', 'null'])('falls back to defaults for %j', (stored) => {
    expect(parseBrowserSettings(stored)).toEqual(BROWSER_SETTINGS_DEFAULTS);
  });

  it('falls back field by field', () => {
    expect(
      parseBrowserSettings(
        '{"isClaimedChatNotificationEnabled":false,"claimedChatNotificationTimeoutSeconds":-3}',
      ),
    ).toEqual({
      isClaimedChatNotificationEnabled: false,
      claimedChatNotificationTimeoutSeconds: 10000,
    });
  });
});
