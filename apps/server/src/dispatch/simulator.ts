import { sql } from 'drizzle-orm';
import type { ChatService } from '../chats/service.js';
import type { Database } from '../db/client.js';
import { pokeDeliveries } from '../db/dispatch-schema.js';
import { chats, messages } from '../db/schema.js';
import type { ChangeFeed } from '../live/feed.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import { VOCABULARY } from '../seed/vocabulary.js';
import { messageEvents } from './events.js';
import { rowsOf } from './runs.js';

/**
 * The demo's customers (SIMULATE_CUSTOMERS): some poked customers answer a while after the poke
 * reached them, so pokes turn into chats waiting in the operators' queues, live. Who answers and
 * when follows from a hash of (poke, customer): about ANSWER_PERCENT of them, ANSWER_DELAY_S to five
 * times that after the delivery (15 to 75 seconds). Each answer's message id comes from the same pair and is inserted with
 * `ON CONFLICT DO NOTHING`; only the inserting process moves the chat, so with several processes
 * each customer answers once. The answers and the chats they move are announced with their commit.
 */

export const SIMULATOR_INTERVAL_MS = 5_000;
export const ANSWER_PERCENT = 25;
/** The soonest a simulated customer answers, seconds; the latest is five times that. */
export const ANSWER_DELAY_S = 15;
const ANSWER_BATCH = 50;

const ANSWERS = JSON.stringify(
  Object.fromEntries(
    Object.entries(VOCABULARY).map(([locale, words]) => [locale, words.customerSafe]),
  ),
);

export class CustomerSimulator {
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly deps: {
      db: Database;
      feed: ChangeFeed;
      chats: ChatService;
      clock: () => Date;
      logger?: Logger;
    },
    private readonly options: { intervalMs?: number; percent?: number; delayS?: number } = {},
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.busy = true;
      this.answer()
        .catch((error: unknown) =>
          (this.deps.logger ?? defaultLogger())
            .child({ job: 'simulator' })
            .error({ err: error }, 'The customer simulator failed'),
        )
        .finally(() => {
          this.busy = false;
        });
    }, this.options.intervalMs ?? SIMULATOR_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Makes the customers whose time has come answer; answers how many did. */
  async answer(): Promise<number> {
    const now = this.deps.clock().toISOString();
    const percent = this.options.percent ?? ANSWER_PERCENT;
    const delayS = this.options.delayS ?? ANSWER_DELAY_S;
    const d = pokeDeliveries;
    const key = sql`(${d.pokeId} || ':' || ${d.customerId})`;
    return this.deps.feed.write(this.deps.db, async (tx, announce) => {
      const result = await tx.execute(sql`
        with picked as (
          select ${d.chatId} as chat_id, ${d.tenantId} as tenant_id, ${d.locale} as locale,
            ${d.customerId} as customer_id, ${d.messageId} as previous_message,
            'sim-' || md5(${key}) as id, abs(hashtext(${key})) as h,
            ch.customer->>'name' as name
          from ${pokeDeliveries} join ${chats} ch on ch.id = ${d.chatId}
          where ${d.outcome} = 'sent'
            and ${d.createdAt} > ${now}::timestamptz - interval '1 hour'
            and ${d.createdAt} <= ${now}::timestamptz - (${delayS}::int + abs(hashtext(${key})) % (${delayS * 4}::int + 1)) * interval '1 second'
            and abs(hashtext(${key} || ':answers')) % 100 < ${percent}
            and not exists (select 1 from ${messages} m where m.id = 'sim-' || md5(${key}))
          limit ${ANSWER_BATCH}
        ),
        written as (
          insert into ${messages} (id, chat_id, tenant_id, locale, previous_message, content, type,
            sender_type, sender_id, sender_name, created_at)
          select p.id, p.chat_id, p.tenant_id, p.locale, p.previous_message,
            coalesce(${ANSWERS}::jsonb -> p.locale, ${ANSWERS}::jsonb -> 'gb') ->> (p.h % jsonb_array_length(coalesce(${ANSWERS}::jsonb -> p.locale, ${ANSWERS}::jsonb -> 'gb')))::int,
            'normal', 'customer', p.customer_id, p.name, ${now}::timestamptz
          from picked p
          on conflict (id) do nothing
          returning id, chat_id, content, type
        ),
        moved as (
          update ${chats} ch set
            last_message = jsonb_build_object('id', w.id, 'content', w.content, 'createdAt', ${now}::text,
              'type', w.type, 'isFree', false, 'deletedAt', null, 'deleted', null,
              'maskedContent', null, 'abuse_modification_data', null),
            last_message_at = ${now}::timestamptz, last_message_is_free = false,
            last_sender_type = 'customer', is_conversation = true, updated_at = ${now}::timestamptz
          from written w where ch.id = w.chat_id
          returning ch.id
        )
        select (select array_agg(id) from written) as messages
      `);
      const [row] = rowsOf<{ messages: string[] | null }>(result);
      const messageIds = row?.messages ?? [];
      // The chats announce themselves (their trigger); their customers' messages are announced here.
      for (const event of await messageEvents(tx, this.deps.chats, { messages: messageIds })) {
        announce(event);
      }
      return messageIds.length;
    });
  }
}
