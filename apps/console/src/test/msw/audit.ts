import { http } from 'msw';
import {
  AuditEntry,
  AuditLatestQuery,
  AuditLatestResponse,
  AuditPage,
  AuditQuery,
} from '@switchboard/domain';
import {
  answer,
  checked,
  errorAnswer,
  latency,
  parseInput,
  queryOf,
  STORY_NOW,
  type ErrorAnswer,
} from './answers';

/**
 * `GET /audit` (issue #31) over fixtures of the real shape: the filters and paging of the server
 * (newest first, `limit`, an opaque `nextCursor`), Admin only there; these handlers trust the
 * story's role, as the console shows the history to admins only.
 */

const minutesBefore = (minutes: number) =>
  new Date(Date.parse(STORY_NOW) - minutes * 60_000).toISOString();

const ADA = { uid: 'demo-admin', name: 'Ada Admin' };
const MAX = { uid: 'demo-manager', name: 'Max Manager' };

const entry = (value: AuditEntry) => checked(AuditEntry, value, 'audit entry');

/** Olga's account: created, given geos and roles, disabled and enabled, and many geo changes. */
export const OLGA_AUDIT: AuditEntry[] = [
  entry({
    id: 'audit-olga-enable',
    at: minutesBefore(40),
    actor: ADA,
    kind: 'user.enable',
    record: { type: 'user', id: 'op-olga', label: 'olga@demo.test' },
    before: { disabled: true },
    after: { disabled: false },
    requestId: 'req-7f3a',
  }),
  entry({
    id: 'audit-olga-disable',
    at: minutesBefore(75),
    actor: MAX,
    kind: 'user.disable',
    record: { type: 'user', id: 'op-olga', label: 'olga@demo.test' },
    before: { disabled: false },
    after: { disabled: true },
    requestId: 'req-51c0',
  }),
  entry({
    id: 'audit-olga-roles',
    at: minutesBefore(200),
    actor: ADA,
    kind: 'user.roles',
    record: { type: 'user', id: 'op-olga', label: 'olga@demo.test' },
    before: { roles: ['CHAT_OPERATOR'] },
    after: { roles: ['CHAT_OPERATOR', 'CHAT_MANAGER'] },
    requestId: null,
  }),
  // A busy account: enough geo changes that the history takes more than one page.
  ...Array.from({ length: 20 }, (_, index) =>
    entry({
      id: `audit-olga-geos-${index}`,
      at: minutesBefore(300 + index * 60),
      actor: ADA,
      kind: 'user.geos',
      record: { type: 'user', id: 'op-olga', label: 'olga@demo.test' },
      before: { geos: index % 2 === 0 ? ['nl'] : ['nl', 'de'] },
      after: { geos: index % 2 === 0 ? ['nl', 'de'] : ['nl'] },
      requestId: `req-geo-${index}`,
    }),
  ),
  entry({
    id: 'audit-olga-create',
    at: minutesBefore(30 * 24 * 60),
    actor: ADA,
    kind: 'user.create',
    record: { type: 'user', id: 'op-olga', label: 'olga@demo.test' },
    before: null,
    after: { email: 'olga@demo.test', name: 'Olga Operator', roles: ['CHAT_OPERATOR'] },
    requestId: 'req-0001',
  }),
];

/** The demo's main poke (`MAIN_POKE`): created, then its message and time edited. */
export const POKE_AUDIT: AuditEntry[] = [
  entry({
    id: 'audit-poke-update',
    at: minutesBefore(60),
    actor: ADA,
    kind: 'poke.update',
    record: { type: 'poke', id: 'poke-1', label: 'Hoi %[name]%, zin in een praatje?' },
    before: { scheduled: minutesBefore(-12 * 60), content: 'Hoi %[name]%!' },
    after: {
      scheduled: minutesBefore(-24 * 60),
      content: 'Hoi %[name]%, zin in een praatje? :wave:',
    },
    requestId: 'req-9d21',
  }),
  entry({
    id: 'audit-poke-create',
    at: minutesBefore(24 * 60),
    actor: { uid: 'demo-poker', name: 'Pim Poker' },
    kind: 'poke.create',
    record: { type: 'poke', id: 'poke-1', label: 'Hoi %[name]%!' },
    before: null,
    after: { status: 'scheduled', content: 'Hoi %[name]%!' },
    requestId: 'req-77aa',
  }),
];

/** Two of the demo's abuse words (`ABUSE_WORDS`), as they were added. */
export const WORD_AUDIT: AuditEntry[] = [
  entry({
    id: 'audit-word-snapchat',
    at: minutesBefore(180),
    actor: MAX,
    kind: 'abuse-word.create',
    record: { type: 'abuse-word', id: 'w-3', label: 'snapchat' },
    before: null,
    after: { value: 'snapchat', locale: 'nl' },
    requestId: 'req-3b3b',
  }),
  entry({
    id: 'audit-word-whatsapp',
    at: minutesBefore(2 * 24 * 60),
    actor: ADA,
    kind: 'abuse-word.create',
    record: { type: 'abuse-word', id: 'w-1', label: 'whatsapp' },
    before: null,
    after: { value: 'whatsapp', locale: '' },
    requestId: 'req-1a1a',
  }),
];

export const AUDIT_ENTRIES: AuditEntry[] = [...OLGA_AUDIT, ...POKE_AUDIT, ...WORD_AUDIT];

export interface AuditHandlerOptions {
  /** The whole record, in any order (answers sort newest first). */
  entries?: readonly AuditEntry[];
  /** What the calls after the first answer from: a change made meanwhile. */
  later?: readonly AuditEntry[];
  /** Calls fail with this (a 500, say): every one, or the first `failedCalls`. */
  failure?: ErrorAnswer;
  failedCalls?: number;
  /** Only the older pages (a cursor given) fail with this: "Show older" fails. */
  olderFailure?: ErrorAnswer;
  /** Told of each call, `GET /audit` or `/audit/latest`: a story counts them. */
  onCall?: (call: AuditCall) => void;
}

/** A call the handlers answered: which read, and its query. */
export type AuditCall =
  { path: '/audit'; query: AuditQuery } | { path: '/audit/latest'; query: AuditLatestQuery };

/** Counts of the calls a story's page made, by path, from `onCall` (reset between stories). */
export function auditCallCounter() {
  const calls: AuditCall[] = [];
  return {
    onCall: (call: AuditCall) => void calls.push(call),
    count: (path: AuditCall['path']) => calls.filter((call) => call.path === path).length,
    /** The queries of the `/audit/latest` calls, in order. */
    latest: () => calls.flatMap((call) => (call.path === '/audit/latest' ? [call.query] : [])),
    reset: () => void calls.splice(0),
  };
}

/** GET /audit: the filters of `AuditQuery`, newest first, a cursor per page. */
export function auditHandlers({
  entries = AUDIT_ENTRIES,
  later,
  failure,
  failedCalls = Infinity,
  olderFailure,
  onCall,
}: AuditHandlerOptions = {}) {
  let calls = 0;
  const newestFirst = (list: readonly AuditEntry[]) =>
    [...list].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return [
    // GET /audit/latest: the newest entry of each asked record that has one.
    http.get('/audit/latest', async ({ request }) => {
      const input = parseInput(AuditLatestQuery, queryOf(request));
      if (input.ok) onCall?.({ path: '/audit/latest', query: input.data });
      await latency();
      if (!input.ok) return input.response;
      const query = input.data;
      calls += 1;
      if (failure && calls <= failedCalls) return errorAnswer(failure);
      const asked = new Set(query.recordIds);
      const newest = new Map<string, AuditEntry>();
      for (const e of newestFirst(later && calls > 1 ? later : entries)) {
        if (
          e.record.type === query.recordType &&
          asked.has(e.record.id) &&
          !newest.has(e.record.id)
        )
          newest.set(e.record.id, e);
      }
      return answer(AuditLatestResponse, { data: [...newest.values()] });
    }),
    http.get('/audit', async ({ request }) => {
      const input = parseInput(AuditQuery, queryOf(request));
      if (input.ok) onCall?.({ path: '/audit', query: input.data });
      await latency();
      if (!input.ok) return input.response;
      const query = input.data;
      calls += 1;
      if (failure && calls <= failedCalls) return errorAnswer(failure);
      if (olderFailure && query.cursor) return errorAnswer(olderFailure);
      const matching = (later && calls > 1 ? later : entries)
        .filter(
          (e) =>
            (!query.recordType || e.record.type === query.recordType) &&
            (!query.recordId || e.record.id === query.recordId) &&
            (!query.kind || e.kind === query.kind) &&
            (!query.actor || e.actor.uid === query.actor || e.actor.name.includes(query.actor)) &&
            (!query.from || e.at >= query.from) &&
            (!query.to || e.at < query.to),
        )
        .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
      // The cursor is the server's business; here it is the offset of the next page.
      const start = query.cursor ? Number(query.cursor) : 0;
      const end = start + query.limit;
      return answer(AuditPage, {
        data: matching.slice(start, end),
        nextCursor: end < matching.length ? String(end) : null,
      });
    }),
  ];
}
