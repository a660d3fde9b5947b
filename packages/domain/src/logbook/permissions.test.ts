import { describe, expect, it } from 'vitest';
import { Log } from '../schemas/log.js';
import {
  canModifyLog,
  canSeeLogAuthors,
  logbookCounts,
  splitLogbookPanels,
  visibleLogAuthor,
} from './permissions.js';

const log = (id: string, concerning: string, createdAt: string, createdBy = 'author') =>
  Log.parse({
    id,
    concerning,
    category: 'other',
    content: 'note',
    locale: 'nl',
    createdBy,
    createdByName: 'Anna Author',
    createdAt,
  });

describe('log permissions', () => {
  it.each([
    ['the author, an operator', 'author', ['CHAT_OPERATOR:SFW'], true],
    ['another operator', 'someone', ['CHAT_OPERATOR'], false],
    ['a poker', 'someone', ['CHAT_POKER'], false],
    ['a developer', 'someone', ['DEBUG_DEVELOPER'], false],
    ['an admin', 'someone', ['CHAT_ADMIN'], true],
    ['a manager', 'someone', ['CHAT_MANAGER'], true],
    ['an abuse checker', 'someone', ['CHAT_ABUSE_CHECKER'], true],
  ])('%s (uid %s, roles %j) may edit or delete: %s', (_who, uid, roles, allowed) => {
    expect(canModifyLog(log('l1', 'customer', '2024-01-01T00:00:00Z'), { uid, roles })).toBe(
      allowed,
    );
  });

  it.each([
    [['CHAT_ADMIN'], true],
    [['CHAT_MANAGER'], true],
    [['CHAT_ABUSE_CHECKER'], true],
    [['CHAT_OPERATOR'], false],
    [['CHAT_POKER'], false],
    [['DEBUG_DEVELOPER'], false],
    [[], false],
  ])('roles %j see log authors: %s', (roles, visible) => {
    expect(canSeeLogAuthors(roles)).toBe(visible);
    expect(visibleLogAuthor(log('l1', 'customer', '2024-01-01T00:00:00Z'), roles)).toBe(
      visible ? 'Anna Author' : null,
    );
  });

  it('falls back to the uid when an older log has no author name', () => {
    expect(visibleLogAuthor({ createdBy: 'uid-9', createdByName: null }, ['CHAT_ADMIN'])).toBe(
      'uid-9',
    );
  });
});

describe('logbook panels', () => {
  const logs = [
    log('c-old', 'customer', '2024-01-01T08:00:00Z'),
    log('p-new', 'entertainmentProfile', '2024-01-03T08:00:00Z'),
    log('c-new', 'customer', '2024-01-02T08:00:00Z'),
    log('c-tie-b', 'customer', '2024-01-01T09:00:00Z'),
    log('c-tie-a', 'customer', '2024-01-01T09:00:00Z'),
    log('p-old', 'entertainmentProfile', '2024-01-01T07:00:00Z'),
  ];

  it('splits logs into customer and profile panels, newest first', () => {
    const panels = splitLogbookPanels(logs);
    expect(panels.customer.map((l) => l.id)).toEqual(['c-new', 'c-tie-a', 'c-tie-b', 'c-old']);
    expect(panels.profile.map((l) => l.id)).toEqual(['p-new', 'p-old']);
  });

  it('counts both panels for the floating button', () => {
    expect(logbookCounts(logs)).toEqual({ customer: 4, profile: 2 });
    expect(logbookCounts([])).toEqual({ customer: 0, profile: 0 });
  });
});
