import { describe, expect, it } from 'vitest';
import { Chat, ClaimChatRequest } from './chat.js';
import { LEGACY_ORIGIN } from './common.js';

describe('Chat schema', () => {
  it('reads a sparse chat, missing fields as null or empty', () => {
    expect(Chat.parse({ id: 'c1', locale: 'nl' })).toEqual({
      id: 'c1',
      domain: null,
      locale: 'nl',
      customer: null,
      profile: null,
      isConversation: false,
      isDeleted: false,
      createdAt: null,
      updatedAt: null,
      lastMessage: null,
      lastSenderType: null,
      lastMessageMessagePool: null,
      claimedBy: null,
      claimExpiresAt: null,
      origin: null,
      trigger: null,
      usedAttachments: [],
      attachments: [],
    });
  });

  it('reads a full chat', () => {
    const chat = Chat.parse({
      id: 'c1',
      domain: 'flirt.example.nl',
      locale: 'nl',
      customer: { id: 'cust-1', name: 'Jan' },
      profile: { id: 'prof-1', uuid: 'u-1', avatar: 'ab12' },
      lastMessage: { id: 'm1', content: 'hi', createdAt: '2024-05-01T10:00:00Z', isFree: true },
      lastSenderType: 'customer',
      lastMessageMessagePool: 'SFW',
      claimedBy: 'op-1',
      claimExpiresAt: '2024-05-01T10:05:00Z',
      origin: { type: LEGACY_ORIGIN },
      trigger: { type: 'like' },
      usedAttachments: ['ab12'],
      attachments: [{ url: 'https://cdn.example/x.webp' }],
    });
    expect(chat.customer).toEqual({ id: 'cust-1', uuid: null, name: 'Jan', avatar: null });
    expect(chat.lastMessage).toMatchObject({
      isFree: true,
      type: 'normal',
      deleted: null,
      abuse_modification_data: null,
    });
    expect(chat.origin?.type).toBe('legacy');
  });

  it.each([
    [{ locale: 'nl' }],
    [{ id: '', locale: 'nl' }],
    [{ id: 'c1' }],
    [{ id: 'c1', locale: 'nl', lastMessageMessagePool: 'ADULT' }],
    [{ id: 'c1', locale: 'nl', lastSenderType: 'robot' }],
    [{ id: 'c1', locale: 'nl', claimExpiresAt: 'soon' }],
    [{ id: 'c1', locale: 'nl', customer: { name: 'no id' } }],
  ])('rejects %j', (value) => {
    expect(Chat.safeParse(value).success).toBe(false);
  });
});

describe('ClaimChatRequest', () => {
  it('claims in the NSFW pool unless another is named', () => {
    expect(ClaimChatRequest.parse({ domain: 'flirt.example.nl' })).toEqual({
      domain: 'flirt.example.nl',
      messagePool: 'NSFW',
    });
    expect(
      ClaimChatRequest.parse({ domain: 'flirt.example.nl', messagePool: 'AGENT_ONLY' }).messagePool,
    ).toBe('AGENT_ONLY');
    expect(
      ClaimChatRequest.safeParse({ domain: 'flirt.example.nl', messagePool: 'ALL' }).success,
    ).toBe(false);
    expect(ClaimChatRequest.safeParse({ messagePool: 'SFW' }).success).toBe(false);
  });
});
