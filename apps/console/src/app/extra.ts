import axios, { type AxiosInstance } from 'axios';
import { localStore, type KeyValueStorage } from '../common/storage';
import { loadSession } from '../features/auth/session';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../features/notifications/queueRules';
import { SessionRefresher } from './sessionRefresher';
import { LivePortal } from './socket/LivePortal';

/**
 * The services the store's thunks, listeners and base query reach through `extra`: HTTP, the
 * session refresher, the socket, navigation, storage, the clock and chance. Tests pass fakes.
 */
export interface AppExtra {
  http: AxiosInstance;
  refresher: SessionRefresher;
  portal: LivePortal;
  /** Client-side navigation (the router's `navigate`); set once the router exists. */
  navigate: (path: string) => void;
  storage: KeyValueStorage | null;
  now: () => number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
  /**
   * How long a success or info notification stays before it closes by itself
   * (`NOTIFICATION_AUTO_CLOSE_MS`); `Infinity` keeps it until the user closes it. Page stories
   * keep theirs: a story's shot is taken whenever its play function ends, on a loaded machine
   * more than 6 s after the notice it shows opened (the MFA story's, session 38).
   */
  noticeLifetimeMs: number;
}

export interface AppExtraOverrides extends Partial<AppExtra> {
  /** Base URL of the API; the console's own origin by default (dev proxy or the server). */
  baseURL?: string;
  /** The lock tabs take to refresh the session; the browser's Web Locks by default. */
  refreshLock?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The real services, with any of them replaced. */
export function makeExtra(overrides: AppExtraOverrides = {}): AppExtra {
  const { baseURL = '', refreshLock, ...rest } = overrides;
  const http = rest.http ?? axios.create({ baseURL, headers: { Accept: 'application/json' } });
  const now = rest.now ?? (() => Date.now());
  const storage = rest.storage === undefined ? localStore() : rest.storage;
  return {
    http,
    refresher:
      rest.refresher ?? new SessionRefresher(http, now, () => loadSession(storage), refreshLock),
    portal: rest.portal ?? new LivePortal(),
    navigate:
      rest.navigate ??
      ((path) => {
        if (typeof window !== 'undefined') window.location.assign(path);
      }),
    storage,
    now,
    random: rest.random ?? Math.random,
    sleep: rest.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    noticeLifetimeMs: rest.noticeLifetimeMs ?? NOTIFICATION_AUTO_CLOSE_MS,
  };
}
