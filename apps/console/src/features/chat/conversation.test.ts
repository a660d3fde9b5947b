import { describe, expect, it } from 'vitest';
import {
  attachmentSourceKey,
  buildReply,
  currentSuggestions,
  hasOlderMessages,
  mergeMessages,
  messageAttachmentKeys,
  messageCentralBasePath,
  olderPageCursor,
  unusedAttachments,
  withSignedAttachments,
} from './conversation';
import { chat, message } from './test-support';

const HASH = 'a'.repeat(32);

describe('the conversation list', () => {
  it('merges pages and changes by id, oldest first, the incoming copy winning', () => {
    const live = [
      message('m-3', '2026-01-15T10:00:00.000Z'),
      message('m-4', '2026-01-15T11:00:00.000Z'),
    ];
    const older = [
      message('m-1', '2026-01-15T08:00:00.000Z'),
      message('m-2', '2026-01-15T09:00:00.000Z'),
    ];
    const edited = message('m-3', '2026-01-15T10:00:00.000Z', { content: 'changed' });
    const merged = mergeMessages(mergeMessages(live, older), [edited]);
    expect(merged.map((m) => m.id)).toEqual(['m-1', 'm-2', 'm-3', 'm-4']);
    expect(merged[2]?.content).toBe('changed');
  });

  it('pages back from the oldest message shown', () => {
    expect(olderPageCursor([message('m-1', '2026-01-15T08:00:00.000Z')])).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(olderPageCursor([])).toBeNull();
  });

  it.each([
    [10, null, true],
    [9, null, false],
    [25, { hasMore: true }, true],
    [25, { hasMore: false }, false],
  ])('with %i messages and last older page %j offers older: %s', (count, page, expected) => {
    expect(hasOlderMessages(count, page)).toBe(expected);
  });
});

describe('the reply', () => {
  const claimed = chat({ claimedBy: 'demo-operator' });

  it('goes as the profile, by the operator, after the last message', () => {
    expect(
      buildReply({
        chat: claimed,
        senderId: 'demo-operator',
        text: 'Hi :smile:',
        attachment: null,
      }),
    ).toEqual({
      chatDocumentId: 'chat-1',
      domain: 'flirt-nl.demo.test',
      metadata: {},
      message: {
        senderType: 'agent',
        senderId: 'demo-operator',
        senderName: 'Petra Profile',
        content: 'Hi :smile:',
        type: 'normal',
        attachment: null,
        previousMessage: 'm-2',
      },
    });
  });

  it('may be an attachment alone, but not nothing', () => {
    expect(
      buildReply({ chat: claimed, senderId: 'demo-operator', text: '', attachment: { hash: HASH } })
        ?.message.attachment,
    ).toEqual({ hash: HASH });
    expect(
      buildReply({ chat: claimed, senderId: 'demo-operator', text: '  ', attachment: null }),
    ).toBeNull();
  });

  it('is not sendable for a chat without a domain', () => {
    expect(
      buildReply({ chat: chat({ domain: null }), senderId: 'u', text: 'Hi', attachment: null }),
    ).toBeNull();
  });
});

describe('attachments', () => {
  const url = 'https://cdn.demo.test/demo/photo.webp';

  it('offers each unused attachment once', () => {
    const candidates = [{ hash: HASH }, { url }, { hash: HASH }, { hash: 'b'.repeat(32) }];
    expect(unusedAttachments(candidates, { usedAttachments: ['b'.repeat(32)] })).toEqual([
      { hash: HASH },
      { url },
    ]);
  });

  it('are named by hash, else URL', () => {
    expect(attachmentSourceKey({ hash: HASH, url })).toBe(HASH);
    expect(attachmentSourceKey({ url })).toBe(url);
  });

  it('of messages are signed once each and shown through the signed URL', () => {
    const messages = [
      message('m-1', '2026-01-15T08:00:00.000Z', { attachment: { hash: HASH } }),
      message('m-2', '2026-01-15T09:00:00.000Z', { attachment: { hash: HASH } }),
      message('m-3', '2026-01-15T10:00:00.000Z'),
    ];
    expect(messageAttachmentKeys(messages)).toEqual([HASH]);
    const shown = withSignedAttachments(messages, { [HASH]: 'https://signed/1' });
    expect(shown.map((m) => m.attachment?.displayUrl ?? null)).toEqual([
      'https://signed/1',
      'https://signed/1',
      null,
    ]);
    expect(withSignedAttachments(messages, undefined)).toEqual(messages);
  });

  it('of a profile come from the path of its domain’s message-central URL', () => {
    expect(
      messageCentralBasePath({
        messageCentralUrl: 'http://localhost/message-central/flirt-nl.demo.test/',
      }),
    ).toBe('/message-central/flirt-nl.demo.test');
    expect(messageCentralBasePath({ messageCentralUrl: null })).toBeNull();
    expect(messageCentralBasePath(null)).toBeNull();
  });
});

describe('suggestions', () => {
  it('offers those answering the chat’s last message, oldest first', () => {
    const row = (id: string, messageId: string, createdAt: string) => ({
      id,
      messageId,
      suggestion: id,
      createdAt,
      wantedImage: false,
      imageTags: [],
    });
    const rows = [
      row('s-2', 'm-2', '2026-01-15T11:52:00.000Z'),
      row('s-old', 'm-1', '2026-01-15T11:00:00.000Z'),
      row('s-1', 'm-2', '2026-01-15T11:51:00.000Z'),
    ];
    expect(currentSuggestions(rows, chat()).map((s) => s.id)).toEqual(['s-1', 's-2']);
    expect(currentSuggestions(rows, chat({ lastMessage: null }))).toEqual([]);
  });
});
