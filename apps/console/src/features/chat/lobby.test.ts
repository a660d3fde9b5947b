import { describe, expect, it } from 'vitest';
import { DomainConfig } from '@switchboard/domain';
import {
  claimListenerActive,
  claimNotificationPlan,
  domainConfigOf,
  queueRefreshDelayMs,
  shouldAskNotificationPermission,
  visibleUnclaimedChats,
} from './lobby';
import { profileErrorText } from './profileErrors';
import { chat } from './test-support';

const NOW = new Date('2026-01-15T12:00:00.000Z');

describe('queue count refresh', () => {
  it('comes first after 3 s, then every 10 s', () => {
    expect([0, 1, 2, 9].map(queueRefreshDelayMs)).toEqual([3_000, 10_000, 10_000, 10_000]);
  });
});

describe('the admin list as shown', () => {
  it('keeps waiting chats oldest first and drops live claims, free and agent-answered ones', () => {
    const at = (createdAt: string) => ({ ...chat().lastMessage, createdAt });
    const rows = [
      chat({ id: 'newer', lastMessage: at('2026-01-15T11:59:00.000Z') }),
      chat({ id: 'older', lastMessage: at('2026-01-15T11:00:00.000Z') }),
      chat({ id: 'claimed', claimedBy: 'someone', claimExpiresAt: '2026-01-15T12:04:00.000Z' }),
      chat({ id: 'expired', claimedBy: 'someone', claimExpiresAt: '2026-01-15T11:59:59.000Z' }),
      chat({ id: 'answered', lastSenderType: 'agent' }),
      chat({ id: 'free', lastMessage: { ...chat().lastMessage, isFree: true } }),
      chat({ id: 'no-profile', profile: null }),
    ];
    expect(visibleUnclaimedChats(rows, NOW).map((c) => c.id)).toEqual([
      'older',
      'expired',
      'newer',
    ]);
  });

  it('shows at most 150 chats', () => {
    const rows = Array.from({ length: 160 }, (_, i) => chat({ id: `chat-${i}` }));
    expect(visibleUnclaimedChats(rows, NOW)).toHaveLength(150);
  });
});

describe('the claimed-chat listener', () => {
  it.each([
    ['/chat/lobby', false, true, true],
    ['/chat/claimed', false, true, true],
    ['/personal-settings', true, true, true],
    ['/personal-settings', false, false, true],
    ['/personal-settings', false, true, false],
    ['/statistics', false, true, false],
  ])('on %s, holding a claim %s, checked %s: listens %s', (path, holdsClaim, checked, active) => {
    expect(claimListenerActive({ path, holdsClaim, checked })).toBe(active);
  });
});

describe('the claim notification', () => {
  const settings = {
    isClaimedChatNotificationEnabled: true,
    claimedChatNotificationTimeoutSeconds: 10_000,
  };

  it('shows only when enabled and permitted, closing after the timeout', () => {
    expect(claimNotificationPlan(settings, 'granted')).toEqual({
      show: true,
      closeAfterMs: 10_000,
    });
    expect(claimNotificationPlan(settings, 'default')).toEqual({ show: false });
    expect(claimNotificationPlan(settings, 'denied')).toEqual({ show: false });
    expect(claimNotificationPlan(settings, 'unsupported')).toEqual({ show: false });
    expect(
      claimNotificationPlan({ ...settings, isClaimedChatNotificationEnabled: false }, 'granted'),
    ).toEqual({ show: false });
  });

  it('stays until closed by the browser with a timeout of 0', () => {
    expect(
      claimNotificationPlan({ ...settings, claimedChatNotificationTimeoutSeconds: 0 }, 'granted'),
    ).toEqual({ show: true, closeAfterMs: null });
  });

  it('asks for permission only when wanted and undecided', () => {
    expect(shouldAskNotificationPermission(settings, 'default')).toBe(true);
    expect(shouldAskNotificationPermission(settings, 'denied')).toBe(false);
    expect(
      shouldAskNotificationPermission(
        { ...settings, isClaimedChatNotificationEnabled: false },
        'default',
      ),
    ).toBe(false);
  });
});

describe('the chat’s domain configuration', () => {
  const configs = [
    DomainConfig.parse({ domain: 'flirt-nl.demo.test', locale: 'nl', suggestionsEnabled: true }),
  ];
  it('is found by host name, whatever the case', () => {
    expect(domainConfigOf('Flirt-NL.demo.test', configs)?.suggestionsEnabled).toBe(true);
  });
  it('is null for an unknown or missing domain', () => {
    expect(domainConfigOf('other.test', configs)).toBeNull();
    expect(domainConfigOf(null, configs)).toBeNull();
    expect(domainConfigOf('flirt-nl.demo.test', undefined)).toBeNull();
  });
});

describe('profile lookup failures', () => {
  const notFound = { status: 404, code: 'not-found', message: 'whatever the server says' };
  const down = { status: 500, code: 'internal', message: 'Database down' };
  it.each([
    ['customer', notFound, 'No customer profile found with the provided id!'],
    ['entertainment', notFound, 'No entertainment profile found with the provided id!'],
    ['entertainment', down, 'Failed to retrieve entertainment profile with id p-1.'],
    ['customer', down, 'The profile could not be loaded. Database down'],
  ] as const)('%s, %j: %s', (kind, error, text) => {
    expect(profileErrorText(kind, 'p-1', error)).toBe(text);
  });
});
