import { http } from 'msw';
import {
  AbuseItem,
  AbuseItemDetailsResponse,
  AbuseItemResponse,
  AbuseMarkRequest,
  AbuseNextRequest,
  AbuseNextResponse,
  AbuseUndoResponse,
  Message,
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
  STORY_NOW,
  type ErrorAnswer,
} from './answers';
import { MAIN_POKE } from './pokes';

/**
 * The abuse review calls of the check screen (apps/server/src/abuse/README.md): the next item,
 * an item with its conversation and audit trail, unclaim, mark and undo. The handlers keep the
 * queue of the story: a marked item leaves it, the next call gets the next one.
 */

const at = (minutesAfterNow: number) =>
  new Date(Date.parse(STORY_NOW) + minutesAfterNow * 60_000).toISOString();

const REVIEWER = 'demo-abusechecker';
/** The story reviewer's name, as the server names people (#28). */
export const REVIEWER_NAME = 'Abe Checker';
/** The entertainment profile the operator's flagged message was written as. */
export const PROFILE_NAME = 'Iris 39';

const message = (id: string, senderType: 'agent' | 'customer', content: string, minutes: number) =>
  checked(
    Message,
    {
      id,
      content,
      createdAt: at(minutes),
      senderType,
      senderId: senderType === 'agent' ? 'demo-operator' : 'customer-7',
      senderName: senderType === 'agent' ? 'Olga Operator' : 'Carl',
    },
    'message',
  );

/** The conversation around the flagged message: the customer asks, the operator answers. */
export const CONVERSATION = [
  message('m-1', 'customer', 'Hi! Are you still there?', -12),
  message('m-2', 'agent', 'Of course, I was waiting for you 😊', -11),
  message('m-3', 'customer', 'Can we talk somewhere else?', -10),
  message('m-4', 'agent', 'Add me on WhatsApp, or call me tonight', -9),
  message('m-5', 'customer', 'What is your number?', -8),
];

const FLAGGED = CONVERSATION[3]!;

/** A flagged agent message, claimed by the story's reviewer a minute ago. */
export const FLAGGED_MESSAGE_ITEM = AbuseItem.parse(
  checked(
    AbuseItem,
    {
      kind: 'message',
      id: FLAGGED.id,
      locale: 'nl',
      createdAt: FLAGGED.createdAt,
      flaggedAt: FLAGGED.createdAt,
      abuse: {
        status: 'claimed',
        checkedAt: null,
        checkedBy: null,
        claimedBy: REVIEWER,
        claimedByName: REVIEWER_NAME,
        claimedAt: at(-1),
      },
      // The operator who wrote it, and the profile they wrote as (#28).
      senderId: 'demo-operator',
      senderName: 'Olga Operator',
      profileName: PROFILE_NAME,
      chatId: 'chat-42',
      text: FLAGGED.content,
      matchedWords: ['whatsapp', 'call me'],
      message: FLAGGED,
      poke: null,
      reason: null,
      batchId: null,
      remediation: null,
      version: 2,
    },
    'flagged message',
  ),
);

/** A flagged poke, held until it is marked safe. */
export const FLAGGED_POKE_ITEM = AbuseItem.parse(
  checked(
    AbuseItem,
    {
      kind: 'poke',
      id: MAIN_POKE.id,
      locale: 'nl',
      createdAt: MAIN_POKE.createdAt,
      flaggedAt: MAIN_POKE.createdAt,
      abuse: {
        status: 'pending',
        checkedAt: null,
        checkedBy: null,
        claimedBy: null,
        claimedAt: null,
      },
      senderId: MAIN_POKE.agent.id,
      senderName: MAIN_POKE.agent.name,
      chatId: null,
      text: 'Send me a snapchat, darling',
      matchedWords: ['snapchat'],
      message: null,
      poke: {
        ...MAIN_POKE,
        message: { ...MAIN_POKE.message, content: 'Send me a snapchat, darling' },
      },
      reason: null,
      batchId: null,
      remediation: null,
      version: 1,
    },
    'flagged poke',
  ),
);

export interface AbuseHandlerOptions {
  /** The review queue, oldest first. */
  items?: readonly AbuseItem[];
  /** A failure of the next item (e.g. `internalError()`). */
  nextError?: ErrorAnswer;
  /** A failure of marking (e.g. `conflict('…')`). */
  markError?: ErrorAnswer;
}

export function abuseHandlers({
  items: fixtures = [FLAGGED_MESSAGE_ITEM, FLAGGED_POKE_ITEM],
  nextError,
  markError,
}: AbuseHandlerOptions = {}) {
  let queue = fixtures.map((item) => AbuseItem.parse(item));
  const decided = new Map<string, AbuseItem>();
  let batches = 0;
  const claim = (item: AbuseItem): AbuseItem => ({
    ...item,
    abuse: {
      ...item.abuse,
      status: 'claimed',
      claimedBy: REVIEWER,
      claimedByName: REVIEWER_NAME,
      claimedAt: new Date().toISOString(),
    },
  });
  const find = (id: unknown) => queue.find((item) => item.id === String(id));

  return [
    http.post('/abuse/next', async ({ request }) => {
      await latency();
      if (nextError) return errorAnswer(nextError);
      const body = parseInput(AbuseNextRequest, (await bodyOf(request)) ?? {});
      if (!body.ok) return body.response;
      const { locales, kind, skip = [] } = body.data;
      const fits = (item: AbuseItem) =>
        (!locales || locales.includes(item.locale)) &&
        (!kind || item.kind === kind) &&
        !skip.includes(item.id);
      const held = queue.find((item) => item.abuse.claimedBy === REVIEWER && fits(item));
      const free = queue.find((item) => item.abuse.claimedBy === null && fits(item));
      const next = held ?? (free ? claim(free) : null);
      if (next) queue = queue.map((item) => (item.id === next.id ? next : item));
      return answer(AbuseNextResponse, { data: next });
    }),

    http.get('/abuse/items/:id', async ({ params }) => {
      await latency();
      const item = find(params.id) ?? decided.get(String(params.id));
      if (!item) return errorAnswer(notFound('No such flagged item.'));
      return answer(AbuseItemDetailsResponse, {
        data: { item, conversation: item.kind === 'message' ? CONVERSATION : [], audit: [] },
      });
    }),

    http.post('/abuse/items/:id/claim', async ({ params }) => {
      await latency();
      const item = find(params.id);
      if (!item) return errorAnswer(notFound('No such flagged item.'));
      const claimed = claim(item);
      queue = queue.map((other) => (other.id === item.id ? claimed : other));
      return answer(AbuseItemResponse, { data: claimed });
    }),

    http.post('/abuse/items/:id/unclaim', async ({ params }) => {
      await latency();
      const item = find(params.id);
      if (!item) return errorAnswer(notFound('No such flagged item.'));
      const released: AbuseItem = {
        ...item,
        abuse: { ...item.abuse, status: 'claimed', claimedBy: null, claimedAt: null },
      };
      // A skipped item goes to the back of this story's queue.
      queue = [...queue.filter((other) => other.id !== item.id), released];
      return answer(AbuseItemResponse, { data: released });
    }),

    http.post('/abuse/items/:id/mark', async ({ request, params }) => {
      await latency();
      if (markError) return errorAnswer(markError);
      const body = parseInput(AbuseMarkRequest, await bodyOf(request));
      if (!body.ok) return body.response;
      const item = find(params.id);
      if (!item) return errorAnswer(notFound('No such flagged item.'));
      if (item.abuse.claimedBy !== REVIEWER) {
        return errorAnswer(conflict('You have not claimed this item.'));
      }
      batches += 1;
      const marked: AbuseItem = {
        ...item,
        abuse: {
          ...item.abuse,
          status: body.data.verdict,
          checkedAt: new Date().toISOString(),
          checkedBy: REVIEWER,
          checkedByName: REVIEWER_NAME,
          claimedBy: null,
        },
        reason: body.data.reason ?? null,
        batchId: `batch-${batches}`,
        version: item.version + 1,
      };
      queue = queue.filter((other) => other.id !== item.id);
      decided.set(item.id, marked);
      return answer(AbuseItemResponse, { data: marked });
    }),

    http.post('/abuse/batches/:batchId/undo', async ({ params }) => {
      await latency();
      // As the server (#28): the undone item is the reviewer's one claim again; the item they
      // moved on to goes back to pending.
      const undone = [...decided.values()].filter((item) => item.batchId === params.batchId);
      const released = queue
        .filter((item) => item.abuse.claimedBy === REVIEWER)
        .map((item): AbuseItem => ({
          ...item,
          abuse: { ...item.abuse, status: 'pending', claimedBy: null, claimedAt: null },
        }));
      queue = queue.map((item) => released.find((other) => other.id === item.id) ?? item);
      const restored = undone.map((item) =>
        claim({ ...item, abuse: { ...item.abuse, checkedAt: null, checkedBy: null } }),
      );
      for (const item of restored) decided.delete(item.id);
      queue = [...restored, ...queue];
      return answer(AbuseUndoResponse, {
        data: { restored, skipped: [], claimed: restored[0] ?? null, released },
      });
    }),
  ];
}
