import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  ChatDetailsQuery,
  ChatReviewDetails,
  Locale,
  PAGE_SIZE_QUALITY_REVIEW,
  type ChatAbuseVerdict,
} from '@switchboard/domain';
import type { Context } from 'hono';
import type { AuthUser } from '../../auth/service.js';
import { messagePage } from '../../chats/messages.js';
import { iso, logFromRecord } from '../../chats/rows.js';
import { chatLogs, flaggedItems, messages } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { NotFoundError } from '../../errors.js';
import { assertLocalesAllowed } from '../../auth/access.js';
import { inputErrorFromZod } from '../../errors.js';
import { queryOf } from '../figure.js';
import type { Scope } from '../scope.js';
import type { StatisticsService } from '../service.js';

/**
 * A chat's quality review: its row of the chat list, a page of its messages, its logbook and the
 * abuse verdicts on it. Not a figure over a range: the chat is named by its locale (`geo`, which
 * must be among the caller's geos) and id, whatever its time.
 */

export const chatDetailsParams = z.object({ geo: Locale, id: z.string().min(1).max(128) });

export async function chatDetails(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'chats' | 'clock' | 'db'>,
  stats: StatisticsService,
): Promise<ChatReviewDetails> {
  const user = c.get('user');
  const path = chatDetailsParams.safeParse(c.req.param());
  if (!path.success) throw inputErrorFromZod(path.error, 'path');
  const { geo, id } = path.data;
  assertLocalesAllowed(user, [geo]);
  const { before } = queryOf(c, ChatDetailsQuery);
  const scope: Scope = {
    tenantId: user.tenantId,
    locales: [geo],
    from: '',
    to: '',
    tz: 'UTC',
    now: deps.clock().toISOString(),
  };
  const [row] = (await stats.chats(scope, { chatId: id, limit: 1 })).rows;
  if (!row) throw new NotFoundError('No such chat in this locale.');
  const [page, logs, moderated] = await Promise.all([
    messagePage(deps.chats, user, id, { before, limit: PAGE_SIZE_QUALITY_REVIEW }),
    deps.db
      .select()
      .from(chatLogs)
      .where(and(eq(chatLogs.chatId, id), eq(chatLogs.tenantId, user.tenantId)))
      .orderBy(asc(chatLogs.createdAt)),
    abuseVerdictsOf(deps, user, id),
  ]);
  return ChatReviewDetails.parse({
    chat: row,
    messages: page.data,
    hasMore: page.hasMore,
    logs: logs.map(logFromRecord),
    abuseVerdicts: moderated,
  });
}

/**
 * The abuse verdicts on a chat's messages: the abuse review's decisions on flagged messages of
 * the chat (`safe` or `abuse`, who and when; one still waiting reads `pending` or `claimed`), and
 * a moderator's change of a message (`abuse_modification_data`) as `modified`.
 */
async function abuseVerdictsOf(
  deps: Pick<AppDeps, 'chats' | 'clock' | 'db'>,
  user: AuthUser,
  chatId: string,
): Promise<ChatAbuseVerdict[]> {
  const [flagged, modified] = await Promise.all([
    deps.db
      .select({
        id: flaggedItems.id,
        status: flaggedItems.status,
        checkedBy: flaggedItems.checkedBy,
        checkedAt: flaggedItems.checkedAt,
      })
      .from(flaggedItems)
      .where(
        and(
          eq(flaggedItems.tenantId, user.tenantId),
          eq(flaggedItems.kind, 'message'),
          eq(flaggedItems.chatId, chatId),
        ),
      )
      .orderBy(asc(flaggedItems.itemCreatedAt)),
    deps.db
      .select({ id: messages.id, data: messages.abuseModificationData })
      .from(messages)
      .where(
        and(
          eq(messages.chatId, chatId),
          eq(messages.tenantId, user.tenantId),
          isNotNull(messages.abuseModificationData),
        ),
      ),
  ]);
  return [
    ...flagged.map((row) => ({
      messageId: row.id,
      status: row.status,
      checkedBy: row.checkedBy,
      checkedAt: iso(row.checkedAt),
    })),
    ...modified.map((row) => ({
      messageId: row.id,
      status: 'modified',
      checkedBy: typeof row.data?.modified_by === 'string' ? row.data.modified_by : null,
      checkedAt: null,
    })),
  ];
}
