import { describe, expect, it } from 'vitest';
import { memoryStorage, STORAGE_KEYS } from '../../common/storage';
import {
  handOverLoginNotices,
  handOverPendingSecondFactor,
  takeLoginNotices,
  takePendingSecondFactor,
} from './handover';

describe('the pending second factor handed from /login to the app', () => {
  it('is read once, as it was handed over', () => {
    const storage = memoryStorage();
    const pending = { mfaPendingToken: 'p-1', email: 'totp@demo.test', factor: 'totp' as const };
    handOverPendingSecondFactor(storage, pending);
    expect(takePendingSecondFactor(storage)).toEqual(pending);
    expect(takePendingSecondFactor(storage)).toBeNull();
  });

  it('is ignored when missing, unreadable or of another shape', () => {
    expect(takePendingSecondFactor(null)).toBeNull();
    for (const text of [
      '{',
      '[]',
      '{"mfaPendingToken":"","email":"a","factor":"totp"}',
      '{"mfaPendingToken":"p","email":"a","factor":"sms"}',
    ]) {
      const storage = memoryStorage({ [STORAGE_KEYS.pendingSecondFactor]: text });
      expect(takePendingSecondFactor(storage)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.pendingSecondFactor)).toBeNull();
    }
  });
});

describe('the notifications handed from the app to /login', () => {
  it('keep their texts and types, newest first, and are read once', () => {
    const storage = memoryStorage();
    handOverLoginNotices(storage, [
      { message: 'Your login session has expired.', type: 'warning' },
      { message: 'Saved', type: 'success' },
    ]);
    expect(takeLoginNotices(storage)).toEqual([
      { message: 'Your login session has expired.', type: 'warning' },
      { message: 'Saved', type: 'success' },
    ]);
    expect(takeLoginNotices(storage)).toEqual([]);
  });

  it('leave out anything that is not a notification', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.loginNotices]: JSON.stringify([
        { message: 'ok', type: 'error' },
        { message: 'odd', type: 'shout' },
        { message: '', type: 'info' },
        'text',
      ]),
    });
    expect(takeLoginNotices(storage)).toEqual([{ message: 'ok', type: 'error' }]);
    handOverLoginNotices(storage, []);
    expect(storage.getItem(STORAGE_KEYS.loginNotices)).toBeNull();
  });
});
