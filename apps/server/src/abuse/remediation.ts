import {
  deleteChatLastMessage,
  deleteMessage,
  modifyChatLastMessage,
  modifyMessage,
  type AbuseItem,
  type AbuseRemediateRequest,
} from '@switchboard/domain';
import type { StaffRequest } from '../audit/staff-request.js';
import { recordStaffAction } from '../audit/record.js';
import type { AuthUser } from '../auth/service.js';
import { rewriteMessage } from '../chats/actions/messages.js';
import type { AppDeps } from '../deps.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { AbuseReviewService } from './service.js';
import { ABUSE_API_TEXTS } from './texts.js';

/** The longest excerpt of a flagged text that names it in the record of staff actions. */
const LABEL_CHARS = 80;

function excerpt(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > LABEL_CHARS ? `${line.slice(0, LABEL_CHARS - 1)}…` : line;
}

/**
 * Remediation of a message marked abuse (Admin): modify it (abuse_modification_data, then the
 * displayed content for everyone, the operator's conversation included), delete it ('This message
 * has been deleted'), or mark it done. The message changes through the same path as the
 * moderation calls (`/message/update`, `/message/delete`: chat and last message, live), then the
 * item records what was done, with its audit entry.
 */
export async function remediate(
  deps: Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db' | 'feed'>,
  service: AbuseReviewService,
  user: AuthUser,
  id: string,
  request: AbuseRemediateRequest,
  by: StaffRequest,
): Promise<AbuseItem> {
  const row = await service.row(user, id);
  if (row.kind !== 'message' || row.status !== 'abuse' || !row.chatId) {
    throw new ConflictError(ABUSE_API_TEXTS.notAbuse);
  }
  const ids = { chatId: row.chatId, messageId: row.id };
  const now = deps.clock();
  if (request.action === 'modify') {
    const modification = {
      modified_content: request.modified_content ?? '',
      modified_attachment: request.modified_attachment ?? null,
      modified_by: user.uid,
    };
    await rewriteMessage(
      deps,
      user,
      ids,
      (m) => modifyMessage(m, modification),
      (chat) => modifyChatLastMessage(chat, row.id, modification),
    );
  } else if (request.action === 'delete') {
    const deletion = { by: user.uid, reason: request.reason ?? '' };
    await rewriteMessage(
      deps,
      user,
      ids,
      (m) => deleteMessage(m, deletion, now),
      (chat) => deleteChatLastMessage(chat, row.id, deletion, now),
    );
  }
  const remediation =
    request.action === 'modify' ? 'modified' : request.action === 'delete' ? 'deleted' : 'done';
  const [item] = await deps.feed.write(deps.db, async (tx, announce) => {
    const locked = await service.row(user, id, tx, true);
    const after = await service.write(
      tx,
      user,
      locked,
      { remediation },
      'remediate',
      now.toISOString(),
      request.action === 'delete' ? (request.reason ?? null) : null,
    );
    // With the item's remediation (the message itself was rewritten just before, through the
    // moderation path, which has its own transaction).
    await recordStaffAction(tx, by, {
      tenantId: user.tenantId,
      kind: 'flagged-item.remediate',
      record: { type: 'flagged-item', id: row.id, label: excerpt(row.text) },
      before: {
        remediation: locked.remediation,
        ...(request.action === 'modify' && { text: locked.text }),
      },
      after: {
        remediation,
        ...(request.action === 'modify' && { text: request.modified_content ?? '' }),
        ...(request.action === 'delete' && { reason: request.reason ?? '' }),
      },
    });
    return service.announceItems(tx, announce, [after]);
  });
  if (!item) throw new NotFoundError(ABUSE_API_TEXTS.noSuchItem);
  return item;
}
