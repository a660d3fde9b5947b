import type { abuseWords } from '../db/schema.js';
import { abuseWordMatchKey } from '@switchboard/domain';
import {
  buildChats,
  planChats,
  type ChatRow,
  type DemoAgent,
  type LogRow,
  type MessageRow,
} from './chats.js';
import { customerRows, type CustomerRow } from './customers.js';
import { buildProfiles, type DemoDomain, type ProfileRow, type SeededProfile } from './profiles.js';
import { Random } from './random.js';
import { DEMO_ABUSE_WORDS, type DemoLocale } from './vocabulary.js';

/**
 * How much demo data to make. `full` is what `npm start` and `npm run seed` build: a shift's worth
 * of queues (hundreds of waiting chats) and a few thousand customers. `small` keeps the same shape
 * at a size that seeds in a blink, for the server's integration tests.
 */
export const DEMO_VOLUMES = {
  full: { profilesPerDomain: 12, customersPerDomain: 750, chats: 520 },
  small: { profilesPerDomain: 3, customersPerDomain: 6, chats: 24 },
  /** A second tenant's few: one waiting chat per queue of each locale, and a little more. */
  few: { profilesPerDomain: 2, customersPerDomain: 4, chats: 8 },
} as const;
export type DemoVolume = keyof typeof DEMO_VOLUMES;

/** The seed of the generator: fixed, so every demo database holds the same people and chats. */
const DEMO_RANDOM_SEED = 4_2024;

export type AbuseWordRow = typeof abuseWords.$inferInsert;

export interface DemoData {
  /** The entertainment profiles. */
  profiles: ProfileRow[];
  /** The customers, with the values the poke filters read. */
  customers: CustomerRow[];
  chats: ChatRow[];
  messages: MessageRow[];
  logs: LogRow[];
  abuseWords: AbuseWordRow[];
}

export interface DemoWorld {
  tenantId: string;
  sites: readonly DemoDomain[];
  locales: readonly DemoLocale[];
  /** The operators who wrote the agent messages and the logs. */
  agents: readonly DemoAgent[];
  /**
   * The generator's seed; the demo's own unless given. Another tenant needs its own: profile and
   * customer uuids are unique across tenants.
   */
  randomSeed?: number;
}

/**
 * The demo tenant's profiles, chats, messages, logs and abuse words. Pure: the same `now` and
 * volume give the same rows; times are relative to `now` so the queues always look fresh.
 */
export function buildDemoData(now: Date, volume: DemoVolume, world: DemoWorld): DemoData {
  const random = new Random(world.randomSeed ?? DEMO_RANDOM_SEED);
  const size = DEMO_VOLUMES[volume];
  const profiles = new Map<string, SeededProfile[]>();
  const customers = new Map<string, SeededProfile[]>();
  for (const site of world.sites) {
    profiles.set(
      site.domain,
      buildProfiles(random, now, world.tenantId, site, 'entertainment', size.profilesPerDomain),
    );
    customers.set(
      site.domain,
      buildProfiles(random, now, world.tenantId, site, 'customer', size.customersPerDomain),
    );
  }
  const plans = planChats(random, world.sites, world.locales, size.chats);
  const chats = buildChats(random, now, world.tenantId, plans, {
    profiles,
    customers,
    agents: world.agents,
  });
  const talking = new Set(
    chats.flatMap(({ chat }) =>
      chat.isConversation && chat.customer ? [String(chat.customer.id)] : [],
    ),
  );
  return {
    profiles: [...profiles.values()].flat().map((profile) => profile.row),
    customers: customerRows(
      [...customers.values()].flat().map((customer) => customer.row),
      now,
      talking,
    ),
    chats: chats.map((entry) => entry.chat),
    messages: chats.flatMap((entry) => entry.messages),
    logs: chats.flatMap((entry) => entry.logs),
    abuseWords: DEMO_ABUSE_WORDS.map((word, index) => ({
      id: `abuse-word-${index + 1}`,
      tenantId: world.tenantId,
      value: word.value,
      matchKey: abuseWordMatchKey(word.value),
      locale: word.locale,
      createdBy: 'demo-admin',
      createdAt: now.toISOString(),
    })),
  };
}
