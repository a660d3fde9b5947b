import { describe, expect, it } from 'vitest';
import {
  DeleteMessageRequest,
  LastMessage,
  Message,
  SendMessageRequest,
  UpdateMessageRequest,
} from './message.js';

const base = { id: 'm1', createdAt: '2024-05-01T10:00:00Z', senderType: 'customer' };

describe('Message schema', () => {
  it('reads a sparse message with its defaults', () => {
    expect(Message.parse(base)).toEqual({
      ...base,
      content: '',
      type: 'normal',
      deletedAt: null,
      deleted: null,
      maskedContent: null,
      abuse_modification_data: null,
      previousMessage: null,
      senderId: null,
      senderName: null,
      attachment: null,
      imported: false,
    });
  });

  it('reads abuse_modification_data stored as JSON text', () => {
    const m = Message.parse({
      ...base,
      abuse_modification_data: '{"modified_content":"ok","modified_by":"x"}',
    });
    expect(m.abuse_modification_data).toEqual({ modified_content: 'ok', modified_by: 'x' });
  });

  it.each([
    { senderType: 'bot' },
    { createdAt: 'yesterday' },
    { id: '' },
    { deleted: { by: 'x' } },
  ])('rejects %j', (override) => {
    expect(Message.safeParse({ ...base, ...override }).success).toBe(false);
  });

  it('reads a last message as not free unless it says so', () => {
    const last = { id: 'm1', createdAt: '2024-05-01T10:00:00Z' };
    expect(LastMessage.parse(last).isFree).toBe(false);
    expect(LastMessage.parse({ ...last, isFree: true }).isFree).toBe(true);
  });
});

describe('SendMessageRequest', () => {
  const body = {
    chatDocumentId: 'c1',
    message: { senderType: 'agent', senderId: 'op-1', content: 'Hello' },
    domain: 'flirt.example.nl',
  };

  it('sends an operator message as agent, type normal, empty metadata by default', () => {
    expect(SendMessageRequest.parse(body)).toEqual({
      ...body,
      message: { senderType: 'agent', senderId: 'op-1', content: 'Hello', type: 'normal' },
      metadata: {},
    });
  });

  it('accepts an attachment without text', () => {
    const request = {
      ...body,
      message: { ...body.message, content: '', attachment: { hash: 'ab12' } },
    };
    expect(SendMessageRequest.safeParse(request).success).toBe(true);
  });

  it('needs text or an attachment', () => {
    const result = SendMessageRequest.safeParse({
      ...body,
      message: { ...body.message, content: '   ' },
    });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'A message needs text or an attachment',
      path: ['message', 'content'],
    });
  });

  it.each([{ senderType: 'customer' }, { senderId: '' }])('rejects message %j', (override) => {
    expect(
      SendMessageRequest.safeParse({ ...body, message: { ...body.message, ...override } }).success,
    ).toBe(false);
  });
});

describe('message delete and update requests', () => {
  it('trims the reason and needs one', () => {
    expect(
      DeleteMessageRequest.parse({ chatId: 'c1', messageId: 'm1', reason: ' spam ' }).reason,
    ).toBe('spam');
    const result = DeleteMessageRequest.safeParse({ chatId: 'c1', messageId: 'm1', reason: '  ' });
    expect(result.error?.issues[0]?.message).toBe('A reason is required to delete a message');
  });

  it('carries the modification data', () => {
    const body = {
      chatId: 'c1',
      messageId: 'm1',
      abuse_modification_data: { modified_content: 'ok', modified_by: 'checker' },
    };
    expect(UpdateMessageRequest.parse(body)).toEqual(body);
    expect(
      UpdateMessageRequest.safeParse({ chatId: 'c1', abuse_modification_data: {} }).success,
    ).toBe(false);
  });
});
