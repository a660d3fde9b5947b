import { describe, expect, it } from 'vitest';
import { ReportedMessage } from '../schemas/abuse.js';
import {
  createReport,
  isReportCategoryFor,
  listReportedMessages,
  pageReportedMessages,
  ReportCategoryMismatchError,
  reportCategoriesFor,
  reportCategoryLabel,
  setReportProcessed,
} from './reported.js';

const NOW = new Date('2024-06-01T12:00:00.000Z');

const reported = (id: string, reportedAt: string, processed = false) =>
  ReportedMessage.parse({
    id,
    locale: 'nl',
    message: { senderType: 'customer' },
    report: { category: 'contact_info', processed, reportedAt, reportedBy: 'uid-1' },
  });

describe('report categories', () => {
  it('offers the agent message categories of spec §3', () => {
    expect(reportCategoriesFor('agent')).toEqual([
      { code: 'contact_info_given_out', label: 'Contact info given out' },
      { code: 'abusive_about_company_services', label: 'Abusive message about company services' },
      { code: 'abusive_operator', label: 'Abusive operator' },
      { code: 'misleading', label: 'Misleading' },
      { code: 'illegal', label: 'Illegal' },
      { code: 'new_category', label: 'New category' },
      { code: 'bad_quality', label: 'Bad quality' },
      { code: 'other', label: 'Other' },
    ]);
  });

  it('offers the customer message categories of spec §3', () => {
    expect(reportCategoriesFor('customer')).toEqual([
      { code: 'contact_info', label: 'Contact info' },
      { code: 'abusive_customer', label: 'Abusive customer' },
      { code: 'illegal', label: 'Illegal' },
      { code: 'new_category', label: 'New category' },
      { code: 'bad_quality', label: 'Bad quality' },
      { code: 'other', label: 'Other' },
    ]);
  });

  it.each([
    ['abusive_operator', 'agent', true],
    ['abusive_operator', 'customer', false],
    ['contact_info', 'customer', true],
    ['contact_info', 'agent', false],
    ['bad_quality', 'agent', true],
  ] as const)('%s applies to %s messages: %s', (category, senderType, applies) => {
    expect(isReportCategoryFor(category, senderType)).toBe(applies);
  });

  it('labels a category', () => {
    expect(reportCategoryLabel('abusive_about_company_services')).toBe(
      'Abusive message about company services',
    );
  });
});

describe('report processing', () => {
  it('creates a report as not processed', () => {
    expect(createReport('agent', { category: 'misleading', reportedBy: 'uid-3' }, NOW)).toEqual({
      category: 'misleading',
      processed: false,
      reportedAt: '2024-06-01T12:00:00.000Z',
      reportedBy: 'uid-3',
    });
  });

  it('refuses a category of the other sender type', () => {
    expect(() =>
      createReport('customer', { category: 'abusive_operator', reportedBy: 'uid-3' }, NOW),
    ).toThrow(ReportCategoryMismatchError);
    let caught: unknown;
    try {
      createReport('agent', { category: 'abusive_customer', reportedBy: 'uid-3' }, NOW);
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({
      code: 'REPORT_CATEGORY_MISMATCH',
      category: 'abusive_customer',
      senderType: 'agent',
      name: 'ReportCategoryMismatchError',
    });
  });

  it('sets processed to true and back to false without touching the rest', () => {
    const original = reported('r1', '2024-05-01T00:00:00Z');
    const processed = setReportProcessed(original, true);
    expect(processed.report).toEqual({ ...original.report, processed: true });
    expect(original.report.processed).toBe(false);
    expect(setReportProcessed(processed, false).report.processed).toBe(false);
  });
});

describe('reported message list', () => {
  const items = [
    reported('old', '2024-05-01T00:00:00Z', true),
    reported('new', '2024-05-03T00:00:00Z'),
    reported('tie-b', '2024-05-02T00:00:00Z'),
    reported('tie-a', '2024-05-02T00:00:00Z', true),
  ];

  it.each([
    ['all', ['new', 'tie-a', 'tie-b', 'old']],
    ['processed', ['tie-a', 'old']],
    ['unprocessed', ['new', 'tie-b']],
  ] as const)('lists %s reports newest first', (filter, ids) => {
    expect(listReportedMessages(items, filter).map((r) => r.id)).toEqual(ids);
  });

  it('lists all by default', () => {
    expect(listReportedMessages(items)).toHaveLength(4);
  });

  it('pages 10 at a time', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      reported(
        `r${String(index).padStart(2, '0')}`,
        new Date(NOW.getTime() - index * 1000).toISOString(),
      ),
    );
    const first = pageReportedMessages(many, 1);
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12, pageCount: 2 });
    expect(first.items[0]?.id).toBe('r00');
    expect(pageReportedMessages(many, 2).items.map((r) => r.id)).toEqual(['r10', 'r11']);
    expect(pageReportedMessages(many, 1, 'processed').items).toEqual([]);
  });
});
