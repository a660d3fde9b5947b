import type { Chat } from '@switchboard/domain';
import type { AuthUser } from '../../auth/service.js';
import { assertLocalesAllowed } from '../../auth/access.js';
import type { ChatRecord } from '../rows.js';
import type { ChatService } from '../service.js';

export interface LoadedChat {
  record: ChatRecord;
  /** The domain's reading of the chat now (an expired claim reads as none). */
  chat: Chat;
}

/**
 * The chat `chatId` of the caller's tenant: another tenant's chat is as unknown as a missing one
 * (404), and a chat outside the caller's geos is refused (403).
 */
export async function loadChatInGeos(
  chats: ChatService,
  user: AuthUser,
  chatId: string,
): Promise<LoadedChat> {
  const record = await chats.loadChat(user.tenantId, chatId);
  assertLocalesAllowed(user, [record.locale]);
  return { record, chat: chats.toChat(record) };
}
