import type { NotificationType } from '@switchboard/domain';
import { readKey, STORAGE_KEYS, writeKey, type KeyValueStorage } from '../../common/storage';
import type { PendingSecondFactor } from './authSlice';

/**
 * What crosses the full page load between the light /login page (src/login, no React) and the
 * React app, through session storage (this tab only): the sign-in waiting for its second factor
 * (login → /totp), and the notifications the app had when it sent the user to /login (app →
 * login). Each is read once: taking it removes it.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reads and removes a JSON key; null when missing or unreadable. */
function takeJson(storage: KeyValueStorage | null, key: string): unknown {
  const text = readKey(storage, key);
  if (text === null) return null;
  writeKey(storage, key, null);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Hands a sign-in waiting for its second factor to the React app's /totp page. */
export function handOverPendingSecondFactor(
  storage: KeyValueStorage | null,
  pending: PendingSecondFactor,
): void {
  writeKey(storage, STORAGE_KEYS.pendingSecondFactor, JSON.stringify(pending));
}

/** The sign-in the light /login page handed over (removed from storage), or null. */
export function takePendingSecondFactor(
  storage: KeyValueStorage | null,
): PendingSecondFactor | null {
  const raw = takeJson(storage, STORAGE_KEYS.pendingSecondFactor);
  if (!isRecord(raw)) return null;
  const { mfaPendingToken, email, factor } = raw;
  if (typeof mfaPendingToken !== 'string' || mfaPendingToken === '') return null;
  if (typeof email !== 'string' || (factor !== 'totp' && factor !== 'phone')) return null;
  return { mfaPendingToken, email, factor };
}

/** A snackbar notification carried to the light /login page. */
export interface LoginNotice {
  message: string;
  type: NotificationType;
}

const NOTIFICATION_TYPES: readonly string[] = ['success', 'error', 'info', 'warning'];

/** Hands the app's notifications (newest first) to the light /login page; none removes the key. */
export function handOverLoginNotices(
  storage: KeyValueStorage | null,
  notices: readonly LoginNotice[],
): void {
  const kept = notices.map(({ message, type }) => ({ message, type }));
  writeKey(storage, STORAGE_KEYS.loginNotices, kept.length === 0 ? null : JSON.stringify(kept));
}

/** The notifications handed to /login (removed from storage), newest first; [] when none. */
export function takeLoginNotices(storage: KeyValueStorage | null): LoginNotice[] {
  const raw = takeJson(storage, STORAGE_KEYS.loginNotices);
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) =>
    isRecord(item) &&
    typeof item.message === 'string' &&
    item.message !== '' &&
    typeof item.type === 'string' &&
    NOTIFICATION_TYPES.includes(item.type)
      ? [{ message: item.message, type: item.type as NotificationType }]
      : [],
  );
}
