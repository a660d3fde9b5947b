import { describe, expect, it } from 'vitest';
import { memoryStorage, STORAGE_KEYS } from '../../common/storage';
import { NOW, tokenPair } from '../../test/fakes';
import {
  requiredFactorOf,
  isMfaRequired,
  loadAuthState,
  loadSession,
  needsRefresh,
  parseTokenPair,
  saveSession,
  sessionFromTokens,
} from './session';

describe('token answers', () => {
  it('parses a token pair answer of the server', () => {
    const pair = tokenPair({ roles: ['CHAT_ADMIN'], geos: ['nl', 'de'] });
    expect(parseTokenPair(JSON.parse(JSON.stringify(pair)))).toEqual(pair);
  });

  it('refuses answers without tokens or user', () => {
    expect(parseTokenPair({ mfaRequired: true, mfaPendingToken: 'p' })).toBeNull();
    expect(parseTokenPair({ ...tokenPair(), idToken: '' })).toBeNull();
    expect(parseTokenPair({ ...tokenPair(), user: { email: 'x' } })).toBeNull();
    expect(parseTokenPair(null)).toBeNull();
  });

  it('recognises the second-factor answer', () => {
    expect(isMfaRequired({ mfaRequired: true, mfaPendingToken: 'p', factors: ['totp'] })).toBe(
      true,
    );
    expect(isMfaRequired(tokenPair())).toBe(false);
  });
});

describe('session persistence', () => {
  it('stores the session and reads it back after a reload', () => {
    const storage = memoryStorage();
    const session = sessionFromTokens(tokenPair(), NOW);
    saveSession(storage, session);
    expect(loadSession(storage)).toEqual(session);
  });

  it('removes the stored session on sign-out', () => {
    const storage = memoryStorage();
    saveSession(storage, sessionFromTokens(tokenPair(), NOW));
    saveSession(storage, null);
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(loadSession(storage)).toBeNull();
  });

  it('reads nothing from a missing, corrupt or foreign value', () => {
    expect(loadSession(memoryStorage())).toBeNull();
    expect(loadSession(memoryStorage({ [STORAGE_KEYS.session]: '{not json' }))).toBeNull();
    expect(loadSession(memoryStorage({ [STORAGE_KEYS.session]: '{"idToken":1}' }))).toBeNull();
    expect(loadSession(null)).toBeNull();
  });

  it('remembers the closed announcements of the stored session only', () => {
    const storage = memoryStorage();
    expect(loadAuthState(storage)).toEqual({ session: null, announcementsSeen: false });
    saveSession(storage, sessionFromTokens(tokenPair(), NOW));
    expect(loadAuthState(storage).announcementsSeen).toBe(false);
    storage.setItem(STORAGE_KEYS.announcementsSeen, 'demo-operator');
    expect(loadAuthState(storage).announcementsSeen).toBe(true);
    storage.setItem(STORAGE_KEYS.announcementsSeen, 'someone-else');
    expect(loadAuthState(storage).announcementsSeen).toBe(false);
  });

  it('asks for a refresh 30 s before the token expires', () => {
    const session = sessionFromTokens(tokenPair(), NOW);
    expect(needsRefresh(session, NOW)).toBe(false);
    expect(needsRefresh(session, NOW + 869_999)).toBe(false);
    expect(needsRefresh(session, NOW + 870_000)).toBe(true);
  });
});

describe('the factor a second step asks for', () => {
  it.each<[{ factors?: string[] }, string]>([
    [{ factors: ['phone'] }, 'phone'],
    [{ factors: ['totp'] }, 'totp'],
    [{}, 'totp'],
  ])('%j → %s', (answer, factor) => {
    expect(requiredFactorOf(answer)).toBe(factor);
  });
});
