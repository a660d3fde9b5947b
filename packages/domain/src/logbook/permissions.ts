import { hasRole, type RouterRole } from '../roles.js';
import { toMillis } from '../schemas/common.js';
import type { Log } from '../schemas/log.js';

/**
 * Who may do what with logs (spec §5, §6), and how a chat's logs split over the dialog's two
 * panels (spec §2).
 */

/** The roles that may modify any log and see every log's author. */
export const LOG_SUPERVISOR_ROLES: readonly RouterRole[] = ['Admin', 'Manager', 'AbuseChecker'];

/** The signed-in user as the logbook rules need it: the uid and the claim-level roles. */
export interface LogbookViewer {
  uid: string;
  roles: readonly string[];
}

/**
 * Whether the user may edit or delete a log: its author, or an admin, manager or abuse checker.
 * Edit and delete follow the same rule.
 */
export function canModifyLog(log: Pick<Log, 'createdBy'>, viewer: LogbookViewer): boolean {
  return log.createdBy === viewer.uid || hasRole(viewer.roles, LOG_SUPERVISOR_ROLES);
}

/** Whether the user may see who wrote logs: only admin, manager and abuse checker. */
export function canSeeLogAuthors(roles: readonly string[]): boolean {
  return hasRole(roles, LOG_SUPERVISOR_ROLES);
}

/**
 * The author name to show on a log, or null when it must not be shown (or is unknown). Falls
 * back to the author's uid when an older log has no name.
 */
export function visibleLogAuthor(
  log: Pick<Log, 'createdBy' | 'createdByName'>,
  roles: readonly string[],
): string | null {
  if (!canSeeLogAuthors(roles)) return null;
  return log.createdByName ? log.createdByName : log.createdBy;
}

/** Newest first by creation time; equal times by id, so the order is stable. */
function byNewestLog(a: Log, b: Log): number {
  const difference = toMillis(b.createdAt) - toMillis(a.createdAt);
  if (difference !== 0) return difference;
  return Number(a.id > b.id) - Number(a.id < b.id);
}

/** A chat's logs on the 'Customer Logbooks' and 'Profile Logbooks' panels. */
export interface LogbookPanels {
  customer: Log[];
  profile: Log[];
}

/** Splits a chat's logs by what they concern, each panel newest first. */
export function splitLogbookPanels(logs: readonly Log[]): LogbookPanels {
  const sorted = [...logs].sort(byNewestLog);
  return {
    customer: sorted.filter((log) => log.concerning === 'customer'),
    profile: sorted.filter((log) => log.concerning === 'entertainmentProfile'),
  };
}

/** The two counts on the claimed-chat logbook button. */
export function logbookCounts(logs: readonly Log[]): { customer: number; profile: number } {
  let customer = 0;
  for (const log of logs) if (log.concerning === 'customer') customer += 1;
  return { customer, profile: logs.length - customer };
}
