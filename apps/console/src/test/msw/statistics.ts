import { http } from 'msw';
import {
  ChatReviewDetails,
  ChatReviewList,
  LiveConversation,
  MessagesStatistics,
  MessagesStatisticsQuery,
  OperatorsStatistics,
  PersonalStatistics,
  PokersStatistics,
  QueuesStatistics,
  StatisticsQueryFields,
  statisticsRange,
} from '@switchboard/domain';
import {
  answer,
  checked,
  errorAnswer,
  inputError,
  latency,
  notFound,
  parseInput,
  queryOf,
  type ErrorAnswer,
} from './answers';

/**
 * The statistics calls (apps/server/src/statistics/routes.ts) answered from fixtures around
 * `STORY_NOW` (2 March 2026): the query is checked with the server's schema, every answer with
 * the console's.
 */

const SCOPE = {
  from: '2026-02-24T00:00:00.000Z',
  to: '2026-03-03T00:00:00.000Z',
  tz: 'UTC',
  locales: ['nl', 'de'],
};

const operator = (uid: string, name: string, n: number) => ({
  uid,
  name,
  chatsAnswered: 12 * n,
  messagesSent: 40 * n,
  responseMedianS: 35 + 20 * n,
  responseP90S: 140 + 60 * n,
  claimsTaken: 14 * n,
  claimsExpired: n,
  onlineS: 3600 * (4 + n),
  claimedS: 1800 * (2 + n),
  occupancy: Math.min(1, (1800 * (2 + n)) / (3600 * (4 + n))),
  score: 70 + 5 * n,
});

export const OPERATORS_FIXTURE = checked(
  OperatorsStatistics,
  {
    scope: SCOPE,
    rows: [
      operator('demo-operator', 'Olga Operator', 3),
      operator('demo-operator-2', 'Otto Operator', 1),
      {
        ...operator('demo-operator-3', 'Ida Idle', 0),
        responseMedianS: null,
        responseP90S: null,
        score: null,
      },
    ],
  },
  'operator statistics',
);

export const PERSONAL_FIXTURE = checked(
  PersonalStatistics,
  {
    scope: SCOPE,
    figures: operator('demo-operator', 'Olga Operator', 3),
    trend: [
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ].map((day, i) => ({
      day,
      messagesSent: [12, 20, 18, 0, 0, 25, 9][i] ?? 0,
      chatsAnswered: [4, 6, 5, 0, 0, 8, 3][i] ?? 0,
      responseMedianS: i === 3 || i === 4 ? null : 40 + i * 5,
    })),
    timeline: [
      { state: 'idle', from: '2026-03-02T07:00:00.000Z', to: '2026-03-02T07:20:00.000Z' },
      { state: 'claim', from: '2026-03-02T07:20:00.000Z', to: '2026-03-02T07:24:00.000Z' },
      { state: 'idle', from: '2026-03-02T07:24:00.000Z', to: '2026-03-02T08:10:00.000Z' },
      { state: 'claim', from: '2026-03-02T08:10:00.000Z', to: '2026-03-02T08:13:30.000Z' },
    ],
  },
  'personal statistics',
);

export const QUEUES_FIXTURE = checked(
  QueuesStatistics,
  {
    scope: SCOPE,
    rows: ['nl', 'de'].flatMap((locale, l) =>
      ['SFW', 'NSFW', 'AGENT_ONLY'].map((pool, p) => ({
        locale,
        pool,
        waitingNow: (l + 1) * p,
        oldestWaitingSince: p === 0 ? null : '2026-03-02T08:52:00.000Z',
        claims: 30 * (p + 1) - 10 * l,
        waitMedianS: 20 + 10 * p,
        waitP90S: 90 + 30 * p,
      })),
    ),
    unit: 'hour',
    hours: [6, 7, 8].flatMap((h) => [
      { hour: `2026-03-02T0${h}:00`, locale: 'nl', pool: 'NSFW', claims: h * 2 },
      { hour: `2026-03-02T0${h}:00`, locale: 'de', pool: 'NSFW', claims: h },
    ]),
  },
  'queue statistics',
);

const chatRow = (i: number) => ({
  id: `chat-${i}`,
  locale: i % 3 === 0 ? 'de' : 'nl',
  domain: i % 3 === 0 ? 'flirt-de.demo.test' : 'flirt-nl.demo.test',
  customerName: ['Carl Customer', 'Bea Buyer', 'Henk Hopeful', 'Dirk Dreamer'][i % 4] ?? null,
  profileName: ['Petra Profile', 'Sanne Sunshine'][i % 2] ?? null,
  createdAt: `2026-03-0${1 + (i % 2)}T0${i % 9}:00:00.000Z`,
  lastMessageAt: `2026-03-02T08:${String(50 - i * 3).padStart(2, '0')}:00.000Z`,
  lastSenderType: i % 2 === 0 ? 'agent' : 'customer',
  status: i % 2 === 0 ? 'finished' : 'ongoing',
  claimedBy: null,
  operators: i % 2 === 0 ? ['Olga Operator'] : [],
});

export const CHATS_FIXTURE = checked(
  ChatReviewList,
  { scope: SCOPE, rows: [0, 1, 2, 3, 4, 5].map(chatRow), nextCursor: null },
  'chat list',
);

export const CHAT_DETAILS_FIXTURE = checked(
  ChatReviewDetails,
  {
    chat: chatRow(0),
    messages: Array.from({ length: 15 }, (_, i) => ({
      id: `m-${i + 6}`,
      content: i % 2 === 0 ? `Are you there? (${i + 6})` : `Yes, I am here (${i + 6})`,
      type: 'normal',
      senderType: i % 2 === 0 ? 'customer' : 'agent',
      senderId: i % 2 === 0 ? 'customer-1' : 'demo-operator',
      senderName: i % 2 === 0 ? 'Carl Customer' : 'Olga Operator',
      createdAt: `2026-03-02T08:${String(10 + i).padStart(2, '0')}:00.000Z`,
    })),
    hasMore: true,
    logs: [
      {
        id: 'log-1',
        concerning: 'customer',
        category: 'hobbies',
        content: { group: 'sport', groupValue: 'sailing', value: 'Sails every weekend' },
        locale: 'nl',
        createdBy: 'demo-operator',
        createdByName: 'Olga Operator',
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    abuseVerdicts: [
      { messageId: 'm-8', status: 'modified', checkedBy: 'Abe Checker', checkedAt: null },
    ],
  },
  'chat details',
);

export const MESSAGES_FIXTURE = checked(
  MessagesStatistics,
  {
    scope: SCOPE,
    bucket: 'day',
    rows: ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'].flatMap((bucket, i) => [
      {
        bucket,
        locale: 'nl',
        domain: 'flirt-nl.demo.test',
        senderType: 'customer',
        messages: 120 + 10 * i,
      },
      {
        bucket,
        locale: 'nl',
        domain: 'flirt-nl.demo.test',
        senderType: 'agent',
        messages: 110 + 12 * i,
      },
      {
        bucket,
        locale: 'de',
        domain: 'flirt-de.demo.test',
        senderType: 'trigger',
        messages: 15 + i,
      },
    ]),
  },
  'message statistics',
);

export const POKERS_FIXTURE = checked(
  PokersStatistics,
  {
    scope: SCOPE,
    rows: [
      {
        uid: 'demo-poker',
        name: 'Pim Poker',
        created: 24,
        sent: 20,
        audience: 12500,
        reached: 9800,
        answers: 1470,
        answerRate: 0.15,
      },
      {
        uid: 'demo-poker-2',
        name: 'Paula Poker',
        created: 8,
        sent: 8,
        audience: 3100,
        reached: 2900,
        answers: 290,
        answerRate: 0.1,
      },
    ],
  },
  'poker statistics',
);

/**
 * The `stats.live-conversations` live rows: two chats whose claims run out as the story opens (at
 * `STORY_NOW`), so their countdowns show their end whatever the time the story takes to render.
 */
export const LIVE_CONVERSATIONS_FIXTURE = checked(
  LiveConversation.array(),
  [
    {
      id: 'chat-1',
      locale: 'nl',
      domain: 'flirt-nl.demo.test',
      customerName: 'Bea Buyer',
      profileName: 'Sanne Sunshine',
      claimedBy: 'demo-operator',
      operatorName: 'Olga Operator',
      claimExpiresAt: '2026-03-02T09:00:00.000Z',
      lastMessageAt: '2026-03-02T08:58:00.000Z',
    },
    {
      id: 'chat-3',
      locale: 'de',
      domain: 'flirt-de.demo.test',
      customerName: 'Dirk Dreamer',
      profileName: 'Petra Profile',
      claimedBy: 'demo-operator-2',
      operatorName: 'Otto Operator',
      claimExpiresAt: '2026-03-02T08:59:59.000Z',
      lastMessageAt: '2026-03-02T08:59:30.000Z',
    },
  ],
  'live conversations',
);

/** A GET of a figure: its query checked like the server does, then `body` or `error`. */
function figure(
  path: string,
  schema: Parameters<typeof answer>[0],
  body: unknown,
  error?: StatisticsHandlerOptions['error'],
  extra = StatisticsQueryFields,
) {
  return http.get(path, async ({ request }) => {
    await latency();
    const query = parseInput(extra, queryOf(request));
    if (!query.ok) return query.response;
    // The range as the server reads it (the one rule of every figure, FIGURES.md "Range").
    const range = statisticsRange(query.data, new Date());
    if ('field' in range) return inputError([{ field: range.field, message: range.message }]);
    if (error) return 'issues' in error ? inputError(error.issues) : errorAnswer(error);
    return answer(schema, body);
  });
}

export interface StatisticsHandlerOptions {
  /** Every figure answers this error instead (`issues`: the server's 400 naming fields). */
  error?: ErrorAnswer | { issues: { field: string; message: string }[] };
  /** The chat list answers no chats. */
  noChats?: boolean;
}

export function statisticsHandlers({ error, noChats = false }: StatisticsHandlerOptions = {}) {
  return [
    figure('/statistics/operators', OperatorsStatistics, OPERATORS_FIXTURE, error),
    figure('/statistics/operators/:uid/timeline', PersonalStatistics, PERSONAL_FIXTURE, error),
    figure('/personal-stats', PersonalStatistics, PERSONAL_FIXTURE, error),
    figure('/statistics/queues', QueuesStatistics, QUEUES_FIXTURE, error),
    figure(
      '/statistics/messages',
      MessagesStatistics,
      MESSAGES_FIXTURE,
      error,
      StatisticsQueryFields.merge(MessagesStatisticsQuery),
    ),
    figure(
      '/statistics/chat',
      ChatReviewList,
      noChats ? { ...CHATS_FIXTURE, rows: [] } : CHATS_FIXTURE,
      error,
    ),
    figure('/statistics/pokers', PokersStatistics, POKERS_FIXTURE, error),
    http.get('/statistics/chat/:geo/:id', async ({ params }) => {
      await latency();
      if (error) return 'issues' in error ? inputError(error.issues) : errorAnswer(error);
      if (params.id !== CHAT_DETAILS_FIXTURE.chat.id)
        return errorAnswer(notFound('No such chat in this locale.'));
      return answer(ChatReviewDetails, CHAT_DETAILS_FIXTURE);
    }),
  ];
}
