import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  announcements,
  announcementTopics,
  domains,
  systemNotifications,
  tenants,
  users,
} from '../db/schema.js';
import { backfillTextKeys } from '../abuse/text-keys-backfill.js';
import { hashPassword } from '../auth/passwords.js';
import { DEFAULT_CHAT_CLAIM_TTL_S } from '../config.js';
import { buildDemoData, type DemoVolume } from './data.js';
import { flagDemoMessages } from './flagged.js';
import type { DemoDomain } from './profiles.js';
import { seedSecondTenant } from './second-tenant.js';
import { insertTenantData } from './tenant-data.js';

export const DEMO_PASSWORD = 'switchboard-demo';
export const DEMO_TENANT = { id: 'tenant-demo', alias: 'demo' } as const;
export const DEMO_LOCALES = ['nl', 'de', 'gb'] as const;

/** One demo user per role (issue #4), all with DEMO_PASSWORD. */
export const DEMO_USERS = [
  { email: 'admin@demo.test', name: 'Ada Admin', roles: ['CHAT_ADMIN'] },
  { email: 'manager@demo.test', name: 'Max Manager', roles: ['CHAT_MANAGER'] },
  {
    email: 'operator@demo.test',
    name: 'Olga Operator',
    roles: ['CHAT_OPERATOR:NSFW', 'CHAT_OPERATOR:SFW', 'CHAT_SUGGESTIONS'],
  },
  { email: 'poker@demo.test', name: 'Pim Poker', roles: ['CHAT_POKER'] },
  { email: 'abuse@demo.test', name: 'Abe Checker', roles: ['CHAT_ABUSE_CHECKER'] },
  { email: 'developer@demo.test', name: 'Dev Eloper', roles: ['DEBUG_DEVELOPER', 'CHAT_OPERATOR'] },
  { email: 'norole@demo.test', name: 'Nora Norole', roles: ['CHAT_BETA_ACCESS'] },
  { email: 'totp@demo.test', name: 'Tom Totp', roles: ['CHAT_OPERATOR:NSFW'], forcedTotp: true },
  { email: 'mfa@demo.test', name: 'Mia Mfa', roles: ['CHAT_OPERATOR:SFW'], forceMfa: true },
] as const;

const DEMO_DOMAINS: readonly DemoDomain[] = [
  { domain: 'flirt-nl.demo.test', locale: 'nl' },
  { domain: 'chat-nl.demo.test', locale: 'nl' },
  { domain: 'flirt-de.demo.test', locale: 'de' },
  { domain: 'chat-gb.demo.test', locale: 'gb' },
];

/** The demo users who answer chats: they wrote the seeded agent messages and logs. */
const DEMO_AGENTS = DEMO_USERS.filter((u) =>
  u.roles.some((role: string) => role.startsWith('CHAT_OPERATOR')),
).map((u) => ({ uid: demoUid(u.email), name: u.name }));

function demoUid(email: string): string {
  return `demo-${email.split('@')[0]}`;
}

export interface SeedDemoOptions {
  /** The moment the demo data is relative to (queues look fresh at this time). */
  now?: Date;
  /** `full` (default) for a demo; `small` for tests. */
  volume?: DemoVolume;
  /** How long the history's claims lasted at most (the `CHAT_CLAIM_TTL_S` default). */
  claimTtlS?: number;
}

/** Seeds the demo tenant when the database has no tenant yet; returns whether it seeded. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
}

const DEMO_TOPICS = [
  { id: 'topic-nl-shifts', locale: 'nl', title: 'Shifts', emoji: '🗓️' },
  { id: 'topic-nl-rules', locale: 'nl', title: 'House rules', emoji: '📜' },
  { id: 'topic-de-shifts', locale: 'de', title: 'Schichten', emoji: '🗓️' },
  { id: 'topic-gb-welcome', locale: 'gb', title: 'Welcome', emoji: '👋' },
];

const DEMO_ANNOUNCEMENTS = [
  {
    topicId: 'topic-nl-shifts',
    message: 'The weekend roster is online.\nSwap requests close on Thursday 18:00.',
  },
  {
    topicId: 'topic-nl-shifts',
    message: 'Extra evening shifts are available next week: ask your team lead.',
  },
  {
    topicId: 'topic-nl-rules',
    message: 'Never share contact details with customers, not even when asked twice.',
  },
  { topicId: 'topic-de-shifts', message: 'Der Dienstplan für das Wochenende ist online.' },
  {
    topicId: 'topic-gb-welcome',
    message: 'Welcome to Switchboard! Read the house rules before your first shift.',
  },
];

export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const data = buildDemoData(now, options.volume ?? 'full', {
    tenantId: DEMO_TENANT.id,
    sites: DEMO_DOMAINS,
    locales: DEMO_LOCALES,
    agents: DEMO_AGENTS,
  });
  const flagged = flagDemoMessages(data, now);
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({
      ...DEMO_TENANT,
      hosts: ['localhost'],
      appName: 'Switchboard Demo',
      appLogoName: 'switchboard.svg',
      appPrimaryColor: '#28379E',
    });
    await tx.insert(domains).values(
      DEMO_DOMAINS.map((d) => ({
        ...d,
        tenantId: DEMO_TENANT.id,
        config: {
          tenantAlias: DEMO_TENANT.alias,
          cdnBaseLiveUrl: 'https://cdn.demo.test',
          suggestionsEnabled: d.locale !== 'gb',
          geoStrategy: 'region',
          geoStrategyCityField: 'locality',
          geoStrategyRegionField: 'region1',
          geoWizardEnabled: d.locale === 'nl',
          profileApiEnabled: true,
          messageCentralUrl: `http://localhost/message-central/${d.domain}`,
          profileTypes: ['entertainment'],
        },
      })),
    );
    await tx.insert(users).values(
      DEMO_USERS.map((u, i) => ({
        uid: demoUid(u.email),
        tenantId: DEMO_TENANT.id,
        email: u.email,
        displayName: u.name,
        passwordHash,
        roles: [...u.roles],
        geos: [...DEMO_LOCALES],
        companyName: 'Demo Company',
        forcedTotp: 'forcedTotp' in u ? u.forcedTotp : false,
        forceMfa: 'forceMfa' in u ? u.forceMfa : false,
        score: 80 + i,
      })),
    );
    await tx
      .insert(announcementTopics)
      .values(DEMO_TOPICS.map((t) => ({ ...t, tenantId: DEMO_TENANT.id })));
    await tx.insert(announcements).values(
      DEMO_ANNOUNCEMENTS.map((a, i) => ({
        id: `announcement-${i + 1}`,
        tenantId: DEMO_TENANT.id,
        topicId: a.topicId,
        locale: DEMO_TOPICS.find((t) => t.id === a.topicId)?.locale ?? 'nl',
        message: a.message,
        createdBy: 'demo-admin',
        createdAt: new Date(now.getTime() - (i + 1) * 3_600_000).toISOString(),
      })),
    );
    await tx.insert(systemNotifications).values({
      id: 'notification-welcome',
      tenantId: DEMO_TENANT.id,
      message: 'Scheduled maintenance tonight from 23:00 to 23:30 CET: save your work before then.',
      type: 'info',
      createdBy: 'demo-admin',
      createdAt: now.toISOString(),
      showUntilAt: new Date(now.getTime() + 7 * 24 * 3_600_000).toISOString(),
    });
    await insertTenantData(tx, data, flagged, options.claimTtlS ?? DEFAULT_CHAT_CLAIM_TTL_S, now);
    // A second tenant on another host (127.0.0.1), lighter, with its own staff (issue #31).
    await seedSecondTenant(tx, { now, passwordHash, claimTtlS: options.claimTtlS });
  });
  // The messages above are written in SQL, not sent: the abuse words dry run counts this week's
  // of them once their keys are kept (abuse/text-keys-backfill.ts).
  await backfillTextKeys(db, now);
}
