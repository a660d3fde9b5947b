import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import {
  areSuggestionsOffered,
  displayedMessageContent,
  type Chat,
  type Suggestion,
} from '@switchboard/domain';
import type { ChatService } from '../chats/service.js';
import {
  logFromRecord,
  messageFromRecord,
  suggestionFromRecord,
  type ChatRecord,
  type MessageRecord,
} from '../chats/rows.js';
import type { Database } from '../db/client.js';
import { chatLogs, messages, suggestions, users } from '../db/schema.js';
import { loadDomainConfigs } from '../files/domain-configs.js';
import type { ChangeFeed, FeedEvent } from '../live/feed.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import type { ConversationLine, SuggestionProvider } from './provider.js';

/** How many messages of the conversation, up to the answered one, a provider is given. */
export const SUGGESTION_CONVERSATION_SIZE = 10;

export interface SuggestionWriterDeps {
  db: Database;
  feed: ChangeFeed;
  chats: ChatService;
  suggestions: SuggestionProvider;
  clock: () => Date;
  logger?: Logger;
}

export type StoredSuggestion = Suggestion & { id: string };

/** Whether the roles alone allow suggestions somewhere (the domain and trigger decide the rest). */
const mayHaveSuggestions = (claimRoles: readonly string[]) =>
  areSuggestionsOffered({
    domainConfig: { suggestionsEnabled: true },
    claimRoles,
    chat: { trigger: null },
  });

/**
 * Writes reply suggestions (spec §3 Suggestion): through the configured provider, from the
 * profile, the customer, the conversation and the logbook, in the chat's locale; stores each and
 * announces it, in the same transaction, on the chat's live suggestions (`chat.suggestions`).
 *
 * Besides the operator's Regenerate, it writes one by itself for the customer's last message when
 * the chat is claimed (`afterClaim`, called by the claim routes) and when a customer message
 * arrives in a claimed chat (`followCustomerMessages`, on the change feed), so the operator finds
 * a suggestion waiting instead of an empty list. Both only where spec §5 offers suggestions to the
 * claiming operator, and only when the message has none yet.
 */
export class SuggestionWriter {
  /** Messages being written for by this process, so two triggers do not write twice. */
  private readonly writing = new Set<string>();

  private readonly logger: Logger;

  constructor(private readonly deps: SuggestionWriterDeps) {
    this.logger = (deps.logger ?? defaultLogger()).child({ job: 'suggestions' });
  }

  /** Writes, stores and announces a suggestion for `message` of the chat. */
  async write(
    tenantId: string,
    record: ChatRecord,
    chat: Chat,
    message: MessageRecord,
    options: { selectedImage: string | null; fullAI: boolean },
  ): Promise<StoredSuggestion> {
    const { db } = this.deps;
    const [logRows, lineRows] = await Promise.all([
      db
        .select()
        .from(chatLogs)
        .where(eq(chatLogs.chatId, record.id))
        .orderBy(asc(chatLogs.createdAt), asc(chatLogs.id)),
      db
        .select()
        .from(messages)
        .where(and(eq(messages.chatId, record.id), lte(messages.createdAt, message.createdAt)))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(SUGGESTION_CONVERSATION_SIZE),
    ]);
    const conversation: ConversationLine[] = lineRows.reverse().map((row) => ({
      from: row.senderType === 'customer' ? 'customer' : 'profile',
      text: displayedMessageContent(messageFromRecord(row)),
    }));
    const draft = await this.deps.suggestions.suggest({
      locale: chat.locale,
      profileName: chat.profile?.name ?? null,
      customerName: chat.customer?.name ?? null,
      message: displayedMessageContent(messageFromRecord(message)),
      conversation,
      logs: logRows.map(logFromRecord),
      selectedImage: options.selectedImage,
      fullAI: options.fullAI,
    });
    // The provider is asked first, outside any transaction: it may take seconds.
    return this.deps.feed.write(db, async (tx, announce) => {
      const [row] = await tx
        .insert(suggestions)
        .values({
          id: randomUUID(),
          chatId: record.id,
          messageId: message.id,
          ...draft,
          createdAt: this.deps.clock().toISOString(),
        })
        .returning();
      if (!row) throw new Error('The suggestion was not stored');
      const suggestion = suggestionFromRecord(row);
      announce({
        topic: 'chat-suggestions',
        tenantId,
        locale: record.locale,
        chatId: record.id,
        change: { kind: 'added', row: suggestion },
      });
      return suggestion;
    });
  }

  /**
   * A suggestion for the customer's last message of a chat just claimed by a user with
   * `claimRoles`, unless one exists or suggestions are not offered. Failures are logged, never
   * thrown: the claim has succeeded whatever happens here.
   */
  async afterClaim(tenantId: string, claimRoles: readonly string[], chatId: string): Promise<void> {
    // Most claimers may not have suggestions at all: settle that before reading anything.
    if (!mayHaveSuggestions(claimRoles)) return;
    try {
      await this.forLastCustomerMessage(tenantId, claimRoles, chatId);
    } catch (error) {
      this.logger.error({ err: error, tenantId, chatId }, 'A suggestion for a claimed chat failed');
    }
  }

  /**
   * Writes for customer messages that arrive in a claimed chat; returns the unsubscribe. Only for
   * messages that arrived through this process: every process hears every message, and one
   * suggestion per message is written, not one per process.
   */
  followCustomerMessages(): () => void {
    return this.deps.feed.subscribeLocal(['chat-messages'], (event) => {
      void this.onMessage(event);
    });
  }

  private async onMessage(event: FeedEvent): Promise<void> {
    const { change, chatId } = event;
    if (change.kind !== 'added' || !chatId) return;
    if ((change.row as { senderType?: unknown }).senderType !== 'customer') return;
    try {
      const record = await this.deps.chats.loadChat(event.tenantId, chatId);
      const claimedBy = this.deps.chats.toChat(record).claimedBy;
      if (!claimedBy) return;
      const [holder] = await this.deps.db
        .select({ roles: users.roles })
        .from(users)
        .where(eq(users.uid, claimedBy));
      if (!holder) return;
      await this.forLastCustomerMessage(event.tenantId, holder.roles, chatId);
    } catch (error) {
      this.logger.error(
        { err: error, tenantId: event.tenantId, chatId },
        'A suggestion for a new message failed',
      );
    }
  }

  private async forLastCustomerMessage(
    tenantId: string,
    claimRoles: readonly string[],
    chatId: string,
  ): Promise<StoredSuggestion | null> {
    const { db, chats } = this.deps;
    const record = await chats.loadChat(tenantId, chatId);
    const chat = chats.toChat(record);
    const messageId = chat.lastMessage?.id;
    if (!messageId || chat.lastSenderType !== 'customer') return null;
    const configs = await loadDomainConfigs(db, tenantId);
    const domainConfig = configs.find((config) => config.domain === chat.domain) ?? null;
    if (!areSuggestionsOffered({ domainConfig, claimRoles, chat })) return null;
    if (this.writing.has(messageId)) return null;
    this.writing.add(messageId);
    try {
      const [existing] = await db
        .select({ id: suggestions.id })
        .from(suggestions)
        .where(and(eq(suggestions.chatId, chatId), eq(suggestions.messageId, messageId)))
        .limit(1);
      if (existing) return null;
      const [message] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.chatId, chatId)));
      if (!message) return null;
      return await this.write(tenantId, record, chat, message, {
        selectedImage: null,
        fullAI: false,
      });
    } finally {
      this.writing.delete(messageId);
    }
  }
}
