import { hasRole, type ClaimRole } from '../roles.js';
import type { Chat } from '../schemas/chat.js';
import type { DomainConfig } from '../schemas/domain-config.js';

/**
 * When chat reply suggestions are offered, spec §5 "Chat suggestions".
 */

/** Claim roles, any of which opens suggestions (beta access or the suggestions role). */
export const SUGGESTION_ROLES: readonly ClaimRole[] = ['CHAT_BETA_ACCESS', 'CHAT_SUGGESTIONS'];

/** Agent-only operators write every reply themselves. */
export const SUGGESTION_EXCLUDED_ROLE: ClaimRole = 'CHAT_OPERATOR:AGENT_ONLY';

/** Trigger types of chats that never get suggestions. */
export const SUGGESTION_BLOCKING_TRIGGER_TYPES = ['stopped_conversation', 're_engagement'] as const;

export interface SuggestionContext {
  /** The chat's domain configuration; an unknown domain (null) enables nothing. */
  domainConfig: Pick<DomainConfig, 'suggestionsEnabled'> | null | undefined;
  claimRoles: readonly string[];
  chat: Pick<Chat, 'trigger'>;
}

/**
 * Suggestions are offered only when all hold: the domain enables them; the user has the
 * beta-access or suggestions role; the user is not an agent-only operator; the chat's trigger
 * type is not stopped_conversation or re_engagement (a chat without a trigger qualifies).
 */
export function areSuggestionsOffered({
  domainConfig,
  claimRoles,
  chat,
}: SuggestionContext): boolean {
  return (
    domainConfig?.suggestionsEnabled === true &&
    hasRole(claimRoles, SUGGESTION_ROLES) &&
    !hasRole(claimRoles, SUGGESTION_EXCLUDED_ROLE) &&
    !(SUGGESTION_BLOCKING_TRIGGER_TYPES as readonly (string | undefined)[]).includes(
      chat.trigger?.type,
    )
  );
}
