import {
  isChatPagePath,
  QUEUE_COUNTS_FIRST_REFRESH_MS,
  QUEUE_COUNTS_REFRESH_MS,
  selectUnclaimedQueue,
  type BrowserSettings,
  type Chat,
  type CompleteChat,
  type DomainConfig,
} from '@switchboard/domain';

/**
 * View-model rules of the chat screens that are the console's own (timing, listening,
 * notifications); the business rules they call are the domain's.
 */

/**
 * The wait before the queue counts' next refresh (spec §4, §9): the first 3 s after start, then
 * every 10 s.
 */
export function queueRefreshDelayMs(refreshesSoFar: number): number {
  return refreshesSoFar === 0 ? QUEUE_COUNTS_FIRST_REFRESH_MS : QUEUE_COUNTS_REFRESH_MS;
}

/**
 * The admin's list as shown at `now`: the live rows through the domain's queue rule (keep rule,
 * unclaimed at `now`, awaiting an operator, oldest first, at most 150). The server applies the
 * same rule; applying it here too drops a chat the moment its claim is live or its row breaks
 * the rule, without waiting for the server's removal.
 */
export function visibleUnclaimedChats(rows: readonly Chat[], now: Date): CompleteChat[] {
  return selectUnclaimedQueue(rows, now);
}

/**
 * Whether the claimed-chat listener runs (spec §4): always on the chat pages; elsewhere while a
 * claim is held, so the floating panel can follow it; and once at start, to find a claim made
 * before a reload. After a release away from the chat pages it stops.
 */
export function claimListenerActive(input: {
  path: string;
  holdsClaim: boolean;
  /** The listener has answered at least once since sign-in. */
  checked: boolean;
}): boolean {
  return isChatPagePath(input.path) || input.holdsClaim || !input.checked;
}

/** The configuration of a chat's domain among those loaded; host names compare case-insensitively. */
export function domainConfigOf(
  domain: string | null,
  configs: readonly DomainConfig[] | undefined,
): DomainConfig | null {
  if (!domain || !configs) return null;
  const wanted = domain.toLowerCase();
  return configs.find((config) => config.domain.toLowerCase() === wanted) ?? null;
}

export type NotificationPermissionState = 'granted' | 'denied' | 'default' | 'unsupported';

/**
 * Whether to show the browser notification of a new claim, and for how long (spec §3 browser
 * settings): only when the user keeps it enabled and the browser has granted permission. The
 * setting `claimedChatNotificationTimeoutSeconds` holds milliseconds (see the domain's
 * `BrowserSettings`); 0 means the browser's own default, no timer.
 */
export function claimNotificationPlan(
  settings: BrowserSettings,
  permission: NotificationPermissionState,
): { show: false } | { show: true; closeAfterMs: number | null } {
  if (!settings.isClaimedChatNotificationEnabled || permission !== 'granted') {
    return { show: false };
  }
  const timeout = settings.claimedChatNotificationTimeoutSeconds;
  return { show: true, closeAfterMs: timeout > 0 ? timeout : null };
}

/** Whether to ask the browser for notification permission when the user claims a chat. */
export function shouldAskNotificationPermission(
  settings: BrowserSettings,
  permission: NotificationPermissionState,
): boolean {
  return settings.isClaimedChatNotificationEnabled && permission === 'default';
}
