import { z } from 'zod';
import { CreateUserRequest, GeoList } from './admin.js';
import { DomainName, Locale } from './common.js';
import { TenantAppearance } from './domain-config.js';

/**
 * Tenants as the people who run the service add them (issue #31): what the service calls
 * (`/service/tenants…`, `switchboard tenants`) take and give. Only an operator of the whole
 * service makes these calls, never a tenant's admin.
 */

/** A tenant's alias: the short name in its tokens, headers and regional projects (`demo`). */
export const TenantAlias = z
  .string()
  .min(1)
  .max(64)
  .regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/,
    'Expected lower-case letters, digits and inner dashes, like "acme-nl"',
  );
export type TenantAlias = z.infer<typeof TenantAlias>;

/** A host name a tenant is found by (`GET /firebase/tenant/{host}`), kept in lower case. */
export const TenantHost = DomainName.transform((host) => host.toLowerCase());

/** A logo's file name under the server's `public/logos` (no folders). */
export const LogoName = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Expected a file name like "acme.svg"');

/** The app name a tenant's console shows in its header and page titles. */
export const AppName = z.string().trim().min(1).max(100);

/** A primary colour: `#RRGGBB`, as TenantAppearance takes it. */
export const PrimaryColor = TenantAppearance.shape.app_primary_color;

/** `POST /service/tenants`: a new tenant with its hosts and appearance. */
export const TenantCreateRequest = z.object({
  alias: TenantAlias,
  /** The tenant's id in the database; `tenant-<alias>` unless given. */
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Expected letters, digits, "-" and "_"')
    .optional(),
  hosts: z
    .array(TenantHost)
    .min(1, 'Name at least one host')
    .max(100)
    .refine((hosts) => new Set(hosts).size === hosts.length, 'A host is named twice'),
  app_name: AppName,
  app_logo_name: LogoName,
  app_primary_color: PrimaryColor,
});
export type TenantCreateRequest = z.input<typeof TenantCreateRequest>;

/** `PATCH /service/tenants/{alias}/appearance`: the appearance fields to change, at least one. */
export const TenantAppearanceUpdate = z
  .object({
    app_name: AppName.optional(),
    app_logo_name: LogoName.optional(),
    app_primary_color: PrimaryColor.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Name at least one of app_name, app_logo_name, app_primary_color',
  });
export type TenantAppearanceUpdate = z.infer<typeof TenantAppearanceUpdate>;

/** A tenant as the service calls show it. */
export const ServiceTenant = TenantAppearance.extend({
  id: z.string(),
  alias: z.string(),
  hosts: z.array(z.string()),
  domains: z.array(z.object({ domain: z.string(), locale: Locale })),
});
export type ServiceTenant = z.infer<typeof ServiceTenant>;

/**
 * `POST /service/tenants/{alias}/admins`: an admin of the tenant (its first, when it is new), made
 * by an operator of the whole service, who then hands the sign-in over. The account holds
 * CHAT_ADMIN; its geos are every locale of the tenant's domains unless named.
 */
export const TenantAdminCreateRequest = CreateUserRequest.pick({
  email: true,
  password: true,
  displayName: true,
}).extend({ geos: GeoList.optional() });
export type TenantAdminCreateRequest = z.input<typeof TenantAdminCreateRequest>;
