import { http } from 'msw';
import {
  AbuseAuditEntry,
  AbuseAuditResponse,
  AbuseBulkRequest,
  AbuseBulkResponse,
  type AbuseBulkSkip,
  AbuseHistoryQuery,
  AbuseItem,
  AbuseItemPageResponse,
  AbuseItemResponse,
  AbuseRemediateRequest,
  AbuseRemediationQuery,
  AbuseWord,
  AbuseWordDryRunRequest,
  AbuseWordDryRunResponse,
  AbuseWordDryRunResult,
  AbuseWordListResponse,
  AbuseWordResponse,
  AddAbuseWordRequest,
  ImportAbuseWordsRequest,
  ImportAbuseWordsResponse,
  Message,
  ReportedMessageDetailsQuery,
  ReportedMessageDetailsResponse,
  ReportedMessageItem,
  ReportedMessagePageResponse,
  ReportedMessageResponse,
  ReportedMessagesQuery,
  SetReportProcessedPayload,
  ABUSE_UNDO_WINDOW_MS,
  PAGE_SIZE_ABUSE_HISTORY,
  PAGE_SIZE_REPORTED_MESSAGES,
  abuseWordConflictMessage,
  normaliseAbuseWordValue,
} from '@switchboard/domain';
import {
  answer,
  bodyOf,
  checked,
  conflict,
  errorAnswer,
  latency,
  notFound,
  parseInput,
  queryOf,
  STORY_NOW,
  type ErrorAnswer,
} from './answers';
import { CONVERSATION, FLAGGED_MESSAGE_ITEM, FLAGGED_POKE_ITEM } from './abuse';

/**
 * The Admin and Manager abuse calls (apps/server/src/abuse/README.md) of /abuse/list (release,
 * bulk), /abuse/history (history, audit trail), /abuse/remediation, /abuse/words (list, add,
 * remove, import, dry run) and /abuse/reported-messages with its details. Fixtures in the API's
 * shapes; writes change the story's own copy only.
 */

const at = (minutesAfterNow: number) =>
  new Date(Date.parse(STORY_NOW) + minutesAfterNow * 60_000).toISOString();

const ADMIN = 'demo-admin';
const ADMIN_NAME = 'Ada Admin';
/** The checker of these fixtures, by uid and by name (#28: screens show the name). */
const CHECKER = 'demo-abusechecker';
const CHECKER_NAME = 'Abe Checker';
/** Names the server gives the fixtures' people (a uid it does not know reads as itself). */
const NAMES: Record<string, string> = {
  [ADMIN]: ADMIN_NAME,
  [CHECKER]: CHECKER_NAME,
  'demo-operator': 'Olga Operator',
  'customer-7': 'Carl',
};
const nameOf = (uid: string) => NAMES[uid] ?? uid;

/** A page of `items` as the server cuts it (from 1). */
function pageOf<T>(items: readonly T[], page: number, pageSize: number) {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: items.length,
    pageCount: Math.ceil(items.length / pageSize),
  };
}

// ---- the live queue of /abuse/list ----

/** A second flagged message of the same operator, claimed by another checker (live claim). */
export const CLAIMED_MESSAGE_ITEM = checked(
  AbuseItem,
  {
    ...FLAGGED_MESSAGE_ITEM,
    id: 'm-9',
    text: 'My snapchat is olga_88, add me',
    matchedWords: ['snapchat'],
    createdAt: at(-5),
    flaggedAt: at(-5),
    message: {
      ...FLAGGED_MESSAGE_ITEM.message!,
      id: 'm-9',
      content: 'My snapchat is olga_88, add me',
    },
    abuse: {
      status: 'claimed',
      checkedAt: null,
      checkedBy: null,
      claimedBy: CHECKER,
      claimedByName: CHECKER_NAME,
      claimedAt: at(-2),
    },
  } satisfies AbuseItem,
  'claimed message',
);

/** The /abuse/list queue (`abuse.queue` live rows): a free message, a held one, a free poke. */
export const LIST_QUEUE: AbuseItem[] = [
  {
    ...FLAGGED_MESSAGE_ITEM,
    abuse: { ...FLAGGED_MESSAGE_ITEM.abuse, status: 'pending', claimedBy: null, claimedAt: null },
  },
  CLAIMED_MESSAGE_ITEM,
  FLAGGED_POKE_ITEM,
];

export interface AbuseListHandlerOptions {
  items?: readonly AbuseItem[];
  releaseError?: ErrorAnswer;
  bulkError?: ErrorAnswer;
  /** Items the first bulk decision leaves out, with why (a retry then decides them). */
  skipFirst?: readonly AbuseBulkSkip[];
}

/** /abuse/list's writes: release a claim, a bulk decision and its undo. */
export function abuseListHandlers({
  items = LIST_QUEUE,
  releaseError,
  bulkError,
  skipFirst = [],
}: AbuseListHandlerOptions = {}) {
  let queue = items.map((item) => AbuseItem.parse(item));
  let toSkip = [...skipFirst];
  return [
    http.post('/abuse/items/:id/release', async ({ params }) => {
      await latency();
      if (releaseError) return errorAnswer(releaseError);
      const item = queue.find((other) => other.id === String(params.id));
      if (!item) return errorAnswer(notFound('No such flagged item.'));
      const released: AbuseItem = {
        ...item,
        abuse: { ...item.abuse, claimedBy: null, claimedAt: null },
        version: item.version + 1,
      };
      queue = queue.map((other) => (other.id === item.id ? released : other));
      return answer(AbuseItemResponse, { data: released });
    }),
    http.post('/abuse/bulk', async ({ request }) => {
      await latency();
      if (bulkError) return errorAnswer(bulkError);
      const body = parseInput(AbuseBulkRequest, await bodyOf(request));
      if (!body.ok) return body.response;
      const now = new Date().toISOString();
      const skipped = toSkip.filter((skip) => body.data.ids.includes(skip.id));
      toSkip = [];
      const chosen = queue.filter(
        (item) => body.data.ids.includes(item.id) && !skipped.some((skip) => skip.id === item.id),
      );
      const decided = chosen.map((item): AbuseItem => ({
        ...item,
        abuse: {
          ...item.abuse,
          status: body.data.verdict,
          checkedAt: now,
          checkedBy: ADMIN,
          checkedByName: ADMIN_NAME,
          claimedBy: null,
        },
        reason: body.data.reason,
        batchId: 'bulk-1',
        remediation: body.data.verdict === 'abuse' && item.kind === 'message' ? 'needed' : null,
        version: item.version + 1,
      }));
      queue = queue.filter((item) => !decided.some((other) => other.id === item.id));
      return answer(AbuseBulkResponse, {
        data: {
          batchId: 'bulk-1',
          decided,
          skipped,
          undoUntil: new Date(Date.now() + ABUSE_UNDO_WINDOW_MS).toISOString(),
        },
      });
    }),
  ];
}

// ---- history and its audit trail ----

const decided = (
  item: AbuseItem,
  verdict: 'safe' | 'abuse',
  minutes: number,
  reason: string | null,
): AbuseItem =>
  checked(
    AbuseItem,
    {
      ...item,
      abuse: {
        status: verdict,
        checkedAt: at(minutes),
        checkedBy: CHECKER,
        checkedByName: CHECKER_NAME,
        claimedBy: null,
        claimedAt: null,
      },
      reason,
      batchId: `batch-${item.id}`,
      remediation: verdict === 'abuse' && item.kind === 'message' ? 'needed' : null,
      version: item.version + 2,
    },
    'decided item',
  );

/** Decided items, newest decision first: an abuse message and a safe poke. */
export const HISTORY_ITEMS: AbuseItem[] = [
  decided(FLAGGED_MESSAGE_ITEM, 'abuse', -3, 'Contact details'),
  decided(FLAGGED_POKE_ITEM, 'safe', -30, null),
];

/** The audit trail of every decided item: flagged, claimed, marked. */
export function auditOf(item: AbuseItem): AbuseAuditEntry[] {
  const entries = [
    {
      id: `${item.id}-1`,
      itemId: item.id,
      action: 'flag' as const,
      actor: 'system',
      at: item.flaggedAt,
      before: null,
      after: { status: 'pending' },
      reason: null,
      batchId: null,
    },
    {
      id: `${item.id}-2`,
      itemId: item.id,
      action: 'next' as const,
      actor: CHECKER,
      actorName: CHECKER_NAME,
      at: at(-4),
      before: { status: 'pending' },
      after: { status: 'claimed', claimedBy: CHECKER, claimedByName: CHECKER_NAME },
      reason: null,
      batchId: null,
    },
    {
      id: `${item.id}-3`,
      itemId: item.id,
      action: 'mark' as const,
      actor: item.abuse.checkedBy ?? CHECKER,
      actorName: nameOf(item.abuse.checkedBy ?? CHECKER),
      at: item.abuse.checkedAt ?? at(-3),
      before: { status: 'claimed', claimedBy: CHECKER, claimedByName: CHECKER_NAME },
      after: {
        status: item.abuse.status,
        checkedBy: item.abuse.checkedBy,
        checkedByName: item.abuse.checkedByName,
      },
      reason: item.reason,
      batchId: item.batchId,
    },
  ];
  return entries.map((entry) => checked(AbuseAuditEntry, entry, 'audit entry'));
}

export interface AbuseHistoryHandlerOptions {
  items?: readonly AbuseItem[];
  historyError?: ErrorAnswer;
}

/** The history's reviewer filter as the server reads it: the uid, or a part of the name (#28). */
function reviewerMatches(item: AbuseItem, reviewer: string): boolean {
  const uid = item.abuse.checkedBy ?? '';
  const part = reviewer.trim().toLowerCase();
  return uid === reviewer.trim() || (uid !== '' && nameOf(uid).toLowerCase().includes(part));
}

/** GET /abuse/history (filters as the server reads them) and GET /abuse/items/{id}/audit. */
export function abuseHistoryHandlers({
  items = HISTORY_ITEMS,
  historyError,
}: AbuseHistoryHandlerOptions = {}) {
  return [
    http.get('/abuse/history', async ({ request }) => {
      await latency();
      if (historyError) return errorAnswer(historyError);
      const query = parseInput(AbuseHistoryQuery, queryOf(request));
      if (!query.ok) return query.response;
      const { page, reviewer, kind, verdict, locale } = query.data;
      const shown = items.filter(
        (item) =>
          (!reviewer || reviewerMatches(item, reviewer)) &&
          (!kind || item.kind === kind) &&
          (!verdict || item.abuse.status === verdict) &&
          (!locale || item.locale === locale),
      );
      return answer(AbuseItemPageResponse, {
        data: pageOf(shown, page, PAGE_SIZE_ABUSE_HISTORY),
      });
    }),
    http.get('/abuse/items/:id/audit', async ({ params }) => {
      await latency();
      const item = items.find((other) => other.id === String(params.id));
      if (!item) return errorAnswer(notFound('No such flagged item.'));
      return answer(AbuseAuditResponse, { data: auditOf(item) });
    }),
  ];
}

// ---- remediation ----

/** Messages marked abuse that still need action. */
export const REMEDIATION_ITEMS: AbuseItem[] = [
  HISTORY_ITEMS[0]!,
  decided(CLAIMED_MESSAGE_ITEM, 'abuse', -20, 'Snapchat handle'),
];

export interface RemediationHandlerOptions {
  items?: readonly AbuseItem[];
  listError?: ErrorAnswer;
  remediateError?: ErrorAnswer;
}

/** GET /abuse/remediation and POST /abuse/items/{id}/remediate. */
export function remediationHandlers({
  items = REMEDIATION_ITEMS,
  listError,
  remediateError,
}: RemediationHandlerOptions = {}) {
  let needed = items.map((item) => AbuseItem.parse(item));
  return [
    http.get('/abuse/remediation', async ({ request }) => {
      await latency();
      if (listError) return errorAnswer(listError);
      const query = parseInput(AbuseRemediationQuery, queryOf(request));
      if (!query.ok) return query.response;
      return answer(AbuseItemPageResponse, {
        data: pageOf(needed, query.data.page, PAGE_SIZE_ABUSE_HISTORY),
      });
    }),
    http.post('/abuse/items/:id/remediate', async ({ request, params }) => {
      await latency();
      const body = parseInput(AbuseRemediateRequest, await bodyOf(request));
      if (!body.ok) return body.response;
      if (remediateError) return errorAnswer(remediateError);
      const item = needed.find((other) => other.id === String(params.id));
      if (!item?.message) return errorAnswer(notFound('No such flagged item.'));
      const { action } = body.data;
      const message: Message = {
        ...item.message,
        ...(action === 'modify'
          ? {
              abuse_modification_data: {
                modified_content: body.data.modified_content ?? '',
                modified_attachment: null,
              },
            }
          : {}),
        ...(action === 'delete'
          ? {
              deleted: { by: ADMIN, reason: body.data.reason ?? '' },
              deletedAt: new Date().toISOString(),
            }
          : {}),
      };
      const remediated: AbuseItem = {
        ...item,
        message: Message.parse(message),
        remediation: action === 'modify' ? 'modified' : action === 'delete' ? 'deleted' : 'done',
        version: item.version + 1,
      };
      needed = needed.filter((other) => other.id !== item.id);
      return answer(AbuseItemResponse, { data: remediated });
    }),
  ];
}

// ---- words ----

export const ABUSE_WORDS: AbuseWord[] = [
  { id: 'w-1', value: 'whatsapp', locale: '' },
  { id: 'w-2', value: 'call me', locale: '' },
  { id: 'w-3', value: 'snapchat', locale: 'nl' },
  { id: 'w-4', value: 'geld lenen', locale: 'nl' },
  { id: 'w-5', value: 'überweisung', locale: 'de' },
].map((word) => checked(AbuseWord, word, 'abuse word'));

/** What a dry run finds: two messages and a poke of the last 7 days, with examples. */
export const DRY_RUN_RESULT = AbuseWordDryRunResult.parse(
  checked(
    AbuseWordDryRunResult,
    {
      messages: 2,
      pokes: 1,
      capped: { messages: false, pokes: false },
      examples: [
        {
          kind: 'message',
          id: 'm-20',
          locale: 'nl',
          text: 'Mail me at my telegram',
          createdAt: at(-60),
        },
        {
          kind: 'poke',
          id: 'p-20',
          locale: 'nl',
          text: 'Telegram me tonight',
          createdAt: at(-120),
        },
      ],
    },
    'dry run',
  ),
);

export interface AbuseWordHandlerOptions {
  words?: readonly AbuseWord[];
  listError?: ErrorAnswer;
  dryRun?: AbuseWordDryRunResult;
}

/**
 * GET/POST /abuse-words, DELETE /abuse-words/{id}, POST /abuse-words/import and /dry-run. An add
 * of a word already listed (globally or in the same locale) gets the server's 409 with the spec's
 * duplicate text.
 */
export function abuseWordHandlers({
  words = ABUSE_WORDS,
  listError,
  dryRun = DRY_RUN_RESULT,
}: AbuseWordHandlerOptions = {}) {
  let list = words.map((word) => AbuseWord.parse(word));
  let added = 0;
  return [
    http.get('/abuse-words', async () => {
      await latency();
      if (listError) return errorAnswer(listError);
      return answer(AbuseWordListResponse, { data: list });
    }),
    http.post('/abuse-words/dry-run', async ({ request }) => {
      await latency();
      const body = parseInput(AbuseWordDryRunRequest, await bodyOf(request));
      if (!body.ok) return body.response;
      return answer(AbuseWordDryRunResponse, { data: dryRun });
    }),
    http.post('/abuse-words/import', async ({ request }) => {
      await latency();
      const body = parseInput(ImportAbuseWordsRequest, await bodyOf(request));
      if (!body.ok) return body.response;
      const rejected: { line: number; value: string; reason: string }[] = [];
      const fresh: AbuseWord[] = [];
      body.data.words.forEach((line, index) => {
        const word = AddAbuseWordRequest.safeParse(line);
        const number = line.line ?? index + 1;
        if (!word.success) {
          rejected.push({ line: number, value: line.value, reason: 'value: Invalid value' });
          return;
        }
        const clash = abuseWordConflictMessage(word.data, [...list, ...fresh]);
        if (clash) rejected.push({ line: number, value: line.value, reason: clash });
        else fresh.push({ id: `w-import-${++added}`, ...word.data });
      });
      const write = !(body.data.atomic && rejected.length > 0);
      if (write) list = [...list, ...fresh];
      return answer(ImportAbuseWordsResponse, {
        data: { added: write ? fresh.length : 0, rejected },
      });
    }),
    http.post('/abuse-words', async ({ request }) => {
      await latency();
      const body = parseInput(AddAbuseWordRequest, await bodyOf(request));
      if (!body.ok) return body.response;
      const clash = abuseWordConflictMessage(body.data, list);
      if (clash) return errorAnswer(conflict(clash));
      const word = {
        id: `w-new-${++added}`,
        ...body.data,
        value: normaliseAbuseWordValue(body.data.value),
      };
      list = [...list, word];
      return answer(AbuseWordResponse, { data: word }, 201);
    }),
    http.delete('/abuse-words/:id', async ({ params }) => {
      await latency();
      const word = list.find((other) => other.id === String(params.id));
      if (!word) return errorAnswer(notFound('No such abuse word.'));
      list = list.filter((other) => other.id !== word.id);
      return answer(AbuseWordResponse, { data: word });
    }),
  ];
}

// ---- reported messages ----

const chatMessage = (index: number): Message =>
  Message.parse(
    checked(
      Message,
      {
        id: `c-${index}`,
        content:
          index % 2 === 0 ? `Customer line ${index}` : `Operator line ${index}, still here for you`,
        createdAt: at(-100 + index),
        senderType: index % 2 === 0 ? 'customer' : 'agent',
        senderId: index % 2 === 0 ? 'customer-7' : 'demo-operator',
        senderName: index % 2 === 0 ? 'Carl' : 'Olga Operator',
      },
      'chat message',
    ),
  );

/** A chat of 40 messages; the reported one is c-20 (a customer's). */
export const REPORTED_CHAT: Message[] = Array.from({ length: 40 }, (_, index) =>
  chatMessage(index),
);

const report = (
  id: string,
  message: Message,
  category: ReportedMessageItem['report']['category'],
  processed: boolean,
  minutes: number,
): ReportedMessageItem =>
  checked(
    ReportedMessageItem,
    {
      id,
      chatId: 'chat-42',
      messageId: message.id,
      locale: 'nl',
      message,
      report: {
        category,
        processed,
        reportedAt: at(minutes),
        reportedBy: 'demo-operator',
        reportedByName: nameOf('demo-operator'),
      },
    },
    'reported message',
  );

/** Reports, newest first: a customer's message (unprocessed) and an agent's (processed). */
export const REPORTS: ReportedMessageItem[] = [
  report('r-1', REPORTED_CHAT[20]!, 'abusive_customer', false, -10),
  {
    ...report('r-2', Message.parse(CONVERSATION[3]), 'contact_info_given_out', true, -50),
    report: {
      category: 'contact_info_given_out',
      processed: true,
      reportedAt: at(-50),
      reportedBy: 'customer-7',
      reportedByName: nameOf('customer-7'),
    },
  },
];

/** How many chat messages a details page shows. */
const CHAT_PAGE = 15;

export interface ReportedHandlerOptions {
  reports?: readonly ReportedMessageItem[];
  listError?: ErrorAnswer;
  detailsError?: ErrorAnswer;
  processedError?: ErrorAnswer;
}

/**
 * GET /reported-messages (pages of 10, processed filter), POST /reported-messages/processed and
 * GET /reported-messages/{geo}/{id} (15 chat messages: centred, then `before` / `after`).
 */
export function reportedHandlers({
  reports = REPORTS,
  listError,
  detailsError,
  processedError,
}: ReportedHandlerOptions = {}) {
  let list = reports.map((item) => ReportedMessageItem.parse(item));
  const chatOf = (item: ReportedMessageItem) =>
    item.messageId.startsWith('c-') ? REPORTED_CHAT : CONVERSATION;
  return [
    http.get('/reported-messages/:geo/:id', async ({ request, params }) => {
      await latency();
      if (detailsError) return errorAnswer(detailsError);
      const query = parseInput(ReportedMessageDetailsQuery, queryOf(request));
      if (!query.ok) return query.response;
      const item = list.find((other) => other.id === String(params.id));
      if (!item || item.locale !== params.geo) {
        return errorAnswer(notFound('No such reported message.'));
      }
      const chat = chatOf(item);
      const index = (id: string) => chat.findIndex((message) => message.id === id);
      let start: number;
      if (query.data.before) start = Math.max(0, index(query.data.before) - CHAT_PAGE);
      else if (query.data.after) start = index(query.data.after) + 1;
      else start = Math.max(0, index(item.messageId) - 7);
      const messages = chat.slice(start, start + CHAT_PAGE);
      return answer(ReportedMessageDetailsResponse, {
        data: {
          report: item,
          messages,
          hasOlder: start > 0,
          hasNewer: start + messages.length < chat.length,
        },
      });
    }),
    http.get('/reported-messages', async ({ request }) => {
      await latency();
      if (listError) return errorAnswer(listError);
      const query = parseInput(ReportedMessagesQuery, queryOf(request));
      if (!query.ok) return query.response;
      const { processed, page } = query.data;
      const shown = list.filter(
        (item) => processed === 'all' || item.report.processed === (processed === 'true'),
      );
      return answer(ReportedMessagePageResponse, {
        data: pageOf(shown, page, PAGE_SIZE_REPORTED_MESSAGES),
      });
    }),
    http.post('/reported-messages/processed', async ({ request }) => {
      await latency();
      const body = parseInput(SetReportProcessedPayload, await bodyOf(request));
      if (!body.ok) return body.response;
      if (processedError) return errorAnswer(processedError);
      const item = list.find((other) => other.id === body.data.id);
      if (!item) return errorAnswer(notFound('No such reported message.'));
      const changed = { ...item, report: { ...item.report, processed: body.data.isProcessed } };
      list = list.map((other) => (other.id === item.id ? changed : other));
      return answer(ReportedMessageResponse, { data: changed });
    }),
  ];
}
