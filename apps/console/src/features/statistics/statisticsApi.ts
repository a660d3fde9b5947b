import {
  ChatReviewDetails,
  ChatReviewList,
  LiveConversation,
  MessagesStatistics,
  OperatorsStatistics,
  PersonalStatistics,
  PokersStatistics,
  PokesStatistics,
  QueuesStatistics,
  ScoresStatistics,
} from '@switchboard/domain';
import { api } from '../../app/api';
import { callWith } from '../../app/httpCall';
import { keepLiveList, EMPTY_LIVE_LIST, type LiveList } from '../../app/socket/liveQuery';

/** What every figure is asked for (FIGURES.md "Common to every figure"). */
export interface StatisticsArgs {
  from: string;
  to: string;
  tz: string;
  /** Empty: all of the user's geos. */
  locales: string[];
}

/** The query string of a figure's call. */
export function statisticsSearch(
  args: StatisticsArgs,
  extra: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams({ from: args.from, to: args.to, tz: args.tz });
  if (args.locales.length > 0) params.set('locales', args.locales.join(','));
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, value);
  return params.toString();
}

/** Anything with zod's `safeParse`: the domain schemas. */
interface Schema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}

/** A figure's answer checked against its domain schema (a bad answer is an error). */
const parseWith =
  <T>(schema: Schema<T>) =>
  (answer: unknown): T | null => {
    const parsed = schema.safeParse(answer);
    return parsed.success ? parsed.data : null;
  };

const figure = <A extends StatisticsArgs, T>(
  path: string,
  schema: Schema<T>,
  what: string,
  extra: (args: A) => Record<string, string | undefined> = () => ({}),
) =>
  callWith((args: A) => `${path}?${statisticsSearch(args, extra(args))}`, parseWith(schema), what);

/**
 * The statistics calls (apps/server/src/statistics/routes.ts): one query per figure, and the
 * live conversations kept live through the socket.
 */
export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    operatorStatistics: build.query<OperatorsStatistics, StatisticsArgs>({
      queryFn: figure('/statistics/operators', OperatorsStatistics, 'operator statistics'),
    }),
    operatorTimeline: build.query<PersonalStatistics, StatisticsArgs & { uid: string }>({
      queryFn: callWith(
        (args: StatisticsArgs & { uid: string }) =>
          `/statistics/operators/${encodeURIComponent(args.uid)}/timeline?${statisticsSearch(args)}`,
        parseWith(PersonalStatistics),
        'operator activity',
      ),
    }),
    personalStatistics: build.query<PersonalStatistics, StatisticsArgs>({
      queryFn: figure('/personal-stats', PersonalStatistics, 'personal statistics'),
    }),
    queueStatistics: build.query<QueuesStatistics, StatisticsArgs>({
      queryFn: figure('/statistics/queues', QueuesStatistics, 'queue statistics'),
    }),
    scoreStatistics: build.query<ScoresStatistics, StatisticsArgs>({
      queryFn: figure('/statistics/scores', ScoresStatistics, 'score statistics'),
    }),
    messageStatistics: build.query<MessagesStatistics, StatisticsArgs & { bucket: 'hour' | 'day' }>(
      {
        queryFn: figure(
          '/statistics/messages',
          MessagesStatistics,
          'message statistics',
          (args: StatisticsArgs & { bucket: 'hour' | 'day' }) => ({ bucket: args.bucket }),
        ),
      },
    ),
    chatReviewList: build.query<ChatReviewList, StatisticsArgs & { cursor?: string | undefined }>({
      queryFn: figure(
        '/statistics/chat',
        ChatReviewList,
        'chat list',
        (args: StatisticsArgs & { cursor?: string | undefined }) => ({ cursor: args.cursor }),
      ),
    }),
    chatReviewDetails: build.query<
      ChatReviewDetails,
      { geo: string; id: string; before?: string | undefined }
    >({
      queryFn: callWith(
        ({ geo, id, before }: { geo: string; id: string; before?: string | undefined }) =>
          `/statistics/chat/${encodeURIComponent(geo)}/${encodeURIComponent(id)}${
            before ? `?before=${encodeURIComponent(before)}` : ''
          }`,
        parseWith(ChatReviewDetails),
        'chat review',
      ),
    }),
    pokeStatistics: build.query<PokesStatistics, StatisticsArgs>({
      queryFn: figure('/statistics/pokes', PokesStatistics, 'poke statistics'),
    }),
    pokerStatistics: build.query<PokersStatistics, StatisticsArgs>({
      queryFn: figure('/statistics/pokers', PokersStatistics, 'poker statistics'),
    }),
    /** A figure's whole CSV export (`path` with its query string), as text. */
    statisticsCsv: build.query<string, string>({
      queryFn: callWith(
        (pathAndQuery: string) => ({ url: pathAndQuery, headers: { Accept: 'text/csv' } }),
        (answer) => (typeof answer === 'string' ? answer : null),
        'CSV export',
      ),
      keepUnusedDataFor: 0,
    }),
    liveConversations: build.query<LiveList<LiveConversation>, { locales: string[] }>({
      queryFn: () => ({ data: EMPTY_LIVE_LIST }),
      onCacheEntryAdded: (arg, lifecycle) =>
        keepLiveList(
          { query: 'stats.live-conversations', params: { locales: arg.locales } },
          lifecycle,
          {
            parseRow: parseWith(LiveConversation),
            compare: (a, b) => a.claimExpiresAt.localeCompare(b.claimExpiresAt),
          },
        ),
    }),
  }),
});

export const {
  useOperatorStatisticsQuery,
  useOperatorTimelineQuery,
  usePersonalStatisticsQuery,
  useQueueStatisticsQuery,
  useScoreStatisticsQuery,
  useMessageStatisticsQuery,
  useChatReviewListQuery,
  useChatReviewDetailsQuery,
  usePokeStatisticsQuery,
  usePokerStatisticsQuery,
  useLazyStatisticsCsvQuery,
  useLiveConversationsQuery,
} = statisticsApi;
