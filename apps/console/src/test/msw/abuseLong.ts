import { http } from 'msw';
import { AbuseItem, AbuseItemDetailsResponse, Message } from '@switchboard/domain';
import { answer, checked, latency, STORY_NOW } from './answers';
import { FLAGGED_MESSAGE_ITEM } from './abuse';
import { HISTORY_ITEMS } from './abuseAdmin';

/**
 * Long conversations and long texts of the abuse screens (issue #28): a flagged message in the
 * middle of a chat (the server sends 7 messages before it and 7 after), a 3,000-character message
 * whose matched word is near its end, and a 3,000-character text without a space.
 */

const at = (minutesAfterNow: number) =>
  new Date(Date.parse(STORY_NOW) + minutesAfterNow * 60_000).toISOString();

const line = (index: number, content: string): Message => {
  const customer = index % 2 === 0;
  return Message.parse(
    checked(
      Message,
      {
        id: `long-chat-${index}`,
        content,
        createdAt: at(index - 30),
        senderType: customer ? 'customer' : 'agent',
        senderId: customer ? 'customer-7' : 'demo-operator',
        senderName: customer ? 'Carl' : 'Olga Operator',
      },
      'message',
    ),
  );
};

const FLAGGED_AT = 7;

/** 15 messages, the flagged one (an operator's) in the middle. */
export const LONG_CHAT: Message[] = Array.from({ length: 15 }, (_, index) =>
  index === FLAGGED_AT
    ? line(index, 'Add me on WhatsApp, then we can talk all night')
    : line(index, `Chat line ${index + 1}: how was your day?`),
);

/** An item of the form the check screen gets, for a message of `conversation`. */
function flaggedItem(message: Message, matchedWords: string[]): AbuseItem {
  return AbuseItem.parse(
    checked(
      AbuseItem,
      {
        ...FLAGGED_MESSAGE_ITEM,
        id: message.id,
        chatId: 'chat-77',
        createdAt: message.createdAt,
        flaggedAt: message.createdAt,
        text: message.content,
        matchedWords,
        message,
      },
      'flagged message',
    ),
  );
}

/** The flagged message of `LONG_CHAT`, claimed by the story's reviewer. */
export const FLAGGED_IN_LONG_CHAT = flaggedItem(LONG_CHAT[FLAGGED_AT]!, ['whatsapp']);

const FILLER = 'I had such a lovely day at the beach with my friends and the weather was perfect. ';

/** 3,000 characters; the only matched word ('whatsapp') comes after 2,900 of them. */
export const LONG_TEXT =
  FILLER.repeat(40).slice(0, 2900) + ' Add me on WhatsApp tonight.' + FILLER.repeat(2).slice(0, 72);

const longMessage = line(21, LONG_TEXT);

/** A flagged 3,000-character operator message, in a short chat of its own. */
export const LONG_MESSAGE_ITEM = flaggedItem(longMessage, ['whatsapp']);
export const LONG_MESSAGE_CHAT: Message[] = [
  line(19, 'How was your day?'),
  line(20, 'Long! And yours? Tell me everything.'),
  longMessage,
];

/** 3,000 characters without a space (nowhere to break a line but inside it). */
export const NO_SPACE_TEXT = 'callmeonwhatsappdarling'.repeat(131).slice(0, 3000);

/** A decided message of `NO_SPACE_TEXT`, decided like the first of `HISTORY_ITEMS`. */
export const NO_SPACE_HISTORY_ITEM = AbuseItem.parse({
  ...HISTORY_ITEMS[0]!,
  id: 'no-space-1',
  text: NO_SPACE_TEXT,
  message: { ...HISTORY_ITEMS[0]!.message!, id: 'no-space-1', content: NO_SPACE_TEXT },
});

/**
 * GET /abuse/items/{id} for these items, with their own conversation: put ahead of
 * `abuseHandlers()`, which answers for every other item.
 */
export function longConversationHandlers() {
  const chats = new Map<string, { item: AbuseItem; conversation: Message[] }>([
    [FLAGGED_IN_LONG_CHAT.id, { item: FLAGGED_IN_LONG_CHAT, conversation: LONG_CHAT }],
    [LONG_MESSAGE_ITEM.id, { item: LONG_MESSAGE_ITEM, conversation: LONG_MESSAGE_CHAT }],
  ]);
  return [
    http.get('/abuse/items/:id', async ({ params }) => {
      const found = chats.get(String(params.id));
      // Not one of these: the next handler (abuseHandlers') answers.
      if (!found) return undefined;
      await latency();
      return answer(AbuseItemDetailsResponse, { data: { ...found, audit: [] } });
    }),
  ];
}
