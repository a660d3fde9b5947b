import { describe, expect, it } from 'vitest';
import {
  POKE_FILTER_WORDS as words,
  POKE_RECORD_MESSAGES as record,
  POKE_UI_MESSAGES as text,
} from './poke-messages.js';

describe('the poke wizard and page texts', () => {
  it('fill in their figures', () => {
    expect(text.funnelShare('12.5%')).toBe('12.5% of the customers');
    expect(text.funnelDropped('1,200')).toBe('−1,200');
    expect(text.preflightFailed('Forbidden')).toBe('The message could not be checked: Forbidden');
    expect(text.preflightRecipients('611')).toBe('611 recipients');
    expect(text.preflightMissing('4', '10', '%[city]%')).toBe(
      '4 of 10 recipients have no value for %[city]%',
    );
    expect(text.everyNDays(1)).toBe('Recurring every 1 day');
    expect(text.everyNDays(7)).toBe('Recurring every 7 days');
    expect(text.reached(3)).toBe('3 reached');
    expect(text.followUpMessage(2)).toBe('Message of follow-up 2');
  });
});

describe('the poke filters in words', () => {
  it.each([
    [words.lastLoginHours(1), 'Logged in within the last 1 hour'],
    [words.lastLoginHours(6), 'Logged in within the last 6 hours'],
    [words.limit(1), 'At most 1 customer'],
    [words.limit(250), 'At most 250 customers'],
    [words.duplicateIp(2), 'Duplicate IP target level 2'],
    [words.named('a.test', ['Eva', 'Lotte'], 0), 'By name on a.test: Eva, Lotte'],
    [words.named('a.test', ['Eva'], 4), 'By name on a.test: Eva and 4 more'],
  ])('%s', (made, expected) => {
    expect(made).toBe(expected);
  });
});

describe('the poke page as a record', () => {
  describe('heldWhy', () => {
    it('says who is deciding, and that the poke waits until marked safe', () => {
      expect(record.heldWhy([], null, false)).toBe(
        'Waiting for an abuse checker: it does not go out until marked safe.',
      );
      expect(record.heldWhy([], null, true)).toBe(
        'A checker is reviewing it: it does not go out until marked safe.',
      );
    });

    it('quotes the matched words and says since when it is held', () => {
      expect(record.heldWhy(['cash', 'whatsapp'], '10:15 Tue, Nov 24, 2026', true)).toBe(
        'A checker is reviewing it: it does not go out until marked safe.' +
          ' Matched “cash”, “whatsapp”. Held since 10:15 Tue, Nov 24, 2026.',
      );
      expect(record.heldWhy(['cash'], '', false)).toBe(
        'Waiting for an abuse checker: it does not go out until marked safe. Matched “cash”.',
      );
    });
  });

  it('titles the poke by its message, or by its profile without one', () => {
    expect(record.title('Lisa', 'Hoi %[name]%…')).toBe('Lisa: “Hoi %[name]%…”');
    expect(record.title('Lisa', '')).toBe('Poke for Lisa');
  });

  it.each([
    [record.audienceOfRun('10:00 Tue, Nov 24, 2026'), 'Latest send, 10:00 Tue, Nov 24, 2026'],
    [record.targeted(0), 'Targeted: 0'],
    [record.sent(12), 'Sent: 12'],
    [record.skipped('blocked', 3), 'Skipped, blocked: 3'],
    [record.failed(1), 'Failed: 1'],
    [record.alreadyHad(4), 'Already had it: 4'],
    [record.beyondEstimate(2), 'More than counted: 2'],
    [record.attachment('photo.jpg'), 'Attachment: photo.jpg'],
    [record.messageKind('Poke'), 'Sent as: Poke'],
    [record.runWhen('10:00 Tue'), 'Due 10:00 Tue'],
    [record.runStarted('10:01'), 'started 10:01'],
    [record.runFinished('10:09'), 'finished 10:09'],
    [record.runStopped('killed by an admin'), 'Stopped: killed by an admin'],
    [record.followUpLink(2), 'Open follow-up 2'],
    [record.addDomainAt('22:00'), 'They get it at 22:00.'],
    [record.addDomainFrom('Lisa'), 'Sent from Lisa.'],
    [record.countFailed('Timeout'), 'The customers could not be counted: Timeout'],
    [record.answered(5), 'Answered: 5'],
  ])('fills in its figure: %s', (made, expected) => {
    expect(made).toBe(expected);
  });

  it.each([
    ['scheduled', 7, 'Still to send: 7'],
    ['sending', 3, 'Still to send: 3'],
    ['waiting', 9, 'Not reached, waiting for a decision on the late poke: 9'],
    ['stopped', 2, 'Not reached, the send stopped: 2'],
    ['cancelled', 4, 'Not reached, the send was cancelled: 4'],
    ['notFound', 1, 'Not reached, no longer found at send time: 1'],
  ] as const)('says why the remainder was not reached (%s)', (why, n, expected) => {
    expect(record.remainder[why](n)).toBe(expected);
  });

  it.each([
    [0, 'No limit of sends'],
    [1, 'At most 1 send'],
    [5, 'At most 5 sends'],
  ])('words a run limit of %i', (n, expected) => {
    expect(record.runLimit(n)).toBe(expected);
  });

  it.each([
    [
      1,
      '1 customer on b.test match this poke’s filters (counted now).',
      'Add domain and send to 1 customer',
      'It goes out now to 1 customer from Lisa.',
      'Send to 1 customer',
      'Convert and send to about 1 customer',
    ],
    [
      0,
      '0 customers on b.test match this poke’s filters (counted now).',
      'Add domain and send to 0 customers',
      'It goes out now to 0 customers from Lisa.',
      'Send to 0 customers',
      'Convert and send to about 0 customers',
    ],
    [
      42,
      '42 customers on b.test match this poke’s filters (counted now).',
      'Add domain and send to 42 customers',
      'It goes out now to 42 customers from Lisa.',
      'Send to 42 customers',
      'Convert and send to about 42 customers',
    ],
  ])(
    'counts %i customers in the dialogs, one or many',
    (n, domainCount, domainConfirm, lateBody, lateConfirm, convertConfirm) => {
      expect(record.addDomainCount(n, 'b.test')).toBe(domainCount);
      expect(record.addDomainConfirm(n)).toBe(domainConfirm);
      expect(record.sendLateBody(n, 'Lisa')).toBe(lateBody);
      expect(record.sendLateConfirm(n)).toBe(lateConfirm);
      expect(record.convertConfirm(n)).toBe(convertConfirm);
    },
  );

  it.each([
    [1, 1, 'Sends every 1 day from Lisa, first on 24 Nov, to about 1 customer (counted now).'],
    [
      7,
      300,
      'Sends every 7 days from Lisa, first on 24 Nov, to about 300 customers (counted now).',
    ],
    [2, 0, 'Sends every 2 days from Lisa, first on 24 Nov, to about 0 customers (counted now).'],
  ])('sums up converting to every %i days for %i customers', (days, k, expected) => {
    expect(record.convertSummary(days, 'Lisa', '24 Nov', k)).toBe(expected);
  });
});
