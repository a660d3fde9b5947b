import { describe, expect, it } from 'vitest';
import { BROWSER_SETTINGS_DEFAULTS } from '@switchboard/domain';
import { memoryStorage, STORAGE_KEYS } from '../../common/storage';
import { loadBrowserSettings, parseTimeoutInput, saveBrowserSettings } from './browserSettings';

describe('browser settings', () => {
  it('defaults to notifications on and 10000', () => {
    expect(loadBrowserSettings(memoryStorage())).toEqual({
      isClaimedChatNotificationEnabled: true,
      claimedChatNotificationTimeoutSeconds: 10000,
    });
  });

  it('stores and reads back the settings', () => {
    const storage = memoryStorage();
    saveBrowserSettings(storage, {
      isClaimedChatNotificationEnabled: false,
      claimedChatNotificationTimeoutSeconds: 5000,
    });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.browserSettings) ?? '')).toEqual({
      isClaimedChatNotificationEnabled: false,
      claimedChatNotificationTimeoutSeconds: 5000,
    });
    expect(loadBrowserSettings(storage).claimedChatNotificationTimeoutSeconds).toBe(5000);
  });

  it('falls back to the defaults for a corrupt value', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.browserSettings]: 'nope' });
    expect(loadBrowserSettings(storage)).toEqual(BROWSER_SETTINGS_DEFAULTS);
  });

  it('accepts whole numbers from 0 to 600000 as the timeout', () => {
    expect(parseTimeoutInput(' 10000 ')).toBe(10000);
    expect(parseTimeoutInput('0')).toBe(0);
    expect(parseTimeoutInput('600001')).toBeNull();
    expect(parseTimeoutInput('-1')).toBeNull();
    expect(parseTimeoutInput('1.5')).toBeNull();
    expect(parseTimeoutInput('')).toBeNull();
  });
});
