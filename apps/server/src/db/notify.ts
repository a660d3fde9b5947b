import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY, whichever engine is behind the database: how the processes that
 * share one database tell each other what changed. PGlite has it too (within its one process), so
 * the embedded default runs the same code.
 */
export interface NotifyChannel {
  /** Sends the payloads on `channel` in one statement: all of them, in this order, or none. */
  notify(channel: string, payloads: readonly string[]): Promise<void>;
  /**
   * Listens on `channel`. `onReconnect` is called when a lost listening connection is back:
   * notifications sent meanwhile are lost, so whoever listens must read afresh.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
}

/** NOTIFY's payload limit is 8000 bytes; parts are kept well under it. */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 7_000;

const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

function notifyStatement(channel: string, payloads: readonly string[]) {
  const calls = payloads.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
  return { text: `select ${calls}`, values: [channel, ...payloads] };
}

/** NOTIFY on the embedded database. */
export function pgliteNotifyChannel(client: PGlite): NotifyChannel {
  return {
    notify: async (channel, payloads) => {
      if (payloads.length === 0) return;
      const { text, values } = notifyStatement(channel, payloads);
      await client.query(text, values);
    },
    listen: async (channel, onPayload) => client.listen(quote(channel), onPayload),
  };
}

/** How long to wait before listening again after the connection dropped: 1–3 s. */
const reconnectDelayMs = () => 1_000 + Math.floor(Math.random() * 2_000);

/**
 * NOTIFY on a PostgreSQL server: notifications go through the pool; listening keeps one
 * connection of its own, opened again (with `onReconnect`) whenever it drops.
 */
export function postgresNotifyChannel(pool: pg.Pool, connectionString: string): NotifyChannel {
  return {
    notify: async (channel, payloads) => {
      if (payloads.length === 0) return;
      const { text, values } = notifyStatement(channel, payloads);
      await pool.query(text, values);
    },
    listen: async (channel, onPayload, onReconnect) => {
      let client: pg.Client | null = null;
      let stopped = false;
      let timer: NodeJS.Timeout | null = null;
      const attempt = async (first: boolean): Promise<void> => {
        const next = new pg.Client({ connectionString });
        let failed = false;
        const fail = () => {
          if (failed) return;
          failed = true;
          if (client === next) client = null;
          next.removeAllListeners('notification');
          void next.end().catch(() => undefined);
          if (stopped) return;
          timer = setTimeout(() => {
            timer = null;
            void attempt(false);
          }, reconnectDelayMs());
          timer.unref();
        };
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) {
            onPayload(message.payload);
          }
        });
        next.on('error', fail);
        next.on('end', fail);
        try {
          await next.connect();
          await next.query(`LISTEN ${quote(channel)}`);
        } catch (error) {
          if (!first) return fail();
          // The first connection is the caller's to report: no retry behind its back.
          failed = true;
          void next.end().catch(() => undefined);
          throw error;
        }
        if (stopped) return void next.end().catch(() => undefined);
        client = next;
        if (!first) onReconnect();
      };
      await attempt(true);
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        const open = client;
        client = null;
        await open?.end().catch(() => undefined);
      };
    },
  };
}
