/**
 * The console's browser storage, one place for its keys. Every key starts with `switchboard.` so
 * a shared origin never collides with other apps.
 *
 * - `switchboard.session`: the signed-in session (tokens and user claims), so a reload stays
 *   signed in. Removed on sign-out and when the session expires.
 * - `switchboard.selectedGeo`: the locale (geo) chosen in the geo selectors of later screens.
 *   Reset (removed) after every login, spec §4 "Session and presence".
 * - `switchboard.browserSettings`: the claimed-chat notification settings (spec §3), JSON read
 *   with the domain's `parseBrowserSettings`.
 * - `switchboard.announcementsSeen`: the uid of the Operator who closed the announcements dialog
 *   of the current sign-in, so a reload does not show it again; removed at every login.
 * - `switchboard.dismissedSystemNotification`: the id of the system notification the user closed
 *   (session storage: it comes back in a new tab or after signing in again).
 * - `switchboard.pendingSecondFactor`: a sign-in waiting for its second factor, handed from the
 *   light /login page (src/login) to the React app's /totp page (session storage, read once and
 *   removed when the app starts).
 * - `switchboard.loginNotices`: the snackbar notifications the React app had when it sent the
 *   user to /login by a full page load (e.g. 'Your session has expired'), shown there (session
 *   storage, read once and removed).
 */
export const STORAGE_KEYS = {
  session: 'switchboard.session',
  selectedGeo: 'switchboard.selectedGeo',
  browserSettings: 'switchboard.browserSettings',
  announcementsSeen: 'switchboard.announcementsSeen',
  dismissedSystemNotification: 'switchboard.dismissedSystemNotification',
  pendingSecondFactor: 'switchboard.pendingSecondFactor',
  loginNotices: 'switchboard.loginNotices',
} as const;

/** The part of the Web Storage API the console uses; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storageOf(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    // Access throws when the browser blocks site data.
    return null;
  }
}

/** The browser's local storage, or null where there is none (tests, blocked site data). */
export function localStore(): KeyValueStorage | null {
  return storageOf('localStorage');
}

/** The browser's session storage, or null where there is none. */
export function sessionStore(): KeyValueStorage | null {
  return storageOf('sessionStorage');
}

/** Reads a key; null when missing or when storage fails. */
export function readKey(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key (or removes it for null); storage failures (quota, blocked) are ignored. */
export function writeKey(storage: KeyValueStorage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Nothing to do: the console works without storage, it only forgets on reload.
  }
}

/** An in-memory storage, for tests and for browsers without storage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
