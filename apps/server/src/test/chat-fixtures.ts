import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { chats, messages } from '../db/schema.js';

/** Test fixtures: chats and messages written straight to the database, in the demo tenant. */

export interface ChatFixture {
  id?: string;
  locale?: string;
  domain?: string | null;
  pool?: 'SFW' | 'NSFW' | 'AGENT_ONLY';
  lastSenderType?: string;
  /** When the customer's last message was sent. */
  lastMessageAt?: Date;
  isFree?: boolean;
  claimedBy?: string | null;
  claimExpiresAt?: Date | null;
  trigger?: { type: string } | null;
  tenantId?: string;
}

/** Inserts a chat waiting in its queue (customer wrote last) with that one message; returns its id. */
export async function insertWaitingChat(db: Database, fixture: ChatFixture = {}): Promise<string> {
  const id = fixture.id ?? `chat-${randomUUID()}`;
  const locale = fixture.locale ?? 'nl';
  const domain = fixture.domain === undefined ? 'flirt-nl.demo.test' : fixture.domain;
  const at = (fixture.lastMessageAt ?? new Date(Date.now() - 60_000)).toISOString();
  const messageId = `${id}-m1`;
  const senderType = fixture.lastSenderType ?? 'customer';
  await db.insert(chats).values({
    id,
    tenantId: fixture.tenantId ?? 'tenant-demo',
    locale,
    domain,
    customer: { id: `customer-${id}`, uuid: `cu-${id}`, name: 'Test Customer', avatar: null },
    profile: { id: `profile-${id}`, uuid: `pu-${id}`, name: 'Test Profile', avatar: null },
    isConversation: true,
    createdAt: at,
    updatedAt: at,
    lastMessage: {
      id: messageId,
      content: 'Hello?',
      createdAt: at,
      type: 'normal',
      isFree: fixture.isFree ?? false,
    },
    lastMessageAt: at,
    lastMessageIsFree: fixture.isFree ?? false,
    lastSenderType: senderType,
    pool: fixture.pool ?? 'NSFW',
    claimedBy: fixture.claimedBy ?? null,
    claimExpiresAt: fixture.claimExpiresAt ? fixture.claimExpiresAt.toISOString() : null,
    origin: { type: 'legacy' },
    trigger: fixture.trigger ?? null,
  });
  await db.insert(messages).values({
    id: messageId,
    chatId: id,
    tenantId: fixture.tenantId ?? 'tenant-demo',
    locale,
    content: 'Hello?',
    senderType,
    senderId: `customer-${id}`,
    senderName: 'Test Customer',
    createdAt: at,
  });
  return id;
}
