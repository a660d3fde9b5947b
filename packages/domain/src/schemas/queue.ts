import { z } from 'zod';
import { Locale, Timestamp } from './common.js';

/**
 * Queue pools and queue counts, spec §3. A pool separates chats by the kind of operator who may
 * answer them; the labels and the claim rules live in `chat/pools.ts`.
 */
export const QUEUE_POOLS = ['SFW', 'NSFW', 'AGENT_ONLY'] as const;
export const QueuePool = z.enum(QUEUE_POOLS);
export type QueuePool = z.infer<typeof QueuePool>;

/** The pool a chat or a claim falls into when none is named (spec §3, §9). */
export const DEFAULT_QUEUE_POOL: QueuePool = 'NSFW';

/**
 * How many chats wait in one pool of one locale, and when the oldest of their last messages was
 * sent. `oldestMessageAt` is null when the pool is empty.
 */
export const QueueCount = z.object({
  locale: Locale,
  pool: QueuePool,
  count: z.number().int().min(0),
  oldestMessageAt: Timestamp.nullable().default(null),
});
export type QueueCount = z.infer<typeof QueueCount>;

/** The counts of every locale and pool, as the queue-count view receives them. */
export const QueueCounts = z.array(QueueCount);
export type QueueCounts = z.infer<typeof QueueCounts>;
