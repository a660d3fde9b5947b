import type {
  ActivitySegment,
  ChatReviewRow,
  LiveConversation,
  MessageVolume,
  OperatorDay,
  OperatorFigures,
  PokeBreakdown,
  PokeDay,
  PokerFigures,
  QueueFigures,
  QueueHour,
  ScoreFigures,
} from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { chats } from './figures/chats.js';
import { liveConversations } from './figures/live-conversations.js';
import { messages } from './figures/messages.js';
import { operator, operators } from './figures/operators.js';
import { operatorTrend, timeline } from './figures/personal.js';
import { pokers } from './figures/pokers.js';
import { pokes } from './figures/pokes.js';
import { queues } from './figures/queues.js';
import { scores } from './figures/scores.js';
import type { Scope } from './scope.js';

export type { Scope } from './scope.js';
export { answerRate } from './figures/sends.js';

/**
 * The statistics figures (FIGURES.md), each one SQL read of the rollup tables or of an index:
 * never a scan of the whole message history. Each figure's reader lives in figures/; this class
 * only binds them to a database, so that the routes, the live feed, the seed's tests and the
 * benches keep one handle to all of them.
 */
export class StatisticsService {
  constructor(private readonly db: Database) {}

  /** Per operator (FIGURES.md "operators"); with `uid`, that one user. */
  operators(scope: Scope, uid?: string): Promise<OperatorFigures[]> {
    return operators(this.db, scope, uid);
  }

  /** One user's figures (personal statistics); zeros when there is no activity. */
  operator(scope: Scope, uid: string): Promise<OperatorFigures | null> {
    return operator(this.db, scope, uid);
  }

  /** A user's days in the range (the zone's calendar days). */
  operatorTrend(scope: Scope, uid: string): Promise<OperatorDay[]> {
    return operatorTrend(this.db, scope, uid);
  }

  /** A user's time online in the range cut into holding a claim and idle. */
  timeline(scope: Scope, uid: string): Promise<ActivitySegment[]> {
    return timeline(this.db, scope, uid);
  }

  /** Per locale and pool: waiting now, claims in the range and the wait before them. */
  queues(
    scope: Scope,
    unit: 'hour' | 'day' = 'hour',
  ): Promise<{ rows: QueueFigures[]; hours: QueueHour[] }> {
    return queues(this.db, scope, unit);
  }

  /** Each operator's score over the range and per day or ISO week. */
  scores(scope: Scope, trendUnit: 'day' | 'week' = 'day'): Promise<ScoreFigures[]> {
    return scores(this.db, scope, trendUnit);
  }

  /** Messages per hour or day of the zone, locale, domain and sender type. */
  messages(scope: Scope, bucket: 'hour' | 'day'): Promise<MessageVolume[]> {
    return messages(this.db, scope, bucket);
  }

  /** Chats whose last message falls in the range, a page at a time; or one chat by id. */
  chats(
    scope: Scope,
    page: { cursor?: string | undefined; limit?: number; chatId?: string },
  ): Promise<{ rows: ChatReviewRow[]; nextCursor: string | null }> {
    return chats(this.db, scope, page);
  }

  /** The chats claimed now in the locales. */
  liveConversations(
    scope: Pick<Scope, 'tenantId' | 'locales' | 'now'>,
  ): Promise<LiveConversation[]> {
    return liveConversations(this.db, scope);
  }

  /** Sends of the range per day of the zone, and per profile and domain. */
  pokes(scope: Scope): Promise<{ days: PokeDay[]; rows: PokeBreakdown[] }> {
    return pokes(this.db, scope);
  }

  /** Per poker; with `onlyUid`, that poker's row only. */
  pokers(scope: Scope, onlyUid?: string): Promise<PokerFigures[]> {
    return pokers(this.db, scope, onlyUid);
  }
}
