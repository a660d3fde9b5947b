import { abuseTextMatchKeys, abuseWordMatchKey } from '@switchboard/domain';
import type { flaggedItems } from '../db/schema.js';
import type { AbuseWordRow, DemoData } from './data.js';

export type FlaggedRow = typeof flaggedItems.$inferInsert;

/** What demo operators said that the abuse words catch: an agent giving out a way to meet. */
const FLAGGED_LINES: Record<string, readonly string[]> = {
  nl: [
    'Stuur me anders een berichtje op WhatsApp, dat is makkelijker',
    'Bel me vanavond maar even',
    'Heb je Snapchat? Dan stuur ik je wat',
  ],
  de: [
    'Schreib mir lieber auf Telegram, da bin ich öfter',
    'Ich gebe dir meine Nummer, wenn du magst',
    'Hast du Snapchat?',
  ],
  gb: [
    'Just call me later, honestly it is easier',
    'Add me on whatsapp and we can chat there',
    'I can give you my number if you like',
  ],
};

/**
 * A handful of flagged messages for the demo, so an abuse checker has something to do: the
 * oldest agent messages of the first chats of each locale that are not a chat's last message get
 * a line with an abuse word, and a pending flagged item that names the words it matched (as the
 * server's flagging would have). Changes `data.messages` in place; deterministic.
 */
export function flagDemoMessages(data: DemoData, now: Date): FlaggedRow[] {
  const lastIds = new Set(
    data.chats.map((chat) => (chat.lastMessage as { id?: string } | null)?.id).filter(Boolean),
  );
  const rows: FlaggedRow[] = [];
  for (const [locale, lines] of Object.entries(FLAGGED_LINES)) {
    const candidates = data.messages.filter(
      (m) => m.locale === locale && m.senderType === 'agent' && !lastIds.has(m.id),
    );
    lines.forEach((line, index) => {
      const message = candidates[index * 7];
      if (!message) return;
      message.content = line;
      message.abuseModificationData = null;
      const words = matchedWords(line, locale, data.abuseWords);
      if (words.length === 0) return;
      rows.push({
        id: message.id,
        tenantId: message.tenantId,
        kind: 'message',
        locale,
        chatId: message.chatId,
        senderId: message.senderId ?? 'unknown',
        senderName: message.senderName ?? null,
        text: line,
        textKey: line.toLowerCase(),
        matchedWords: words,
        itemCreatedAt: message.createdAt,
        flaggedAt: message.createdAt ?? now.toISOString(),
        status: 'pending',
      });
    });
  }
  return rows;
}

function matchedWords(text: string, locale: string, words: readonly AbuseWordRow[]): string[] {
  const keys = new Set(abuseTextMatchKeys(text));
  return words
    .filter((w) => (w.locale === '' || w.locale === locale) && keys.has(abuseWordMatchKey(w.value)))
    .map((w) => w.value)
    .sort();
}
