import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  areSuggestionsOffered,
  RegenerateSuggestionRequest,
  Suggestion,
} from '@switchboard/domain';
import { loadChatInGeos } from '../chats/actions/access.js';
import { messages } from '../db/schema.js';
import { loadDomainConfigs } from '../files/domain-configs.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { InputError, NotAllowedError, NotFoundError } from '../errors.js';
import { requireAuth } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';

const errors = {
  ...authedErrors(
    'Suggestions are not offered here (domain setting, role, trigger type), or the chat is not the caller’s to read.',
  ),
  404: { ...json(ErrorResponse), description: 'No such chat or message.' },
};

/**
 * `POST /suggestions/reGenerate` (spec §7): writes a new reply suggestion for a message of a chat
 * through the configured `SuggestionProvider`, stores it and publishes it on the chat's
 * suggestions. Offered only under spec §5 "Chat suggestions" (`areSuggestionsOffered`), to whom
 * may read the chat.
 */
export function registerSuggestionRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'chats' | 'db' | 'suggestionWriter'>,
): void {
  app.use('/suggestions/reGenerate', requireAuth(deps.auth));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/suggestions/reGenerate',
      tags: ['chats'],
      summary: 'Write a new reply suggestion for a message of a chat',
      security: [{ bearer: [] }],
      request: { body: { ...json(RegenerateSuggestionRequest), required: true } },
      responses: {
        200: {
          ...json(z.object({ data: Suggestion.extend({ id: z.string() }) })),
          description: 'The new suggestion, also sent to the chat’s live suggestions.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      const { record, chat } = await loadChatInGeos(deps.chats, user, body.chatId);
      if (chat.locale !== body.locale) {
        throw new InputError(`locale: The chat is in locale ${chat.locale}`, [
          { field: 'locale', message: `The chat is in locale ${chat.locale}` },
        ]);
      }
      if (chat.domain !== body.domain) {
        throw new InputError(`domain: The chat is on domain ${chat.domain ?? 'none'}`, [
          { field: 'domain', message: `The chat is on domain ${chat.domain ?? 'none'}` },
        ]);
      }
      deps.chats.assertChatAccess(user, record);
      const configs = await loadDomainConfigs(deps.db, user.tenantId);
      // An unknown domain enables nothing (`areSuggestionsOffered` reads null as off).
      const domainConfig = configs.find((config) => config.domain === chat.domain) ?? null;
      if (!areSuggestionsOffered({ domainConfig, claimRoles: user.roles, chat })) {
        throw new NotAllowedError('Suggestions are not offered for this chat.');
      }
      const [messageRow] = await deps.db
        .select()
        .from(messages)
        .where(and(eq(messages.id, body.messageId), eq(messages.chatId, record.id)));
      if (!messageRow) throw new NotFoundError('No such message in this chat.');
      const suggestion = await deps.suggestionWriter.write(
        user.tenantId,
        record,
        chat,
        messageRow,
        {
          selectedImage: body.selectedImage,
          fullAI: body.fullAI,
        },
      );
      return c.json({ data: suggestion }, 200);
    },
  );
}
