import { z } from 'zod';
import { DomainName, Locale } from './common.js';

/** Domain configuration, spec §3. */
export const DomainConfig = z.object({
  domain: DomainName,
  locale: Locale,
  tenantAlias: z.string().min(1).nullish(),
  cdnBaseLiveUrl: z.url().nullish(),
  suggestionsEnabled: z.boolean().default(false),
  geoStrategy: z.string().nullish(),
  geoStrategyCityField: z.string().nullish(),
  geoStrategyRegionField: z.string().nullish(),
  geoWizardEnabled: z.boolean().default(false),
  profileApiEnabled: z.boolean().default(false),
  messageCentralUrl: z.url().nullish(),
  profileTypes: z.array(z.string()).default([]),
});
export type DomainConfig = z.infer<typeof DomainConfig>;

/** Tenant appearance, spec §3: what GET /tenant/{x}/info answers in data.data. */
export const TenantAppearance = z.object({
  app_name: z.string(),
  app_logo_name: z.string(),
  app_primary_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #28379E'),
});
export type TenantAppearance = z.infer<typeof TenantAppearance>;
