import { hasRole, type RouterRole } from '../roles.js';

/**
 * Who may delete or modify chat messages (spec §4 "Message deletion", §7 "delete and update
 * messages"). The spec names the actions but not the roles; §6 gives abuse review to the
 * AbuseChecker, the abuse list and remediation to the Admin and reported messages and chat
 * quality to the Manager, so those three moderate. Operators only answer chats (§6), so they
 * never rewrite what was said; the Developer's "abuse check" is a debugging view, and a
 * Developer alone may not enter the app.
 */
export const MESSAGE_MODERATOR_ROLES: readonly RouterRole[] = ['Admin', 'Manager', 'AbuseChecker'];

/** Whether a user with these claim roles may delete or modify a chat's messages. */
export function mayModerateMessages(claimRoles: readonly string[]): boolean {
  return hasRole(claimRoles, MESSAGE_MODERATOR_ROLES);
}
