import { BrowserSettings, parseBrowserSettings } from '@switchboard/domain';
import { readKey, STORAGE_KEYS, writeKey, type KeyValueStorage } from '../../common/storage';

/** The claimed-chat notification settings kept in this browser (spec §3), defaults filled in. */
export function loadBrowserSettings(storage: KeyValueStorage | null): BrowserSettings {
  return parseBrowserSettings(readKey(storage, STORAGE_KEYS.browserSettings));
}

/** Stores the settings, validated: a bad value is stored as its default. */
export function saveBrowserSettings(
  storage: KeyValueStorage | null,
  settings: BrowserSettings,
): BrowserSettings {
  const valid = BrowserSettings.parse(settings);
  writeKey(storage, STORAGE_KEYS.browserSettings, JSON.stringify(valid));
  return valid;
}

/** The timeout as typed, or null when it is not a whole number the settings accept. */
export function parseTimeoutInput(input: string): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return BrowserSettings.shape.claimedChatNotificationTimeoutSeconds.safeParse(value).success &&
    value <= 600_000
    ? value
    : null;
}
