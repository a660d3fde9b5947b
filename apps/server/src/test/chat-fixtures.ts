import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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

/**
 * Inserts a chat waiting in its queue (customer wrote last) with that one message; returns its id.
 * A fixture claimed by someone takes that holder's other claims back first: an operator holds at
 * most one claim, and the database refuses a second (`chats_one_claim_per_operator`).
 */
export async function insertWaitingChat(db: Database, fixture: ChatFixture = {}): Promise<string> {
  const id = fixture.id ?? `chat-${randomUUID()}`;
  const tenantId = fixture.tenantId ?? 'tenant-demo';
  if (fixture.claimedBy) {
    await db
      .update(chats)
      .set({ claimedBy: null, claimExpiresAt: null })
      .where(and(eq(chats.tenantId, tenantId), eq(chats.claimedBy, fixture.claimedBy)));
  }
  const locale = fixture.locale ?? 'nl';
  const domain = fixture.domain === undefined ? 'flirt-nl.demo.test' : fixture.domain;
  const at = (fixture.lastMessageAt ?? new Date(Date.now() - 60_000)).toISOString();
  const messageId = `${id}-m1`;
  const senderType = fixture.lastSenderType ?? 'customer';
  await db.insert(chats).values({
    id,
    tenantId,
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
    tenantId,
    locale,
    content: 'Hello?',
    senderType,
    senderId: `customer-${id}`,
    senderName: 'Test Customer',
    createdAt: at,
  });
  return id;
}
