import { and, eq } from 'drizzle-orm';
import {
  attachmentKey,
  instantToLocalParts,
  parseAudienceFilters,
  playerGeoPlaceholderValues,
  pokeHasFilters,
  renderPlaceholders,
  timeOfDay,
  usedPlaceholders,
  type DomainConfig,
  type PlaceholderName,
  type Poke,
} from '@switchboard/domain';
import { allConditions, audienceConditions } from '../audience/conditions.js';
import { domains, profiles } from '../db/schema.js';
import type { Db } from '../pokes/repo.js';
import type { BatchPlan } from './batch.js';

/** What one site's send needs from outside the poke: its configuration and the profile. */
export interface SiteContext {
  config: Pick<
    DomainConfig,
    'geoWizardEnabled' | 'geoStrategyRegionField' | 'geoStrategyCityField'
  >;
  profile: { avatar: string | null; geo: Record<string, unknown>[] };
}

/** Placeholders the same for every recipient: filled once, before SQL fills the rest. */
const SHARED_PLACEHOLDERS: readonly PlaceholderName[] = ['playerCity', 'playerProvince'];

let zonesCache: { minute: number; zones: string[]; labels: string[] } | null = null;

/** The time of day in every timezone now (recomputed once a minute). */
function timesOfDay(now: Date): { zones: string[]; labels: string[] } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (zonesCache?.minute !== minute) {
    const zones = Intl.supportedValuesOf('timeZone');
    const iso = now.toISOString();
    const labels = zones.map((zone) =>
      timeOfDay(Number(instantToLocalParts(iso, zone).time.slice(0, 2))),
    );
    zonesCache = { minute, zones, labels };
  }
  return zonesCache;
}

/** The audience filters of a stored poke, as the count read them when it was saved. */
export function audienceOf(poke: Poke) {
  return parseAudienceFilters(poke.origin.type, poke.filters);
}

/** The SQL of the poke's audience on some sites at `now`. */
export function audienceSql(tenantId: string, poke: Poke, sites: readonly string[], now: Date) {
  const hasFilters = pokeHasFilters(poke.message.content, poke.origin.type) ?? [];
  return audienceConditions(tenantId, sites, audienceOf(poke), now, hasFilters);
}

/** Reads a site's configuration and the poke's profile. */
export async function loadSiteContext(
  db: Db,
  tenantId: string,
  site: string,
  poke: Poke,
): Promise<SiteContext> {
  const [domain] = await db
    .select({ config: domains.config })
    .from(domains)
    .where(and(eq(domains.tenantId, tenantId), eq(domains.domain, site)))
    .limit(1);
  const [profile] = await db
    .select({ data: profiles.data })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, poke.profile.uuid)))
    .limit(1);
  const data = profile?.data ?? {};
  const geo = Array.isArray(data.geo) ? (data.geo as Record<string, unknown>[]) : [];
  const config = (domain?.config ?? {}) as SiteContext['config'];
  return {
    config: {
      geoWizardEnabled: config.geoWizardEnabled === true,
      geoStrategyRegionField: config.geoStrategyRegionField ?? null,
      geoStrategyCityField: config.geoStrategyCityField ?? null,
    },
    profile: { avatar: typeof data.avatar === 'string' ? data.avatar : null, geo },
  };
}

/** The plan of a poke's send on one site (see batch.ts). */
export function batchPlan(input: {
  poke: Poke;
  tenantId: string;
  runId: string;
  site: string;
  context: SiteContext;
  now: Date;
}): BatchPlan {
  const { poke, context, now } = input;
  const origin = poke.origin.type;
  const used = usedPlaceholders(poke.message.content, origin);
  const shared = playerGeoPlaceholderValues(context.profile.geo, context.config);
  const content = renderPlaceholders(
    poke.message.content,
    Object.fromEntries(
      SHARED_PLACEHOLDERS.map((name) => [name, shared[name as keyof typeof shared]]),
    ),
    origin,
  );
  const place = context.profile.geo[0];
  const latitude = place?.latitude;
  const longitude = place?.longitude;
  const zones = timesOfDay(now);
  const fallbackHour = Number(
    instantToLocalParts(now.toISOString(), poke.profile.timezone).time.slice(0, 2),
  );
  return {
    pokeId: poke.id,
    runId: input.runId,
    tenantId: input.tenantId,
    locale: poke.locale,
    site: input.site,
    audience: allConditions(audienceSql(input.tenantId, poke, [input.site], now)),
    parentId: poke.followUp?.parentId ?? null,
    profile: {
      id: poke.profile.id,
      uuid: poke.profile.uuid,
      name: poke.profile.name,
      avatar: context.profile.avatar,
    },
    profilePlace:
      typeof latitude === 'number' && typeof longitude === 'number'
        ? { latitude, longitude }
        : null,
    content,
    perCustomer: used.filter((name) => !SHARED_PLACEHOLDERS.includes(name)),
    timesOfDay: { ...zones, fallback: timeOfDay(fallbackHour) },
    messageType: poke.message.type === 'message' ? 'normal' : poke.message.type,
    attachment: (poke.message.attachment as Record<string, unknown> | null | undefined) ?? null,
    attachmentKey: attachmentKey(poke.message),
    sender: { id: poke.agent.id, name: poke.agent.name },
  };
}
