import { describe, expect, it } from 'vitest';
import {
  currentSystemNotification,
  disableSystemNotification,
  isSystemNotificationShown,
  systemNotificationHistory,
  systemNotificationShowUntilRefusal,
} from './system-notification.js';
import { NOTICES_MESSAGES } from './admin-messages.js';
import {
  PostSystemNotificationRequest,
  SystemNotification,
} from './schemas/system-notification.js';

const now = new Date('2026-11-22T12:00:00Z');
const note = (id: string, createdAt: string, showUntilAt: string | null = null) =>
  SystemNotification.parse({
    id,
    message: `note ${id}`,
    createdBy: 'admin',
    createdAt,
    showUntilAt,
  });

describe('system notification', () => {
  it.each([
    [null, true],
    ['2026-11-22T12:00:01Z', true],
    ['2026-11-22T12:00:00Z', false],
    ['2026-11-21T12:00:00Z', false],
  ])('with showUntilAt %j is shown: %s', (showUntilAt, shown) => {
    expect(isSystemNotificationShown({ showUntilAt }, now)).toBe(shown);
  });

  it('takes the newest as current', () => {
    const list = [
      note('old', '2026-11-20T10:00:00Z'),
      note('new', '2026-11-21T10:00:00Z'),
      note('mid', '2026-11-20T12:00:00Z'),
    ];
    expect(currentSystemNotification(list, now)?.id).toBe('new');
  });

  it('shows nothing when the newest has expired, even if an older one has not', () => {
    const list = [
      note('old', '2026-11-20T10:00:00Z'),
      note('new', '2026-11-21T10:00:00Z', '2026-11-22T00:00:00Z'),
    ];
    expect(currentSystemNotification(list, now)).toBeNull();
    expect(currentSystemNotification([], now)).toBeNull();
  });

  it('keeps the 20 newest in history, newest first', () => {
    const list = Array.from({ length: 25 }, (_, i) =>
      note(`n${i}`, new Date(Date.UTC(2026, 10, 1, i)).toISOString()),
    );
    const history = systemNotificationHistory(list);
    expect(history).toHaveLength(20);
    expect(history[0]?.id).toBe('n24');
    expect(history[19]?.id).toBe('n5');
  });

  it('disables by setting showUntilAt to now', () => {
    const disabled = disableSystemNotification(note('n', '2026-11-21T10:00:00Z'), now);
    expect(disabled.showUntilAt).toBe('2026-11-22T12:00:00.000Z');
    expect(currentSystemNotification([disabled], now)).toBeNull();
  });

  it('validates a posted notification, naming the field', () => {
    const bad = PostSystemNotificationRequest.safeParse({ message: '   ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['message']);
    expect(PostSystemNotificationRequest.parse({ message: 'Maintenance at 22:00' })).toEqual({
      message: 'Maintenance at 22:00',
      type: 'info',
      showUntilAt: null,
    });
  });
});

describe('posting a system notification (#28)', () => {
  it.each([
    [null, null],
    ['2026-11-22T12:00:01Z', null],
    ['2026-11-22T12:00:00Z', NOTICES_MESSAGES.showUntilPassed],
    ['2026-11-21T12:00:00Z', NOTICES_MESSAGES.showUntilPassed],
  ])('with showUntilAt %j is refused with %j', (showUntilAt, refusal) => {
    expect(systemNotificationShowUntilRefusal(showUntilAt, now)).toBe(refusal);
  });

  it('refuses an over-long text in words, and keeps 1,000 characters whole', () => {
    const long = PostSystemNotificationRequest.safeParse({ message: 'x'.repeat(1_500) });
    expect(long.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['message', 'The text can have at most 1000 characters; this one has 1500.'],
    ]);
    const exact = PostSystemNotificationRequest.parse({ message: ` ${'y'.repeat(1_000)} ` });
    expect(exact.message).toHaveLength(1_000);
  });

  it.each([
    ['not a time', 'tomorrow'],
    ['a time without its offset', '2026-11-23T12:00:00'],
    ['the year 0000', '0000-01-01T00:00:00Z'],
  ])('refuses a show-until of %s in words', (_what, showUntilAt) => {
    const result = PostSystemNotificationRequest.safeParse({ message: 'Maintenance', showUntilAt });
    expect(result.success).toBe(false);
    // Once: a malformed time stops at the format, the year check does not refuse it again.
    expect(
      result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([`showUntilAt: ${NOTICES_MESSAGES.showUntilInvalid}`]);
  });

  it('takes a show-until with its offset', () => {
    expect(
      PostSystemNotificationRequest.parse({
        message: 'Maintenance',
        showUntilAt: '2026-11-23T12:00:00+01:00',
      }).showUntilAt,
    ).toBe('2026-11-23T12:00:00+01:00');
  });
});
