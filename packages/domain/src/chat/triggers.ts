import { z } from 'zod';
import { QueuePool } from '../schemas/queue.js';
import { SUGGESTION_BLOCKING_TRIGGER_TYPES } from './suggestions.js';
import { QUEUEABLE_TRIGGER_TYPES } from './unclaimed.js';

/**
 * Triggers (spec §3 "Chat … trigger (with type)", §4 admin queue, §5 chat suggestions).
 *
 * A trigger is an automatic message the platform writes into a chat on the customer's behalf
 * when something happens between a customer and an entertainment profile. It is stored as a
 * message with `senderType: 'trigger'` and `type: <trigger type>`, and the chat records it as its
 * `trigger{type}`. Whether the chat then waits in the queue depends on the type (queueable), and
 * whether the operator is offered reply suggestions for it too.
 *
 * The types, what each means, and why:
 * - `flirt`: the customer sent the profile a flirt (a short canned "hello" of the platform). The
 *   profile is expected to answer: queueable, suggestions offered.
 * - `favorite`: the customer added the profile to their favourites. Queueable, suggestions.
 * - `like`: the customer liked one of the profile's photos. Queueable, suggestions.
 * - `proposal`: the customer proposed a date to the profile. Queueable, suggestions.
 * - `profile_visit`: the customer looked at the profile's page. Queueable, suggestions.
 * - `stopped_conversation`: the platform notes that the customer ended the conversation. Nobody
 *   waits for an answer: not queueable, and no suggestions (spec §5 names it).
 * - `re_engagement`: the platform's nudge to a customer gone quiet for a while. Not queueable
 *   and no suggestions (spec §5 names it): an operator answers only when the customer replies.
 */
export const TRIGGER_TYPES = [
  ...QUEUEABLE_TRIGGER_TYPES,
  ...SUGGESTION_BLOCKING_TRIGGER_TYPES,
] as const;
export const TriggerType = z.enum(TRIGGER_TYPES);
export type TriggerType = z.infer<typeof TriggerType>;

export interface TriggerDefinition {
  type: TriggerType;
  /** What causes it, in one sentence (shown on /trigger). */
  description: string;
  /** Whether the chat it lands in waits in the operators' queue. */
  queueable: boolean;
  /** Whether reply suggestions are offered for it. */
  suggestions: boolean;
}

const DESCRIPTIONS: Record<TriggerType, string> = {
  flirt: 'The customer sent the profile a flirt.',
  favorite: 'The customer added the profile to their favourites.',
  like: 'The customer liked a photo of the profile.',
  proposal: 'The customer proposed a date to the profile.',
  profile_visit: 'The customer visited the profile’s page.',
  stopped_conversation: 'The customer stopped the conversation.',
  re_engagement: 'The platform nudges a customer who has gone quiet.',
};

/** Every trigger type with its meaning and flags, in a stable order. */
export const TRIGGER_DEFINITIONS: readonly TriggerDefinition[] = TRIGGER_TYPES.map((type) => ({
  type,
  description: DESCRIPTIONS[type],
  queueable: (QUEUEABLE_TRIGGER_TYPES as readonly string[]).includes(type),
  suggestions: !(SUGGESTION_BLOCKING_TRIGGER_TYPES as readonly string[]).includes(type),
}));

/** The text a fired trigger writes into the chat, when the locale has none of its own. */
export const TRIGGER_MESSAGE_TEXTS: Record<TriggerType, string> = {
  flirt: '{name} sent you a flirt',
  favorite: '{name} added you to their favourites',
  like: '{name} likes your photo',
  proposal: '{name} proposes a date',
  profile_visit: '{name} visited your profile',
  stopped_conversation: 'The conversation with {name} has stopped',
  re_engagement: '{name} has not been active for a while',
};

/** `POST /triggers/fire` (Admin): fire a trigger between a customer and a profile. */
export const FireTriggerRequest = z.object({
  type: TriggerType,
  /** The customer's id or uuid. */
  customerId: z.string().trim().min(1).max(128),
  /** The entertainment profile's id or uuid; it must be of the customer's domain. */
  profileId: z.string().trim().min(1).max(128),
  /** The queue pool of a chat it creates (an existing chat keeps its own); NSFW by default. */
  pool: QueuePool.optional(),
});
export type FireTriggerRequest = z.infer<typeof FireTriggerRequest>;

/** A trigger type with how many chats of the caller's geos it produced (GET /triggers). */
export const TriggerSummary = z.object({
  type: TriggerType,
  description: z.string(),
  queueable: z.boolean(),
  suggestions: z.boolean(),
  chats: z.number().int().min(0),
});
export type TriggerSummary = z.infer<typeof TriggerSummary>;

export const TriggerListResponse = z.object({ data: z.array(TriggerSummary) });

export const FireTriggerResult = z.object({
  chatId: z.string(),
  messageId: z.string(),
  /** Whether a new chat was made (else an existing one was re-opened). */
  created: z.boolean(),
  /** Whether the chat now waits in the queue (a queueable trigger on a chat that is not free). */
  queued: z.boolean(),
});
export type FireTriggerResult = z.infer<typeof FireTriggerResult>;
