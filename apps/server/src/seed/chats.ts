import {
  LOG_CATEGORIES,
  LOG_GROUP_OTHER,
  LOG_HOBBY_OPTIONS,
  LOG_SEX_ACTION_OPTIONS,
  LOG_SEX_TOY_OPTIONS,
  LOG_SPORT_OPTIONS,
  QUEUEABLE_TRIGGER_TYPES,
  messages as texts,
  type LogCategory,
  type LogGroupOption,
  type QueuePool,
  type SenderType,
} from '@switchboard/domain';
import type { chatLogs, chats, messages } from '../db/schema.js';
import type { DemoDomain, SeededProfile } from './profiles.js';
import { domainSlug } from './profiles.js';
import type { Random } from './random.js';
import { LEGACY_LOG_LINES, LOG_COMMENTS, VOCABULARY, type DemoLocale } from './vocabulary.js';
import { DEMO_ATTACHMENT_HASHES } from '../files/attachments.js';

/** Demo chats with their message history and logbook. */

export type ChatRow = typeof chats.$inferInsert;
export type MessageRow = typeof messages.$inferInsert;
export type LogRow = typeof chatLogs.$inferInsert;

/**
 * What state a demo chat is left in. Only the first two wait in a queue; the others are there so
 * the admin's unclaimed filter has something to leave out: a free last message, an answered
 * chat, a platform nudge nobody needs to answer, a deleted chat.
 */
export type DemoChatKind =
  'waiting' | 'waiting-trigger' | 'free' | 'answered' | 'stopped' | 'deleted';

export interface DemoChatPlan {
  site: DemoDomain;
  pool: QueuePool;
  kind: DemoChatKind;
}

export interface DemoAgent {
  uid: string;
  name: string;
}

export interface DemoChat {
  chat: ChatRow;
  messages: MessageRow[];
  logs: LogRow[];
}

export interface ChatCast {
  /** Entertainment profiles and customers per domain. */
  profiles: ReadonlyMap<string, readonly SeededProfile[]>;
  customers: ReadonlyMap<string, readonly SeededProfile[]>;
  agents: readonly DemoAgent[];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const NOT_QUEUEABLE_TRIGGERS = ['stopped_conversation', 're_engagement'] as const;
const MAX_MESSAGES = 20;
/** Photos an operator may send with a reply: the demo files the server serves by hash. */
const DEMO_ATTACHMENTS = Object.values(DEMO_ATTACHMENT_HASHES).map((hash) => ({ hash }));

/** Who wrote the last message of a chat of each kind. */
const LAST_SENDER: Record<DemoChatKind, SenderType> = {
  waiting: 'customer',
  'waiting-trigger': 'trigger',
  free: 'customer',
  answered: 'agent',
  stopped: 'trigger',
  deleted: 'customer',
};

/**
 * How long ago the last message was sent. Waiting chats are fresh (seconds to four hours, most of
 * them recent, as a queue that is being worked looks); the rest are up to two days old.
 */
function lastMessageAgo(random: Random, kind: DemoChatKind): number {
  const r = random.next();
  if (kind === 'waiting' || kind === 'waiting-trigger') return 5 * SECOND + r * r * 4 * HOUR;
  return 10 * MINUTE + r * 48 * HOUR;
}

/** The senders, oldest first: people take turns, ending with `last`. */
function senders(random: Random, kind: DemoChatKind): SenderType[] {
  const last = LAST_SENDER[kind];
  const count = 1 + Math.floor(random.next() ** 1.6 * MAX_MESSAGES);
  const list: SenderType[] = [last];
  let next: SenderType = last === 'customer' ? 'agent' : last === 'agent' ? 'customer' : 'agent';
  while (list.length < Math.min(count, MAX_MESSAGES)) {
    list.unshift(next);
    next = next === 'agent' ? 'customer' : 'agent';
  }
  return list;
}

function pickOption(random: Random, options: readonly LogGroupOption[]): string {
  return random.pick(options).code;
}

/** A structured log's group and value (codes from the domain's logbook catalogue). */
function logGroup(
  random: Random,
  category: LogCategory,
  firstName: string,
): { group: string; groupValue: string | null } {
  const other = { group: LOG_GROUP_OTHER, groupValue: null };
  if (random.chance(0.25)) return other;
  switch (category) {
    case 'personal':
      return random.chance(0.5)
        ? { group: 'name', groupValue: firstName }
        : { group: 'age', groupValue: String(random.int(19, 70)) };
    case 'hobbies':
      return random.chance(0.5)
        ? { group: 'sport', groupValue: pickOption(random, LOG_SPORT_OPTIONS) }
        : { group: 'hobby', groupValue: pickOption(random, LOG_HOBBY_OPTIONS) };
    case 'sex':
      return random.chance(0.5)
        ? { group: 'action', groupValue: pickOption(random, LOG_SEX_ACTION_OPTIONS) }
        : { group: 'toy', groupValue: pickOption(random, LOG_SEX_TOY_OPTIONS) };
    default:
      return other;
  }
}

function buildLogs(
  random: Random,
  chat: ChatRow,
  customer: SeededProfile,
  agents: readonly DemoAgent[],
  since: number,
  now: Date,
): LogRow[] {
  const count = random.chance(0.4) ? random.int(1, 3) : 0;
  return Array.from({ length: count }, (_, index): LogRow => {
    const author = random.pick(agents);
    const createdAt = new Date(since + random.next() * (now.getTime() - since));
    const concerning = random.chance(0.7) ? 'customer' : 'entertainmentProfile';
    const base = {
      id: `${chat.id}-log-${index + 1}`,
      chatId: chat.id,
      tenantId: chat.tenantId,
      locale: chat.locale,
      concerning,
      createdBy: author.uid,
      createdByName: author.name,
      createdAt: createdAt.toISOString(),
    } as const;
    // Older logs are plain text without a category (spec §3).
    if (random.chance(0.2)) {
      return { ...base, category: null, content: random.pick(LEGACY_LOG_LINES) };
    }
    const category = random.pick(LOG_CATEGORIES);
    const firstName = (customer.row.data.real_name as string).split(' ')[0] ?? customer.row.name;
    const edited = random.chance(0.2);
    return {
      ...base,
      category,
      content: {
        ...logGroup(random, category, firstName),
        value: random.pick(LOG_COMMENTS[category] ?? LEGACY_LOG_LINES),
      },
      updatedAt: edited ? new Date((createdAt.getTime() + now.getTime()) / 2).toISOString() : null,
      updatedBy: edited ? random.pick(agents).uid : null,
    };
  });
}

/** One chat of `plan` between a customer and an entertainment profile of its domain. */
export function buildChat(
  random: Random,
  now: Date,
  tenantId: string,
  id: string,
  plan: DemoChatPlan,
  profile: SeededProfile,
  customer: SeededProfile,
  agents: readonly DemoAgent[],
): DemoChat {
  const words = VOCABULARY[plan.site.locale];
  const adult = plan.pool !== 'SFW';
  const triggerType =
    plan.kind === 'waiting-trigger'
      ? random.pick(QUEUEABLE_TRIGGER_TYPES)
      : plan.kind === 'stopped'
        ? random.pick(NOT_QUEUEABLE_TRIGGERS)
        : null;
  const order = senders(random, plan.kind);
  // Times from the newest message back: mostly minutes apart, now and then a day's pause.
  const times: number[] = [now.getTime() - lastMessageAgo(random, plan.kind)];
  for (let i = 1; i < order.length; i++) {
    const gap = random.chance(0.12) ? random.int(2, 72) * HOUR : random.int(20, 25 * 60) * SECOND;
    times.unshift((times[0] ?? now.getTime()) - gap);
  }
  const agent = random.pick(agents);
  const rows: MessageRow[] = order.map((senderType, index) => {
    const createdAt = times[index] ?? now.getTime();
    const row: MessageRow = {
      id: `${id}-m${index + 1}`,
      chatId: id,
      tenantId,
      locale: plan.site.locale,
      previousMessage: index === 0 ? null : `${id}-m${index}`,
      type: 'normal',
      senderType,
      createdAt: new Date(createdAt).toISOString(),
    };
    if (senderType === 'agent') {
      const content = random.pick(adult ? words.agentAdult : words.agentSafe);
      const moderated = random.chance(0.03);
      return {
        ...row,
        content,
        senderId: agent.uid,
        senderName: agent.name,
        abuseModificationData: moderated
          ? { modified_content: random.pick(words.agentSafe), modified_by: 'demo-abuse' }
          : null,
      };
    }
    const from = { senderId: customer.participant.id, senderName: customer.participant.name };
    if (senderType === 'trigger') {
      const template = words.triggers[triggerType ?? 'like'] ?? '{name}';
      return {
        ...row,
        ...from,
        type: triggerType ?? 'normal',
        content: template.replace('{name}', customer.participant.name ?? ''),
      };
    }
    const isLast = index === order.length - 1;
    if (!isLast && random.chance(0.03)) {
      return {
        ...row,
        ...from,
        content: texts.deletedMessageContent,
        deletedAt: new Date(Math.min(createdAt + MINUTE, now.getTime())).toISOString(),
        deleted: { by: 'demo-abuse', reason: 'Contact details' },
      };
    }
    if (random.chance(0.04)) {
      const [content, masked] = random.pick(words.contactAttempts);
      return { ...row, ...from, content, maskedContent: masked };
    }
    return {
      ...row,
      ...from,
      content: random.pick(adult ? words.customerAdult : words.customerSafe),
    };
  });
  const last = rows[rows.length - 1] as MessageRow;
  const isFree = plan.kind === 'free';
  const first = rows[0] as MessageRow;
  const chat: ChatRow = {
    id,
    tenantId,
    locale: plan.site.locale,
    domain: plan.site.domain,
    customer: customer.participant,
    profile: profile.participant,
    isConversation:
      order.includes('agent') && (order.includes('customer') || order.includes('trigger')),
    isDeleted: plan.kind === 'deleted',
    createdAt: first.createdAt,
    updatedAt: last.createdAt,
    lastMessage: {
      id: last.id,
      content: last.content ?? '',
      createdAt: last.createdAt,
      type: last.type ?? 'normal',
      isFree,
      deletedAt: last.deletedAt ?? null,
      deleted: last.deleted ?? null,
      maskedContent: last.maskedContent ?? null,
      abuse_modification_data: last.abuseModificationData ?? null,
    },
    lastMessageAt: last.createdAt,
    lastMessageIsFree: isFree,
    lastSenderType: last.senderType,
    pool: plan.pool,
    claimedBy: null,
    claimExpiresAt: null,
    origin: { type: random.chance(0.8) ? 'legacy' : 'other' },
    trigger: triggerType ? { type: triggerType } : null,
    usedAttachments: [],
    // The profile's photos the operator may send with a reply: the demo files the server serves.
    attachments: DEMO_ATTACHMENTS,
  };
  const logs = buildLogs(random, chat, customer, agents, times[0] ?? now.getTime(), now);
  return { chat, messages: rows, logs };
}

/**
 * The plans of `count` chats. The first ones put a waiting chat in the NSFW and the SFW queue of
 * every locale, so an operator with both pools finds work wherever they look; the rest are drawn
 * (mostly NSFW, mostly waiting).
 */
export function planChats(
  random: Random,
  sites: readonly DemoDomain[],
  locales: readonly DemoLocale[],
  count: number,
): DemoChatPlan[] {
  const plans: DemoChatPlan[] = [];
  for (const locale of locales) {
    const site = sites.find((candidate) => candidate.locale === locale);
    if (!site) continue;
    for (const pool of ['NSFW', 'SFW'] as const) plans.push({ site, pool, kind: 'waiting' });
  }
  while (plans.length < count) {
    plans.push({
      site: random.pick(sites),
      pool: random.weighted({ NSFW: 70, SFW: 20, AGENT_ONLY: 10 }),
      kind: random.weighted({
        waiting: 66,
        'waiting-trigger': 12,
        free: 7,
        answered: 9,
        stopped: 4,
        deleted: 2,
      }),
    });
  }
  return plans.slice(0, count);
}

/** Every demo chat: each plan gets a profile of its domain and a customer not yet in that pair. */
export function buildChats(
  random: Random,
  now: Date,
  tenantId: string,
  plans: readonly DemoChatPlan[],
  cast: ChatCast,
): DemoChat[] {
  const pairs = new Set<string>();
  return plans.map((plan, index) => {
    const profiles = cast.profiles.get(plan.site.domain) ?? [];
    const customers = cast.customers.get(plan.site.domain) ?? [];
    let profile = random.pick(profiles);
    let customer = random.pick(customers);
    for (let tries = 0; pairs.has(`${profile.row.id}|${customer.row.id}`) && tries < 10; tries++) {
      profile = random.pick(profiles);
      customer = random.pick(customers);
    }
    pairs.add(`${profile.row.id}|${customer.row.id}`);
    const id = `chat-${domainSlug(plan.site.domain)}-${String(index + 1).padStart(4, '0')}`;
    return buildChat(random, now, tenantId, id, plan, profile, customer, cast.agents);
  });
}
