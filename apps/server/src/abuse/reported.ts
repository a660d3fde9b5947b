import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  createReport,
  PAGE_SIZE_QUALITY_REVIEW,
  PAGE_SIZE_REPORTED_MESSAGES,
  ReportCategoryMismatchError,
  type AbuseListPage,
  type ReportedMessageDetails,
  type ReportedMessageItem,
  type ReportedMessagesQuery,
  type ReportMessageRequest,
  type ReportedSenderType,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { ChatService } from '../chats/service.js';
import { iso, messageFromRecord } from '../chats/rows.js';
import type { Database } from '../db/client.js';
import { chats, messages, reportedMessages } from '../db/schema.js';
import { ConflictError, InputError, NotAllowedError, NotFoundError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Queryable } from '../db/client.js';
import { PeopleNames } from './names.js';
import { ABUSE_API_TEXTS } from './texts.js';

type ReportRow = typeof reportedMessages.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

function fieldError(field: string, message: string): InputError {
  return new InputError(`${field}: ${message}`, [{ field, message }]);
}

/**
 * Who reported these reports, by name (issue #28): an operator by their name (else e-mail), a
 * customer by the name their chat carries; anyone else (a deleted user) by their id.
 */
async function reporterNames(
  db: Queryable,
  tenantId: string,
  rows: readonly ReportRow[],
): Promise<(row: ReportRow) => string> {
  const people = await PeopleNames.of(
    db,
    tenantId,
    rows.map((row) => row.reportedBy),
  );
  const customerReports = rows.filter((row) => !people.has(row.reportedBy));
  const customers = new Map<string, Record<string, unknown> | null>();
  if (customerReports.length > 0) {
    const found = await db
      .select({ id: chats.id, customer: chats.customer })
      .from(chats)
      .where(
        and(
          eq(chats.tenantId, tenantId),
          inArray(chats.id, [...new Set(customerReports.map((row) => row.chatId))]),
        ),
      );
    for (const chat of found) customers.set(chat.id, chat.customer ?? null);
  }
  return (row) => {
    if (people.has(row.reportedBy)) return people.name(row.reportedBy);
    const customer = customers.get(row.chatId);
    const isThem = customer?.['id'] === row.reportedBy || customer?.['uuid'] === row.reportedBy;
    const name = isThem ? customer?.['name'] : null;
    return typeof name === 'string' && name !== '' ? name : row.reportedBy;
  };
}

function itemOf(row: ReportRow, message: MessageRow, reporter: string): ReportedMessageItem {
  return {
    id: row.id,
    chatId: row.chatId,
    messageId: row.messageId,
    locale: row.locale,
    message: messageFromRecord(message),
    report: {
      category: row.category as ReportedMessageItem['report']['category'],
      processed: row.processed,
      reportedAt: iso(row.reportedAt) ?? '',
      reportedBy: row.reportedBy,
      reportedByName: reporter,
    },
  };
}

/**
 * Reported messages (spec §3, §4, §7): operators report a customer message of the chat they
 * hold (the customer categories); the intake call takes a customer's report of an agent message
 * (the agent categories). processed is false on creation and can be set either way.
 */
export class ReportedMessageService {
  constructor(
    private readonly db: Database,
    private readonly chats: ChatService,
    private readonly clock: () => Date,
  ) {}

  /** An operator's report: the chat must be theirs (a live claim), the message a customer's. */
  async reportByOperator(user: AuthUser, request: ReportMessageRequest) {
    const chat = await this.chats.loadChat(user.tenantId, request.chatId);
    assertLocalesAllowed(user, [chat.locale]);
    if (this.chats.toChat(chat).claimedBy !== user.uid) {
      throw new NotAllowedError('Only the operator holding the claim may report from this chat.');
    }
    return this.create(user.tenantId, chat.locale, request, 'customer', user.uid);
  }

  /** A customer's report of an agent message, taken by the intake call. */
  async reportByCustomer(user: AuthUser, request: ReportMessageRequest & { reportedBy: string }) {
    const chat = await this.chats.loadChat(user.tenantId, request.chatId);
    assertLocalesAllowed(user, [chat.locale]);
    return this.create(user.tenantId, chat.locale, request, 'agent', request.reportedBy);
  }

  private async create(
    tenantId: string,
    locale: string,
    request: ReportMessageRequest,
    senderType: ReportedSenderType,
    reportedBy: string,
  ): Promise<ReportedMessageItem> {
    const [message] = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, request.messageId), eq(messages.chatId, request.chatId)));
    if (!message) throw new NotFoundError(ABUSE_API_TEXTS.noSuchMessage);
    if (message.senderType !== senderType) {
      throw fieldError(
        'messageId',
        senderType === 'customer'
          ? ABUSE_API_TEXTS.notCustomerMessage
          : ABUSE_API_TEXTS.notAgentMessage,
      );
    }
    let report;
    try {
      report = createReport(senderType, { category: request.category, reportedBy }, this.clock());
    } catch (error) {
      if (error instanceof ReportCategoryMismatchError) throw fieldError('category', error.message);
      throw error;
    }
    try {
      const [row] = await this.db
        .insert(reportedMessages)
        .values({
          id: randomUUID(),
          tenantId,
          locale,
          chatId: request.chatId,
          messageId: request.messageId,
          senderType,
          category: report.category,
          processed: report.processed,
          reportedAt: report.reportedAt,
          reportedBy: report.reportedBy,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      const reporter = await reporterNames(this.db, tenantId, [row]);
      return itemOf(row, message, reporter(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(ABUSE_API_TEXTS.alreadyReported);
      throw error;
    }
  }

  /** Newest report first, 10 a page, in the caller's geos. */
  async list(
    user: AuthUser,
    query: ReportedMessagesQuery,
  ): Promise<AbuseListPage<ReportedMessageItem>> {
    if (query.locale) assertLocalesAllowed(user, [query.locale]);
    const where = and(
      eq(reportedMessages.tenantId, user.tenantId),
      inArray(reportedMessages.locale, query.locale ? [query.locale] : [...user.geos]),
      query.processed === 'all'
        ? undefined
        : eq(reportedMessages.processed, query.processed === 'true'),
    );
    const [total] = await this.db.select({ n: count() }).from(reportedMessages).where(where);
    const rows = await this.db
      .select({ report: reportedMessages, message: messages })
      .from(reportedMessages)
      .innerJoin(messages, eq(messages.id, reportedMessages.messageId))
      .where(where)
      .orderBy(desc(reportedMessages.reportedAt), asc(reportedMessages.id))
      .limit(PAGE_SIZE_REPORTED_MESSAGES)
      .offset((query.page - 1) * PAGE_SIZE_REPORTED_MESSAGES);
    const n = Number(total?.n ?? 0);
    const reporter = await reporterNames(
      this.db,
      user.tenantId,
      rows.map((row) => row.report),
    );
    return {
      items: rows.map((row) => itemOf(row.report, row.message, reporter(row.report))),
      page: query.page,
      pageSize: PAGE_SIZE_REPORTED_MESSAGES,
      total: n,
      pageCount: Math.max(1, Math.ceil(n / PAGE_SIZE_REPORTED_MESSAGES)),
    };
  }

  private async find(user: AuthUser, id: string, locale?: string) {
    const [row] = await this.db
      .select({ report: reportedMessages, message: messages })
      .from(reportedMessages)
      .innerJoin(messages, eq(messages.id, reportedMessages.messageId))
      .where(and(eq(reportedMessages.tenantId, user.tenantId), eq(reportedMessages.id, id)));
    if (!row || (locale !== undefined && row.report.locale !== locale)) {
      throw new NotFoundError(ABUSE_API_TEXTS.noSuchReport);
    }
    assertLocalesAllowed(user, [row.report.locale]);
    return row;
  }

  /**
   * The report and the chat around the message, 15 a page (quality review): the first page is
   * the reported message with up to 7 before and 7 after; `before` / `after` page older / newer.
   */
  async details(
    user: AuthUser,
    locale: string,
    id: string,
    page: { before?: string | undefined; after?: string | undefined },
  ): Promise<ReportedMessageDetails> {
    assertLocalesAllowed(user, [locale]);
    const { report, message } = await this.find(user, id, locale);
    const inChat = eq(messages.chatId, report.chatId);
    const anchorOf = async (messageId: string) => {
      const [anchor] = await this.db
        .select()
        .from(messages)
        .where(and(inChat, eq(messages.id, messageId)));
      if (!anchor)
        throw fieldError(page.before ? 'before' : 'after', ABUSE_API_TEXTS.noSuchMessage);
      return anchor;
    };
    const older = async (anchor: MessageRow, limit: number) =>
      (
        await this.db
          .select()
          .from(messages)
          .where(
            and(
              inChat,
              sql`(${messages.createdAt}, ${messages.id}) < (${anchor.createdAt}::timestamptz, ${anchor.id})`,
            ),
          )
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit + 1)
      ).reverse();
    const newer = async (anchor: MessageRow, limit: number) =>
      this.db
        .select()
        .from(messages)
        .where(
          and(
            inChat,
            sql`(${messages.createdAt}, ${messages.id}) > (${anchor.createdAt}::timestamptz, ${anchor.id})`,
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(limit + 1);
    let rows: MessageRow[];
    let hasOlder: boolean;
    let hasNewer: boolean;
    const size = PAGE_SIZE_QUALITY_REVIEW;
    if (page.before) {
      const anchor = await anchorOf(page.before);
      const before = await older(anchor, size);
      hasOlder = before.length > size;
      rows = hasOlder ? before.slice(1) : before;
      hasNewer = true;
    } else if (page.after) {
      const anchor = await anchorOf(page.after);
      const after = await newer(anchor, size);
      hasNewer = after.length > size;
      rows = after.slice(0, size);
      hasOlder = true;
    } else {
      const half = Math.floor((size - 1) / 2);
      const before = await older(message, half);
      const after = await newer(message, size - 1 - half);
      hasOlder = before.length > half;
      hasNewer = after.length > size - 1 - half;
      rows = [
        ...(hasOlder ? before.slice(1) : before),
        message,
        ...after.slice(0, size - 1 - half),
      ];
    }
    const reporter = await reporterNames(this.db, user.tenantId, [report]);
    return {
      report: itemOf(report, message, reporter(report)),
      messages: rows.map(messageFromRecord),
      hasOlder,
      hasNewer,
    };
  }

  /** Sets processed true or false (spec §7 payload {id, isProcessed}). */
  async setProcessed(
    user: AuthUser,
    id: string,
    isProcessed: boolean,
  ): Promise<ReportedMessageItem> {
    const { report } = await this.find(user, id);
    const [row] = await this.db
      .update(reportedMessages)
      .set({ processed: isProcessed })
      .where(eq(reportedMessages.id, report.id))
      .returning();
    const [message] = await this.db
      .select()
      .from(messages)
      .where(eq(messages.id, report.messageId));
    if (!row || !message) throw new NotFoundError(ABUSE_API_TEXTS.noSuchReport);
    const reporter = await reporterNames(this.db, user.tenantId, [row]);
    return itemOf(row, message, reporter(row));
  }
}
