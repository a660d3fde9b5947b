/**
 * Roles, spec §6: claim-level names carried in the token, router-level names used by routes and
 * menus, and who may enter the app.
 */

export const CLAIM_ROLES = [
  'CHAT_OPERATOR',
  'CHAT_OPERATOR:SFW',
  'CHAT_OPERATOR:NSFW',
  'CHAT_OPERATOR:AGENT_ONLY',
  'CHAT_POKER',
  'CHAT_MANAGER',
  'CHAT_ADMIN',
  'CHAT_ABUSE_CHECKER',
  'CHAT_BETA_ACCESS',
  'DEBUG_DEVELOPER',
  'CHAT_SUGGESTIONS',
] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];

export const ROUTER_ROLES = [
  'Admin',
  'Manager',
  'Operator',
  'Poker',
  'AbuseChecker',
  'Developer',
] as const;
export type RouterRole = (typeof ROUTER_ROLES)[number];

/** The router roles that may enter the app: the first five. Developer alone may not. */
export const ENTRY_ROLES: readonly RouterRole[] = [
  'Admin',
  'Manager',
  'Operator',
  'Poker',
  'AbuseChecker',
];

/** Who works with pokes and their audiences (spec §6). */
export const POKE_ROLES: readonly RouterRole[] = ['Admin', 'Poker'];

/** Who reviews flagged messages, pokes and reported messages (spec §6). */
export const ABUSE_REVIEWER_ROLES: readonly RouterRole[] = ['Admin', 'AbuseChecker', 'Developer'];

/** Claim role (or family of sub-roles) behind each router role. */
export const ROUTER_ROLE_CLAIM: Record<RouterRole, ClaimRole> = {
  Admin: 'CHAT_ADMIN',
  Manager: 'CHAT_MANAGER',
  Operator: 'CHAT_OPERATOR',
  Poker: 'CHAT_POKER',
  AbuseChecker: 'CHAT_ABUSE_CHECKER',
  Developer: 'DEBUG_DEVELOPER',
};

export function isClaimRole(value: string): value is ClaimRole {
  return (CLAIM_ROLES as readonly string[]).includes(value);
}

/** The base of a claim role: `CHAT_OPERATOR:SFW` → `CHAT_OPERATOR`. */
export function baseClaimRole(role: string): string {
  const colon = role.indexOf(':');
  return colon === -1 ? role : role.slice(0, colon);
}

/** Router roles held by a user with these claim roles, in ROUTER_ROLES order. */
export function routerRolesOf(claimRoles: readonly string[]): RouterRole[] {
  const bases = new Set(claimRoles.map(baseClaimRole));
  return ROUTER_ROLES.filter((role) => bases.has(ROUTER_ROLE_CLAIM[role]));
}

/** A role a check may name: a router role (`Admin`) or a claim role (`CHAT_OPERATOR:SFW`). */
export type RoleName = RouterRole | ClaimRole;

/**
 * Whether the user holds a role. `required` is one role or a list (any of them, as the spec's
 * pipes say: `Admin|Manager` is `['Admin', 'Manager']`); each may be a router role (`Admin`) or a
 * claim role (`CHAT_OPERATOR:SFW`). A bare claim role such as `CHAT_OPERATOR` is also held
 * through any of its sub-roles. Typed, so a misspelt role does not compile (a string would
 * refuse everyone).
 */
export function hasRole(
  claimRoles: readonly string[],
  required: RoleName | readonly RoleName[],
): boolean {
  const held = new Set(claimRoles);
  const heldBases = new Set(claimRoles.map(baseClaimRole));
  const anyOf: readonly RoleName[] = typeof required === 'string' ? [required] : required;
  return anyOf.some((role) => {
    if (isRouterRole(role)) return heldBases.has(ROUTER_ROLE_CLAIM[role]);
    return role.includes(':') ? held.has(role) : heldBases.has(role);
  });
}

export function isRouterRole(value: string): value is RouterRole {
  return (ROUTER_ROLES as readonly string[]).includes(value);
}

/** Whether a user with these claim roles may enter the app (spec §5, §6). */
export function mayEnter(claimRoles: readonly string[]): boolean {
  const roles = routerRolesOf(claimRoles);
  return roles.some((role) => ENTRY_ROLES.includes(role));
}
