import { PAGE_SIZE_REPORTED_MESSAGES } from '../constants.js';
import {
  REPORT_CATEGORIES_BY_SENDER,
  REPORT_CATEGORY_LABELS,
  type Report,
  type ReportCategory,
  type ReportedMessage,
  type ReportedSenderType,
} from '../schemas/abuse.js';
import { toMillis } from '../schemas/common.js';
import { pageAbuseList, type AbuseListPage } from './paging.js';

/**
 * Reported messages, spec §3, §4 and §7: the categories a report may have, the processed flag,
 * and the paged list reviewers work through.
 */

/** A category with its display label, as a select shows it. */
export interface ReportCategoryOption {
  code: ReportCategory;
  label: string;
}

/** The categories offered for a message from this sender, in the spec's order. */
export function reportCategoriesFor(senderType: ReportedSenderType): ReportCategoryOption[] {
  return REPORT_CATEGORIES_BY_SENDER[senderType].map((code) => ({
    code,
    label: REPORT_CATEGORY_LABELS[code],
  }));
}

export function reportCategoryLabel(category: ReportCategory): string {
  return REPORT_CATEGORY_LABELS[category];
}

export function isReportCategoryFor(
  category: ReportCategory,
  senderType: ReportedSenderType,
): boolean {
  return REPORT_CATEGORIES_BY_SENDER[senderType].includes(category);
}

export type ReportErrorCode = 'REPORT_CATEGORY_MISMATCH';

/** A report whose category is not offered for the reported message's sender type. */
export class ReportCategoryMismatchError extends Error {
  readonly code: ReportErrorCode = 'REPORT_CATEGORY_MISMATCH';
  constructor(
    readonly category: ReportCategory,
    readonly senderType: ReportedSenderType,
  ) {
    super(`The report category "${category}" does not apply to ${senderType} messages.`);
    this.name = 'ReportCategoryMismatchError';
  }
}

/**
 * A new report: processed is false on creation (spec §4).
 * @throws ReportCategoryMismatchError when the category is not one for the sender type.
 */
export function createReport(
  senderType: ReportedSenderType,
  input: { category: ReportCategory; reportedBy: string },
  now: Date,
): Report {
  if (!isReportCategoryFor(input.category, senderType)) {
    throw new ReportCategoryMismatchError(input.category, senderType);
  }
  return {
    category: input.category,
    processed: false,
    reportedAt: now.toISOString(),
    reportedBy: input.reportedBy,
  };
}

/** Sets processed to true or false (spec §4: it can be set either way, any number of times). */
export function setReportProcessed(
  reported: ReportedMessage,
  isProcessed: boolean,
): ReportedMessage {
  return { ...reported, report: { ...reported.report, processed: isProcessed } };
}

/** Which reported messages a list shows: all, or only processed or unprocessed ones. */
export type ReportedMessageFilter = 'all' | 'processed' | 'unprocessed';

/** Newest report first; equal times by id so the order is stable. */
function byNewestReport(a: ReportedMessage, b: ReportedMessage): number {
  const difference = toMillis(b.report.reportedAt) - toMillis(a.report.reportedAt);
  if (difference !== 0) return difference;
  return Number(a.id > b.id) - Number(a.id < b.id);
}

/** The reported messages a list shows, newest report first. */
export function listReportedMessages(
  reported: readonly ReportedMessage[],
  filter: ReportedMessageFilter = 'all',
): ReportedMessage[] {
  return reported
    .filter((item) => filter === 'all' || item.report.processed === (filter === 'processed'))
    .sort(byNewestReport);
}

/** One page (from 1) of the list, `PAGE_SIZE_REPORTED_MESSAGES` a page. */
export function pageReportedMessages(
  reported: readonly ReportedMessage[],
  page: number,
  filter: ReportedMessageFilter = 'all',
): AbuseListPage<ReportedMessage> {
  return pageAbuseList(listReportedMessages(reported, filter), page, PAGE_SIZE_REPORTED_MESSAGES);
}
