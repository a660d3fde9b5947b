import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  DEFAULT_QUEUE_POOL,
  isAwaitingOperator,
  TRIGGER_DEFINITIONS,
  TRIGGER_MESSAGE_TEXTS,
  TRIGGER_TYPES,
  type FireTriggerRequest,
  type FireTriggerResult,
  type TriggerSummary,
} from '@switchboard/domain';
import type { StaffRequest } from '../audit/staff-request.js';
import { recordStaffAction } from '../audit/record.js';
import type { AuthUser } from '../auth/service.js';
import { chats, customers, messages, profiles } from '../db/schema.js';
import { InputError, NotFoundError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import type { ChatService } from '../chats/service.js';
import { lastMessageOf, messageFromRecord } from '../chats/rows.js';
import { VOCABULARY, type DemoLocale } from '../seed/vocabulary.js';

/** The trigger types with how many chats of the caller's tenant and geos each produced. */
export async function triggerSummaries(
  service: ChatService,
  user: AuthUser,
): Promise<TriggerSummary[]> {
  const type = sql<string>`${chats.trigger}->>'type'`;
  const counts =
    user.geos.length === 0
      ? []
      : await service.db
          .select({ type, chats: sql<number>`count(*)::int` })
          .from(chats)
          .where(
            and(
              eq(chats.tenantId, user.tenantId),
              inArray(chats.locale, user.geos),
              inArray(type, [...TRIGGER_TYPES]),
            ),
          )
          .groupBy(type);
  const byType = new Map(counts.map((row) => [row.type, Number(row.chats)]));
  return TRIGGER_DEFINITIONS.map((definition) => ({
    ...definition,
    chats: byType.get(definition.type) ?? 0,
  }));
}

function bad(field: string, message: string): InputError {
  return new InputError(`${field}: ${message}`, [{ field, message }]);
}

function participantOf(row: {
  id: string;
  uuid: string;
  name: string;
  data: Record<string, unknown>;
}) {
  const avatar = row.data.avatar;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    avatar: typeof avatar === 'string' ? avatar : null,
  };
}

/**
 * Fires a trigger between a customer and an entertainment profile of the same domain: writes the
 * trigger message into their chat, creating the chat when they have none, or re-opening it (not
 * deleted, last sender the trigger). A queueable trigger puts the chat in the queue. Concurrent
 * fires for the same pair serialize on an advisory lock, so they never make two chats.
 */
export async function fireTrigger(
  service: ChatService,
  user: AuthUser,
  request: FireTriggerRequest,
  by: StaffRequest,
): Promise<FireTriggerResult> {
  const [customer] = await service.db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, user.tenantId),
        or(eq(customers.id, request.customerId), eq(customers.uuid, request.customerId)),
      ),
    );
  const [profile] = await service.db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, user.tenantId),
        or(eq(profiles.id, request.profileId), eq(profiles.uuid, request.profileId)),
        eq(profiles.kind, 'entertainment'),
      ),
    );
  if (!customer) throw new NotFoundError('No customer profile found with the provided id!');
  if (!profile) throw new NotFoundError('No entertainment profile found with the provided id!');
  if (customer.domain !== profile.domain) {
    throw bad('profileId', `The profile is not of the customer's domain "${customer.domain}".`);
  }
  assertLocalesAllowed(user, [customer.locale]);

  const now = service.now().toISOString();
  const template =
    VOCABULARY[customer.locale as DemoLocale]?.triggers[request.type] ??
    TRIGGER_MESSAGE_TEXTS[request.type];
  const content = template.replace('{name}', customer.name);

  const { chatRow, messageId, created } = await service.feed.write(
    service.db,
    async (tx, announce) => {
      const pairKey = `${user.tenantId}:${customer.id}:${profile.id}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${pairKey}))`);
      const [existing] = await tx
        .select()
        .from(chats)
        .where(
          and(
            eq(chats.tenantId, user.tenantId),
            eq(chats.locale, customer.locale),
            sql`${chats.customer}->>'id' = ${customer.id}`,
            sql`${chats.profile}->>'id' = ${profile.id}`,
          ),
        )
        .orderBy(sql`${chats.updatedAt} desc`)
        .limit(1)
        .for('update');
      const chatId = existing?.id ?? randomUUID();
      if (!existing) {
        await tx.insert(chats).values({
          id: chatId,
          tenantId: user.tenantId,
          locale: customer.locale,
          domain: customer.domain,
          customer: participantOf(customer),
          profile: participantOf(profile),
          createdAt: now,
          updatedAt: now,
          pool: request.pool ?? DEFAULT_QUEUE_POOL,
          origin: { type: 'trigger' },
        });
      }
      const [inserted] = await tx
        .insert(messages)
        .values({
          id: randomUUID(),
          chatId,
          tenantId: user.tenantId,
          locale: customer.locale,
          previousMessage: (existing?.lastMessage as { id?: string } | null)?.id ?? null,
          content,
          type: request.type,
          senderType: 'trigger',
          senderId: customer.id,
          senderName: customer.name,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('insert returned nothing');
      const message = messageFromRecord(inserted);
      const [chatRow] = await tx
        .update(chats)
        .set({
          lastMessage: lastMessageOf(message),
          lastMessageAt: now,
          lastMessageIsFree: false,
          lastSenderType: 'trigger',
          trigger: { type: request.type },
          isDeleted: false,
          updatedAt: now,
        })
        .where(eq(chats.id, chatId))
        .returning();
      if (!chatRow) throw new Error('update returned nothing');
      // Recorded on the chat it wrote to, in the same transaction as the message.
      await recordStaffAction(tx, by, {
        tenantId: user.tenantId,
        kind: 'trigger.run',
        record: { type: 'trigger', id: chatId, label: `${request.type}: ${customer.name}` },
        after: {
          type: request.type,
          customerId: customer.id,
          profileId: profile.id,
          chatId,
          created: !existing,
        },
      });
      // The chat row announces itself (its trigger); its new message is announced here.
      announce(service.messageEvent(chatRow, message, 'added'));
      return { chatRow, messageId: message.id, created: !existing };
    },
  );
  const chat = service.toChat(chatRow);
  return {
    chatId: chatRow.id,
    messageId,
    created,
    queued: isAwaitingOperator(chat),
  };
}
