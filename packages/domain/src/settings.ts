import { z } from 'zod';
import {
  CLAIMED_CHAT_NOTIFICATION_ENABLED_DEFAULT,
  CLAIMED_CHAT_NOTIFICATION_TIMEOUT_DEFAULT,
} from './constants.js';

/**
 * Settings kept in the browser (spec §3). The timeout keeps the spec's name and default; the value
 * is used as the browser notification's display time in milliseconds.
 */
export const BrowserSettings = z.object({
  isClaimedChatNotificationEnabled: z.boolean().catch(CLAIMED_CHAT_NOTIFICATION_ENABLED_DEFAULT),
  claimedChatNotificationTimeoutSeconds: z
    .number()
    .int()
    .min(0)
    .max(600_000)
    .catch(CLAIMED_CHAT_NOTIFICATION_TIMEOUT_DEFAULT),
});
export type BrowserSettings = z.infer<typeof BrowserSettings>;

export const BROWSER_SETTINGS_DEFAULTS: BrowserSettings = {
  isClaimedChatNotificationEnabled: CLAIMED_CHAT_NOTIFICATION_ENABLED_DEFAULT,
  claimedChatNotificationTimeoutSeconds: CLAIMED_CHAT_NOTIFICATION_TIMEOUT_DEFAULT,
};

/**
 * Reads stored settings (JSON text from browser storage). Anything missing or malformed falls back
 * to its default, field by field, so a corrupted store never breaks the app.
 */
export function parseBrowserSettings(stored: string | null | undefined): BrowserSettings {
  let raw: unknown;
  try {
    raw = stored ? JSON.parse(stored) : {};
  } catch {
    raw = {};
  }
  const object = typeof raw === 'object' && raw !== null ? raw : {};
  return BrowserSettings.parse({ ...BROWSER_SETTINGS_DEFAULTS, ...object });
}
