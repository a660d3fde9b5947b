import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  Chat,
  ClaimChatRequest,
  Id,
  Locale,
  Message,
  PAGE_SIZE_LIVE_CHAT,
  QueuePool,
  SendMessageRequest,
  Timestamp,
  type RouterRole,
} from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import {
  assertAuthenticated,
  requireAuth,
  requireAuthOrToken,
  requireRole,
} from '../http/middleware.js';
import type { Claimant } from './service.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { MESSAGE_PAGE_MAX, messagePage, sendMessage } from './messages.js';

/** Who may claim: an Operator (any CHAT_OPERATOR sub-role) or Admin; the pool rule narrows it further. */
const CLAIMERS: readonly RouterRole[] = ['Operator', 'Admin'];

const ChatPath = z.object({ id: Id });
const ClaimNextRequest = z.object({
  pool: QueuePool,
  /** Default: all the caller's geos. */
  locales: z.array(Locale).min(1, 'Name at least one locale').optional(),
});
const MessagePageQuery = z.object({
  /** Only messages sent before this time (the oldest one the client has). */
  before: Timestamp.optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(PAGE_SIZE_LIVE_CHAT),
});

const errors = authedErrors('Role, pool or locale not allowed.');
const notFound = { ...json(ErrorResponse), description: 'No such chat in this tenant.' };
const chatAnswer = (description: string) => ({
  ...json(z.object({ data: Chat })),
  description,
});

/** Chat claims and replies (spec §4 "Chat claiming", §7 POST /chats/{id}/claim, /message/send). */
export function registerChatRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'chats' | 'suggestionWriter'>,
): void {
  const { chats } = deps;
  const auth = requireAuth(deps.auth);
  // Before `/chats/*`'s authentication: the claim reads the user in its own statement when the
  // auth cache does not have them (one round trip to the database per claim).
  app.openapi(
    createRoute({
      method: 'post',
      path: '/chats/{id}/claim',
      tags: ['chats'],
      summary: 'Claim a waiting chat for CHAT_CLAIM_TTL_S seconds (one winner, one claim each)',
      security: [{ bearer: [] }],
      middleware: [requireAuthOrToken(deps.auth, CLAIMERS)] as const,
      request: { params: ChatPath, body: { ...json(ClaimChatRequest), required: true } },
      responses: {
        200: chatAnswer('Claimed by the caller, with claimExpiresAt.'),
        404: notFound,
        409: {
          ...json(ErrorResponse),
          description:
            'chat/claimed-by-another (someone else holds it, or it no longer waits) or chat/already-claiming.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const chatId = c.req.valid('param').id;
      const request = c.req.valid('json');
      const token = c.get('token');
      let user: Claimant;
      let chat: Chat;
      if (token) {
        const authenticated = <U extends Claimant>(found: U) => {
          assertAuthenticated(c, found, CLAIMERS);
          return found;
        };
        ({ user, chat } = await chats.claimAuthenticating(token, chatId, request, {
          confirm: authenticated,
          authenticate: (state) => authenticated(deps.auth.authenticateFrom(token, state)),
          authenticateAfresh: async () => authenticated(await deps.auth.authenticateToken(token)),
        }));
      } else {
        user = c.get('user');
        chat = await chats.claim(user, chatId, request);
      }
      // The suggestion follows on the chat's live suggestions; the claim does not wait for it.
      void deps.suggestionWriter.afterClaim(user.tenantId, user.roles, chat.id);
      return c.json({ data: chat }, 200);
    },
  );

  app.use('/chats/*', auth);
  app.use('/message/send', auth, requireRole(CLAIMERS));

  app.use('/chats/claim-next', requireRole(CLAIMERS));
  app.openapi(
    createRoute({
      method: 'post',
      path: '/chats/claim-next',
      tags: ['chats'],
      summary: 'Claim the oldest waiting chat of a pool in some of the caller’s locales',
      security: [{ bearer: [] }],
      request: { body: { ...json(ClaimNextRequest), required: true } },
      responses: {
        200: chatAnswer('The chat now claimed by the caller.'),
        404: { ...json(ErrorResponse), description: 'chat/queue-empty.' },
        409: { ...json(ErrorResponse), description: 'chat/already-claiming.' },
        ...errors,
      },
    }),
    async (c) => {
      const { pool, locales } = c.req.valid('json');
      const user = c.get('user');
      const chat = await chats.claimNext(user, pool, locales);
      void deps.suggestionWriter.afterClaim(user.tenantId, user.roles, chat.id);
      return c.json({ data: chat }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/chats/{id}/release',
      tags: ['chats'],
      summary: 'Give the caller’s claim on a chat back',
      security: [{ bearer: [] }],
      request: { params: ChatPath },
      responses: {
        200: chatAnswer('Released: the chat is back in its queue if it still waits.'),
        404: notFound,
        409: { ...json(ErrorResponse), description: 'chat/not-claimed.' },
        ...errors,
      },
    }),
    async (c) => c.json({ data: await chats.release(c.get('user'), c.req.valid('param').id) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/chats/claimed',
      tags: ['chats'],
      summary: 'The caller’s live claim, if any',
      security: [{ bearer: [] }],
      responses: {
        200: { ...json(z.object({ data: Chat.nullable() })), description: 'The chat or null.' },
        ...errors,
      },
    }),
    async (c) => c.json({ data: await chats.claimedChat(c.get('user')) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/chats/{id}/messages',
      tags: ['chats'],
      summary: 'Older messages of a chat, a page before a time (claim holder or reviewer)',
      security: [{ bearer: [] }],
      request: { params: ChatPath, query: MessagePageQuery },
      responses: {
        200: {
          ...json(z.object({ data: z.array(Message), hasMore: z.boolean() })),
          description: 'Oldest first; hasMore when older messages remain.',
        },
        404: notFound,
        ...errors,
      },
    }),
    async (c) => {
      const page = await messagePage(
        chats,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      return c.json(page, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/message/send',
      tags: ['chats'],
      summary: 'Send the operator’s reply; it needs the caller’s live claim and releases it',
      security: [{ bearer: [] }],
      request: { body: { ...json(SendMessageRequest), required: true } },
      responses: {
        200: { ...json(z.object({ data: Message })), description: 'The message as stored.' },
        404: notFound,
        409: { ...json(ErrorResponse), description: 'chat/not-claimed.' },
        ...errors,
      },
    }),
    async (c) =>
      c.json({ data: await sendMessage(chats, c.get('user'), c.req.valid('json')) }, 200),
  );
}
