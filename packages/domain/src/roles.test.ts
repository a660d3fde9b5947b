import { describe, expect, it } from 'vitest';
import {
  baseClaimRole,
  CLAIM_ROLES,
  hasRole,
  isClaimRole,
  mayEnter,
  routerRolesOf,
  ROUTER_ROLES,
} from './roles.js';

describe('roles', () => {
  it('lists the claim-level names of spec §6', () => {
    expect(CLAIM_ROLES).toEqual([
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
    ]);
    expect(ROUTER_ROLES).toEqual([
      'Admin',
      'Manager',
      'Operator',
      'Poker',
      'AbuseChecker',
      'Developer',
    ]);
  });

  it.each([
    [['CHAT_ADMIN'], ['Admin']],
    [['CHAT_MANAGER'], ['Manager']],
    [['CHAT_OPERATOR'], ['Operator']],
    [['CHAT_OPERATOR:SFW'], ['Operator']],
    [['CHAT_OPERATOR:AGENT_ONLY', 'CHAT_OPERATOR:NSFW'], ['Operator']],
    [['CHAT_POKER'], ['Poker']],
    [['CHAT_ABUSE_CHECKER'], ['AbuseChecker']],
    [['DEBUG_DEVELOPER'], ['Developer']],
    [
      ['DEBUG_DEVELOPER', 'CHAT_OPERATOR'],
      ['Operator', 'Developer'],
    ],
    [['CHAT_BETA_ACCESS', 'CHAT_SUGGESTIONS'], []],
    [['SOMETHING_ELSE'], []],
  ])('maps claim roles %j to router roles %j', (claims, router) => {
    expect(routerRolesOf(claims)).toEqual(router);
  });

  it.each([
    [['CHAT_ADMIN'], true],
    [['CHAT_MANAGER'], true],
    [['CHAT_OPERATOR:SFW'], true],
    [['CHAT_POKER'], true],
    [['CHAT_ABUSE_CHECKER'], true],
    [['DEBUG_DEVELOPER'], false],
    [['CHAT_BETA_ACCESS', 'CHAT_SUGGESTIONS'], false],
    [[], false],
  ])('lets only the first five router roles enter: %j → %s', (claims, allowed) => {
    expect(mayEnter(claims)).toBe(allowed);
  });

  it("reads a list as any of the listed roles (the spec's pipes)", () => {
    expect(hasRole(['CHAT_POKER'], ['Admin', 'Poker'])).toBe(true);
    expect(hasRole(['CHAT_MANAGER'], ['Admin', 'Poker'])).toBe(false);
    expect(hasRole(['CHAT_ADMIN'], ['CHAT_MANAGER', 'CHAT_ADMIN'])).toBe(true);
    expect(hasRole(['CHAT_ADMIN'], [])).toBe(false);
  });

  it('refuses a misspelt role at compile time, where a string would refuse everyone', () => {
    // @ts-expect-error: not a role
    expect(hasRole(['CHAT_ADMIN'], 'Admn')).toBe(false);
    // @ts-expect-error: a pipe string is not a role
    expect(hasRole(['CHAT_ADMIN'], 'Admin|Manager')).toBe(false);
  });

  it('holds a bare claim role through its sub-roles, but a sub-role only exactly', () => {
    expect(hasRole(['CHAT_OPERATOR:SFW'], 'CHAT_OPERATOR')).toBe(true);
    expect(hasRole(['CHAT_OPERATOR:SFW'], 'Operator')).toBe(true);
    expect(hasRole(['CHAT_OPERATOR:SFW'], 'CHAT_OPERATOR:NSFW')).toBe(false);
    expect(hasRole(['CHAT_OPERATOR'], 'CHAT_OPERATOR:AGENT_ONLY')).toBe(false);
  });

  it('recognises claim role names', () => {
    expect(isClaimRole('CHAT_OPERATOR:AGENT_ONLY')).toBe(true);
    expect(isClaimRole('CHAT_OPERATOR:OTHER')).toBe(false);
    expect(baseClaimRole('CHAT_OPERATOR:NSFW')).toBe('CHAT_OPERATOR');
    expect(baseClaimRole('CHAT_ADMIN')).toBe('CHAT_ADMIN');
  });
});
