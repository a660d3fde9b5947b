import { describe, expect, it } from 'vitest';
import { ABUSE_MESSAGES } from '../abuse-messages.js';
import { ABUSE_PHRASE_MAX_TOKENS } from '../abuse/matching.js';
import {
  AbuseWord,
  AddAbuseWordRequest,
  AGENT_REPORT_CATEGORIES,
  CUSTOMER_REPORT_CATEGORIES,
  FlaggedMessage,
  REPORT_CATEGORY_LABELS,
  ReportedMessage,
  SetReportProcessedPayload,
} from './abuse.js';

const flagged = {
  id: 'f1',
  chatId: 'chat-1',
  message: {
    id: 'm1',
    content: 'call me on 0612345678',
    type: 'normal',
    senderType: 'customer',
    createdAt: '2024-03-01T12:00:00.000Z',
    imported: false,
  },
  abuse: { status: 'pending' },
  locale: 'nl',
  senderId: 'cust-1',
  senderName: 'Jan',
};

describe('FlaggedMessage', () => {
  it('reads the message, abuse info (pending by default fields), locale and sender', () => {
    const parsed = FlaggedMessage.parse(flagged);
    expect(parsed.abuse).toEqual({
      status: 'pending',
      checkedAt: null,
      checkedBy: null,
      claimedBy: null,
      claimedAt: null,
    });
    expect(parsed.message.imported).toBe(false);
    expect(parsed.senderName).toBe('Jan');
  });

  it('reads moderator edits stored as JSON text', () => {
    const parsed = FlaggedMessage.parse({
      ...flagged,
      message: { ...flagged.message, abuse_modification_data: '{"modified_content":"[removed]"}' },
    });
    expect(parsed.message.abuse_modification_data).toEqual({ modified_content: '[removed]' });
  });

  it.each([
    ['an unknown status', { abuse: { status: 'ignored' } }],
    ['no sender id', { senderId: '' }],
    ['a message without time', { message: { ...flagged.message, createdAt: undefined } }],
  ])('rejects %s', (_name, override) => {
    expect(FlaggedMessage.safeParse({ ...flagged, ...override }).success).toBe(false);
  });
});

describe('AbuseWord', () => {
  it.each([
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['de', 'de'],
  ])('reads locale %j as %j', (locale, expected) => {
    expect(AbuseWord.parse({ id: 'w1', value: 'scam', locale }).locale).toBe(expected);
  });

  it('rejects an invalid locale or an empty value', () => {
    expect(AbuseWord.safeParse({ id: 'w1', value: 'scam', locale: 'DEU' }).success).toBe(false);
    expect(AbuseWord.safeParse({ id: 'w1', value: '', locale: '' }).success).toBe(false);
  });

  it('trims a new word and defaults it to global', () => {
    expect(AddAbuseWordRequest.parse({ value: '  scam ' })).toEqual({ value: 'scam', locale: '' });
  });

  it.each([['   '], ['x'.repeat(101)]])('rejects the new word %j', (value) => {
    expect(AddAbuseWordRequest.safeParse({ value, locale: 'nl' }).success).toBe(false);
  });
});

describe('AddAbuseWordRequest refusals, in words on the field (#28)', () => {
  const refusal = (value: unknown) =>
    AddAbuseWordRequest.safeParse({ value, locale: 'nl' }).error?.issues.map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it.each([
    ['   ', ABUSE_MESSAGES.wordRequired],
    [undefined, ABUSE_MESSAGES.wordRequired],
    [42, ABUSE_MESSAGES.wordRequired],
    ['!!!', ABUSE_MESSAGES.wordHasNothingToMatch],
    ['\u200b\u00ad', ABUSE_MESSAGES.wordHasNothingToMatch],
    ['x'.repeat(101), 'A word or phrase can have at most 100 characters; this one has 101.'],
    ['a b c d e f g h i', ABUSE_MESSAGES.phraseTooLong(ABUSE_PHRASE_MAX_TOKENS)],
  ])('refuses %j: %s', (value, message) => {
    expect(refusal(value)).toEqual([['value', message]]);
  });
});

describe('ReportedMessage', () => {
  it('lists the agent categories of spec §3 with their labels', () => {
    expect(AGENT_REPORT_CATEGORIES.map((c) => REPORT_CATEGORY_LABELS[c])).toEqual([
      'Contact info given out',
      'Abusive message about company services',
      'Abusive operator',
      'Misleading',
      'Illegal',
      'New category',
      'Bad quality',
      'Other',
    ]);
  });

  it('lists the customer categories of spec §3 with their labels', () => {
    expect(CUSTOMER_REPORT_CATEGORIES.map((c) => REPORT_CATEGORY_LABELS[c])).toEqual([
      'Contact info',
      'Abusive customer',
      'Illegal',
      'New category',
      'Bad quality',
      'Other',
    ]);
  });

  const reported = {
    id: 'r1',
    locale: 'gb',
    message: { senderType: 'agent', content: 'hello' },
    report: {
      category: 'abusive_operator',
      reportedAt: '2024-03-01T12:00:00Z',
      reportedBy: 'uid-2',
    },
  };

  it('reads a report as unprocessed when processed is missing', () => {
    const parsed = ReportedMessage.parse(reported);
    expect(parsed.report.processed).toBe(false);
    expect(parsed.message.content).toBe('hello');
  });

  it.each([
    ['agent', 'abusive_operator', true],
    ['agent', 'abusive_customer', false],
    ['customer', 'abusive_customer', true],
    ['customer', 'misleading', false],
    ['customer', 'illegal', true],
    ['agent', 'unknown', false],
  ])('a %s message reported as %s is valid: %s', (senderType, category, valid) => {
    const result = ReportedMessage.safeParse({
      ...reported,
      message: { senderType },
      report: { ...reported.report, category },
    });
    expect(result.success).toBe(valid);
  });

  it('rejects an unknown sender type', () => {
    expect(
      ReportedMessage.safeParse({ ...reported, message: { senderType: 'system' } }).success,
    ).toBe(false);
  });

  it('accepts the set-processed payload {id, isProcessed}', () => {
    expect(SetReportProcessedPayload.parse({ id: 'r1', isProcessed: false })).toEqual({
      id: 'r1',
      isProcessed: false,
    });
    expect(SetReportProcessedPayload.safeParse({ id: 'r1', isProcessed: 'yes' }).success).toBe(
      false,
    );
  });
});
