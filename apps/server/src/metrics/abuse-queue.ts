import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Logger } from '../log/logger.js';

/** How long one read of the abuse queue answers scrapes, ms: a scrape storm reads it once. */
export const ABUSE_QUEUE_CACHE_MS = 5_000;

export interface AbuseQueueFigures {
  depth: number;
  /** 0 when the queue is empty. */
  oldestAgeS: number;
}

/**
 * The abuse queue's depth and the age of its head, for the metrics: one statement over the
 * queue's partial index (`flagged_items_queue_idx`: only undecided items, by time written),
 * read at scrape time and kept `ABUSE_QUEUE_CACHE_MS`; scrapes that arrive meanwhile share it.
 */
export class AbuseQueueReader {
  private last: { at: number; figures: Promise<AbuseQueueFigures | null> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The figures, or null when the database did not answer (the series are left out then). */
  read(): Promise<AbuseQueueFigures | null> {
    const now = this.now();
    if (this.last && now - this.last.at < ABUSE_QUEUE_CACHE_MS) return this.last.figures;
    const figures = this.query(now);
    this.last = { at: now, figures };
    return figures;
  }

  private async query(now: number): Promise<AbuseQueueFigures | null> {
    try {
      const result = await this.db.execute(sql`
        select count(*)::int as depth, min(item_created_at) as oldest
        from flagged_items where status in ('pending', 'claimed')`);
      const [row] = (result as { rows: { depth: number; oldest: unknown }[] }).rows;
      const oldest = row?.oldest ? new Date(row.oldest as string | Date).getTime() : null;
      return {
        depth: Number(row?.depth ?? 0),
        oldestAgeS: oldest === null ? 0 : Math.max(0, (now - oldest) / 1000),
      };
    } catch (error) {
      this.logger.warn({ err: error }, 'Reading the abuse queue for the metrics failed');
      return null;
    }
  }
}
