import { http } from 'msw';
import {
  CacheDeleteResponse,
  CacheEntryResponse,
  CacheKeysResponse,
  ConnectedOperatorRow,
  CurrentSystemNotificationResponse,
  dataOf,
  DebugInfo,
  DomainConfig,
  FireTriggerRequest,
  FireTriggerResult,
  OperatorPoolsResponse,
  SystemNotification,
  SystemNotificationHistoryResponse,
  TRIGGER_DEFINITIONS,
  TriggerListResponse,
  type Announcement,
  type AnnouncementTopic,
} from '@switchboard/domain';
import {
  answer,
  bodyOf,
  checked,
  errorAnswer,
  inputError,
  issuesOf,
  latency,
  STORY_NOW,
} from './answers';
import { DOMAIN_CONFIGS } from './domains';

/** Fixtures and handlers of the admin's and developer's screens (#16), on the real API's shapes. */

const minutesBefore = (minutes: number) =>
  new Date(Date.parse(STORY_NOW) - minutes * 60_000).toISOString();

export const TOPICS: (AnnouncementTopic & { kind: 'topic' })[] = [
  { id: 'topic-rota', kind: 'topic', title: 'Rota', emoji: '📅', locale: 'nl' },
  {
    id: 'topic-tools',
    kind: 'topic',
    title: 'New tools in the chat screen',
    emoji: '🛠',
    locale: 'nl',
  },
  { id: 'topic-de', kind: 'topic', title: 'Urlaub', emoji: '🌴', locale: 'de' },
];

export const ANNOUNCEMENTS: (Announcement & { kind: 'announcement' })[] = [
  {
    id: 'a-1',
    kind: 'announcement',
    topicId: 'topic-rota',
    locale: 'nl',
    message: 'Closed on <b>Monday</b>\nOpen again on Tuesday at 9:00',
    createdBy: 'demo-admin',
    createdAt: minutesBefore(600),
    updatedBy: 'demo-admin',
    updatedAt: minutesBefore(60),
  },
  {
    id: 'a-2',
    kind: 'announcement',
    topicId: 'topic-tools',
    locale: 'nl',
    message: 'The logbook now keeps <i>hobbies</i> as a list.',
    createdBy: 'demo-manager',
    createdAt: minutesBefore(1_440),
    updatedBy: null,
    updatedAt: null,
  },
  {
    id: 'a-3',
    kind: 'announcement',
    topicId: 'topic-de',
    locale: 'de',
    message: 'Am Freitag geschlossen.',
    createdBy: 'demo-admin',
    createdAt: minutesBefore(90),
    updatedBy: null,
    updatedAt: null,
  },
];

export const NOTIFICATIONS: SystemNotification[] = [
  {
    id: 'n-2',
    message: 'Deploy tonight at 22:00',
    type: 'warning',
    createdBy: 'demo-admin',
    createdAt: minutesBefore(30),
    showUntilAt: new Date(Date.parse(STORY_NOW) + 3_600_000).toISOString(),
  },
  {
    id: 'n-1',
    message: 'Welcome to Switchboard',
    type: 'info',
    createdBy: 'demo-admin',
    createdAt: minutesBefore(4_000),
    showUntilAt: minutesBefore(3_000),
  },
].map((n) => SystemNotification.parse(n));

/** GET/POST /system-notifications, GET …/current, POST …/{id}/disable. */
export function systemNotificationHandlers({ history = NOTIFICATIONS } = {}) {
  let rows = [...history];
  const shown = () => {
    const newest = rows[0];
    return newest && (newest.showUntilAt === null || newest.showUntilAt > new Date().toISOString())
      ? newest
      : null;
  };
  return [
    http.get('/system-notifications/current', async () => {
      await latency();
      return answer(CurrentSystemNotificationResponse, { data: shown() });
    }),
    http.get('/system-notifications', async () => {
      await latency();
      return answer(SystemNotificationHistoryResponse, { data: rows.slice(0, 20) });
    }),
    http.post('/system-notifications', async ({ request }) => {
      const body = (await bodyOf(request)) as Record<string, unknown> | undefined;
      await latency();
      const row = SystemNotification.safeParse({
        ...body,
        id: `n-${rows.length + 1}`,
        createdBy: 'demo-admin',
        createdAt: new Date().toISOString(),
      });
      if (!row.success) return inputError(issuesOf(row.error));
      rows = [row.data, ...rows];
      return answer(SystemNotification, row.data, 201);
    }),
    http.post('/system-notifications/:id/disable', async ({ params }) => {
      await latency();
      const found = rows.find((n) => n.id === params.id);
      if (!found)
        return errorAnswer({
          status: 404,
          code: 'not-found',
          message: 'No such system notification.',
        });
      const disabled = { ...found, showUntilAt: new Date().toISOString() };
      rows = rows.map((n) => (n.id === found.id ? disabled : n));
      return answer(SystemNotification, disabled);
    }),
  ];
}

/** The announcement writes answer as the server does; the live rows come from `parameters.page.live`. */
export function noticeHandlers() {
  const ok = async () => {
    await latency();
    return new Response(null, { status: 204 });
  };
  return [
    http.post('/announcement-topics', async () => {
      await latency();
      return new Response(JSON.stringify({ id: 'topic-new' }), { status: 201 });
    }),
    http.patch('/announcement-topics/:id', ok),
    http.delete('/announcement-topics/:id', ok),
    http.post('/announcements', async () => {
      await latency();
      return new Response(JSON.stringify({ id: 'a-new' }), { status: 201 });
    }),
    http.patch('/announcements/:id', ok),
    http.delete('/announcements/:id', ok),
  ];
}

export const CONNECTED_OPERATORS = [
  {
    id: 'NSFW:op-olga',
    uid: 'op-olga',
    pool: 'NSFW',
    name: 'Olga Operator',
    geos: '["nl","de"]',
    since: minutesBefore(95),
  },
  {
    id: 'SFW:op-olga',
    uid: 'op-olga',
    pool: 'SFW',
    name: 'Olga Operator',
    geos: '["nl","de"]',
    since: minutesBefore(95),
  },
  {
    id: 'NSFW:op-otto',
    uid: 'op-otto',
    pool: 'NSFW',
    name: 'Otto Operator',
    geos: '["de"]',
    since: minutesBefore(12),
  },
  {
    id: 'AGENT_ONLY:op-anna',
    uid: 'op-anna',
    pool: 'AGENT_ONLY',
    name: 'Anna Agent',
    geos: '["nl"]',
    since: minutesBefore(3),
  },
].map((row) => checked(ConnectedOperatorRow, row, 'connected operator'));

/** POST /operators/{uid}/disconnect. */
export function presenceHandlers() {
  return [
    http.post('/operators/:uid/disconnect', async () => {
      await latency();
      return new Response(JSON.stringify({ disconnected: 1 }), { status: 200 });
    }),
  ];
}

/** GET /triggers, POST /triggers/fire, GET /domains. */
export function triggerHandlers({ failList = false } = {}) {
  const counts: Record<string, number> = {
    flirt: 41,
    favorite: 12,
    like: 87,
    proposal: 5,
    profile_visit: 230,
    stopped_conversation: 19,
    re_engagement: 64,
  };
  return [
    http.get('/triggers', async () => {
      await latency();
      if (failList)
        return errorAnswer({
          status: 500,
          code: 'internal',
          message: 'The database did not answer.',
        });
      return answer(TriggerListResponse, {
        data: TRIGGER_DEFINITIONS.map((t) => ({ ...t, chats: counts[t.type] ?? 0 })),
      });
    }),
    http.post('/triggers/fire', async ({ request }) => {
      const body = FireTriggerRequest.safeParse(await bodyOf(request));
      await latency();
      if (!body.success) return inputError(issuesOf(body.error));
      return answer(FireTriggerResult, {
        chatId: 'chat-story-1',
        messageId: 'm-1',
        created: true,
        queued: body.data.type !== 'stopped_conversation' && body.data.type !== 're_engagement',
      });
    }),
    http.get('/domains', async () => {
      await latency();
      return answer(dataOf(DomainConfig.array()), { data: DOMAIN_CONFIGS });
    }),
  ];
}

const CACHE: Record<string, string> = {
  'pools:tenant-demo:nl': '{"SFW":["op-olga"],"NSFW":["op-olga"]}',
  'pools:tenant-demo:de': '{"NSFW":["op-otto"]}',
  'operator:op-olga': '{"name":"Olga Operator","geos":["nl","de"]}',
};

/** GET /debug/info and the claim service's /redis calls over an in-memory cache. */
export function debugHandlers() {
  let cache = { ...CACHE };
  const glob = (pattern: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.')}$`,
    );
  return [
    http.get('/debug/info', async () => {
      await latency();
      return answer(DebugInfo, {
        serverVersion: '0.1.0',
        node: 'v22.12.0',
        processId: 'node-story',
        startedAt: minutesBefore(240),
        cache: 'in-process',
        tenant: {
          id: 'tenant-demo',
          alias: 'demo',
          appName: 'Switchboard Demo',
          appLogoName: 'demo.svg',
          appPrimaryColor: '#28379E',
        },
      });
    }),
    http.get('/redis/keys/:pattern', async ({ params }) => {
      await latency();
      const match = glob(String(params.pattern));
      return answer(CacheKeysResponse, {
        data: Object.keys(cache)
          .filter((k) => match.test(k))
          .sort(),
      });
    }),
    http.get('/redis/values/:key', async ({ params }) => {
      await latency();
      const key = String(params.key);
      const value = cache[key];
      if (value === undefined)
        return errorAnswer({ status: 404, code: 'not-found', message: 'No such key.' });
      return answer(CacheEntryResponse, { data: { key, value, ttlMs: 42_000 } });
    }),
    http.delete('/redis/key', async ({ request }) => {
      await latency();
      const key = new URL(request.url).searchParams.get('key') ?? '';
      const deleted = key in cache ? 1 : 0;
      delete cache[key];
      return answer(CacheDeleteResponse, { data: { deleted } });
    }),
    http.delete('/redis/cache', async () => {
      await latency();
      const deleted = Object.keys(cache).length;
      cache = {};
      return answer(CacheDeleteResponse, { data: { deleted } });
    }),
    http.get('/redis/pools/geo/:geo/tenant/:tenant', async ({ params }) => {
      await latency();
      const operators = CONNECTED_OPERATORS.filter((o) => JSON.parse(o.geos).includes(params.geo));
      const pool = (name: string) => ({
        operators: operators
          .filter((o) => o.pool === name)
          .map(({ uid, geos, name: n }) => ({ id: uid, geos, name: n })),
      });
      return answer(OperatorPoolsResponse, {
        data: { SFW: pool('SFW'), NSFW: pool('NSFW'), AGENT_ONLY: pool('AGENT_ONLY') },
      });
    }),
  ];
}
